// Famous-enterprise purchasing, the buyer-company list (docs/product.md#routes-and-layouts, #entities-and-fields "Buyer company card", #constants-and-limits):
// five company cards a page, each with its level tier and stars, satisfaction, main business,
// cumulative counts and purchase amount in ten-thousands, linking to the company's shop home; the
// company name narrows the list, a name nobody has shows 'no data'; a category narrows it to the
// companies buying in it. The demo data has more than 30 buyer shops.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { hydrated, usePages } from './browser.ts';
import {
  chooseLanguage,
  openList,
  pathAndQuery,
  press,
  queryOf,
  subCategoryNames,
  topCategory,
  totalOf,
  waitForChip,
  waitForNoChip,
  waitForPage,
} from './list-pages.ts';

const { open } = usePages();

const PAGE_SIZE = 5;
const TIERS = {
  'zh-CN': { bronze: '青铜会员', silver: '白银会员', gold: '黄金会员', diamond: '钻石会员' },
  'en-US': { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', diamond: 'Diamond' },
} as const;

function companyCards(page: Page): Locator {
  return page.getByTestId('company-list').locator('article[data-testid^="company-card-"]');
}

type Company = {
  id: string;
  name: string;
  href: string;
  tier: string;
  tierLabel: string;
  levelStars: number;
  filledLevelStars: number;
  rating: string;
  ratingText: string;
  filledRatingStars: number;
  ratingStars: number;
  mainBusiness: string;
  counts: number[];
  amount: string;
};

/** What a company card shows, read in one go. */
async function companies(page: Page): Promise<Company[]> {
  return companyCards(page).evaluateAll((cards) =>
    cards.map((card) => {
      const get = (testId: string) => card.querySelector(`[data-testid="${testId}"]`)!;
      const level = get('company-level');
      const satisfaction = get('company-satisfaction');
      const link = card.querySelector('a[data-testid^="company-link-"]')!;
      return {
        id: (card.getAttribute('data-testid') ?? '').replace('company-card-', ''),
        name: link.textContent ?? '',
        href: link.getAttribute('href') ?? '',
        tier: level.getAttribute('data-tier') ?? '',
        tierLabel: level.querySelector('span')?.textContent ?? '',
        levelStars: Number(level.getAttribute('data-stars')),
        filledLevelStars: level.querySelectorAll('[role="img"] b').length,
        rating: satisfaction.getAttribute('data-rating') ?? '',
        ratingText: satisfaction.lastElementChild?.textContent ?? '',
        filledRatingStars: satisfaction.querySelectorAll('[role="img"] b').length,
        ratingStars: Number(satisfaction.getAttribute('data-stars')),
        mainBusiness: get('company-main-business').textContent ?? '',
        counts: ['company-inquiries', 'company-tenders', 'company-biddings'].map((id) => Number(get(id).textContent)),
        amount: get('company-amount').textContent ?? '',
      };
    }),
  );
}

async function searchCompany(page: Page, name: string): Promise<void> {
  const field = await hydrated(page.getByTestId('filter-keyword'));
  await field.fill(name);
  await page.getByTestId('filter-keyword-submit').click();
  await waitForChip(page, 'keyword', `关键词：${name}`);
}

test('every company card shows its tier and stars, satisfaction, main business, counts and the purchase amount in ten-thousands', async () => {
  const { page } = await open();
  await openList(page, '/enterprisePurchasing');
  const total = await totalOf(page);
  assert.ok(total > 30, `more than 30 buyer companies: ${total}`);
  assert.equal(await page.getByTestId('page-indicator').innerText(), `1/${Math.ceil(total / PAGE_SIZE)}`);
  const shown = await companies(page);
  assert.equal(shown.length, PAGE_SIZE);
  for (const company of shown) {
    const what = `${company.name} (${company.id})`;
    assert.equal(company.tierLabel, TIERS['zh-CN'][company.tier as keyof (typeof TIERS)['zh-CN']], `${what}: the tier by name`);
    assert.ok(company.levelStars >= 1 && company.levelStars <= 5, `${what}: level stars ${company.levelStars}`);
    assert.equal(company.filledLevelStars, company.levelStars, `${what}: as many level stars lit as it has`);
    assert.match(company.ratingText, /^\d\.\d$/, `${what}: the satisfaction to one decimal`);
    assert.equal(Number(company.ratingText), Number(company.rating));
    assert.equal(company.filledRatingStars, company.ratingStars);
    assert.equal(company.ratingStars, Math.max(1, Math.round(Number(company.rating))), `${what}: stars round the rating`);
    assert.ok(company.mainBusiness.length > 0);
    assert.ok(
      company.counts.every((n) => Number.isInteger(n) && n >= 0),
      `${what}: counts ${company.counts}`,
    );
    assert.match(company.amount, /^¥\d{1,3}(,\d{3})*\.\d{2}万元$/, `${what}: the amount in ten-thousands`);
    assert.match(company.href, new RegExp(`^/\\d+/shopIndex/${company.id}$`), `${what}: leads to its shop home`);
  }

  // The next page has five other companies.
  await press(page.getByTestId('pager-page-2'));
  await waitForPage(page, 2);
  const next = await companies(page);
  assert.equal(next.length, PAGE_SIZE);
  assert.deepEqual(
    next.filter((c) => shown.some((s) => s.id === c.id)),
    [],
  );

  // In English the same companies, amounts and counts, in English words; the amounts stay in yuan
  // (docs/decisions/017: an amount keeps its currency, written CN¥ in English).
  await chooseLanguage(page, 'en-US');
  assert.equal(queryOf(page).get('page'), '2');
  const english = await companies(page);
  assert.deepEqual(
    english.map((c) => [c.id, c.levelStars, c.rating, c.counts, c.amount]),
    next.map((c) => [c.id, c.levelStars, c.rating, c.counts, c.amount.replace(/^¥(.*)万元$/, 'CN¥$1 × 10k')]),
  );
  for (const company of english) assert.equal(company.tierLabel, TIERS['en-US'][company.tier as keyof (typeof TIERS)['en-US']]);
});

test('a company name narrows the list to the companies that bear it; a name nobody has shows "no data"', async () => {
  const { page } = await open();
  await openList(page, '/enterprisePurchasing');
  const total = await totalOf(page);
  const second = (await companies(page))[1]!;
  // The distinctive part of a company name: what follows its province or city.
  const part = second.name.replace(/^.+?(省|市|自治区)/, '').slice(0, 4);

  await searchCompany(page, part);
  assert.equal(pathAndQuery(page), `/enterprisePurchasing?keyword=${encodeURIComponent(part)}`);
  const found = await totalOf(page);
  assert.ok(found >= 1 && found < total, `${found} of ${total} are called …${part}…`);
  const names = (await companies(page)).map((c) => c.name);
  assert.ok(names.includes(second.name), `${second.name} is among ${names.join(', ')}`);
  for (const name of names) assert.ok(name.includes(part), `${name} does not bear ${part}`);

  await searchCompany(page, '查无此企业XYZ');
  assert.equal(await totalOf(page), 0);
  assert.equal(await page.getByTestId('list-body').getAttribute('data-state'), 'empty');
  assert.equal(await page.getByTestId('list-empty').innerText(), '暂无数据');
  assert.equal(await companyCards(page).count(), 0);
  assert.equal(await page.getByTestId('list-pager').count(), 0, 'no pager for no companies');

  await press(page.getByTestId('filter-chip-remove-keyword'));
  await waitForNoChip(page, 'keyword');
  assert.equal(await totalOf(page), total);
});

test('a category narrows the companies to those buying in it, and "new join" to the newest shops', async () => {
  const { page } = await open();
  await openList(page, '/enterprisePurchasing');
  const total = await totalOf(page);
  const { link, id } = await topCategory(page, '五金工具');
  await press(link);
  await waitForChip(page, 'category', '品类：五金工具');
  assert.equal(pathAndQuery(page), `/enterprisePurchasing/c${id}`);
  const inCategory = await totalOf(page);
  assert.ok(inCategory > 0 && inCategory < total, `${inCategory} of ${total}`);
  const subs = await subCategoryNames(page, '五金工具');
  for (const company of await companies(page)) {
    const business = company.mainBusiness.split('、');
    assert.ok(
      business.some((name) => subs.includes(name)),
      `${company.name} buys ${company.mainBusiness}, none of ${subs.join('、')}`,
    );
  }

  await press(page.getByTestId('filter-reset'));
  await waitForNoChip(page, 'category');
  await press(page.getByTestId('filter-new-join'));
  await waitForChip(page, 'newJoin', '新入驻');
  assert.equal(pathAndQuery(page), '/enterprisePurchasing?newJoin=1');
  const newest = await totalOf(page);
  assert.ok(newest > 0 && newest < total, `${newest} of ${total} joined lately`);
});

test('beside the companies, the active purchasers rank from TOP1 with medals for the first three, and the newest shops follow', async () => {
  const { page } = await open();
  await openList(page, '/enterprisePurchasing');
  const ranking = page.getByTestId('active-purchasers');
  await page.getByTestId('active-purchaser-1').waitFor();
  const ranks = await ranking.locator('li[data-testid^="active-purchaser-"]').evaluateAll((rows) =>
    rows.map((row) => ({
      testId: row.getAttribute('data-testid'),
      rank: row.querySelector('span')?.textContent,
      medal: row.querySelector('span')?.getAttribute('data-medal') ?? null,
      href: row.querySelector('a')?.getAttribute('href') ?? '',
      name: row.querySelector('a')?.textContent ?? '',
    })),
  );
  assert.ok(ranks.length >= 3, `${ranks.length} active purchasers`);
  ranks.forEach((row, index) => {
    assert.equal(row.testId, `active-purchaser-${index + 1}`);
    assert.equal(row.rank, `TOP${index + 1}`);
    assert.equal(row.medal, ['gold', 'silver', 'bronze'][index] ?? null, `${row.rank}'s medal`);
    assert.match(row.href, /^\/\d+\/shopIndex\/\d+$/);
    assert.ok(row.name.length > 0);
  });
  const newest = page.getByTestId('newest-shops').locator('li[data-testid^="newest-shop-"]');
  assert.ok((await newest.count()) > 0, 'newly joined shops are listed');
  for (const shop of await newest.all()) {
    const id = ((await shop.getAttribute('data-testid')) ?? '').replace('newest-shop-', '');
    assert.match((await shop.locator('a').getAttribute('href')) ?? '', new RegExp(`^/\\d+/shopIndex/${id}$`));
  }
});
