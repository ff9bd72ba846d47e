// Procurement publicity, the list of award notices (docs/product.md#mall-list-pages, #constants-and-limits):
// twelve notices a page with a quick jumper, the pager hidden when one page holds them all; the
// search text narrows them; the sourcing type is shown but not changeable here; 'about us' is
// offered only to a logged-in member. The demo data has 40 notices: 16 inquiry results
// (询价结果公示), 14 tender awards (中标结果公告) and 10 competitive-bid results (竞价结果公示).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { hydrated, usePages } from './browser.ts';
import { chipText, openList, pathAndQuery, press, queryOf, totalOf, waitForChip, waitForPage } from './list-pages.ts';

const { open, openAs } = usePages();

const PAGE_SIZE = 12;
const TYPES = ['询价', '招标', '竞价'];

type Row = { id: string; type: string; name: string; href: string };

async function noticeRows(page: Page): Promise<Row[]> {
  return page
    .getByTestId('notice-list')
    .locator('li[data-testid^="notice-row-"]')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const link = row.querySelector('a[data-testid^="notice-link-"]')!;
        return {
          id: (row.getAttribute('data-testid') ?? '').replace('notice-row-', ''),
          type: row.querySelector('span')?.textContent ?? '',
          name: link.textContent ?? '',
          href: link.getAttribute('href') ?? '',
        };
      }),
    );
}

test('the notices come twelve a page; the quick jumper goes straight to the last page', async () => {
  const { page } = await open();
  await openList(page, '/procurementPublicity');
  assert.equal(await page.getByTestId('list-page').getAttribute('data-page'), 'procurementPublicity');
  assert.equal(await totalOf(page), 40);
  assert.equal(await page.getByTestId('page-indicator').innerText(), '1/4');
  const first = await noticeRows(page);
  assert.equal(first.length, PAGE_SIZE);
  for (const row of first) {
    assert.ok(TYPES.includes(row.type), `a notice of type ${row.type}`);
    assert.equal(row.href, `/publicityPurchasing/${row.id}`);
    assert.ok(row.name.endsWith(`${{ 询价: '询价结果公示', 招标: '中标结果公告', 竞价: '竞价结果公示' }[row.type]}`), `${row.type}: ${row.name}`);
  }
  assert.equal(await page.getByTestId('list-pager').isVisible(), true);
  assert.deepEqual(await page.getByTestId('list-pager').locator('[data-testid^="pager-page-"]').allInnerTexts(), ['1', '2', '3', '4']);

  const jumper = await hydrated(page.getByTestId('pager-jumper'));
  await jumper.fill('4');
  await page.getByTestId('pager-jumper-go').click();
  await waitForPage(page, 4);
  assert.equal(queryOf(page).get('page'), '4');
  const last = await noticeRows(page);
  assert.equal(last.length, 40 - 3 * PAGE_SIZE);
  assert.deepEqual(
    last.filter((row) => first.some((f) => f.id === row.id)),
    [],
  );
  assert.equal(await page.getByTestId('page-next').count(), 0);

  await press(page.getByTestId('pager-page-1'));
  await waitForPage(page, 1);
  assert.equal(queryOf(page).get('page'), null);
});

test('the search text narrows the notices; when one page holds them all the pager is hidden', async () => {
  const { page } = await open();
  await openList(page, '/procurementPublicity?page=2');
  const search = await hydrated(page.getByTestId('filter-search-inp'));

  await search.fill('中标结果公告');
  await search.press('Enter');
  await waitForChip(page, 'searchInp', '搜索：中标结果公告');
  assert.equal(pathAndQuery(page), `/procurementPublicity?searchInp=${encodeURIComponent('中标结果公告')}`, 'a new search starts at page 1');
  assert.equal(await totalOf(page), 14);
  assert.ok((await noticeRows(page)).every((row) => row.type === '招标' && row.name.includes('中标结果公告')));
  assert.equal(await page.getByTestId('list-pager').isVisible(), true, 'fourteen notices take two pages');

  await search.fill('竞价结果公示');
  await page.getByTestId('filter-search-inp-submit').click();
  await waitForChip(page, 'searchInp', '搜索：竞价结果公示');
  assert.equal(await totalOf(page), 10);
  const rows = await noticeRows(page);
  assert.equal(rows.length, 10);
  assert.ok(
    rows.every((row) => row.type === '竞价' && row.name.includes('竞价结果公示')),
    JSON.stringify(rows),
  );
  assert.equal(await page.getByTestId('list-pager').count(), 0, 'one page: no pager');
  assert.equal(await page.getByTestId('page-indicator').innerText(), '1/1');
  assert.equal(await page.getByTestId('page-next').count(), 0);
});

test('the sourcing type is shown but not changeable, and "about us" is offered to a logged-in member only', async () => {
  const { page } = await open();
  await openList(page, '/procurementPublicity');
  for (const type of [1, 2, 3]) assert.equal(await page.getByTestId(`filter-price-type-${type}`).isDisabled(), true, `type ${type} is disabled`);
  assert.equal(await page.getByTestId('filter-about-us').count(), 0, 'a visitor has no "about us"');

  const member = await openAs('supplier');
  await openList(member.page, '/procurementPublicity');
  const aboutUs = member.page.getByTestId('filter-about-us');
  const everything = await totalOf(member.page);
  assert.equal(await member.page.getByRole('checkbox', { name: '与我相关的公示' }).count(), 1);
  await press(aboutUs);
  await member.page.waitForURL((url) => url.searchParams.get('aboutUs') === '1');
  await waitForChip(member.page, 'aboutUs', '只看与我相关');
  assert.equal(await aboutUs.isChecked(), true);
  const mine = await totalOf(member.page);
  assert.ok(mine > 0 && mine < everything, `${mine} of ${everything} notices are about the demo supplier (its quotes, registrations and sign-ups)`);
  assert.equal(await member.page.getByTestId('list-body').getAttribute('data-state'), mine === 0 ? 'empty' : 'data');
});

test("inside a shop the same screen lists the shop's buyer's notices, and each opens inside the shop", async () => {
  const { page } = await open();
  await openList(page, '/12/procurementPublicityShop');
  assert.equal(await page.getByTestId('list-page').getAttribute('data-page'), 'procurementPublicityShop');
  // Shop 12's buyer has published some of the 40 award notices (docs/decisions/009-shop-pages.md).
  const total = await totalOf(page);
  assert.ok(total > 0 && total < 40, `${total} of 40`);
  const rows = await noticeRows(page);
  assert.equal(rows.length, Math.min(total, PAGE_SIZE));
  for (const row of rows) assert.equal(row.href, `/12/publicityPurchasing/${row.id}?inShop=true`);
  assert.equal(await chipText(page, 'searchInp'), null);
});
