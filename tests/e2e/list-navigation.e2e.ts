// The mall's sourcing lists as a visitor moves through them (docs/product.md#list-filters): paging,
// reload and back, a malformed URL put right, the sourcing type, the shop prefix and the three
// languages. (The first screens and the narrowing filters are in lists.e2e.ts.)
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { usePages } from './browser.ts';
import {
  cardFacts,
  cardKeys,
  chipKeys,
  chipText,
  chooseLanguage,
  listCards,
  listReady,
  openList,
  pathAndQuery,
  press,
  queryOf,
  soon,
  topCategory,
  totalOf,
  waitForChip,
  waitForNoChip,
  waitForPage,
} from './list-pages.ts';

const { open } = usePages();

const INQUIRIES = '/purchaseInquiry?priceTypeList=1';
const PAGE_SIZE = 12;

/** Each card's test id and where its title leads. */
async function cardLinks(page: Page): Promise<Array<[string, string]>> {
  return listCards(page).evaluateAll((cards) =>
    cards.map((card) => [card.getAttribute('data-testid') ?? '', card.querySelector('a')?.getAttribute('href') ?? '']),
  );
}

test('next and previous page through the list: previous only after page 1, next only before the last page', async () => {
  const { page } = await open();
  await openList(page, INQUIRIES);
  const pages = Math.ceil((await totalOf(page)) / PAGE_SIZE);
  assert.equal(await page.getByTestId('page-prev').count(), 0, 'no previous on page 1');
  assert.equal(await page.getByTestId('pager-previous').isDisabled(), true);
  const first = await cardKeys(page);

  // While the next page is on its way (held back here), the list says it is loading.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(
    (url) => url.pathname.endsWith('.data'),
    async (route) => {
      asked += 1;
      await held;
      await route.continue();
    },
  );
  await press(page.getByTestId('page-next'));
  await soon(async () => assert.equal(await page.getByTestId('list-body').getAttribute('data-state'), 'loading'));
  assert.equal(await page.getByTestId('list-body').getAttribute('aria-busy'), 'true');
  assert.deepEqual(await cardKeys(page), first, 'the old cards stay under the overlay');
  assert.ok(asked > 0, 'the page was asked for and held back');
  release();
  await waitForPage(page, 2);
  await page.unrouteAll();
  assert.equal(queryOf(page).get('page'), '2');
  assert.equal(await page.getByTestId('page-indicator').innerText(), `2/${pages}`);
  const second = await cardKeys(page);
  assert.equal(second.length, PAGE_SIZE);
  assert.deepEqual(
    second.filter((key) => first.includes(key)),
    [],
    'page 2 shows other cards',
  );
  assert.equal(await page.getByTestId('pager-page-2').getAttribute('aria-current'), 'page');

  await press(page.getByTestId('page-prev'));
  await waitForPage(page, 1);
  assert.equal(queryOf(page).get('page'), null);
  assert.deepEqual(await cardKeys(page), first);

  await press(page.getByTestId(`pager-page-${pages}`));
  await waitForPage(page, pages);
  assert.equal(await page.getByTestId('page-next').count(), 0, 'no next on the last page');
  assert.equal(await page.getByTestId('pager-next').isDisabled(), true);
  assert.equal(await page.getByTestId('page-prev').count(), 1);
  assert.equal((await cardKeys(page)).length, 150 - (pages - 1) * PAGE_SIZE);
});

test('a reload keeps the category, the sort and the page, since they live in the URL alone, and back retraces them', async () => {
  const { page } = await open();
  await openList(page, INQUIRIES);
  const { link, id } = await topCategory(page, '机械设备');
  await press(link);
  await waitForChip(page, 'category', '品类：机械设备');
  await press(page.getByTestId('sort-time'));
  await soon(async () => assert.equal(await page.getByTestId('sort-time').getAttribute('data-state'), '3'));
  await press(page.getByTestId('sort-time'));
  await soon(async () => assert.equal(await page.getByTestId('sort-time').getAttribute('data-state'), '4'));
  await press(page.getByTestId('page-next'));
  await waitForPage(page, 2);
  assert.equal(pathAndQuery(page), `/purchaseInquiry/c${id}?priceTypeList=1&Reputation=4&page=2`);
  const before = { keys: await cardKeys(page), total: await totalOf(page), chips: await chipKeys(page) };

  await page.reload({ waitUntil: 'domcontentloaded' });
  await listReady(page);
  assert.equal(pathAndQuery(page), `/purchaseInquiry/c${id}?priceTypeList=1&Reputation=4&page=2`);
  assert.deepEqual({ keys: await cardKeys(page), total: await totalOf(page), chips: await chipKeys(page) }, before);
  assert.equal(await chipText(page, 'category'), '品类：机械设备');
  assert.equal(await page.getByTestId('sort-time').getAttribute('data-state'), '4');
  assert.equal(await page.getByTestId('page-indicator').getAttribute('data-page'), '2');

  // Back goes through the same states: page 1 oldest first, then newest first.
  await page.goBack();
  await waitForPage(page, 1);
  assert.equal(pathAndQuery(page), `/purchaseInquiry/c${id}?priceTypeList=1&Reputation=4`);
  assert.equal(await page.getByTestId('sort-time').getAttribute('data-state'), '4');
  await page.goBack();
  await soon(async () => assert.equal(await page.getByTestId('sort-time').getAttribute('data-state'), '3'));
  assert.equal(pathAndQuery(page), `/purchaseInquiry/c${id}?priceTypeList=1&Reputation=3`);
  assert.equal(await chipText(page, 'category'), '品类：机械设备');
});

test('a malformed list URL is put right, not answered with an error page', async () => {
  const { page } = await open();
  const response = await page.goto('/purchaseInquiry?current=0&Reputation=9&attr=zz', { waitUntil: 'domcontentloaded' });
  assert.equal(response?.status(), 200);
  assert.equal(pathAndQuery(page), '/purchaseInquiry', 'the bad values are dropped');
  assert.equal(await page.getByTestId('list-body').getAttribute('data-state'), 'data');
  assert.equal(await totalOf(page), 150);
  assert.equal(await page.getByTestId('sort-time').getAttribute('data-state'), 'none');
  assert.equal((await page.getByTestId('filter-chips-none').innerText()).trim(), '暂未选择');

  // Another list's type on the inquiry list is the inquiry type; a page past the end is the last page.
  await page.goto('/purchaseInquiry?priceTypeList=2&page=99', { waitUntil: 'domcontentloaded' });
  assert.equal(pathAndQuery(page), '/purchaseInquiry?priceTypeList=1&page=13');
  assert.equal(await page.getByTestId('page-indicator').innerText(), '13/13');
  assert.equal((await cardKeys(page)).length, 150 - 12 * PAGE_SIZE);
});

test('ticking another sourcing type moves to that list with the same category; unticking the type keeps the list', async () => {
  const { page } = await open();
  await openList(page, INQUIRIES);
  const { link, id } = await topCategory(page, '办公用品');
  await press(link);
  await waitForChip(page, 'category', '品类：办公用品');
  assert.equal(await page.getByTestId('filter-price-type-1').isChecked(), true);

  await press(page.getByTestId('filter-price-type-2'));
  await page.waitForURL((url) => url.pathname.startsWith('/purchaseBidding'));
  await waitForChip(page, 'priceType', '类型：招标');
  assert.equal(pathAndQuery(page), `/purchaseBidding/c${id}?priceTypeList=2`);
  assert.equal(await chipText(page, 'category'), '品类：办公用品');
  const tenders = await cardKeys(page);
  assert.ok(tenders.length > 0 && tenders.every((key) => key.startsWith('tender-card-')), tenders.join(' '));
  assert.deepEqual(
    await Promise.all([1, 2, 3].map((type) => page.getByTestId(`filter-price-type-${type}`).isChecked())),
    [false, true, false],
    'one type at a time',
  );
  const offices = await totalOf(page);

  await press(page.getByTestId('filter-price-type-2'));
  await waitForNoChip(page, 'priceType');
  assert.equal(pathAndQuery(page), `/purchaseBidding/c${id}`);
  assert.equal(await totalOf(page), offices, 'still the tenders of the category');
});

test('under the shop prefix /12/ the filters and the sourcing types keep the prefix, and competitive bids open inside the shop', async () => {
  const { page } = await open();
  await openList(page, '/12/purchaseInquiry?priceTypeList=1');
  assert.equal(await totalOf(page), 150);
  const { link, id } = await topCategory(page, '电工电气');
  await press(link);
  await waitForChip(page, 'category', '品类：电工电气');
  assert.equal(pathAndQuery(page), `/12/purchaseInquiry/c${id}?priceTypeList=1`);

  // Another sourcing type is another list of the shop; its competitive bids open under the shop too.
  await press(page.getByTestId('filter-price-type-3'));
  await waitForChip(page, 'priceType', '类型：竞价');
  assert.equal(pathAndQuery(page), `/12/purchaseCompete/c${id}?priceTypeList=3`);
  const links = await cardLinks(page);
  assert.ok(links.length > 0);
  for (const [key, href] of links) assert.equal(href, `/12/competeDetail/${key.replace('bidding-card-', '')}`);

  await press(page.getByTestId('filter-reset'));
  await waitForNoChip(page, 'category');
  assert.equal(pathAndQuery(page), '/12/purchaseCompete');
  assert.equal(await totalOf(page), 50);
});

test('the same filtered list in English and in Korean: the labels change, the items stay', async () => {
  const { page } = await open();
  await openList(page, INQUIRIES);
  const { link, id } = await topCategory(page, '五金工具');
  await press(link);
  await waitForChip(page, 'category', '品类：五金工具');
  assert.ok((await page.title()).startsWith('采购询价'), `the tab says ${await page.title()}`);
  const items = { keys: await cardKeys(page), total: await totalOf(page), categories: await cardFacts(page, '品类：') };
  assert.equal(await page.getByTestId('list-total').innerText(), `共${items.total}条`);

  const labels = {
    'en-US': {
      title: 'Purchase inquiries',
      category: 'Category: 五金工具',
      type: 'Type: Inquiry',
      total: `${items.total} results`,
      reset: 'Reset',
      sort: 'Publish time',
      fact: 'Category: ',
    },
    'ko-KR': {
      title: '구매 견적 요청',
      category: '카테고리: 五金工具',
      type: '유형: 견적',
      total: `총 ${items.total}건`,
      reset: '초기화',
      sort: '게시 시간',
      fact: '카테고리: ',
    },
  } as const;
  for (const locale of ['en-US', 'ko-KR'] as const) {
    await chooseLanguage(page, locale);
    const expected = labels[locale];
    assert.equal(pathAndQuery(page), `/purchaseInquiry/c${id}?priceTypeList=1`, `${locale}: the same page`);
    assert.ok((await page.title()).startsWith(expected.title), `${locale}: the tab says ${await page.title()}`);
    assert.deepEqual(
      {
        category: await chipText(page, 'category'),
        type: await chipText(page, 'priceType'),
        total: await page.getByTestId('list-total').innerText(),
        reset: (await page.getByTestId('filter-reset').innerText()).trim(),
        sort: (await page.getByTestId('sort-time').innerText()).trim(),
      },
      { category: expected.category, type: expected.type, total: expected.total, reset: expected.reset, sort: expected.sort },
      `${locale}: the labels`,
    );
    assert.deepEqual(
      { keys: await cardKeys(page), total: await totalOf(page), categories: await cardFacts(page, expected.fact) },
      items,
      `${locale}: the same items`,
    );
  }
});

test('a visitor is offered no "only related to me": a link that asks for it lists everything and shows no such filter', async () => {
  const { page } = await open();
  await openList(page, '/purchaseInquiry?priceTypeList=1&aboutUs=1');
  assert.equal(await page.getByTestId('filter-about-us').count(), 0, 'no control for a visitor');
  assert.equal(await totalOf(page), 150, 'nothing is narrowed for a visitor');
  assert.deepEqual(await chipKeys(page), ['priceType'], 'so no chip claims it is');
});
