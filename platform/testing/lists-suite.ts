// The mall's list pages as a supplier uses them: every filter of docs/product/entities.md#favourite-filters-and-filter-parameters
// narrows the inquiry, tender and competitive-bid lists to items that really meet it, the sorts
// hold across pages, 'only related to me' needs a login, and bad input is answered with 1102.
// Run inside describeApiSuite, once per database.
import { describe, expect, it } from 'vitest';
import { Code, messageFor } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { LOCALES } from '#contract/lang.ts';
import { DEMO_SUPPLIER_NAME } from '../seed/members.ts';
import type { ApiClient, Query } from './client.ts';

export type SuiteContext = {
  client: ApiClient;
  /** The platform's clock in the suite. */
  now: number;
  /** Hand-written SQL on the platform's database, when the suite has it (PostgreSQL). */
  count?: (sql: string, params?: unknown[]) => Promise<number>;
};

/** Whether `items` are in the order `key` gives (descending unless `ascending`). */
function inOrder<T>(items: T[], key: (item: T) => number, ascending = false): boolean {
  return items.every((item, i) => i === 0 || (ascending ? key(items[i - 1]!) <= key(item) : key(items[i - 1]!) >= key(item)));
}

const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);

export function listStories({ client, now, count }: SuiteContext) {
  const { raw, call, login, all } = client;

  /** An item matches the filter on its own, and the filter keeps some items but not all. */
  function expectNarrowed<T extends { id: number }>(filtered: T[], everything: T[], meets: (item: T) => boolean) {
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(everything.length);
    expect(filtered.every(meets)).toBe(true);
    expect(new Set(ids(filtered))).toEqual(new Set(ids(everything.filter(meets))));
  }

  describe('the list filters', () => {
    it('keeps the items of a brand: one of their materials is of it', async () => {
      const tenders = await all(api.tender.listMall);
      const brands = await call(api.search.brands);
      const names = tenders.flatMap((t) => t.materielList.map((m) => m.brandName)).filter(Boolean);
      const brand = brands.find((b) => b.name === names.sort()[Math.floor(names.length / 2)])!;
      const byBrand = await all(api.tender.listMall, { brandId: brand.id });
      expectNarrowed(byBrand, tenders, (t) => t.materielList.some((m) => m.brandName === brand.name));

      const biddings = await all(api.bidding.list);
      const biddingBrand = brands.find((b) => biddings.some((item) => item.materiels.some((m) => m.brand === b.name)))!;
      expectNarrowed(await all(api.bidding.list, { brandId: biddingBrand.id }), biddings, (b) =>
        b.materiels.some((m) => m.brand === biddingBrand.name),
      );
    });

    it('keeps the items whose materials have one of the ticked values of every attribute', async () => {
      // A leaf category with items, and its attributes: every material of those items has one value of each.
      const inquiries = await all(api.inquiry.list);
      const tree = await call(api.category.enterpriseTree, { query: { templateId: 1 } });
      const leaves = tree.flatMap((top) => top.children);
      const leaf = leaves.find((c) => inquiries.filter((i) => i.category === c.title).length >= 4)!;
      const inLeaf = await all(api.inquiry.list, { category: leaf.id });
      const [first, second] = await call(api.search.attributes, { query: { categoryId: leaf.id } });
      const values = first!.attributeValueList.map((v) => v.id);
      const attr = (attribute: number, valueIds: number[]) => `${attribute}-${valueIds.join(',')}`;

      // All the values of one attribute: every item of the category, nothing outside it.
      expect(ids(await all(api.inquiry.list, { attr: attr(first!.id, values) }))).toEqual(ids(inLeaf));
      // One value: some of them; the values together: all of them.
      const single = await Promise.all(values.map((value) => all(api.inquiry.list, { attr: attr(first!.id, [value]) })));
      expect(single.some((items) => items.length > 0 && items.length < inLeaf.length)).toBe(true);
      expect(new Set(single.flatMap(ids))).toEqual(new Set(ids(inLeaf)));
      // Two groups: items meeting both, so within each.
      const secondValue = second!.attributeValueList[0]!.id;
      const both = ids(await all(api.inquiry.list, { attr: `${attr(first!.id, [values[0]!])};${attr(second!.id, [secondValue])}` }));
      const onlySecond = new Set(ids(await all(api.inquiry.list, { attr: attr(second!.id, [secondValue]) })));
      expect(both.every((id) => ids(single[0]!).includes(id) && onlySecond.has(id))).toBe(true);
      // Values of another category's attribute match nothing here.
      const other = leaves.find((c) => c.id !== leaf.id)!;
      const [foreign] = await call(api.search.attributes, { query: { categoryId: other.id } });
      const foreignValues = foreign!.attributeValueList.map((v) => v.id);
      expect((await call(api.inquiry.list, { query: { category: leaf.id, attr: attr(foreign!.id, foreignValues) } })).totalCount).toBe(0);
    });

    it('keeps the items whose estimated amount is within the price range, ends included', async () => {
      const inquiries = await all(api.inquiry.list);
      const amounts = inquiries.map((i) => i.budgetAmount).sort((a, b) => a - b);
      const [min, max] = [amounts[Math.floor(amounts.length / 4)]!, amounts[Math.floor((amounts.length * 3) / 4)]!];
      const inRange = await all(api.inquiry.list, { min, max });
      expectNarrowed(inRange, inquiries, (i) => i.budgetAmount >= min && i.budgetAmount <= max);
      expect(inRange.some((i) => i.budgetAmount === min)).toBe(true);
      const tenders = await all(api.tender.listMall);
      expectNarrowed(await all(api.tender.listMall, { min }), tenders, (t) => t.budgetAmount >= min);
    });

    it('keeps the items of buyers whose credit points are within the range', async () => {
      const inquiries = await all(api.inquiry.list);
      const points = [...new Set(inquiries.map((i) => i.memberIntegral))].sort((a, b) => a - b);
      const [minPoint, maxPoint] = [points[2]!, points[points.length - 3]!];
      expectNarrowed(
        await all(api.inquiry.list, { minPoint, maxPoint }),
        inquiries,
        (i) => i.memberIntegral >= minPoint && i.memberIntegral <= maxPoint,
      );
      const tenders = await all(api.tender.listMall);
      expectNarrowed(await all(api.tender.listMall, { maxPoint }), tenders, (t) => t.creditScore <= maxPoint);
    });

    it('narrows by every filter at once, and the pages of the result add up to its total', async () => {
      const inquiries = await all(api.inquiry.list);
      const query: Query = { overdue: '1', min: 1000, minPoint: 100, startTime: '2025-12-20 00:00:00', endTime: '2026-01-15 23:59:59' };
      const filtered = await all(api.inquiry.list, query);
      const from = Date.parse('2025-12-20T00:00:00+08:00');
      const to = Date.parse('2026-01-15T23:59:59+08:00');
      expectNarrowed(
        filtered,
        inquiries,
        (i) => i.offerEndTime > now && i.budgetAmount >= 1000 && i.memberIntegral >= 100 && i.createTime >= from && i.createTime <= to,
      );
      const pages = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((current) => call(api.inquiry.list, { query: { ...query, current, pageSize: 7 } })),
      );
      expect(pages.every((page) => page.totalCount === filtered.length)).toBe(true);
      expect(pages.flatMap((page) => ids(page.data))).toEqual(ids(filtered).slice(0, 70));
    });

    it('answers nothing, not an error, for a publish time range that ends before it starts', async () => {
      const backwards = await call(api.inquiry.list, { query: { startTime: '2026-01-10 00:00:00', endTime: '2026-01-01 23:59:59' } });
      expect(backwards.totalCount).toBe(0);
    });

    it.runIf(count !== undefined)('answers the brand and attribute totals hand-written SQL finds', async () => {
      const brand = await count!('SELECT min(brand_id) FROM inquiry_materiels');
      expect((await call(api.inquiry.list, { query: { brandId: brand } })).totalCount).toBe(
        await count!(
          'SELECT count(*) FROM inquiries i WHERE EXISTS (SELECT 1 FROM inquiry_materiels m WHERE m.inquiry_id = i.id AND m.brand_id = $1)',
          [brand],
        ),
      );
      const [a, b] = [await count!('SELECT min(id) FROM attribute_values'), await count!('SELECT min(id) + 1 FROM attribute_values')];
      const value = await count!('SELECT min(v) FROM (SELECT unnest(attribute_value_ids) AS v FROM tender_materiels) t');
      expect((await call(api.tender.listMall, { query: { attr: `1-${a},${b};2-${value}` } })).totalCount).toBe(
        await count!(
          `SELECT count(*) FROM tenders t
            WHERE EXISTS (SELECT 1 FROM tender_materiels m WHERE m.tender_id = t.id AND m.attribute_value_ids && ARRAY[$1, $2]::int[])
              AND EXISTS (SELECT 1 FROM tender_materiels m WHERE m.tender_id = t.id AND $3 = ANY (m.attribute_value_ids))`,
          [a, b, value],
        ),
      );
    });
  });

  describe('searching by keyword', () => {
    /** The texts a keyword is looked for in: the title, the number and the materials' names. */
    const searched = (i: { details: string; purchaseInquiryNo: string; materiels: Array<{ name: string }> }) => [
      i.details,
      i.purchaseInquiryNo,
      ...i.materiels.map((m) => m.name),
    ];

    it('finds Chinese text without word boundaries, even a single character', async () => {
      const inquiries = await all(api.inquiry.list);
      const contains = (keyword: string) => (i: (typeof inquiries)[number]) => searched(i).some((text) => text.includes(keyword));
      // A word from the middle of a title: two characters of a material's name.
      const word = inquiries.map((i) => i.details.slice(1, 3)).find((w) => inquiries.filter(contains(w)).length < inquiries.length / 2)!;
      expectNarrowed(await all(api.inquiry.list, { keyword: word }), inquiries, contains(word));
      expectNarrowed(await all(api.inquiry.list, { keyword: word[0]! }), inquiries, contains(word[0]!));
      const tenders = await all(api.tender.listMall);
      expectNarrowed(await all(api.tender.listMall, { keyword: '框架协议' }), tenders, (t) => t.projectName.includes('框架协议'));
    });

    it('finds English and document numbers whatever their case, and takes % and _ literally', async () => {
      const inquiries = await all(api.inquiry.list);
      const led = await all(api.inquiry.list, { keyword: 'led' });
      expectNarrowed(led, inquiries, (i) => searched(i).some((text) => text.toLowerCase().includes('led')));
      const one = inquiries[17]!;
      expect(ids(await all(api.inquiry.list, { keyword: one.purchaseInquiryNo.toLowerCase() }))).toEqual([one.id]);
      expect((await call(api.inquiry.list, { query: { keyword: '100%_' } })).totalCount).toBe(0);
      // Words the titles have, but apart: no match.
      expect((await call(api.inquiry.list, { query: { keyword: '询价 采购' } })).totalCount).toBe(0);
    });

    it('finds an item by the name of one of its materials that its title does not have', async () => {
      const inquiries = await all(api.inquiry.list);
      const [item, name] = inquiries
        .flatMap((i) => i.materiels.map((m) => [i, m.name] as const))
        .find(([i, materiel]) => !i.details.includes(materiel))!;
      const found = await all(api.inquiry.list, { keyword: name });
      expect(ids(found)).toContain(item.id);
      expectNarrowed(found, inquiries, (i) => searched(i).some((text) => text.includes(name)));
      const tenders = await all(api.tender.listMall);
      const [tender, tenderMateriel] = tenders
        .flatMap((t) => t.materielList.map((m) => [t, m.name] as const))
        .find(([t, materiel]) => !t.projectName.includes(materiel))!;
      expect(ids(await all(api.tender.listMall, { keyword: tenderMateriel }))).toContain(tender.id);
    });
  });

  describe('the order of a list', () => {
    it("sorts by the buyer's credit both ways, newest first among equals", async () => {
      for (const [sortCredit, ascending] of [
        [1, false],
        [2, true],
      ] as const) {
        const items = await all(api.inquiry.list, { sortCredit });
        expect(items).toHaveLength(150);
        expect(inOrder(items, (i) => i.memberIntegral, ascending)).toBe(true);
        const sameBuyer = items.filter((i) => i.memberIntegral === items[0]!.memberIntegral);
        expect(inOrder(sameBuyer, (i) => i.createTime)).toBe(true);
      }
      expect(inOrder(await all(api.tender.listMall, { sortCredit: 1, overdue: '1' }), (t) => t.creditScore)).toBe(true);
    });

    it('sorts by publish time, newest first unless asked otherwise', async () => {
      expect(inOrder(await all(api.bidding.list), (b) => b.createTime)).toBe(true);
      expect(inOrder(await all(api.bidding.list, { sortTime: 1 }), (b) => b.createTime)).toBe(true);
      const oldest = await all(api.bidding.list, { sortTime: 2 });
      expect(inOrder(oldest, (b) => b.createTime, true)).toBe(true);
      expect(ids(oldest)).toEqual(ids(await all(api.bidding.list, { orderType: 4 })));
    });
  });

  describe("'only related to me'", () => {
    it('asks a visitor to log in', async () => {
      for (const path of [api.inquiry.list.path, api.tender.listMall.path, api.bidding.list.path, api.notice.list.path]) {
        expect((await raw('GET', path, { query: { aboutUs: 'true' } })).code).toBe(Code.LOGIN_EXPIRED);
      }
    });

    it('shows a supplier the items it quoted, registered or signed up for', async () => {
      const token = await login('supplier');
      const inquiries = await all(api.inquiry.list, {}, token);
      expectNarrowed(await all(api.inquiry.list, { aboutUs: 'true' }, token), inquiries, (i) => i.isRegister > 0);
      const tenders = await all(api.tender.listMall, {}, token);
      expectNarrowed(await all(api.tender.listMall, { aboutUs: 'true' }, token), tenders, (t) => t.isRegister > 0);
      const biddings = await all(api.bidding.list, {}, token);
      expectNarrowed(await all(api.bidding.list, { aboutUs: '1' }, token), biddings, (b) => b.isSignUp > 0);
    });

    it('shows a buyer the items it published', async () => {
      const token = await login('buyer');
      const inquiries = await all(api.inquiry.list, {}, token);
      expectNarrowed(await all(api.inquiry.list, { aboutUs: 'true' }, token), inquiries, (i) => i.isMePublish);
    });

    it('shows the notices of items the caller published, took part in or won', async () => {
      const notices = await all(api.notice.list);
      const token = await login('supplier');
      const supplier = await all(api.notice.list, { aboutUs: 'true' }, token);
      expect(supplier.length).toBeGreaterThan(0);
      expect(supplier.length).toBeLessThan(notices.length);
      // Not only the ones it won: also those of items it quoted, registered or signed up for.
      const won = supplier.filter((n) => n.content.includes(`成交供应商：${DEMO_SUPPLIER_NAME}`));
      expect(won.length).toBeLessThan(supplier.length);
      const me = await call(api.member.current, { token });
      // The demo buyer's items are all still open: none of them has a notice yet.
      const buyer = await login('buyer');
      const { memberId, memberRoleId } = await call(api.member.current, { token: buyer });
      const published = await call(api.notice.list, { query: { memberId, roleId: memberRoleId } });
      expect((await call(api.notice.list, { query: { aboutUs: 'true' }, token: buyer })).totalCount).toBe(published.totalCount);
      // A supplier that took part in nothing has no notices about it.
      expect((await call(api.notice.list, { query: { aboutUs: 'true' }, token: await login('newsupplier') })).totalCount).toBe(0);
      if (count) {
        expect(supplier.length).toBe(
          await count(
            `SELECT count(*) FROM notices n WHERE n.awarded_member_id = $1
               OR (n.type = 1 AND EXISTS (SELECT 1 FROM quotes q WHERE q.inquiry_id = n.source_id AND q.member_id = $1))
               OR (n.type = 2 AND EXISTS (SELECT 1 FROM tender_registrations r WHERE r.tender_id = n.source_id AND r.member_id = $1))
               OR (n.type = 3 AND EXISTS (SELECT 1 FROM bidding_signups s WHERE s.bidding_id = n.source_id AND s.member_id = $1))`,
            [me.memberId],
          ),
        );
      }
    });
  });

  describe('the publicity notices', () => {
    it("searches the notices' names and sorts them by time both ways", async () => {
      const notices = await all(api.notice.list);
      const byName = await all(api.notice.list, { name: '中标' });
      expectNarrowed(byName, notices, (n) => n.name.includes('中标'));
      expect(inOrder(await all(api.notice.list, { createTime: 'ASC' }), (n) => n.createTime, true)).toBe(true);
      expect(inOrder(await all(api.notice.list, { createTime: 'DESC' }), (n) => n.createTime)).toBe(true);
    });
  });

  describe("one buyer's tenders", () => {
    it("lists a shop's tenders, and needs the buyer to know which", async () => {
      const tenders = await all(api.tender.listMall);
      const { memberId, memberRoleId, memberName } = tenders[0]!;
      const shop = await all(api.tender.listShop, { memberId, memberRoleId });
      expectNarrowed(shop, tenders, (t) => t.memberName === memberName);
      expect((await raw('GET', api.tender.listShop.path, { query: { memberId } })).code).toBe(Code.SHOP_AND_MEMBER_REQUIRED);
    });
  });

  describe('bad input', () => {
    const languages: Array<[string, (typeof LOCALES)[number]]> = [
      ['zh', 'zh-CN'],
      ['en-US,en;q=0.9', 'en-US'],
      ['ko', 'ko-KR'],
    ];
    const bad: Query[] = [
      { current: 0 },
      { current: -1 },
      { pageSize: 10_000 },
      { priceTypeList: 9 },
      { min: 500, max: 100 },
      { minPoint: 900, maxPoint: 100 },
      { attr: '3-' },
      { attr: 'material=steel' },
      { startTime: '2026-13-45 00:00:00' },
      { endTime: '2026-02-30 23:59:59' },
      { startTime: '2026-01-01' },
      // ASCII: 2 000 Chinese characters make a request line beyond Node's 16 KB, refused before any route.
      { keyword: 'k'.repeat(2000) },
      { category: 99_999_999_999 },
      { ids: '1,99999999999' },
      { sortCredit: 3 },
    ];

    it('answers 1102 in the caller’s language, never an error of the server', async () => {
      for (const query of bad) {
        for (const path of [api.inquiry.list.path, api.tender.listMall.path, api.bidding.list.path]) {
          const [header, locale] = languages[bad.indexOf(query) % languages.length]!;
          const answer = await raw('GET', path, { query, language: header });
          expect(answer, JSON.stringify(query)).toMatchObject({ status: 200, code: Code.PARAM_INVALID, data: null });
          expect(answer.message.startsWith(messageFor(Code.PARAM_INVALID, locale))).toBe(true);
        }
      }
      const name = await raw('GET', api.notice.list.path, { query: { name: 'x'.repeat(2000) } });
      expect(name.code).toBe(Code.PARAM_INVALID);
    });

    it("takes the portal's own parameters and empty ones as if they were not there", async () => {
      const plain = await call(api.inquiry.list, { query: { category: 1 } });
      const decorated = await call(api.inquiry.list, {
        query: { category: 1, priceTypeList: 1, searchType: 1, Reputation: 3, categoryKey: 'c1', keyword: '', min: '', attr: '' },
      });
      expect(decorated).toEqual(plain);
    });
  });
}
