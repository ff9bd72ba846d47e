// How the list queries read the portal's parameters: the attr groups, calendar times, sourcing
// types in their three spellings, ranges in order, and what is dropped rather than refused; and
// the shop and detail pages' queries.
import { describe, expect, it } from 'vitest';
import { api, BuyerShopListQuery, FavouriteFilterSave, ShopQuery, SourcingDetailQuery, SourcingListQuery } from './endpoints.ts';

const parse = (query: Record<string, unknown>) => SourcingListQuery.safeParse(query);

describe('the sourcing list query', () => {
  it('reads attr as attribute groups whose values are alternatives', () => {
    expect(parse({ attr: '3-11,12;5-20' }).data?.attr).toEqual([
      { attributeId: 3, valueIds: [11, 12] },
      { attributeId: 5, valueIds: [20] },
    ]);
    for (const attr of ['3-', '3', '-11', '3-11;', '3-11,,12', 'a-1', '3-0', '3-99999999999']) expect(parse({ attr }).success, attr).toBe(false);
  });

  it('takes only times that exist on the calendar', () => {
    expect(parse({ startTime: '2024-02-29 00:00:00', endTime: '2026-01-31 23:59:59' }).success).toBe(true);
    for (const time of ['2026-02-29 00:00:00', '2026-13-01 00:00:00', '2026-01-01 24:00:00', '2026-01-01', '2026-1-1 00:00:00']) {
      expect(parse({ startTime: time }).success, time).toBe(false);
    }
  });

  it('reads priceTypeList as one code, a comma list or a repeated parameter', () => {
    expect(parse({ priceTypeList: '2' }).data?.priceTypeList).toEqual([2]);
    expect(parse({ priceTypeList: '1,3' }).data?.priceTypeList).toEqual([1, 3]);
    expect(parse({ priceTypeList: ['3', '1', '3'] }).data?.priceTypeList).toEqual([3, 1]);
    expect(parse({ priceTypeList: '9' }).success).toBe(false);
  });

  it('refuses a range whose lower end is above its upper end, and ids beyond the database', () => {
    expect(parse({ min: '10', max: '10' }).success).toBe(true);
    expect(parse({ min: '10.5', max: '10' }).error?.issues[0]?.path).toEqual(['max']);
    expect(parse({ minPoint: '600', maxPoint: '500' }).error?.issues[0]?.path).toEqual(['maxPoint']);
    expect(parse({ ids: '1,2147483647' }).data?.ids).toEqual([1, 2147483647]);
    expect(parse({ ids: '2147483648' }).success).toBe(false);
    expect(parse({ category: '2147483648' }).success).toBe(false);
  });

  it("drops the portal's own parameters", () => {
    expect(parse({ Reputation: '3', categoryKey: 'c1_c9', searchType: '1' }).data).toEqual({ current: 1, pageSize: 12, searchType: 1 });
  });
});

describe('the buyer-shop list query', () => {
  it('pages by five by default', () => {
    expect(BuyerShopListQuery.parse({})).toEqual({ current: 1, pageSize: 5 });
    expect(BuyerShopListQuery.parse({ activeStores: 'true', newJoin: '0' })).toMatchObject({ activeStores: true, newJoin: false });
  });
});

describe('a favourite filter to save', () => {
  it('leaves the name to the platform, whose codes carry the messages of docs/product/rules.md#validation-rules', () => {
    expect(FavouriteFilterSave.safeParse({}).success).toBe(true);
    expect(FavouriteFilterSave.safeParse({ name: 'x', min: 5, max: 1 }).success).toBe(false);
    expect(FavouriteFilterSave.safeParse({ name: 'x', customerAttributeList: [{ id: 1, customerAttributeValueList: [] }] }).success).toBe(false);
  });
});

describe("a shop-scoped list and a detail page's recommendations", () => {
  it("read the shop's own category and the item to leave out", () => {
    expect(parse({ memberId: '3', memberRoleId: '2', memberCategory: '17', excludeId: '42', overdue: '1' }).data).toMatchObject({
      memberCategory: 17,
      excludeId: 42,
    });
    expect(parse({ excludeId: '0' }).success).toBe(false);
  });
});

describe('the shop and detail queries', () => {
  it('open a shop by id, or by id 0 with the buyer, as /shopIndex/0?memberId&roleId does', () => {
    expect(ShopQuery.parse({})).toEqual({ id: 0 });
    expect(ShopQuery.parse({ id: '0', memberId: '3', roleId: '2', adornId: '1' })).toEqual({ id: 0, memberId: 3, roleId: 2 });
    expect(ShopQuery.safeParse({ id: '-1' }).success).toBe(false);
  });

  it('take the id and number of a detail, and the paging the portal sends with them', () => {
    expect(SourcingDetailQuery.parse({ id: '7', number: 'XJ202601150007', current: '1', pageSize: '1' })).toEqual({
      id: 7,
      number: 'XJ202601150007',
      current: 1,
      pageSize: 1,
    });
    expect(SourcingDetailQuery.safeParse({ number: 'XJ1' }).success).toBe(false);
    expect(api.tender.details.query.safeParse({ inviteTenderId: '2147483648' }).success).toBe(false);
  });

  it('keep or drop a favourite shop by the wanted state', () => {
    expect(api.buyerShop.collect.body.safeParse({ shopId: 3, status: true }).success).toBe(true);
    expect(api.buyerShop.collect.body.safeParse({ shopId: 3 }).success).toBe(false);
  });
});
