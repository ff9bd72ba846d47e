// The member centre on a phone (docs/decisions/028-phone-layout.md#member-centre): at 390 × 844 with
// a touch screen, the demo buyer publishes an open inquiry through the platform's API; the demo
// supplier opens the member centre, finds its menu in the drawer, and quotes on that inquiry from
// the quote form; the buyer opens its inquiry list and that inquiry. At every step the page is no
// wider than the window, the step's control is on screen and at least 44 px tall, the page is
// axe-clean at that width, and a screenshot is left in tests/e2e/artifacts/phone/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { api } from '#contract/endpoints.ts';
import { hydrated, usePages, visit } from './browser.ts';
import { DAY, expectAxeClean, login, ok } from './inquiry-helpers.ts';

const { openAs } = usePages();
const PHONE = { width: 390, height: 844, phone: true };
const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts/phone');

const QUOTE_PATH = '/memberCenter/procurementAbility/offter/quote';
const INQUIRIES_PATH = '/memberCenter/purchaseInquiry/inquiry';

const inquiry = { id: 0, title: '' };

/** An open-price inquiry of the demo buyer, open to every admitted supplier, its deadline two days ahead. */
before(async () => {
  const buyer = await login('buyer');
  const [any] = (await ok<{ data: Array<{ id: number }> }>(api.inquiryBuyer.list, { token: buyer, query: { pageSize: 1 } })).data;
  assert.ok(any, 'the demo buyer has inquiries');
  const { categoryId } = await ok<{ categoryId: number }>(api.inquiryBuyer.detail, { token: buyer, query: { id: any.id } });
  inquiry.title = `手机报价 ${randomBytes(3).toString('hex')}`;
  const form = {
    details: inquiry.title,
    categoryId,
    materiels: [
      { number: 'P-1', name: '不锈钢球阀', model: 'DN50', unit: '个', purchaseCount: 30 },
      { number: 'P-2', name: '法兰垫片', model: 'DN50', unit: '片', purchaseCount: 60 },
    ],
    deliveryTime: Date.now() + 20 * DAY,
    address: '杭州市滨江区江南大道 1 号',
    offerEndTime: Date.now() + 2 * DAY,
    purchaseType: 2,
    priceContrast: 1,
    isAllArea: true,
  };
  const draft = await ok<{ id: number }>(api.inquiryBuyer.save, {
    token: buyer,
    body: { form, idempotencyKey: `e2e-${randomBytes(8).toString('hex')}` },
  });
  inquiry.id = (await ok<{ id: number }>(api.inquiryBuyer.publish, { token: buyer, body: { id: draft.id } })).id;
});

/** The page scrolls only up and down: nothing makes the document wider than the window. */
async function fitsTheWindow(page: Page, step: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${step}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
}

/** The step's control: scrolled to, wholly inside the window (not cut off by a table's box), a finger's size. */
async function reachable(control: Locator, step: string): Promise<Locator> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  assert.ok(box, `${step}: the control is shown`);
  const { width, height } = control.page().viewportSize() ?? { width: 0, height: 0 };
  assert.ok(box.x >= 0 && box.x + box.width <= width && box.y >= 0 && box.y + box.height <= height, `${step}: the control is on screen`);
  assert.ok(box.height >= 44, `${step}: the control is ${box.height} px tall`);
  return control;
}

async function snapshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

test('on a phone, the supplier finds its menu in the drawer and quotes on an open inquiry', async () => {
  assert.ok(inquiry.id > 0, 'the inquiry was published');
  const { page } = await openAs('supplier', PHONE);

  // The member centre: its side menu is a drawer behind the menu button.
  await visit(page, '/memberCenter');
  await fitsTheWindow(page, 'the member centre');
  const menu = page.getByTestId('member-menu');
  assert.equal(await menu.isVisible(), false, 'the menu waits in its drawer');
  await (await reachable(page.getByTestId('member-menu-open'), 'the menu button')).click();
  await menu.waitFor();
  await reachable(page.getByTestId('member-menu-quotes'), 'the drawer’s “my quotes”');
  await snapshot(page, 'member-centre-drawer');
  await expectAxeClean(page, 'the member centre with its drawer open');
  await page.getByTestId('member-menu-close').click();
  await menu.waitFor({ state: 'hidden' });
  await snapshot(page, 'member-centre');

  // The quote form: prices open the number keyboard, the form fits, the submit is a finger's size.
  await visit(page, `${QUOTE_PATH}?id=${inquiry.id}`);
  await hydrated(page.getByTestId('quote-submit'));
  await fitsTheWindow(page, 'the quote form');
  const prices = page.getByTestId('quote-price');
  assert.equal(await prices.count(), 2);
  for (const price of await prices.all()) {
    assert.equal(await price.getAttribute('inputmode'), 'decimal');
    await price.fill('12.50');
  }
  assert.equal(await page.getByTestId('quote-tax-rate').getAttribute('inputmode'), 'decimal');
  await page.getByTestId('quote-tax-rate').fill('13');
  await snapshot(page, 'quote-form');
  await expectAxeClean(page, 'the quote form on a phone');
  await (await reachable(page.getByTestId('quote-submit'), 'the quote’s submit')).click();
  await page.getByTestId('quote-receipt').waitFor();
  await fitsTheWindow(page, 'the quote’s receipt');
  await snapshot(page, 'quote-receipt');
});

test('on a phone, the buyer opens its inquiry list and the inquiry from its row', async () => {
  assert.ok(inquiry.id > 0, 'the inquiry was published');
  const { page } = await openAs('buyer', PHONE);

  await visit(page, INQUIRIES_PATH);
  const row = page.locator(`[data-testid="inquiry-row"][data-id="${inquiry.id}"]`);
  await row.waitFor();
  await fitsTheWindow(page, 'the inquiry list');
  await snapshot(page, 'inquiry-list');
  await expectAxeClean(page, 'the inquiry list on a phone');

  // The row's actions stay at the table's right edge on a phone: "view" needs no sideways scroll.
  await (await reachable(row.getByTestId('inquiry-open'), 'the row’s “view”')).click();
  await page.waitForURL((url) => url.searchParams.get('id') === String(inquiry.id));
  await page.getByTestId('inquiry-detail-page').waitFor();
  assert.equal(await page.getByTestId('inquiry-title').innerText(), inquiry.title);
  await fitsTheWindow(page, 'the inquiry');
  await reachable(page.getByTestId('inquiry-edit-link'), 'the inquiry’s “edit”');
  await snapshot(page, 'inquiry-detail');
  await expectAxeClean(page, 'the inquiry on a phone');
});
