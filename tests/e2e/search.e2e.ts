// The header search (docs/product.md#routes-and-layouts): four tabs (inquiry 1, tender 2, competitive bid 3, purchaser 4);
// Enter or the button opens the tab's list with priceTypeList, searchType and the encoded keyword,
// keeping a shop prefix. A floating copy appears once the page is scrolled past 500 px.
// The list pages are not built yet, so the journeys end at the URL, not at the page it shows.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { hydrated, until, usePages } from './browser.ts';

const { open } = usePages();

/** A Chinese keyword with a space: both must survive the trip through the URL. */
const KEYWORD = '液压 阀门';
const ENCODED_KEYWORD = '%E6%B6%B2%E5%8E%8B%20%E9%98%80%E9%97%A8';

const TABS = [
  { tab: 1, label: '询价', path: '/purchaseInquiry', priceTypeList: '1' },
  { tab: 2, label: '招标', path: '/purchaseBidding', priceTypeList: '2' },
  { tab: 3, label: '竞价', path: '/purchaseCompete', priceTypeList: '3' },
  { tab: 4, label: '采购商', path: '/enterprisePurchasing', priceTypeList: null },
] as const;

/** The search the browser landed on: path and the three parameters a list reads. */
function landedOn(page: Page) {
  const url = new URL(page.url());
  return {
    path: url.pathname,
    priceTypeList: url.searchParams.get('priceTypeList'),
    searchType: url.searchParams.get('searchType'),
    keyword: url.searchParams.get('keyword'),
    raw: url.search,
  };
}

async function leaveHome(page: Page, submit: () => Promise<void>): Promise<void> {
  const home = page.url();
  await Promise.all([page.waitForURL((url) => url.toString() !== home), submit()]);
}

test("a search from each of the four tabs opens that tab's list with the encoded keyword, by Enter or by the button", async () => {
  const { page } = await open();
  for (const { tab, label, path, priceTypeList } of TABS) {
    // Enter on odd tabs, the button on even ones: both ways are taken for lists with and without a type.
    const way = tab % 2 === 1 ? 'Enter' : 'button';
    await page.goto('/');
    const tabButton = await hydrated(page.getByTestId(`search-tab-${tab}`));
    assert.equal(await tabButton.innerText(), label);
    await tabButton.click();
    assert.equal(await tabButton.getAttribute('aria-selected'), 'true');
    assert.equal(await page.locator('[data-testid^="search-tab-"][aria-selected="true"]').count(), 1);
    await page.getByTestId('search-input').fill(KEYWORD);
    await leaveHome(page, () => (way === 'Enter' ? page.getByTestId('search-input').press('Enter') : page.getByTestId('search-submit').click()));
    const landed = landedOn(page);
    assert.deepEqual(
      { path: landed.path, priceTypeList: landed.priceTypeList, searchType: landed.searchType, keyword: landed.keyword },
      { path, priceTypeList, searchType: String(tab), keyword: KEYWORD },
      `tab ${tab} (${label}) by ${way}`,
    );
    assert.ok(landed.raw.endsWith(`keyword=${ENCODED_KEYWORD}`), `the keyword is percent-encoded: ${landed.raw}`);
  }
});

test('the inquiry tab is chosen by default and spaces around the keyword are dropped', async () => {
  const { page } = await open();
  await page.goto('/');
  assert.equal(await page.getByTestId('search-tab-1').getAttribute('aria-selected'), 'true');
  assert.equal(await page.getByTestId('search-input').getAttribute('placeholder'), '请输入关键词');
  await hydrated(page.getByTestId('search-input'));
  await page.getByTestId('search-input').fill(`  ${KEYWORD}  `);
  await leaveHome(page, () => page.getByTestId('search-input').press('Enter'));
  const landed = landedOn(page);
  assert.equal(landed.path, '/purchaseInquiry');
  assert.equal(landed.raw, `?priceTypeList=1&searchType=1&keyword=${ENCODED_KEYWORD}`);
});

test('under the shop prefix /12/ a search stays inside the shop', async () => {
  const { page } = await open();
  await page.goto('/12/');
  await (await hydrated(page.getByTestId('search-tab-2'))).click();
  await page.getByTestId('search-input').fill(KEYWORD);
  await leaveHome(page, () => page.getByTestId('search-submit').click());
  const landed = landedOn(page);
  assert.equal(landed.path, '/12/purchaseBidding');
  assert.equal(landed.raw, `?priceTypeList=2&searchType=2&keyword=${ENCODED_KEYWORD}`);

  await page.goto('/12');
  await (await hydrated(page.getByTestId('search-tab-4'))).click();
  await page.getByTestId('search-input').fill(KEYWORD);
  await leaveHome(page, () => page.getByTestId('search-input').press('Enter'));
  assert.equal(landedOn(page).path, '/12/enterprisePurchasing');
  assert.equal(landedOn(page).searchType, '4');
});

test('the floating search shows only past 500 px of scrolling, and searches too', async () => {
  const { page } = await open();
  await page.goto('/');
  await hydrated(page.getByTestId('search-input'));
  const floating = page.getByTestId('floating-search');
  assert.equal(await floating.isVisible(), false, 'hidden at the top of the page');

  await page.evaluate(() => window.scrollTo(0, 400));
  await page.waitForFunction(() => window.scrollY === 400);
  // Give the scroll listener its chance to (wrongly) show the bar before asserting it stays hidden.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await floating.isVisible(), false, 'still hidden at 400 px');

  await page.evaluate(() => window.scrollTo(0, 700));
  await floating.waitFor({ state: 'visible' });
  // It slides down into place, then stays pinned to the top of the window.
  await until(async () => {
    const box = (await floating.boundingBox())!;
    assert.ok(Math.abs(box.y) <= 1, `pinned to the top of the window, found at y=${box.y}`);
  });
  const logo = (await floating.getByRole('img').first().boundingBox())!;
  assert.deepEqual([Math.round(logo.width), Math.round(logo.height)], [145, 50]);

  const type = page.getByTestId('floating-search-type');
  assert.deepEqual(await type.locator('option').allInnerTexts(), ['询价', '招标', '竞价', '采购商']);
  await type.selectOption('3');
  await page.getByTestId('floating-search-input').fill(KEYWORD);
  await leaveHome(page, () => page.getByTestId('floating-search-input').press('Enter'));
  const landed = landedOn(page);
  assert.equal(landed.path, '/purchaseCompete');
  assert.equal(landed.raw, `?priceTypeList=3&searchType=3&keyword=${ENCODED_KEYWORD}`);
});

test('the floating search hides again when the page is scrolled back up, and its button searches', async () => {
  const { page } = await open();
  await page.goto('/');
  await hydrated(page.getByTestId('search-input'));
  const floating = page.getByTestId('floating-search');
  await page.evaluate(() => window.scrollTo(0, 900));
  await floating.waitFor({ state: 'visible' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await floating.waitFor({ state: 'hidden' });

  await page.evaluate(() => window.scrollTo(0, 900));
  await floating.waitFor({ state: 'visible' });
  await page.getByTestId('floating-search-type').selectOption('4');
  await page.getByTestId('floating-search-input').fill(KEYWORD);
  await leaveHome(page, () => page.getByTestId('floating-search-submit').click());
  await until(() => assert.equal(landedOn(page).path, '/enterprisePurchasing'));
  assert.equal(landedOn(page).raw, `?searchType=4&keyword=${ENCODED_KEYWORD}`);
});
