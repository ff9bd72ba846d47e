// What surrounds the mall's lists: the buyer-company list and its side lists (active purchasers,
// newest shops), the filter panel's brands, attributes and price ceiling, and a user's favourite
// filters. Run inside describeApiSuite, once per database.
import { describe, expect, it } from 'vitest';
import { Code, messageFor } from '#contract/codes.ts';
import { api, type FavouriteFilterSave } from '#contract/endpoints.ts';
import type { SuiteContext } from './lists-suite.ts';

const DAY = 86_400_000;

export function panelStories({ client, now }: SuiteContext) {
  const { raw, call, login, all } = client;

  describe('the buyer-company list', () => {
    it('shows five cards a page by default, with level, region, main business and counts', async () => {
      const page = await call(api.buyerShop.list);
      expect(page.totalCount).toBe(32);
      expect(page.data).toHaveLength(5);
      const shops = await all(api.buyerShop.list);
      expect(shops.map((s) => s.purchaseAmount)).toEqual(shops.map((s) => s.purchaseAmount).sort((a, b) => b - a));
      for (const card of shops) {
        expect(card.levelTag.star).toBeGreaterThanOrEqual(1);
        expect(card.levelTag.star).toBeLessThanOrEqual(5);
        expect(card.areas).not.toBe('');
        expect(card.mainCategory).not.toBe('');
      }
      // The counts are the buyer's items in the lists.
      const card = shops.find((s) => s.memberName === '华东精工制造有限公司')!;
      const shopQuery = { query: { memberId: card.memberId, memberRoleId: card.roleId } };
      expect(card.inquiryNum).toBe((await call(api.inquiry.list, shopQuery)).totalCount);
      expect(card.inviteTenderNum).toBe((await call(api.tender.listShop, shopQuery)).totalCount);
      expect(card.biddingNum).toBe((await call(api.bidding.list, shopQuery)).totalCount);
      // The famous-enterprise page's call is the same list.
      expect(await call(api.buyerShop.main, { query: { current: 2 } })).toEqual(await call(api.buyerShop.list, { query: { current: 2 } }));
    });

    it('narrows by region, category and company name', async () => {
      const shops = await all(api.buyerShop.list);
      const shanghai = await all(api.buyerShop.list, { provinceCode: '310000' });
      expect(shanghai.length).toBeGreaterThan(0);
      expect(shanghai.length).toBeLessThan(shops.length);
      expect(shanghai.every((s) => s.areas === '上海市')).toBe(true);

      const tree = await call(api.category.enterpriseTree, { query: { templateId: 1 } });
      const top = tree.find((t) => shops.some((s) => t.children.some((c) => s.mainCategory.includes(c.title))))!;
      const trading = await all(api.buyerShop.list, { categoryId: top.id });
      expect(trading.length).toBeGreaterThan(0);
      expect(trading.length).toBeLessThan(shops.length);
      expect(trading.every((s) => top.children.some((c) => s.mainCategory.split('、').includes(c.title)))).toBe(true);

      const named = await all(api.buyerShop.list, { memberName: '有限公司' });
      expect(named.every((s) => s.memberName.includes('有限公司'))).toBe(true);
      expect(named.length).toBe(shops.filter((s) => s.memberName.includes('有限公司')).length);
      expect((await call(api.buyerShop.list, { query: { memberName: '华东精工' } })).data.map((s) => s.memberName)).toEqual(['华东精工制造有限公司']);
    });

    it('shows the shops that joined in the last 90 days, newest first, and the most active first', async () => {
      const recent = await all(api.buyerShop.list, { newJoin: 'true' });
      expect(recent.length).toBeGreaterThan(0);
      expect(recent.length).toBeLessThan(32);
      expect(recent.every((s) => s.createTime >= now - 90 * DAY)).toBe(true);
      expect(recent.map((s) => s.createTime)).toEqual(recent.map((s) => s.createTime).sort((a, b) => b - a));
      const newest = await call(api.buyerShop.newest);
      expect(newest.length).toBeLessThanOrEqual(10);
      expect(newest[0]!.id).toBe(recent[0]!.id);
      expect(newest.map((s) => s.createTime)).toEqual(newest.map((s) => s.createTime).sort((a, b) => b - a));

      const active = await call(api.buyerShop.active);
      expect(active.length).toBeGreaterThan(0);
      expect(active.length).toBeLessThanOrEqual(10);
      expect(active.every((a, i) => a.activity > 0 && (i === 0 || active[i - 1]!.activity >= a.activity))).toBe(true);
      const byActivity = (await call(api.buyerShop.list, { query: { activeStores: 'true', pageSize: active.length } })).data;
      expect(byActivity.map((s) => s.id)).toEqual(active.map((a) => a.memberShopId));
    });
  });

  describe('the filter panel', () => {
    it("offers a category's brands, and every brand without one", async () => {
      const tree = await call(api.category.enterpriseTree, { query: { templateId: 1 } });
      const everyBrand = await call(api.search.brands);
      for (const top of tree.slice(0, 3)) {
        expect(await call(api.search.brands, { query: { categoryId: top.id } })).toEqual(top.brandList);
        const leaf = top.children[0]!;
        expect(await call(api.search.brands, { query: { categoryId: leaf.id } })).toEqual(leaf.brandList);
      }
      expect(everyBrand.length).toBe(new Set(tree.flatMap((t) => t.brandList.map((b) => b.id))).size);
    });

    it('offers the attributes of a leaf category with their values, none for a top category', async () => {
      const tree = await call(api.category.enterpriseTree, { query: { templateId: 1 } });
      const attributes = await call(api.search.attributes, { query: { categoryId: tree[0]!.children[0]!.id } });
      expect(attributes.map((a) => a.name)).toEqual(['材质', '规格', '产地']);
      expect(attributes.every((a) => a.attributeValueList.length >= 2)).toBe(true);
      expect(await call(api.search.attributes, { query: { categoryId: tree[0]!.id } })).toEqual([]);
      expect((await raw('GET', api.search.attributes.path)).code).toBe(Code.PARAM_INVALID);
    });

    it('tops the price slider at the largest estimate among the items still open', async () => {
      const [inquiries, tenders, biddings] = await Promise.all([all(api.inquiry.list), all(api.tender.listMall), all(api.bidding.list)]);
      const stillOpen = (i: { days: number; hours: number; minutes: number }) => i.days + i.hours + i.minutes > 0;
      const highest = (items: Array<{ days: number; hours: number; minutes: number; budgetAmount: number }>) =>
        Math.max(...items.filter(stillOpen).map((i) => i.budgetAmount));
      expect(await call(api.search.maxPrice)).toBe(Math.max(highest(inquiries), highest(tenders), highest(biddings)));
      expect(await call(api.search.maxPrice, { query: { priceTypeList: 2 } })).toBe(highest(tenders));
      expect(await call(api.search.maxPrice, { query: { priceTypeList: '1,3' } })).toBe(Math.max(highest(inquiries), highest(biddings)));
      expect((await raw('GET', api.search.maxPrice.path, { query: { priceTypeList: 9 } })).code).toBe(Code.PARAM_INVALID);
    });
  });

  describe('favourite filters', () => {
    const paths = [api.favouriteFilter.get, api.favouriteFilter.list, api.favouriteFilter.save, api.favouriteFilter.remove];

    async function aFilter(): Promise<FavouriteFilterSave> {
      const tree = await call(api.category.enterpriseTree, { query: { templateId: 1 } });
      const leaf = tree[1]!.children[0]!;
      const [material] = await call(api.search.attributes, { query: { categoryId: leaf.id } });
      const values = material!.attributeValueList.slice(0, 2).map((v) => v.id);
      return {
        name: '常用钢材',
        customerCategoryId: leaf.id,
        brandId: leaf.brandList[0]!.id,
        priceType: 1,
        min: 100,
        max: 5000,
        cityCode: '440100',
        customerAttributeList: [{ id: material!.id, customerAttributeValueList: values }],
        filterQuery: `priceTypeList=1&categoryKey=c${tree[1]!.id}_c${leaf.id}&attr=${material!.id}-${values.join(',')}&min=100&max=5000`,
      };
    }

    it('are for logged-in users only', async () => {
      for (const endpoint of paths) {
        const call = endpoint.method === 'GET' ? { query: { id: 1 } } : { body: { id: 1, name: 'x' } };
        expect((await raw(endpoint.method, endpoint.path, call)).code).toBe(Code.LOGIN_EXPIRED);
      }
    });

    it('are saved, listed, read, changed and deleted by their owner', async () => {
      const token = await login('supplier02');
      const filter = await aFilter();
      const saved = await call(api.favouriteFilter.save, { token, body: filter });
      expect(saved).toMatchObject({
        ...filter,
        provinceCode: '440000',
        provinceName: '广东省',
        cityName: '广州市',
        createTime: now,
        updateTime: now,
      });
      expect(saved.customerCategoryName).not.toBeNull();
      expect(saved.brandName).not.toBeNull();
      expect(await call(api.favouriteFilter.get, { token, query: { id: saved.id } })).toEqual(saved);

      const second = await call(api.favouriteFilter.save, { token, body: { name: ' 全部 ' } });
      expect(second).toMatchObject({ name: '全部', customerCategoryId: null, customerAttributeList: [], filterQuery: '' });
      const list = await call(api.favouriteFilter.list, { token, query: { current: 1, pageSize: 50 } });
      expect(list.totalCount).toBe(2);
      expect(list.data.map((f) => f.id).sort()).toEqual([saved.id, second.id].sort());

      const changed = await call(api.favouriteFilter.save, { token, body: { ...filter, id: saved.id, name: '六个字的名字', brandId: null } });
      expect(changed).toMatchObject({ id: saved.id, name: '六个字的名字', brandId: null, brandName: null, min: 100 });
      expect((await call(api.favouriteFilter.list, { token })).totalCount).toBe(2);

      expect(await call(api.favouriteFilter.remove, { token, body: { id: saved.id } })).toBeNull();
      expect((await raw('GET', api.favouriteFilter.get.path, { token, query: { id: saved.id } })).code).toBe(Code.FAVOURITE_FILTER_MISSING);
      expect((await call(api.favouriteFilter.list, { token })).data.map((f) => f.id)).toEqual([second.id]);
    });

    it('need a name of at most six characters, said in the user’s language', async () => {
      const token = await login('supplier03');
      const save = api.favouriteFilter.save.path;
      for (const [language, locale] of [
        ['zh', 'zh-CN'],
        ['en', 'en-US'],
        ['ko', 'ko-KR'],
      ] as const) {
        for (const body of [{}, { name: '' }, { name: '   ' }, { name: null }]) {
          const answer = await raw('POST', save, { token, language, body });
          expect(answer).toMatchObject({ code: Code.FAVOURITE_NAME_REQUIRED, message: messageFor(Code.FAVOURITE_NAME_REQUIRED, locale) });
        }
        const long = await raw('POST', save, { token, language, body: { name: '七个字的长名字' } });
        expect(long).toMatchObject({ code: Code.FAVOURITE_NAME_TOO_LONG, message: messageFor(Code.FAVOURITE_NAME_TOO_LONG, locale) });
      }
      expect(messageFor(Code.FAVOURITE_NAME_REQUIRED, 'en-US')).toBe('Please enter the name of the favourite filter');
      expect((await call(api.favouriteFilter.list, { token })).totalCount).toBe(0);
    });

    it('refuse ids, codes and ranges that name nothing', async () => {
      const token = await login('supplier03');
      const filter = await aFilter();
      for (const wrong of [
        { brandId: 99_999 },
        { customerCategoryId: 99_999 },
        { cityCode: '999999' },
        { provinceCode: '110000', cityCode: '440100' },
        { customerAttributeList: [{ id: 1, customerAttributeValueList: [99_999] }] },
        { min: 10, max: 1 },
        { priceType: 9 },
      ]) {
        expect((await raw('POST', api.favouriteFilter.save.path, { token, body: { ...filter, ...wrong } })).code, JSON.stringify(wrong)).toBe(
          Code.PARAM_INVALID,
        );
      }
    });

    it('are out of reach of other users', async () => {
      const owner = await login('supplier04');
      const other = await login('buyer');
      const saved = await call(api.favouriteFilter.save, { token: owner, body: { name: '我的' } });
      expect((await raw('GET', api.favouriteFilter.get.path, { token: other, query: { id: saved.id } })).code).toBe(Code.PERMISSION_DENIED);
      expect((await raw('POST', api.favouriteFilter.save.path, { token: other, body: { id: saved.id, name: '他的' } })).code).toBe(
        Code.PERMISSION_DENIED,
      );
      expect((await raw('POST', api.favouriteFilter.remove.path, { token: other, body: { id: saved.id } })).code).toBe(Code.PERMISSION_DENIED);
      expect((await call(api.favouriteFilter.list, { token: other })).data.some((f) => f.id === saved.id)).toBe(false);
      expect(await call(api.favouriteFilter.get, { token: owner, query: { id: saved.id } })).toMatchObject({ name: '我的' });
      expect((await raw('GET', api.favouriteFilter.get.path, { token: owner, query: { id: 2_000_000_000 } })).code).toBe(
        Code.FAVOURITE_FILTER_MISSING,
      );
    });
  });
}
