import { describe, expect, it } from 'vitest';
import {
  activeChips,
  endBeforeStart,
  listHref,
  matchListPath,
  nextCreditSort,
  nextTimeSort,
  pagerOf,
  parseListUrl,
  publishTimeRange,
  resetFilters,
  toggleAttributeValue,
  togglePriceType,
  withFilters,
  withPage,
  type ListFilters,
  type ListPage,
} from './list-filters.ts';

/** Reads a URL such as '/purchaseInquiry/c12_b3?min=1' of a page. */
function parse(page: ListPage, url: string) {
  const [path, query = ''] = url.split('?') as [string, string?];
  const match = matchListPath(path);
  expect(match?.page).toBe(page);
  return parseListUrl(page, match!.keys, query);
}

describe('a list URL read into its filter state and written back', () => {
  const everyInquiryKey: ListFilters = {
    page: 3,
    categoryId: 12,
    brandId: 3,
    attr: [
      { attributeId: 3, valueIds: [11, 12] },
      { attributeId: 5, valueIds: [20] },
    ],
    min: 10.5,
    max: 2000,
    minPoint: 100,
    maxPoint: 800,
    priceType: 1,
    startTime: '2026-01-01',
    endTime: '2026-03-31',
    keyword: '钢管 DN50',
    searchType: 1,
    orderType: 2,
    reputation: 3,
    sortCreditPoint: 'DESC',
    unexpired: true,
    aboutUs: true,
    provinceCode: '440000',
    cityCode: '440100',
    ids: [7, 9],
    inShop: true,
  };

  it('keeps every key of an inquiry list through URL and back', () => {
    const href = listHref('purchaseInquiry', everyInquiryKey, 12);
    expect(href).toBe(
      '/12/purchaseInquiry/c12_b3?priceTypeList=1&searchType=1&keyword=%E9%92%A2%E7%AE%A1%20DN50&attr=3-11,12;5-20&min=10.5&max=2000' +
        '&minPoint=100&maxPoint=800&startTime=2026-01-01&endTime=2026-03-31&provinceCode=440000&cityCode=440100&ids=7,9' +
        '&orderType=2&Reputation=3&sortCreditPoint=DESC&Unexpired=1&aboutUs=1&inShop=true&page=3',
    );
    expect(parse('purchaseInquiry', href)).toEqual({ filters: everyInquiryKey, issues: [] });
  });

  it('keeps the keys of the buyer-company list: category, keyword, area, active stores, new join', () => {
    const filters: ListFilters = {
      page: 2,
      categoryId: 4,
      keyword: 'steel',
      searchType: 4,
      provinceCode: '310000',
      activeStores: true,
      newJoin: true,
    };
    const href = listHref('enterprisePurchasing', filters, null);
    expect(href).toBe('/enterprisePurchasing/c4?searchType=4&keyword=steel&provinceCode=310000&activeStores=1&newJoin=1&page=2');
    expect(parse('enterprisePurchasing', href)).toEqual({ filters, issues: [] });
  });

  it('keeps the keys of the notice list: search text, type, about us, time range', () => {
    const filters: ListFilters = { page: 4, searchInp: '中标 公告', priceType: 2, aboutUs: true, startTime: '2026-02-01', endTime: '2026-02-28' };
    const href = listHref('procurementPublicity', filters, null);
    expect(parse('procurementPublicity', href)).toEqual({ filters, issues: [] });
    expect(parse('procurementPublicityShop', href.replace('procurementPublicity', 'procurementPublicityShop')).filters).toEqual(filters);
  });

  it('reads the header search and the category menu links as they are, without asking for a redirect', () => {
    expect(parse('purchaseInquiry', '/purchaseInquiry?priceTypeList=1&searchType=1&keyword=%E9%92%A2%E7%AE%A1')).toEqual({
      filters: { page: 1, priceType: 1, searchType: 1, keyword: '钢管' },
      issues: [],
    });
    expect(parse('purchaseInquiry', '/purchaseInquiry?priceTypeList=1&categoryKey=c3_c17')).toEqual({
      filters: { page: 1, priceType: 1, categoryId: 17 },
      issues: [],
    });
    // An empty keyword from an empty search box is no keyword, and no mistake either.
    expect(parse('enterprisePurchasing', '/enterprisePurchasing?searchType=4&keyword=')).toEqual({ filters: { page: 1, searchType: 4 }, issues: [] });
  });

  it('writes a category given by its key in the path from then on', () => {
    const { filters } = parse('purchaseInquiry', '/purchaseInquiry?priceTypeList=1&categoryKey=c3_c17');
    expect(listHref('purchaseInquiry', filters, null)).toBe('/purchaseInquiry/c17?priceTypeList=1');
  });

  it('ignores what the page does not read, and parameters of others (utm, React Router)', () => {
    expect(parse('procurementPublicity', '/procurementPublicity?keyword=x&Reputation=2&utm_source=mail&_routes=a')).toEqual({
      filters: { page: 1 },
      issues: [],
    });
  });

  it('writes page 1 as no page, and flags as 1', () => {
    expect(listHref('purchaseBidding', { page: 1, unexpired: true }, null)).toBe('/purchaseBidding?Unexpired=1');
    expect(parse('purchaseBidding', '/purchaseBidding?Unexpired=true&page=1')).toEqual({ filters: { page: 1, unexpired: true }, issues: [] });
  });
});

describe('bad values in a list URL', () => {
  const cases: Array<[string, string, ListFilters]> = [
    ['page 0 becomes page 1', '/purchaseInquiry?page=0', { page: 1 }],
    ['a page that is no number becomes page 1', '/purchaseInquiry?page=abc', { page: 1 }],
    ['a page past the limit becomes page 1', '/purchaseInquiry?page=99999999', { page: 1 }],
    ['Reputation 9 becomes no sort', '/purchaseInquiry?Reputation=9', { page: 1 }],
    ['a malformed attr is dropped', '/purchaseInquiry?attr=3-;x', { page: 1 }],
    ['an attr id beyond the database is dropped', '/purchaseInquiry?attr=3-9999999999', { page: 1 }],
    ['attr values ticked twice count once', '/purchaseInquiry?attr=3-11,11;3-12', { page: 1, attr: [{ attributeId: 3, valueIds: [11, 12] }] }],
    ['a date that does not exist is dropped', '/purchaseInquiry?startTime=2026-02-30&endTime=2026-13-01', { page: 1 }],
    ['a date in another form is dropped', '/purchaseInquiry?startTime=01/02/2026', { page: 1 }],
    ['a full time keeps its date', '/purchaseInquiry?startTime=2026-02-01%2000:00:00', { page: 1, startTime: '2026-02-01' }],
    ['a keyword is trimmed', '/purchaseInquiry?keyword=%20%20pump%20', { page: 1, keyword: 'pump' }],
    ['only blanks is no keyword', '/purchaseInquiry?keyword=%20%20', { page: 1 }],
    ['control characters leave a search text', '/procurementPublicity?searchInp=a%00b%0A', { page: 1, searchInp: 'a b' }],
    ['min above max are swapped', '/purchaseInquiry?min=500&max=100', { page: 1, min: 100, max: 500 }],
    ['minPoint above maxPoint are swapped', '/purchaseInquiry?minPoint=9&maxPoint=1', { page: 1, minPoint: 1, maxPoint: 9 }],
    ['a negative price is dropped', '/purchaseInquiry?min=-1', { page: 1 }],
    ['a price with three decimals is dropped', '/purchaseInquiry?max=1.005', { page: 1 }],
    ['an unknown sourcing type is dropped', '/purchaseInquiry?priceTypeList=7', { page: 1 }],
    ['another sourcing type than the page is the page type', '/purchaseInquiry?priceTypeList=2', { page: 1, priceType: 1 }],
    ['several sourcing types become one', '/procurementPublicity?priceTypeList=2,3', { page: 1, priceType: 2 }],
    ['a city of another province is dropped', '/purchaseInquiry?provinceCode=440000&cityCode=110100', { page: 1, provinceCode: '440000' }],
    ['an area code that is not six digits is dropped', '/purchaseInquiry?provinceCode=44', { page: 1 }],
    ['a flag that is neither 1 nor 0 is dropped', '/purchaseInquiry?Unexpired=yes&aboutUs=2', { page: 1 }],
    ['a lower-case credit order is upper-cased', '/purchaseInquiry?sortCreditPoint=desc', { page: 1, sortCreditPoint: 'DESC' }],
    ['ids that are no ids are dropped', '/purchaseInquiry?ids=1,a', { page: 1 }],
    ['a repeated parameter keeps its first value', '/purchaseInquiry?orderType=2&orderType=3', { page: 1, orderType: 2 }],
    ['an unknown path key is dropped', '/purchaseInquiry/c12_x3', { page: 1, categoryId: 12 }],
    ['a brand on the buyer-company list is dropped', '/enterprisePurchasing/c2_b3', { page: 1, categoryId: 2 }],
    ['a path key on the notice list is dropped', '/procurementPublicity/c2', { page: 1 }],
    ['a category key that is no key is dropped', '/purchaseInquiry?categoryKey=abc', { page: 1 }],
    ['a category key against the path category is dropped', '/purchaseInquiry/c5?categoryKey=c1_c9', { page: 1, categoryId: 5 }],
    ['inShop other than true is dropped', '/purchaseInquiry?inShop=maybe', { page: 1 }],
  ];

  it.each(cases)('%s, and the page is told to redirect', (_, url, expected) => {
    const page = matchListPath(url.split('?')[0]!)!.page;
    const parsed = parse(page, url);
    expect(parsed.filters).toEqual(expected);
    expect(parsed.issues.length).toBeGreaterThan(0);
  });

  it('a keyword over 100 characters is cut to 100 (characters, not UTF-16 units)', () => {
    const long = '𠮷'.repeat(120);
    const { filters, issues } = parse('purchaseInquiry', `/purchaseInquiry?keyword=${encodeURIComponent(long)}`);
    expect([...filters.keyword!]).toHaveLength(100);
    expect(issues).toEqual(['keyword']);
  });

  it('the canonical URL of a normalised state reads back with no issue (no redirect loop)', () => {
    for (const [, url] of cases) {
      const page = matchListPath(url.split('?')[0]!)!.page;
      const canonical = listHref(page, parse(page, url).filters, null);
      expect(parse(page, canonical).issues, canonical).toEqual([]);
    }
  });

  it('an end date before the start date is kept (the page shows the error, the request still goes)', () => {
    const parsed = parse('purchaseInquiry', '/purchaseInquiry?startTime=2026-05-10&endTime=2026-05-01');
    expect(parsed).toEqual({ filters: { page: 1, startTime: '2026-05-10', endTime: '2026-05-01' }, issues: [] });
    expect(endBeforeStart(parsed.filters)).toBe(true);
  });
});

describe('changing the filters', () => {
  const base: ListFilters = { page: 4, categoryId: 9, attr: [{ attributeId: 1, valueIds: [2] }], keyword: 'pump' };

  it('any change goes back to page 1', () => {
    expect(withFilters(base, { unexpired: true })).toEqual({ ...base, page: 1, unexpired: true });
  });

  it('choosing another category clears the attributes; the same category keeps them', () => {
    expect(withFilters(base, { categoryId: 10 })).toEqual({ page: 1, categoryId: 10, keyword: 'pump' });
    expect(withFilters(base, { categoryId: undefined })).toEqual({ page: 1, keyword: 'pump' });
    expect(withFilters(base, { categoryId: 9 }).attr).toEqual(base.attr);
  });

  it('ticks and unticks attribute values, dropping an attribute left without values', () => {
    const ticked = toggleAttributeValue(base, 1, 3);
    expect(ticked.attr).toEqual([{ attributeId: 1, valueIds: [2, 3] }]);
    expect(toggleAttributeValue(ticked, 4, 8).attr).toEqual([
      { attributeId: 1, valueIds: [2, 3] },
      { attributeId: 4, valueIds: [8] },
    ]);
    expect(toggleAttributeValue(base, 1, 2).attr).toBeUndefined();
  });

  it('ticks one sourcing type at a time: another replaces it (on its own list), the same unticks it', () => {
    expect(togglePriceType('purchaseInquiry', { page: 2, priceType: 1, keyword: 'a' }, 2)).toEqual({
      page: 'purchaseBidding',
      filters: { page: 1, priceType: 2, keyword: 'a' },
    });
    expect(togglePriceType('purchaseInquiry', { page: 2, priceType: 1 }, 1)).toEqual({ page: 'purchaseInquiry', filters: { page: 1 } });
    expect(togglePriceType('procurementPublicity', { page: 1 }, 3)).toEqual({ page: 'procurementPublicity', filters: { page: 1, priceType: 3 } });
  });

  it('pages within bounds', () => {
    expect(withPage(base, 0).page).toBe(1);
    expect(withPage(base, 7).page).toBe(7);
  });

  it('reset clears every filter but keeps the page inside a shop', () => {
    expect(resetFilters({ ...base, inShop: true, priceType: 1 })).toEqual({ page: 1, inShop: true });
  });
});

describe('the sorts of the toolbar', () => {
  it('publish time cycles none → 3 → 4 → 3', () => {
    const seen: Array<number | undefined> = [undefined];
    for (let i = 0; i < 3; i++) seen.push(nextTimeSort(seen.at(-1) as 3 | 4 | undefined));
    expect(seen).toEqual([undefined, 3, 4, 3]);
  });

  it('a credit sort gives way to publish time high→low, and credit cycles 1 → 2 → 1', () => {
    expect(nextTimeSort(1)).toBe(3);
    expect(nextTimeSort(2)).toBe(3);
    expect([nextCreditSort(undefined), nextCreditSort(1), nextCreditSort(2), nextCreditSort(3)]).toEqual([1, 2, 1, 1]);
  });
});

describe('the pager', () => {
  it('offers previous only above page 1 and next only below the last page', () => {
    expect(pagerOf(1, 30, 12)).toEqual({ page: 1, totalPages: 3, hasPrevious: false, hasNext: true, atLeast: false });
    expect(pagerOf(2, 30, 12)).toEqual({ page: 2, totalPages: 3, hasPrevious: true, hasNext: true, atLeast: false });
    expect(pagerOf(3, 30, 12)).toEqual({ page: 3, totalPages: 3, hasPrevious: true, hasNext: false, atLeast: false });
  });

  it('has at least one page, also for an empty list', () => {
    expect(pagerOf(1, 0, 12)).toEqual({ page: 1, totalPages: 1, hasPrevious: false, hasNext: false, atLeast: false });
    expect(pagerOf(1, 12, 12).totalPages).toBe(1);
    expect(pagerOf(1, 13, 12).totalPages).toBe(2);
  });

  it('goes on past a total counted up to a cap: there is at least one item more', () => {
    // 10,000+ items, 12 a page: the 10,001st is on page 834, the last one known.
    expect(pagerOf(834, 10_000, 12, true)).toEqual({ page: 834, totalPages: 834, hasPrevious: true, hasNext: false, atLeast: true });
    expect(pagerOf(833, 10_000, 12, true).hasNext).toBe(true);
    // Page 900 counts further (up to its own end): its total is 10,800+, and page 901 has an item.
    expect(pagerOf(900, 10_800, 12, true)).toMatchObject({ totalPages: 901, hasNext: true });
    // Never past the last page a list URL may name.
    expect(pagerOf(10_000, 120_000, 12, true).totalPages).toBe(10_000);
  });
});

describe('the publish-time range', () => {
  it('sends the start as the whole start day and the end as the whole end day', () => {
    expect(publishTimeRange({ startTime: '2026-03-01', endTime: '2026-03-02' })).toEqual({
      startTime: '2026-03-01 00:00:00',
      endTime: '2026-03-02 23:59:59',
    });
    expect(publishTimeRange({ endTime: '2026-03-02' })).toEqual({ endTime: '2026-03-02 23:59:59' });
    expect(publishTimeRange({})).toEqual({});
  });

  it('flags an end before the start, not the same day nor an open end', () => {
    expect(endBeforeStart({ startTime: '2026-03-02', endTime: '2026-03-01' })).toBe(true);
    expect(endBeforeStart({ startTime: '2026-03-02', endTime: '2026-03-02' })).toBe(false);
    expect(endBeforeStart({ startTime: '2026-03-02' })).toBe(false);
  });
});

describe('the chips of the filter bar', () => {
  it('show every active filter, each removable to the state without it', () => {
    const filters: ListFilters = {
      page: 2,
      categoryId: 12,
      brandId: 3,
      attr: [{ attributeId: 1, valueIds: [2, 3] }],
      min: 1,
      minPoint: 5,
      priceType: 1,
      startTime: '2026-01-01',
      keyword: 'k',
      provinceCode: '440000',
      ids: [1],
      unexpired: true,
      aboutUs: true,
      reputation: 3,
    };
    const chips = activeChips(filters);
    expect(chips.map((c) => c.key)).toEqual([
      'category',
      'brand',
      'attr-1-2',
      'attr-1-3',
      'price',
      'points',
      'priceType',
      'time',
      'keyword',
      'area',
      'ids',
      'unexpired',
      'aboutUs',
    ]);
    const category = chips.find((c) => c.key === 'category')!;
    expect(category.without).toEqual({ ...filters, page: 1, categoryId: undefined, attr: undefined } as unknown as ListFilters);
    expect(chips.find((c) => c.key === 'attr-1-2')!.without.attr).toEqual([{ attributeId: 1, valueIds: [3] }]);
    // A sort is no filter: it stays when a chip goes.
    expect(chips.every((c) => c.without.reputation === 3)).toBe(true);
  });
});

describe('matching a list path', () => {
  it('finds the page, its keys and the shop prefix', () => {
    expect(matchListPath('/12/purchaseInquiry/c3_b4')).toEqual({ page: 'purchaseInquiry', keys: 'c3_b4', shopId: '12' });
    expect(matchListPath('/procurementPublicityShop')).toEqual({ page: 'procurementPublicityShop', keys: undefined, shopId: null });
    expect(matchListPath('/12/shopIndex/3')).toBeNull();
    expect(matchListPath('/purchaseInquiry/c3/more')).toEqual({ page: 'purchaseInquiry', keys: 'c3', shopId: null });
  });
});
