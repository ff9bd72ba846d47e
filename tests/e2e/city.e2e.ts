// The city picker in the top bar (docs/product.md#states-and-transitions, #constants-and-limits): tabs province then city; a municipality is
// chosen at once and the panel closes; a province with several cities moves on to its cities. The
// choice is stored in a cookie, the page's lists reload for it, and it outlives a reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { cardId, cardsOf, cookie, hydrated, until, usePages, waitForCards } from './browser.ts';

const { open } = usePages();

async function openPicker(page: Page): Promise<void> {
  await (await hydrated(page.getByTestId('city-picker'))).click();
  await page.getByTestId('city-picker-panel').waitFor({ state: 'visible' });
}

async function inquiryIds(page: Page): Promise<number[]> {
  await waitForCards(page);
  return Promise.all((await cardsOf(page, 'inquiry').all()).map(cardId));
}

test('a visitor starts in Beijing and picks Shanghai, a municipality, in one click; the choice outlives a reload', async () => {
  const { page, context } = await open();
  await page.goto('/');
  // The loopback address has no city: the IP lookup falls back to Beijing (docs/product/error-codes.md#error-codes-and-failures).
  assert.equal(await page.getByTestId('current-city').innerText(), '北京市');
  const beijingInquiries = await inquiryIds(page);

  await openPicker(page);
  const panel = page.getByTestId('city-picker-panel');
  const box = (await panel.boundingBox())!;
  assert.deepEqual([Math.round(box.width), Math.round(box.height)], [596, 392], 'the panel is 596 x 392');
  assert.equal(await page.getByTestId('city-tab-province').getAttribute('aria-selected'), 'true');
  assert.equal(await page.getByTestId('city-tab-city').isDisabled(), true, 'no city tab before a province is picked');
  const shanghai = page.getByTestId('province-option-310000');
  await shanghai.waitFor();
  assert.equal(await shanghai.innerText(), '上海市');

  await shanghai.click();
  await panel.waitFor({ state: 'hidden' });
  assert.equal(await page.getByTestId('current-city').innerText(), '上海市');
  await until(async () => assert.ok(await cookie(context, 'LX_CITY'), 'the choice is stored in a cookie'));

  // The lists reload for Shanghai: in the demo data its inquiries are not Beijing's.
  await until(async () => assert.notDeepEqual(await inquiryIds(page), beijingInquiries), { timeout: 15_000 });

  await page.reload();
  assert.equal(await page.getByTestId('current-city').innerText(), '上海市');
  assert.notDeepEqual(await inquiryIds(page), beijingInquiries, "the lists are still Shanghai's after a reload");
});

test('picking Guangdong moves on to its cities, and Shenzhen is then chosen', async () => {
  const { page } = await open();
  await page.goto('/');
  await openPicker(page);
  await page.getByTestId('province-option-440000').click();

  const cityTab = page.getByTestId('city-tab-city');
  await until(async () => assert.equal(await cityTab.getAttribute('aria-selected'), 'true'));
  assert.equal(await cityTab.innerText(), '广东省', 'the city tab is named after the province');
  assert.equal(await page.getByTestId('city-picker-panel').isVisible(), true, 'the panel stays open');
  assert.equal(await page.getByTestId('current-city').innerText(), '北京市', 'nothing is chosen yet');
  const shenzhen = page.getByTestId('city-option-440300');
  assert.equal(await shenzhen.innerText(), '深圳市');
  assert.ok((await page.locator('[data-testid^="city-option-44"]').count()) > 1, 'Guangdong lists several cities');

  await shenzhen.click();
  await page.getByTestId('city-picker-panel').waitFor({ state: 'hidden' });
  assert.equal(await page.getByTestId('current-city').innerText(), '深圳市');

  await page.reload();
  assert.equal(await page.getByTestId('current-city').innerText(), '深圳市');
  // Opening the picker again starts from the province tab, with Guangdong marked.
  await openPicker(page);
  assert.equal(await page.getByTestId('city-tab-province').getAttribute('aria-selected'), 'true');
  await page.getByTestId('province-option-440000').waitFor();
  assert.equal(await page.getByTestId('province-option-440000').getAttribute('data-selected'), 'true');
});

test("the province tab brings back the provinces after a look at a province's cities", async () => {
  const { page } = await open();
  await page.goto('/');
  await openPicker(page);
  await page.getByTestId('province-option-440000').click();
  await page.getByTestId('city-option-440300').waitFor();
  await page.getByTestId('city-tab-province').click();
  await page.getByTestId('province-option-310000').waitFor();
  assert.equal(await page.getByTestId('city-option-440300').count(), 0);
  await page.getByTestId('province-option-310000').click();
  await page.getByTestId('city-picker-panel').waitFor({ state: 'hidden' });
  assert.equal(await page.getByTestId('current-city').innerText(), '上海市');
});
