// Favourite ('commonly used') filters (docs/product/entities.md#entities-and-fields, #validation-rules, #roles-and-permissions): offered to a logged-in member in the
// mall layout only; saving keeps the list's current filter under a name that is required and at
// most six characters; applying one re-creates the saved list; deleting asks first, then removes
// it. They are kept by the platform, so a reload shows the same ones.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { hydrated, usePages } from './browser.ts';
import {
  chipKeys,
  chipText,
  chooseLanguage,
  listReady,
  openList,
  pathAndQuery,
  press,
  soon,
  topCategory,
  totalOf,
  waitForChip,
} from './list-pages.ts';

const { open, openAs } = usePages();

/** The favourite of this name in the filter bar. */
function favouriteNamed(page: Page, name: string): Locator {
  return page.getByTestId('favourite-list').locator('[data-testid^="favourite-item-"]', { hasText: name });
}

async function openSaveDialog(page: Page): Promise<Locator> {
  await press(page.getByTestId('favourite-open'));
  const input = page.getByTestId('favourite-name-input');
  await input.waitFor();
  return input;
}

test('a visitor is offered no favourite filters, nor is a member inside a buyer shop', async () => {
  const { page } = await open();
  await openList(page, '/purchaseInquiry?priceTypeList=1');
  assert.equal(await page.getByTestId('filter-bar').isVisible(), true);
  assert.equal(await page.getByTestId('favourite-filters').count(), 0);

  const member = await openAs('buyer');
  await openList(member.page, '/procurementPublicity');
  await member.page.getByTestId('favourite-filters').waitFor();
  assert.equal(await member.page.getByTestId('favourite-filters').locator('span').first().innerText(), '常用筛选：');
  // Inside a shop: its prefix names the shop, whose own publicity list has the shop layout.
  await openList(member.page, '/1/procurementPublicityShop');
  assert.equal(await member.page.getByTestId('favourite-filters').count(), 0, 'the shop layout has none');
});

test('a favourite needs a name of at most six characters, says so in the dialog, and a failed save keeps the dialog open', async () => {
  const { page } = await openAs('supplier');
  await openList(page, '/purchaseBidding?priceTypeList=2');
  const before = await page.getByTestId('favourite-list').locator('[data-testid^="favourite-item-"]').count();
  // The platform keeps favourites as long as its database: one of this name may be there already.
  const sameName = await favouriteNamed(page, '招标常用筛选').count();
  const input = await openSaveDialog(page);
  const error = page.getByTestId('favourite-name-error');
  assert.equal(await input.getAttribute('placeholder'), '最多6个字');

  await page.getByTestId('favourite-save').click();
  assert.equal(await error.innerText(), '请输入常用筛选名称');
  await input.fill('   ');
  await soon(async () => assert.equal(await error.count(), 0, 'typing clears the message'));
  await input.press('Enter');
  assert.equal(await error.innerText(), '请输入常用筛选名称', 'spaces are no name');

  await input.fill('1234567');
  await page.getByTestId('favourite-save').click();
  assert.equal(await error.innerText(), '常用筛选名称最多6个字');
  await input.fill('招标常用筛选项');
  await page.getByTestId('favourite-save').click();
  assert.equal(await error.innerText(), '常用筛选名称最多6个字', 'seven Chinese characters are seven');
  assert.equal(await page.getByTestId('favourite-list').locator('[data-testid^="favourite-item-"]').count(), before, 'nothing was saved');

  await page.getByTestId('favourite-cancel').click();
  await page.getByTestId('favourite-dialog').waitFor({ state: 'detached' });
  await openSaveDialog(page);
  assert.equal(await page.getByTestId('favourite-name-input').inputValue(), '', 'the dialog starts empty again');
  await page.getByTestId('favourite-name-input').fill('招标常用筛选');

  // A save that fails (docs/product/error-codes.md#error-codes-and-failures) stops loading and keeps the dialog open, without a message.
  let failed = 0;
  await page.route('**/resources/favourites', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    failed += 1;
    return route.abort();
  });
  await page.getByTestId('favourite-save').click();
  await soon(async () => assert.equal(failed, 1));
  await soon(async () => assert.equal(await page.getByTestId('favourite-save').getAttribute('data-loading'), null, 'loading stops'));
  assert.equal(await page.getByTestId('favourite-dialog').isVisible(), true);
  assert.equal(await error.count(), 0, 'no message');
  assert.equal(await page.getByTestId('favourite-list').locator('[data-testid^="favourite-item-"]').count(), before);
  await page.unrouteAll();

  await page.getByTestId('favourite-save').click();
  await page.getByTestId('favourite-dialog').waitFor({ state: 'detached' });
  await soon(async () => assert.equal(await favouriteNamed(page, '招标常用筛选').count(), sameName + 1, 'six characters are enough'));

  // In English the messages are docs/product/rules.md#validation-rules's.
  await chooseLanguage(page, 'en-US');
  const english = await openSaveDialog(page);
  await page.getByTestId('favourite-save').click();
  assert.equal(await error.innerText(), 'Please enter the name of the favourite filter');
  await english.fill('seventh');
  await page.getByTestId('favourite-save').click();
  assert.equal(await error.innerText(), 'The name of the favourite filter can have at most 6 characters');
});

test('a buyer saves the current filter, applies it from another list, and deletes it after confirming', async () => {
  const { page } = await openAs('buyer');
  await openList(page, '/purchaseInquiry?priceTypeList=1&min=100000');
  const { link, id } = await topCategory(page, '机械设备');
  await press(link);
  await waitForChip(page, 'category', '品类：机械设备');
  const saved = { url: pathAndQuery(page), total: await totalOf(page), chips: await chipKeys(page) };
  assert.equal(saved.url, `/purchaseInquiry/c${id}?priceTypeList=1&min=100000`);

  // A name of this run: the platform keeps favourites for as long as the database lives.
  const name = `机械${String(Date.now()).slice(-4)}`;
  await (await openSaveDialog(page)).fill(name);
  await page.getByTestId('favourite-save').click();
  await page.getByTestId('favourite-dialog').waitFor({ state: 'detached' });
  const item = favouriteNamed(page, name);
  await item.waitFor();
  const favouriteId = ((await item.getAttribute('data-testid')) ?? '').replace('favourite-item-', '');
  const apply = page.getByTestId(`favourite-apply-${favouriteId}`);
  assert.equal(await apply.innerText(), name);
  assert.equal(pathAndQuery(page), saved.url, 'saving does not move the page');

  // From the tender list with nothing chosen, the favourite leads back to the inquiries it was saved on.
  await openList(page, '/purchaseBidding?priceTypeList=2');
  assert.deepEqual(await chipKeys(page), ['priceType']);
  await press(apply);
  await page.waitForURL((url) => url.pathname.startsWith('/purchaseInquiry'));
  await waitForChip(page, 'category', '品类：机械设备');
  assert.deepEqual({ url: pathAndQuery(page), total: await totalOf(page), chips: await chipKeys(page) }, saved);
  assert.equal(await chipText(page, 'price'), '价格：¥100,000.00以上');

  // Kept by the platform: a reload still lists it. Deleting asks first; cancelling keeps it.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await listReady(page);
  await press(page.getByTestId(`favourite-delete-${favouriteId}`));
  const confirmText = page.getByTestId('favourite-delete-dialog');
  assert.equal(await confirmText.innerText(), `确定删除常用筛选“${name}”吗？`);
  await page.getByTestId('favourite-delete-cancel').click();
  await confirmText.waitFor({ state: 'detached' });
  assert.equal(await item.count(), 1, 'cancelled: still there');

  await page.getByTestId(`favourite-delete-${favouriteId}`).click();
  await page.getByTestId('favourite-delete-confirm').click();
  await soon(async () => assert.equal(await item.count(), 0, 'deleted from the list'));
  assert.equal(pathAndQuery(page), saved.url, 'deleting does not change the list');
  await page.reload({ waitUntil: 'domcontentloaded' });
  await hydrated(page.getByTestId('favourite-open'));
  assert.equal(await item.count(), 0, 'and from the platform');
});
