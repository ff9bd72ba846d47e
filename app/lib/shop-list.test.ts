import { describe, expect, it } from 'vitest';
import { withFilters, withPage } from './list-filters.ts';
import { parseShopListUrl, shopListHref } from './shop-list.ts';

describe("a shop list's URL", () => {
  it('reads the category (from the category menu), unexpired, time range, use area and page', () => {
    const { filters, canonical } = parseShopListUrl(
      'inquiry',
      '?priceTypeList=1&categoryKey=c3_c17&Unexpired=1&startTime=2026-01-01&endTime=2026-02-01&provinceCode=440000&cityCode=440100&page=2',
    );
    expect(canonical).toBe(true);
    expect(filters).toEqual({
      page: 2,
      categoryId: 17,
      unexpired: true,
      startTime: '2026-01-01',
      endTime: '2026-02-01',
      provinceCode: '440000',
      cityCode: '440100',
    });
  });

  it("ignores the mall lists' other keys, and a sourcing type from another list", () => {
    const { filters, canonical } = parseShopListUrl('tender', '?priceTypeList=1&keyword=steel&min=3&Reputation=3');
    expect(filters).toEqual({ page: 1 });
    expect(canonical).toBe(true);
  });

  it('is not canonical when one of its own keys has a bad value', () => {
    expect(parseShopListUrl('bidding', '?page=abc').canonical).toBe(false);
    expect(parseShopListUrl('bidding', '?startTime=2026-02-30').canonical).toBe(false);
    expect(parseShopListUrl('bidding', '?provinceCode=440000&cityCode=110100')).toEqual({
      filters: { page: 1, provinceCode: '440000' },
      canonical: false,
    });
  });

  it('writes a state back in one canonical form, under the page prefix', () => {
    const { filters } = parseShopListUrl('inquiry', '?Unexpired=true&categoryKey=17&page=3');
    expect(shopListHref('inquiry', filters, null)).toBe('/procurementSourcing?categoryKey=17&Unexpired=1&page=3');
    expect(shopListHref('tender', withFilters(filters, { categoryId: undefined }), 1)).toBe('/1/procurementBidding?Unexpired=1');
    expect(shopListHref('bidding', withPage({ page: 1 }, 2), null)).toBe('/procurementCompete?page=2');
  });

  it('round-trips every state it writes', () => {
    const states = [
      {
        page: 4,
        categoryId: 9,
        unexpired: true as const,
        startTime: '2026-03-01',
        endTime: '2026-03-31',
        provinceCode: '110000',
        cityCode: '110100',
      },
      { page: 1 },
    ];
    for (const state of states) {
      const href = shopListHref('inquiry', state, null);
      expect(parseShopListUrl('inquiry', href.split('?')[1] ?? '')).toEqual({ filters: state, canonical: true });
    }
  });
});
