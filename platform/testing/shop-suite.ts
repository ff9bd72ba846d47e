// What a visitor reaches on a buyer's shop: the layout card, home and company profile, the
// favourite toggle, the right rail's figures and the supplier-application link. Run inside
// describeApiSuite, once per database.
import { describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { DEMO_BUYER_NAME } from '../seed/members.ts';
import type { SuiteContext } from './lists-suite.ts';
import { storyHelpers, UNKNOWN_ID } from './stories.ts';

export function shopStories({ client, now }: SuiteContext) {
  const { call, login, all, file } = client;
  const { demoBuyer, expectCode } = storyHelpers(client);

  describe('a buyer shop', () => {
    it('opens by its id and, with id 0, by its buyer; every parameter must match', async () => {
      const buyer = await demoBuyer();
      const byMember = await call(api.buyerShop.detail, { query: { id: 0, memberId: buyer.memberId, roleId: buyer.memberRoleId } });
      expect(byMember).toMatchObject({ memberId: buyer.memberId, roleId: buyer.memberRoleId, memberName: DEMO_BUYER_NAME, type: 'enterprise' });
      expect(await call(api.buyerShop.detail, { query: { id: byMember.id } })).toEqual(byMember);
      expect(await call(api.buyerShop.detail, { query: { memberId: buyer.memberId, roleId: buyer.memberRoleId } })).toEqual(byMember);

      await expectCode(api.buyerShop.detail, { query: { id: 0, memberId: buyer.memberId } }, Code.SHOP_AND_MEMBER_REQUIRED);
      await expectCode(
        api.buyerShop.detail,
        { query: { id: byMember.id + 1, memberId: buyer.memberId, roleId: buyer.memberRoleId } },
        Code.NOT_FOUND,
      );
      await expectCode(api.buyerShop.detail, { query: { id: UNKNOWN_ID } }, Code.NOT_FOUND);
      await expectCode(api.buyerShop.detail, { query: { id: 0, memberId: UNKNOWN_ID, roleId: buyer.memberRoleId } }, Code.NOT_FOUND);
    });

    it('shows the card, popover, home and company profile of the shop', async () => {
      const buyer = await demoBuyer();
      const shop = await call(api.buyerShop.detail, { query: { memberId: buyer.memberId, roleId: buyer.memberRoleId } });
      // The demo buyer is in Shanghai, a municipality: its region names the city once.
      expect(shop).toMatchObject({
        provinceName: '上海市',
        cityName: '上海市',
        areas: '上海市',
        registerArea: '上海市',
        status: true,
        collectStatus: false,
      });
      expect(shop.describe).toContain(DEMO_BUYER_NAME);
      expect(shop.registeredCapital).toBeGreaterThan(0);
      expect(shop.establishmentDate!).toBeLessThan(now);
      // Seeded on this day some years ago: whole calendar years.
      expect(shop.registerYears).toBe(new Date(now).getUTCFullYear() - new Date(shop.establishmentDate!).getUTCFullYear());
      expect(shop.describe).toContain(`成立于${new Date(shop.establishmentDate!).getUTCFullYear()}年`);
      expect(shop.avgTradeCommentStar).toBeGreaterThan(0);
      expect(shop.mainCategory).not.toBe('');
      expect(shop.companyPics).toHaveLength(4);
      expect(shop.honorPics.length).toBeGreaterThanOrEqual(3);
      expect(shop.slideshowBOList).toHaveLength(3);
      expect(shop.slideshowBOList.every((slide) => slide.imgPath.startsWith('/files/') && slide.link.startsWith('/'))).toBe(true);
      expect(shop.advertPics.length).toBeGreaterThan(0);
      expect(shop.albumPics.length).toBeGreaterThan(0);
      expect(shop.banner).toMatch(/^\/files\//);
      // The popover's cumulative counts are the buyer's items in the shop lists.
      const shopQuery = { query: { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId } };
      expect(shop.inquiryNum).toBe((await call(api.inquiry.list, shopQuery)).totalCount);
      expect(shop.inviteTenderNum).toBe((await call(api.tender.listShop, shopQuery)).totalCount);
      expect(shop.biddingNum).toBe((await call(api.bidding.list, shopQuery)).totalCount);
      expect(shop.purchaseNum).toBe((await call(api.notice.list, { query: { memberId: buyer.memberId, roleId: buyer.memberRoleId } })).totalCount);
    });

    it('gives every shop its pictures, about half an album page, and self-run shops their own tree and adverts', async () => {
      const cards = await all(api.buyerShop.list);
      const shops = await Promise.all(cards.map((card) => call(api.buyerShop.detail, { query: { id: card.id } })));
      for (const shop of shops) {
        expect(shop.honorPics.length).toBeGreaterThanOrEqual(3);
        expect(shop.honorPics.length).toBeLessThanOrEqual(6);
        expect(shop.companyPics).toHaveLength(4);
        expect(shop.slideshowBOList).toHaveLength(3);
      }
      expect(new Set(shops.map((s) => s.honorPics.length)).size).toBeGreaterThan(1);
      const albums = shops.filter((s) => s.albumUrl !== null);
      expect(albums.length).toBeGreaterThanOrEqual(shops.length / 2 - 2);
      expect(albums.length).toBeLessThanOrEqual(shops.length / 2 + 2);
      // The album page is the platform's own, loads nothing, and runs no script.
      const page = await file(albums[0]!.albumUrl!);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await page.text()).toContain('<img src="data:image/svg+xml;base64,');

      const selfRun = shops.filter((s) => s.type === 'self');
      expect(selfRun.length).toBeGreaterThanOrEqual(3);
      for (const shop of selfRun) {
        const member = { memberId: shop.memberId, memberRoleId: shop.roleId };
        // Its tree is made of the categories it trades in.
        const tree = await call(api.category.enterpriseTree, { query: member });
        const leaves = tree.flatMap((top) => top.children.map((child) => child.title));
        expect(leaves.length).toBeGreaterThan(0);
        expect(new Set(leaves)).toEqual(new Set(shop.mainCategory.split('、')));
        for (const columnType of [4, 5, 7]) {
          expect((await call(api.advert.member, { query: { columnType, ...member } })).length, `columnType ${columnType}`).toBeGreaterThan(0);
        }
      }
    });

    it("keeps a shop among the caller's favourites and forgets it again; a visitor is asked to log in", async () => {
      const buyer = await demoBuyer();
      const query = { memberId: buyer.memberId, roleId: buyer.memberRoleId };
      const token = await login('newsupplier');
      const shop = await call(api.buyerShop.detail, { query, token });
      expect(shop.collectStatus).toBe(false);
      try {
        expect(await call(api.buyerShop.collect, { token, body: { shopId: shop.id, status: true } })).toEqual({
          shopId: shop.id,
          collectStatus: true,
        });
        expect((await call(api.buyerShop.detail, { query, token })).collectStatus).toBe(true);
        // Asking again changes nothing; another user and a visitor do not see this user's favourite.
        await call(api.buyerShop.collect, { token, body: { shopId: shop.id, status: true } });
        expect((await call(api.buyerShop.detail, { query, token })).collectStatus).toBe(true);
        expect((await call(api.buyerShop.detail, { query })).collectStatus).toBe(false);
        expect((await call(api.buyerShop.detail, { query, token: await login('supplier02') })).collectStatus).toBe(false);
      } finally {
        expect(await call(api.buyerShop.collect, { token, body: { shopId: shop.id, status: false } })).toEqual({
          shopId: shop.id,
          collectStatus: false,
        });
      }
      expect((await call(api.buyerShop.detail, { query, token })).collectStatus).toBe(false);
      // The demo supplier keeps the demo buyer's shop since the seed.
      expect((await call(api.buyerShop.detail, { query, token: await login('supplier') })).collectStatus).toBe(true);

      await expectCode(api.buyerShop.collect, { body: { shopId: shop.id, status: true } }, Code.LOGIN_EXPIRED);
      await expectCode(api.buyerShop.collect, { token, body: { shopId: UNKNOWN_ID, status: true } }, Code.NOT_FOUND);
      await expectCode(api.buyerShop.collect, { token, body: { shopId: shop.id } }, Code.PARAM_INVALID);
    });

    it("gives the detail pages' right rail the buyer's figures", async () => {
      const buyer = await demoBuyer();
      const statistics = await call(api.buyerShop.statistics, { query: { memberId: buyer.memberId, roleId: buyer.memberRoleId } });
      const shop = await call(api.buyerShop.detail, { query: { memberId: buyer.memberId, roleId: buyer.memberRoleId } });
      expect(statistics).toEqual({
        shopId: shop.id,
        memberId: shop.memberId,
        roleId: shop.roleId,
        memberName: DEMO_BUYER_NAME,
        creditPoint: shop.creditPoint,
        inquiryNum: shop.inquiryNum,
        inviteTenderNum: shop.inviteTenderNum,
        biddingNum: shop.biddingNum,
        purchaseAmount: shop.purchaseAmount,
      });
      expect(statistics.inquiryNum + statistics.inviteTenderNum + statistics.biddingNum).toBeGreaterThan(0);
      await expectCode(api.buyerShop.statistics, { query: { memberId: UNKNOWN_ID, roleId: buyer.memberRoleId } }, Code.NOT_FOUND);
    });
  });

  describe("the shop layout's supplier-application link", () => {
    /** The link's answer for every shop, as `account` (a visitor without one). */
    async function conditions(account?: string) {
      const token = account ? await login(account) : undefined;
      const cards = await all(api.buyerShop.list);
      return Promise.all(
        cards.map((card) =>
          call(api.supplierApplication.condition, { token, query: { upperMemberId: card.memberId, upperRoleId: card.roleId, shopType: 6 } }),
        ),
      );
    }

    it('is not offered to a visitor, a buyer (on its own shop too) or a member without a role', async () => {
      for (const account of [undefined, 'buyer', 'newbie']) {
        const answers = await conditions(account);
        expect(
          answers.every((answer) => answer.show === false && answer.value === null && answer.validateId === null),
          account,
        ).toBe(true);
      }
    });

    it('leads a supplier who never applied to the apply page, and one who did to its application', async () => {
      const buyer = await demoBuyer();
      const query = { upperMemberId: buyer.memberId, upperRoleId: buyer.memberRoleId };
      expect(await call(api.supplierApplication.condition, { query, token: await login('newsupplier') })).toEqual({
        show: true,
        value: 'notApplied',
        validateId: null,
      });
      const admitted = await call(api.supplierApplication.condition, { query, token: await login('supplier') });
      expect(admitted).toMatchObject({ show: true, value: 'admitted' });
      expect(admitted.validateId).toBeGreaterThan(0);

      // Every state shows: each application with its own id, none for a buyer never applied to.
      const supplier = await conditions('supplier');
      expect(new Set(supplier.map((a) => a.value))).toEqual(new Set(['admitted', 'pending', 'rejected', 'notApplied']));
      expect(supplier.every((a) => a.show && (a.value === 'notApplied') === (a.validateId === null))).toBe(true);
      const applications = supplier.flatMap((a) => (a.validateId === null ? [] : [a.validateId]));
      expect(new Set(applications).size).toBe(applications.length);
      const newcomer = await conditions('newsupplier');
      expect(new Set(newcomer.map((a) => a.value))).toEqual(new Set(['pending', 'rejected', 'notApplied']));
    });

    it('answers 404 for a buyer without a shop', async () => {
      await expectCode(api.supplierApplication.condition, { query: { upperMemberId: UNKNOWN_ID, upperRoleId: 2 } }, Code.NOT_FOUND);
      const supplier = await call(api.member.current, { token: await login('supplier') });
      await expectCode(
        api.supplierApplication.condition,
        { query: { upperMemberId: supplier.memberId, upperRoleId: supplier.memberRoleId } },
        Code.NOT_FOUND,
      );
    });
  });
}
