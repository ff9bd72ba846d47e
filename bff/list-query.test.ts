import { describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { parseListUrl } from './url-state/list-read.ts';
import type { ListPage } from './url-state/list-state.ts';
import { buyerShopQuery, noticeQuery, sortOf, sourcingQuery } from './list-query.ts';

describe('Reputation as the platform sorts', () => {
  it('maps 1–4 to credit high→low, credit low→high, publish time high→low, publish time low→high', () => {
    expect([1, 2, 3, 4].map((r) => sortOf(r as 1 | 2 | 3 | 4))).toEqual([{ sortCredit: 1 }, { sortCredit: 2 }, { sortTime: 1 }, { sortTime: 2 }]);
  });

  it('falls back to sortCreditPoint, and to no sort', () => {
    expect(sortOf(undefined, 'DESC')).toEqual({ sortCredit: 1 });
    expect(sortOf(undefined, 'ASC')).toEqual({ sortCredit: 2 });
    expect(sortOf(3, 'ASC')).toEqual({ sortTime: 1 });
    expect(sortOf(undefined)).toEqual({});
  });
});

describe('the query of a sourcing list', () => {
  const { filters } = parseListUrl(
    'purchaseInquiry',
    'c12_b3',
    'priceTypeList=1&keyword=pump&attr=3-11,12;5-20&min=1&max=9&minPoint=2&maxPoint=8&startTime=2026-01-01&endTime=2026-01-31' +
      '&provinceCode=440000&cityCode=440100&ids=4,5&Reputation=4&Unexpired=1&aboutUs=1&page=2&searchType=1',
  );

  it('carries every filter under the platform name', () => {
    expect(sourcingQuery(filters, { signedIn: true })).toEqual({
      current: 2,
      pageSize: 12,
      startTime: '2026-01-01 00:00:00',
      endTime: '2026-01-31 23:59:59',
      provinceCode: '440000',
      cityCode: '440100',
      category: 12,
      overdue: '1',
      ids: '4,5',
      keyword: 'pump',
      brandId: 3,
      attr: '3-11,12;5-20',
      min: 1,
      max: 9,
      minPoint: 2,
      maxPoint: 8,
      sortTime: 2,
      aboutUs: true,
      searchType: 1,
    });
  });

  it("never sends 'only related to me' for a visitor (the platform would answer 1101)", () => {
    expect(sourcingQuery(filters, { signedIn: false })).not.toHaveProperty('aboutUs');
  });
});

describe('the notice and buyer-company queries', () => {
  it('sends the search text as the name, the type, the range, newest first, 12 a page', () => {
    const { filters } = parseListUrl('procurementPublicity', undefined, 'searchInp=award&priceTypeList=3&startTime=2026-02-01&aboutUs=1');
    expect(noticeQuery(filters, true)).toEqual({
      current: 1,
      pageSize: 12,
      createTime: 'DESC',
      type: 3,
      startTime: '2026-02-01 00:00:00',
      name: 'award',
      aboutUs: true,
    });
    expect(noticeQuery(filters, false)).not.toHaveProperty('aboutUs');
  });

  it('sends the keyword as the company name, 5 a page', () => {
    const { filters } = parseListUrl('enterprisePurchasing', 'c4', 'keyword=steel&cityCode=310100&newJoin=1&activeStores=1&page=3');
    expect(buyerShopQuery(filters)).toEqual({
      current: 3,
      pageSize: 5,
      cityCode: '310100',
      categoryId: 4,
      memberName: 'steel',
      activeStores: true,
      newJoin: true,
    });
  });
});

describe('whatever the URL, the platform gets a query it accepts (never a 1102)', () => {
  const hostile = [
    '',
    'page=0&Reputation=9&attr=1-&min=-5&max=abc&startTime=2026-02-31&keyword=%20',
    `min=999999999999.99&max=1&minPoint=2147483647&maxPoint=0&ids=${Array.from({ length: 150 }, (_, i) => i + 1).join(',')}`,
    `attr=${Array.from({ length: 100 }, (_, i) => `${i + 1}-1`).join(';')}`,
    `keyword=${'x'.repeat(500)}&searchInp=${'y'.repeat(500)}&priceTypeList=1,2,3,4&orderType=0`,
    'provinceCode=110000&cityCode=120100&page=2147483648&sortCreditPoint=sideways&categoryKey=c0',
    'startTime=2026-05-10&endTime=2026-05-01&Unexpired=1&aboutUs=true&activeStores=1&newJoin=true',
  ];
  const pages: ListPage[] = ['purchaseInquiry', 'purchaseBidding', 'purchaseCompete', 'enterprisePurchasing', 'procurementPublicity'];

  it.each(hostile)('%s', (search) => {
    for (const page of pages) {
      for (const keys of [undefined, 'c0_b99999999999', 'c2147483647_b1', 'c3_c4']) {
        const { filters } = parseListUrl(page, keys, search);
        for (const signedIn of [true, false]) {
          const checks = [
            api.inquiry.list.query.safeParse(sourcingQuery(filters, { signedIn })),
            api.tender.listMall.query.safeParse(sourcingQuery(filters, { signedIn })),
            api.notice.list.query.safeParse(noticeQuery(filters, signedIn)),
            api.buyerShop.main.query.safeParse(buyerShopQuery(filters)),
          ];
          for (const check of checks) expect(check.error?.issues, `${page} ${keys} ${search}`).toBeUndefined();
        }
      }
    }
  });
});
