// What a visitor reaches from the lists: a buyer's shop (layout card, home, company profile), its
// favourite toggle and supplier-application link, the detail pages of inquiries, tenders and
// competitive bids with the quotes each caller may see, publicity notices and bid results, and the
// shop-internal lists' filters and recommendations. Run inside describeApiSuite, once per database.
import { describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api, type Endpoint } from '#contract/endpoints.ts';
import type { Attachment } from '#contract/schemas.ts';
import { DEMO_BUYER_NAME, DEMO_SUPPLIER_NAME } from '../seed/members.ts';
import type { Call } from './client.ts';
import type { SuiteContext } from './lists-suite.ts';

const UNKNOWN_ID = 2_147_483_647;

export function detailStories({ client, now }: SuiteContext) {
  const { raw, call, login, all, file } = client;

  /** The demo buyer as the lists and shop calls name it. */
  async function demoBuyer() {
    const me = await call(api.member.current, { token: await login('buyer') });
    return { memberId: me.memberId, memberRoleId: me.memberRoleId };
  }

  /** A business answer: HTTP 200 with `code` and no data. */
  async function expectCode(endpoint: Endpoint, input: Call, code: number) {
    const answer = await raw(endpoint.method, endpoint.path, input);
    expect(answer, JSON.stringify(input)).toMatchObject({ status: 200, code, data: null });
  }

  /** An attachment the platform serves, with a name ending in its type. */
  async function expectServed(attachment: Attachment) {
    expect(attachment.url).toMatch(/^\/files\/doc\//);
    const response = await file(attachment.url);
    expect(response.status, attachment.url).toBe(200);
    const body = await response.text();
    if (attachment.name.endsWith('.pdf')) {
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(body.startsWith('%PDF-')).toBe(true);
    } else {
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(body).toContain(attachment.name.replace(/\.txt$/, ''));
    }
  }

  describe('a buyer shop', () => {
    it('opens by its id and, with id 0, by its buyer; every parameter must match', async () => {
      const buyer = await demoBuyer();
      const byMember = await call(api.buyerShop.detail, { query: { id: 0, memberId: buyer.memberId, roleId: buyer.memberRoleId } });
      expect(byMember).toMatchObject({ memberId: buyer.memberId, roleId: buyer.memberRoleId, memberName: DEMO_BUYER_NAME, type: 'enterprise' });
      expect(await call(api.buyerShop.detail, { query: { id: byMember.id } })).toEqual(byMember);
      expect(await call(api.buyerShop.detail, { query: { memberId: buyer.memberId, roleId: buyer.memberRoleId } })).toEqual(byMember);

      await expectCode(api.buyerShop.detail, { query: { id: 0, memberId: buyer.memberId } }, Code.SHOP_AND_MEMBER_REQUIRED);
      await expectCode(api.buyerShop.detail, { query: { id: byMember.id + 1, memberId: buyer.memberId, roleId: buyer.memberRoleId } }, Code.NOT_FOUND);
      await expectCode(api.buyerShop.detail, { query: { id: UNKNOWN_ID } }, Code.NOT_FOUND);
      await expectCode(api.buyerShop.detail, { query: { id: 0, memberId: UNKNOWN_ID, roleId: buyer.memberRoleId } }, Code.NOT_FOUND);
    });

    it('shows the card, popover, home and company profile of the shop', async () => {
      const buyer = await demoBuyer();
      const shop = await call(api.buyerShop.detail, { query: { memberId: buyer.memberId, roleId: buyer.memberRoleId } });
      // The demo buyer is in Shanghai, a municipality: its region names the city once.
      expect(shop).toMatchObject({ provinceName: '上海市', cityName: '上海市', areas: '上海市', registerArea: '上海市', status: true, collectStatus: false });
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
        expect(await call(api.buyerShop.collect, { token, body: { shopId: shop.id, status: true } })).toEqual({ shopId: shop.id, collectStatus: true });
        expect((await call(api.buyerShop.detail, { query, token })).collectStatus).toBe(true);
        // Asking again changes nothing; another user and a visitor do not see this user's favourite.
        await call(api.buyerShop.collect, { token, body: { shopId: shop.id, status: true } });
        expect((await call(api.buyerShop.detail, { query, token })).collectStatus).toBe(true);
        expect((await call(api.buyerShop.detail, { query })).collectStatus).toBe(false);
        expect((await call(api.buyerShop.detail, { query, token: await login('supplier02') })).collectStatus).toBe(false);
      } finally {
        expect(await call(api.buyerShop.collect, { token, body: { shopId: shop.id, status: false } })).toEqual({ shopId: shop.id, collectStatus: false });
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
        cards.map((card) => call(api.supplierApplication.condition, { token, query: { upperMemberId: card.memberId, upperRoleId: card.roleId, shopType: 6 } })),
      );
    }

    it('is not offered to a visitor, a buyer (on its own shop too) or a member without a role', async () => {
      for (const account of [undefined, 'buyer', 'newbie']) {
        const answers = await conditions(account);
        expect(answers.every((answer) => answer.show === false && answer.value === null && answer.validateId === null), account).toBe(true);
      }
    });

    it('leads a supplier who never applied to the apply page, and one who did to its application', async () => {
      const buyer = await demoBuyer();
      const query = { upperMemberId: buyer.memberId, upperRoleId: buyer.memberRoleId };
      expect(await call(api.supplierApplication.condition, { query, token: await login('newsupplier') })).toEqual({ show: true, value: 'notApplied', validateId: null });
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
      await expectCode(api.supplierApplication.condition, { query: { upperMemberId: supplier.memberId, upperRoleId: supplier.memberRoleId } }, Code.NOT_FOUND);
    });
  });

  describe('the inquiry detail', () => {
    it('carries every field of the page, the same as the list item says', async () => {
      const items = (await call(api.inquiry.list, { query: { pageSize: 20 } })).data;
      for (const item of items) {
        const detail = await call(api.inquiry.details, { query: { id: item.id, number: item.purchaseInquiryNo, current: 1, pageSize: 1 } });
        expect(detail).toMatchObject({
          id: item.id,
          purchaseInquiryNo: item.purchaseInquiryNo,
          details: item.details,
          category: item.category,
          areas: item.areas,
          address: item.address,
          deliveryTime: item.deliveryTime,
          offerEndTime: item.offerEndTime,
          createTime: item.createTime,
          memberId: item.memberId,
          memberRoleId: item.memberRoleId,
          memberName: item.memberName,
          quoteCount: item.quoteCount,
          days: item.days,
          hours: item.hours,
          minutes: item.minutes,
          canRegister: item.canRegister,
          isRegister: 0,
          isSubMember: false,
          isMePublish: false,
        });
        expect(detail.isAllArea).toBe(item.areas === '全国');
        expect(detail.materiels.map(({ urls: _urls, ...m }) => m)).toEqual(item.materiels);
        expect(detail.materiels[0]!.urls.length).toBeGreaterThan(0);
        expect(detail.transactionUurls.length).toBeGreaterThan(0);
        for (const text of [detail.offer, detail.paymentType, detail.taxes, detail.logistics, detail.packRequire, detail.otherRequire]) expect(text).not.toBe('');
        expect([1, 2]).toContain(detail.purchaseType);
        expect([1, 2]).toContain(detail.priceContrast);
      }
      const detail = await call(api.inquiry.details, { query: { id: items[0]!.id } });
      await expectServed(detail.transactionUurls[0]!);
      await expectServed(detail.materiels[0]!.urls[0]!);
    });

    it("tells a supplier it is admitted and has quoted, and the buyer that the inquiry is its own", async () => {
      const supplier = await login('supplier');
      const quoted = (await all(api.inquiry.list, {}, supplier)).find((i) => i.isRegister > 0 && i.isSubMember)!;
      expect(await call(api.inquiry.details, { query: { id: quoted.id }, token: supplier })).toMatchObject({
        isRegister: quoted.isRegister,
        isSubMember: true,
        isMePublish: false,
      });
      const buyer = await demoBuyer();
      const own = (await call(api.inquiry.list, { query: { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId } })).data[0]!;
      expect((await call(api.inquiry.details, { query: { id: own.id }, token: await login('buyer') })).isMePublish).toBe(true);
    });

    it('answers 404 for an unknown id, and for a number that is not the inquiry’s', async () => {
      const [item] = (await call(api.inquiry.list, { query: { pageSize: 2 } })).data;
      await expectCode(api.inquiry.details, { query: { id: UNKNOWN_ID } }, Code.NOT_FOUND);
      await expectCode(api.inquiry.details, { query: { id: item!.id, number: 'XJ000000000000' } }, Code.NOT_FOUND);
      await expectCode(api.inquiry.details, { query: { id: 0 } }, Code.PARAM_INVALID);
    });
  });

  describe('the quotes an inquiry detail shows (decision 006)', () => {
    /** The demo buyer's open inquiries of one kind (1 sealed, 2 open) that the demo supplier and others quoted. */
    async function showcase(priceContrast: 1 | 2) {
      const buyer = await demoBuyer();
      const buyerToken = await login('buyer');
      const own = await all(api.inquiry.list, { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId, overdue: '1' });
      const details = await Promise.all(own.map((item) => call(api.inquiry.details, { query: { id: item.id }, token: buyerToken })));
      const inquiry = details.find(
        (d) => d.priceContrast === priceContrast && d.quotes.some((q) => q.memberName === DEMO_SUPPLIER_NAME) && new Set(d.quotes.map((q) => q.memberId)).size >= 3,
      );
      expect(inquiry, `an open inquiry with priceContrast ${priceContrast} quoted by the demo supplier and others`).toBeDefined();
      return inquiry!;
    }

    const seenBy = async (id: number, account?: string) =>
      call(api.inquiry.details, { query: { id }, token: account ? await login(account) : undefined });

    it('shows the publishing buyer every quote of a sealed inquiry, each supplier only its own, others none', async () => {
      const sealed = await showcase(1);
      expect(sealed.quotes).toHaveLength(sealed.quoteCount);
      expect(sealed.quotes.every((q) => q.totalAmount > 0 && q.memberName !== '')).toBe(true);

      const supplier = await seenBy(sealed.id, 'supplier');
      expect(supplier.quoteCount).toBe(sealed.quoteCount);
      expect(supplier.quotes.length).toBeGreaterThan(0);
      expect(supplier.quotes.every((q) => q.memberName === DEMO_SUPPLIER_NAME)).toBe(true);
      expect(supplier.quotes).toEqual(sealed.quotes.filter((q) => q.memberName === DEMO_SUPPLIER_NAME));

      // supplier02 quoted too: it sees its own quote, never the demo supplier's.
      const other = await call(api.member.current, { token: await login('supplier02') });
      const otherView = await seenBy(sealed.id, 'supplier02');
      expect(otherView.quotes.length).toBeGreaterThan(0);
      expect(otherView.quotes.every((q) => q.memberId === other.memberId)).toBe(true);

      for (const account of ['newsupplier', undefined]) {
        const view = await seenBy(sealed.id, account);
        expect(view.quotes, account ?? 'visitor').toEqual([]);
        expect(view.quoteCount).toBe(sealed.quoteCount);
      }
    });

    it('shows every quote of an open inquiry to the suppliers who quoted, and to no one else', async () => {
      const open = await showcase(2);
      expect((await seenBy(open.id, 'supplier')).quotes).toEqual(open.quotes);
      expect((await seenBy(open.id, 'supplier02')).quotes).toEqual(open.quotes);
      expect((await seenBy(open.id, 'newsupplier')).quotes).toEqual([]);
      expect((await seenBy(open.id)).quotes).toEqual([]);
    });
  });

  describe('the tender detail', () => {
    it('carries every field of the page, the same as the list item says', async () => {
      const tenders = await all(api.tender.listMall);
      for (const item of tenders.slice(0, 20)) {
        const detail = await call(api.tender.details, { query: { inviteTenderId: item.id } });
        expect(detail).toMatchObject({
          id: item.id,
          code: item.code,
          projectName: item.projectName,
          categoryName: item.categoryName,
          deliverAddress: item.deliverAddress,
          hopeDate: item.hopeDate,
          registerStartTime: item.registerStartTime,
          registerEndTime: item.registerEndTime,
          inviteTenderAreaList: item.inviteTenderAreaList,
          createTime: item.createTime,
          memberName: item.memberName,
          quoteCount: item.quoteCount,
          turn: item.turn,
          days: item.days,
          canRegister: item.canRegister,
        });
        expect(detail.materielList.map(({ urls: _urls, ...m }) => m)).toEqual(item.materielList);
        expect(detail.isAllArea).toBe(item.inviteTenderAreaList.length === 0);
        // Registration, then tendering, then opening.
        expect(detail.registerEndTime).toBeLessThan(detail.inviteTenderStartTime);
        expect(detail.inviteTenderStartTime).toBeLessThan(detail.inviteTenderEndTime);
        expect(detail.inviteTenderEndTime).toBeLessThan(detail.openTenderTime);
        for (const text of [detail.inviteTenderRequirement, detail.registerRequirement, detail.payType, detail.deliverRequirement]) expect(text).not.toBe('');
        expect(detail.inviteTenderFile.length).toBeGreaterThan(0);
        expect(detail.registerFile.length).toBeGreaterThan(0);
      }
      await expectServed((await call(api.tender.details, { query: { inviteTenderId: tenders[0]!.id } })).inviteTenderFile[0]!);
    });

    it('has a pre-check, with its times and files, only when qualifications are checked', async () => {
      const tenders = await all(api.tender.listMall);
      const details = await Promise.all(tenders.map((t) => call(api.tender.details, { query: { inviteTenderId: t.id } })));
      const checked = details.filter((d) => d.isQualificationCheck);
      expect(checked.length).toBeGreaterThan(0);
      expect(checked.length).toBeLessThan(details.length);
      for (const detail of details) {
        if (detail.isQualificationCheck) {
          expect(detail.preCheckStartTime!).toBeGreaterThanOrEqual(detail.registerEndTime);
          expect(detail.preCheckEndTime!).toBeLessThanOrEqual(detail.inviteTenderStartTime);
          expect(detail.preCheckRequirement).not.toBe('');
          expect(detail.preCheckFile.length).toBeGreaterThan(0);
        } else {
          expect(detail).toMatchObject({ preCheckStartTime: null, preCheckEndTime: null, preCheckRequirement: '', preCheckFile: [] });
        }
      }
    });

    it('tells a supplier it has registered, and answers 404 for an unknown tender', async () => {
      const supplier = await login('supplier');
      const registered = (await all(api.tender.listMall, {}, supplier)).find((t) => t.isRegister > 0)!;
      expect((await call(api.tender.details, { query: { inviteTenderId: registered.id }, token: supplier })).isRegister).toBe(registered.isRegister);
      await expectCode(api.tender.details, { query: { inviteTenderId: UNKNOWN_ID } }, Code.NOT_FOUND);
    });
  });

  describe('the competitive-bid detail', () => {
    it('carries every field of the page, the same as the list item says', async () => {
      const biddings = await all(api.bidding.list);
      for (const item of biddings.slice(0, 20)) {
        const detail = await call(api.bidding.details, { query: { id: item.id, number: item.purchaseInquiryNo, current: 1, pageSize: 1 } });
        expect(detail).toMatchObject({
          id: item.id,
          biddingNo: item.purchaseInquiryNo,
          details: item.details,
          category: item.category,
          createMemberName: item.memberName,
          createMemberId: item.memberId,
          createMemberRoleId: item.memberRoleId,
          createTime: item.createTime,
          areas: item.areas,
          address: item.address,
          deliver: item.deliveryTime,
          quoteCount: item.quoteCount,
          turn: item.turn,
          days: item.days,
          canRegister: item.canRegister,
          isSignUp: 0,
          isMePublish: false,
        });
        expect(detail.isAreas).toBe(item.areas !== '全国');
        expect(detail.materiels.map(({ urls: _urls, ...m }) => m)).toEqual(item.materiels);
        // Sign-up closes before the auction, which lasts a while.
        expect(detail.startSignUp).toBeLessThan(detail.endSignUp);
        expect(detail.endSignUp).toBeLessThanOrEqual(detail.biddingStartTime);
        expect(detail.biddingStartTime).toBeLessThan(detail.biddingEndTime);
        expect(detail.startingPrice).toBeGreaterThan(0);
        expect(detail.minPrice).toBeGreaterThan(0);
        expect(detail.allowPurchaseCount).toBeGreaterThan(0);
        for (const text of [detail.demand, detail.offer, detail.paymentType, detail.taxes, detail.logistics]) expect(text).not.toBe('');
        expect(detail.demandUrls.length).toBeGreaterThan(0);
        expect(detail.urls.length).toBeGreaterThan(0);
      }
      await expectServed((await call(api.bidding.details, { query: { id: biddings[0]!.id } })).urls[0]!);
    });

    it('tells a supplier it has signed up and the buyer that it published, and answers 404 for an unknown one', async () => {
      const supplier = await login('supplier');
      const signedUp = (await all(api.bidding.list, {}, supplier)).find((b) => b.isSignUp > 0)!;
      expect((await call(api.bidding.details, { query: { id: signedUp.id }, token: supplier })).isSignUp).toBe(signedUp.isSignUp);
      const buyer = await demoBuyer();
      const own = (await call(api.bidding.list, { query: { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId } })).data[0]!;
      expect((await call(api.bidding.details, { query: { id: own.id }, token: await login('buyer') })).isMePublish).toBe(true);
      await expectCode(api.bidding.details, { query: { id: UNKNOWN_ID } }, Code.NOT_FOUND);
      await expectCode(api.bidding.details, { query: { id: own.id, number: 'JJ000000000000' } }, Code.NOT_FOUND);
    });
  });

  describe('publicity notices and bid results', () => {
    it('shows a notice whole: plain text on several lines, a script in it only as text', async () => {
      const notices = await all(api.notice.list);
      const details = await Promise.all(notices.map((n) => call(api.notice.details, { query: { id: n.id } })));
      details.forEach((detail, i) => {
        const { memberId: _m, memberRoleId: _r, sourceId, ...listed } = detail;
        expect(listed).toEqual(notices[i]);
        expect(sourceId).toBeGreaterThan(0);
        expect(detail.content.split('\n').length).toBeGreaterThanOrEqual(5);
      });
      expect(details.filter((d) => d.content.includes('<script>alert(1)</script>'))).toHaveLength(1);
      await expectCode(api.notice.details, { query: { id: UNKNOWN_ID } }, Code.NOT_FOUND);
    });

    it("links an ended tender's or competitive bid's detail to its bid result, with both attachment lists", async () => {
      for (const type of [2, 3] as const) {
        const [notice] = (await call(api.notice.list, { query: { type, pageSize: 1 } })).data;
        const { sourceId } = await call(api.notice.details, { query: { id: notice!.id } });
        const detail =
          type === 2 ? await call(api.tender.details, { query: { inviteTenderId: sourceId! } }) : await call(api.bidding.details, { query: { id: sourceId! } });
        expect(detail.bidResultId).toBe(notice!.id);
        expect(detail).toMatchObject({ days: 0, hours: 0, minutes: 0 });
        const result = await call(api.notice.bidResult, { query: { id: detail.bidResultId! } });
        expect(result).toMatchObject({ id: notice!.id, name: notice!.name, content: notice!.content, createTime: notice!.createTime });
        expect(result.winTenderAnnounceFile.length).toBeGreaterThan(0);
        expect(result.winTenderNoticeFile.length).toBeGreaterThan(0);
        await expectServed(result.winTenderNoticeFile[0]!);
      }
      // An item still open has no result yet.
      const [open] = (await call(api.tender.listMall, { query: { overdue: '1', pageSize: 1 } })).data;
      expect((await call(api.tender.details, { query: { inviteTenderId: open!.id } })).bidResultId).toBeNull();
      await expectCode(api.notice.bidResult, { query: { id: UNKNOWN_ID } }, Code.NOT_FOUND);
    });
  });

  describe('the shop-internal lists', () => {
    it("narrow to a category of the shop's own tree", async () => {
      const buyer = await demoBuyer();
      const shop = { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId };
      const tree = await call(api.category.enterpriseTree, { query: shop });
      const everything = await all(api.inquiry.list, shop);
      const top = tree.find((t) => everything.some((i) => t.children.some((c) => c.title === i.category)))!;
      const names = new Set(top.children.map((c) => c.title));
      const inTop = await all(api.inquiry.list, { ...shop, memberCategory: top.id });
      expect(inTop.length).toBeGreaterThan(0);
      expect(inTop.map((i) => i.id)).toEqual(everything.filter((i) => names.has(i.category)).map((i) => i.id));
      const leaf = top.children.find((c) => inTop.some((i) => i.category === c.title))!;
      const inLeaf = await all(api.tender.listShop, { ...shop, memberCategory: leaf.id });
      expect(inLeaf.every((t) => t.categoryName === leaf.title)).toBe(true);
    });

    it("give each row what it shows: content, delivery, days left, material kinds and the materials, quotes", async () => {
      const buyer = await demoBuyer();
      const shop = { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId, pageSize: 10 };
      for (const row of (await call(api.inquiry.list, { query: shop })).data) {
        expect(row.materiels).toHaveLength(row.count);
        expect(row.details).not.toBe('');
        expect(row.address).not.toBe('');
        expect(row.deliveryTime).toBeGreaterThan(row.createTime);
      }
      for (const row of (await call(api.tender.listShop, { query: shop })).data) {
        expect(row.materielList).toHaveLength(row.inviteTenderMaterielCount);
        expect(row.quoteCount).toBe((await call(api.tender.details, { query: { inviteTenderId: row.id } })).quoteCount);
      }
      for (const row of (await call(api.bidding.list, { query: shop })).data) expect(row.materiels).toHaveLength(row.count);
    });

    it("recommend up to three other open items of the same buyer", async () => {
      const buyer = await demoBuyer();
      const shop = { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId, overdue: '1' };
      const open = await all(api.inquiry.list, shop);
      expect(open.length).toBeGreaterThan(1);
      const shown = open[0]!;
      const recommended = await call(api.inquiry.list, { query: { ...shop, current: 1, pageSize: 3, excludeId: shown.id, keyword: '', category: '' } });
      expect(recommended.totalCount).toBe(open.length - 1);
      expect(recommended.data.map((i) => i.id)).toEqual(open.filter((i) => i.id !== shown.id).slice(0, 3).map((i) => i.id));
      const tenders = await all(api.tender.listShop, shop);
      const otherTenders = await call(api.tender.listShop, { query: { ...shop, pageSize: 3, excludeId: tenders[0]!.id } });
      expect(otherTenders.data.every((t) => t.id !== tenders[0]!.id && t.memberName === DEMO_BUYER_NAME && t.registerEndTime > now)).toBe(true);
      expect(otherTenders.totalCount).toBe(tenders.length - 1);
    });

    it('offer as use areas the provinces and cities their items deliver to', async () => {
      const buyer = await demoBuyer();
      const shop = { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId };
      const provinces = await call(api.area.useAreas, { query: { ...shop, priceTypeList: '1' } });
      const inquiries = await all(api.inquiry.list, shop);
      expect(provinces.length).toBeGreaterThan(0);
      expect(provinces.map((p) => p.provinceCode)).toEqual(provinces.map((p) => p.provinceCode).sort());
      for (const province of provinces) {
        // Each one narrows the list to items delivering there (or anywhere), and some do.
        const there = await all(api.inquiry.list, { ...shop, provinceCode: province.provinceCode });
        expect(there.some((i) => i.areas.includes(province.provinceName)), province.provinceName).toBe(true);
        for (const city of province.cityList) expect(inquiries.some((i) => i.areas.includes(city.cityName)), city.cityName).toBe(true);
      }
      // Every province an item names is offered.
      const named = new Set(inquiries.flatMap((i) => (i.areas === '全国' ? [] : i.areas.split(', ').map((area) => area.split('/')[0]!))));
      expect(new Set(provinces.map((p) => p.provinceName))).toEqual(named);
      // All the buyer's kinds together offer at least as much; the whole mall more.
      const allKinds = await call(api.area.useAreas, { query: shop });
      expect(allKinds.length).toBeGreaterThanOrEqual(provinces.length);
      expect((await call(api.area.useAreas)).length).toBeGreaterThan(allKinds.length);
    });
  });
}
