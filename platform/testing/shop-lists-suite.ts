// A buyer shop's own lists: its category tree narrows them, each row carries what the shop page
// shows, a detail page recommends the buyer's other open items, and the use areas are the ones its
// items deliver to. Run inside describeApiSuite, once per database.
import { describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { DEMO_BUYER_NAME } from '../seed/members.ts';
import type { SuiteContext } from './lists-suite.ts';
import { storyHelpers } from './stories.ts';

export function shopListStories({ client, now }: SuiteContext) {
  const { call, all } = client;
  const { demoBuyer } = storyHelpers(client);

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

    it('give each row what it shows: content, delivery, days left, material kinds and the materials, quotes', async () => {
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

    it('recommend up to three other open items of the same buyer', async () => {
      const buyer = await demoBuyer();
      const shop = { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId, overdue: '1' };
      const open = await all(api.inquiry.list, shop);
      expect(open.length).toBeGreaterThan(1);
      const shown = open[0]!;
      const recommended = await call(api.inquiry.list, {
        query: { ...shop, current: 1, pageSize: 3, excludeId: shown.id, keyword: '', category: '' },
      });
      expect(recommended.totalCount).toBe(open.length - 1);
      expect(recommended.data.map((i) => i.id)).toEqual(
        open
          .filter((i) => i.id !== shown.id)
          .slice(0, 3)
          .map((i) => i.id),
      );
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
        expect(
          there.some((i) => i.areas.includes(province.provinceName)),
          province.provinceName,
        ).toBe(true);
        for (const city of province.cityList)
          expect(
            inquiries.some((i) => i.areas.includes(city.cityName)),
            city.cityName,
          ).toBe(true);
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
