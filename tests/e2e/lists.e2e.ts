// The mall's sourcing lists (docs/product.md#mall-list-pages, #states-and-transitions): all the inquiries, tenders and
// competitive bids twelve a page; a category narrows the list with a chip and a path segment; a
// keyword narrows it; the publish-time sort cycles none → 3 → 4 → 3 through Reputation; previous
// and next page through it; the state lives in the URL alone, so a reload keeps it and a malformed
// URL is put right rather than refused. The demo data has 150 inquiries, 80 tenders and 50
// competitive bids, and the catalogue of platform/seed/catalogue.ts (五金工具 first).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { hydrated, usePages } from './browser.ts';
import {
  cardFacts,
  cardKeys,
  cardTitles,
  chipText,
  listCards,
  openList,
  pathAndQuery,
  press,
  queryOf,
  soon,
  subCategoryNames,
  topCategory,
  totalOf,
  waitForChip,
  waitForNoChip,
  waitForPage,
} from './list-pages.ts';

const { open } = usePages();

const INQUIRIES = '/purchaseInquiry?priceTypeList=1';
const PAGE_SIZE = 12;

/** The publish date an inquiry's number carries (XJ + Beijing date + sequence), on the wide first card. */
/** Each card's test id and where its title leads. */
async function cardLinks(page: Page): Promise<Array<[string, string]>> {
  return listCards(page).evaluateAll((cards) =>
    cards.map((card) => [card.getAttribute('data-testid') ?? '', card.querySelector('a')?.getAttribute('href') ?? '']),
  );
}

async function firstCardPublishDate(page: Page): Promise<string> {
  const [number] = await cardFacts(page, '编号：');
  const date = /^XJ(\d{4})(\d{2})(\d{2})\d{4}$/.exec(number ?? '');
  assert.ok(date, `the wide first card shows the inquiry number: ${number}`);
  return `${date[1]}-${date[2]}-${date[3]}`;
}

test('each sourcing list shows all of its kind, twelve cards a page, the first one wide, each leading to its detail, with its own banner button', async () => {
  const { page } = await open();
  const lists = [
    { path: INQUIRIES, page: 'purchaseInquiry', kind: 'inquiry', total: 150, action: 'buyNow', label: '立即采购', detail: '/\\d+/InquiryDetail/' },
    {
      path: '/purchaseBidding?priceTypeList=2',
      page: 'purchaseBidding',
      kind: 'tender',
      total: 80,
      action: 'registerNow',
      label: '立即报名',
      detail: '/biddingDetail/',
    },
    {
      path: '/purchaseCompete?priceTypeList=3',
      page: 'purchaseCompete',
      kind: 'bidding',
      total: 50,
      action: 'signIn',
      label: '登录后参与竞价',
      detail: '/\\d+/competeDetail/',
    },
  ];
  for (const list of lists) {
    await page.goto(list.path, { waitUntil: 'domcontentloaded' });
    assert.equal(await page.getByTestId('list-page').getAttribute('data-page'), list.page);
    assert.equal(await totalOf(page), list.total, `${list.page}: every item of the kind`);
    assert.equal(await page.getByTestId('list-body').getAttribute('data-state'), 'data');
    const keys = await cardKeys(page);
    assert.equal(keys.length, PAGE_SIZE);
    assert.ok(
      keys.every((key) => key.startsWith(`${list.kind}-card-`)),
      `${list.page} shows ${list.kind} cards: ${keys.join(' ')}`,
    );
    for (const [key, href] of await cardLinks(page))
      assert.match(href, new RegExp(`^${list.detail}${key.split('-').pop()}$`), `${key} leads to its detail`);
    assert.equal(await listCards(page).first().getAttribute('data-wide'), 'true');
    assert.equal(await listCards(page).nth(1).getAttribute('data-wide'), null);
    assert.equal(await page.getByTestId('page-indicator').innerText(), `1/${Math.ceil(list.total / PAGE_SIZE)}`);
    assert.equal(await chipText(page, 'priceType'), `类型：${['询价', '招标', '竞价'][Number(queryOf(page).get('priceTypeList')) - 1]}`);
    const action = page.getByTestId('list-banner-action').first();
    assert.equal(await action.getAttribute('data-action'), list.action);
    assert.equal((await action.innerText()).trim(), list.label);
  }
  // A visitor is asked to sign in before bidding, and comes back to the list afterwards.
  assert.equal(await page.getByTestId('list-banner-action').first().getAttribute('href'), '/login?redirect=%2FpurchaseCompete%3FpriceTypeList%3D3');
});

test('a visitor picks a top category: a chip names it, the path says c<id>, only its sub-categories remain; removing the chip brings the whole list back', async () => {
  const { page } = await open();
  await openList(page, INQUIRIES);
  const everything = await totalOf(page);
  const { link, id } = await topCategory(page, '五金工具');

  await press(link);
  await waitForChip(page, 'category', '品类：五金工具');
  assert.equal(pathAndQuery(page), `/purchaseInquiry/c${id}?priceTypeList=1`);
  assert.equal(await link.getAttribute('aria-current'), 'true');
  assert.equal(await link.getAttribute('aria-expanded'), 'true');
  const narrowed = await totalOf(page);
  assert.ok(narrowed > 0 && narrowed < everything, `the list narrows: ${narrowed} of ${everything}`);
  const subs = await subCategoryNames(page, '五金工具');
  assert.deepEqual(subs, ['手动工具', '电动工具', '紧固件', '量具', '焊接设备']);
  const categories = await cardFacts(page, '品类：');
  assert.equal(categories.length, Math.min(PAGE_SIZE, narrowed));
  for (const category of categories) assert.ok(subs.includes(category), `a card of ${category} is not under 五金工具`);

  await press(page.getByTestId('filter-chip-remove-category'));
  await waitForNoChip(page, 'category');
  assert.equal(pathAndQuery(page), INQUIRIES);
  assert.equal(await totalOf(page), everything);
  assert.equal(await link.getAttribute('aria-current'), 'false');
  assert.deepEqual(await subCategoryNames(page, '五金工具'), [], 'the tree folds up again');
});

test('a sub-category from the home menu opens the inquiries of that sub-category only, and "all categories" lets it go', async () => {
  const { page } = await open();
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const fasteners = page
    .getByTestId('category-menu')
    .locator('[data-testid^="category-item-"]')
    .first()
    .getByRole('link', { name: '紧固件', exact: true });
  const href = (await fasteners.getAttribute('href')) ?? '';
  const key = /categoryKey=(c(\d+)_c(\d+))$/.exec(href);
  assert.ok(key, `a category link: ${href}`);
  await press(fasteners);
  await page.waitForURL((url) => url.pathname === '/purchaseInquiry');
  await hydrated(page.getByTestId('filter-reset'));

  assert.equal(queryOf(page).get('categoryKey'), key[1]);
  assert.equal(await chipText(page, 'category'), '品类：紧固件');
  assert.equal(await page.getByTestId(`filter-category-${key[3]}`).getAttribute('aria-current'), 'true', 'the tree opens down to it');
  const narrowed = await totalOf(page);
  assert.ok(narrowed > 0 && narrowed < 150, `narrowed to ${narrowed}`);
  assert.deepEqual([...new Set(await cardFacts(page, '品类：'))], ['紧固件']);

  await press(page.getByTestId('filter-category-all'));
  await waitForNoChip(page, 'category');
  assert.equal(pathAndQuery(page), INQUIRIES, 'the category key is gone from the URL');
  assert.equal(await totalOf(page), 150);
});

test('a keyword in Chinese, from the panel or the header, narrows the inquiries to those that name it', async () => {
  const { page } = await open();
  await openList(page, INQUIRIES);
  const keyword = page.getByTestId('filter-keyword');
  await (await hydrated(keyword)).fill('量具');
  await keyword.press('Enter');
  await waitForChip(page, 'keyword', '关键词：量具');

  assert.equal(pathAndQuery(page), '/purchaseInquiry?priceTypeList=1&keyword=%E9%87%8F%E5%85%B7');
  const found = await totalOf(page);
  assert.ok(found > 0 && found < 150, `narrowed to ${found}`);
  const titles = await cardTitles(page);
  assert.equal(titles.length, Math.min(PAGE_SIZE, found));
  for (const title of titles) assert.ok(title.includes('量具'), `"${title}" does not name 量具`);
  assert.equal(await keyword.inputValue(), '量具', 'the field keeps the keyword');

  // Another search replaces it; a keyword nothing has empties the list with 'no data'.
  await keyword.fill('没有这种物资');
  await page.getByTestId('filter-keyword-submit').click();
  await waitForChip(page, 'keyword', '关键词：没有这种物资');
  assert.equal(await totalOf(page), 0);
  assert.equal(await page.getByTestId('list-body').getAttribute('data-state'), 'empty');
  assert.equal(await page.getByTestId('list-empty').innerText(), '暂无数据');
  assert.equal(await page.getByTestId('list-pager').count(), 0);
  assert.equal(await page.getByTestId('page-indicator').innerText(), '1/1', 'there is always one page');
  assert.equal(await page.getByTestId('page-next').count(), 0);

  // The header's search lands on the same narrowed list, and the panel's field follows it.
  await (await hydrated(page.getByTestId('search-input'))).fill('量具');
  await page.getByTestId('search-input').press('Enter');
  await waitForChip(page, 'keyword', '关键词：量具');
  assert.equal(pathAndQuery(page), '/purchaseInquiry?priceTypeList=1&searchType=1&keyword=%E9%87%8F%E5%85%B7');
  assert.equal(await totalOf(page), found);
  assert.equal(await keyword.inputValue(), '量具');
});

test('the publish-time sort cycles none → newest first (3) → oldest first (4) → newest first (3), and the cards follow it', async () => {
  const { page } = await open();
  await openList(page, INQUIRIES);
  const sort = page.getByTestId('sort-time');
  assert.equal(await sort.getAttribute('data-state'), 'none');
  assert.equal(queryOf(page).get('Reputation'), null);
  const total = await totalOf(page);

  const sortedBy = async (state: '3' | '4') => {
    await press(sort);
    await soon(async () => assert.equal(await sort.getAttribute('data-state'), state));
    assert.equal(queryOf(page).get('Reputation'), state);
    return { keys: await cardKeys(page), date: await firstCardPublishDate(page) };
  };
  const newest = await sortedBy('3');
  assert.equal(await sort.innerText(), '发布时间 ↓');
  const oldest = await sortedBy('4');
  assert.equal(await sort.innerText(), '发布时间 ↑');
  assert.ok(oldest.date < newest.date, `oldest first starts at ${oldest.date}, newest first at ${newest.date}`);
  assert.deepEqual(
    oldest.keys.filter((key) => newest.keys.includes(key)),
    [],
    'the newest twelve and the oldest twelve are different items',
  );
  const again = await sortedBy('3');
  assert.deepEqual(again.keys, newest.keys, 'back to newest first');

  // Oldest first, the last page holds the newest items, in the reverse order of newest first.
  await press(sort);
  await soon(async () => assert.equal(await sort.getAttribute('data-state'), '4'));
  const lastPage = Math.ceil(total / PAGE_SIZE);
  await press(page.getByTestId(`pager-page-${lastPage}`));
  await waitForPage(page, lastPage);
  const tail = await cardKeys(page);
  assert.deepEqual(tail.reverse(), newest.keys.slice(0, tail.length));
});
