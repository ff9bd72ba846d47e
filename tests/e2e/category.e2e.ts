// The category menu beside the home banner (docs/product.md#mall-layout): the first five top
// categories with their first three sub-categories; hovering one opens all its sub-categories and
// up to four brand logos; every category leads to the inquiry list filtered by its key.
// The demo catalogue (platform/seed/catalogue.ts) has eight top categories, 五金工具 first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hydrated, usePages } from './browser.ts';

const { open } = usePages();

const CATEGORY_LINK = /^\/purchaseInquiry\?priceTypeList=1&categoryKey=(c\d+(?:_c\d+)*)$/;

test('the menu shows five top categories with three sub-categories each, and a "more" entry', async () => {
  const { page } = await open();
  await page.goto('/');
  const items = page.getByTestId('category-menu').locator('[data-testid^="category-item-"]');
  assert.equal(await items.count(), 5);
  const first = items.first();
  assert.equal(await first.locator('a').first().innerText(), '五金工具');
  const summary = first.locator('div').first().locator('a');
  assert.deepEqual(await summary.allInnerTexts(), ['手动工具', '电动工具', '紧固件']);
  for (const item of await items.all()) {
    const flyoutId = (await item.getAttribute('data-testid'))!.replace('item', 'flyout');
    assert.equal(await page.getByTestId(flyoutId).isVisible(), false, 'no flyout before hovering');
  }
  const more = page.getByTestId('category-more');
  assert.equal(await more.innerText(), '更多分类');
  assert.equal(await more.getAttribute('href'), '/purchaseInquiry?priceTypeList=1');
});

test('hovering a top category opens its sub-categories and brands; a sub-category opens the filtered inquiry list', async () => {
  const { page } = await open();
  await page.goto('/');
  const first = page.getByTestId('category-menu').locator('[data-testid^="category-item-"]').first();
  const id = (await first.getAttribute('data-testid'))!.replace('category-item-', '');
  const flyout = page.getByTestId(`category-flyout-${id}`);

  await first.hover();
  await flyout.waitFor({ state: 'visible' });
  assert.deepEqual(await flyout.locator('dt').allInnerTexts(), ['手动工具', '电动工具', '紧固件', '量具', '焊接设备']);
  assert.deepEqual(await flyout.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))), [
    '世达',
    '博世',
    '史丹利',
    '得力工具',
  ]);
  const second = page.getByTestId('category-menu').locator('[data-testid^="category-item-"]').nth(1);
  const secondId = (await second.getAttribute('data-testid'))!.replace('category-item-', '');
  assert.equal(await page.getByTestId(`category-flyout-${secondId}`).isVisible(), false, 'only the hovered one opens');

  // 量具 is not in the three-item summary: it is reached through the flyout.
  const gauges = flyout.locator('dt a', { hasText: '量具' });
  const href = (await gauges.getAttribute('href'))!;
  const key = CATEGORY_LINK.exec(href)?.[1];
  assert.ok(key, `a category link: ${href}`);
  assert.ok(key.startsWith(`c${id}_`), `the key ${key} is under the top category ${id}`);
  await hydrated(gauges);
  await gauges.click();
  await page.waitForURL((url) => url.pathname === '/purchaseInquiry');
  const landed = new URL(page.url());
  assert.equal(landed.searchParams.get('priceTypeList'), '1');
  assert.equal(landed.searchParams.get('categoryKey'), key);

  await page.mouse.move(700, 700);
});

test('a top category itself opens the inquiry list filtered by its key', async () => {
  const { page } = await open();
  await page.goto('/');
  const first = page.getByTestId('category-menu').locator('[data-testid^="category-item-"]').first();
  const id = (await first.getAttribute('data-testid'))!.replace('category-item-', '');
  const title = first.locator('a').first();
  assert.equal(await title.getAttribute('href'), `/purchaseInquiry?priceTypeList=1&categoryKey=c${id}`);
  await (await hydrated(title)).click();
  await page.waitForURL((url) => url.pathname === '/purchaseInquiry');
  assert.equal(new URL(page.url()).searchParams.get('categoryKey'), `c${id}`);
});

test('under a shop prefix category links keep the prefix', async () => {
  const { page } = await open();
  await page.goto('/12');
  const title = page.getByTestId('category-menu').locator('[data-testid^="category-item-"] a').first();
  assert.match((await title.getAttribute('href'))!, /^\/12\/purchaseInquiry\?priceTypeList=1&categoryKey=c\d+$/);
});
