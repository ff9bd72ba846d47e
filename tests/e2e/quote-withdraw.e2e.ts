// A supplier withdraws its quote (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): the demo
// buyer publishes a sealed inquiry through the platform's API; the demo supplier quotes in its
// browser with a line's own delivery date and notes, finds its sealed prices, dates, notes and tax
// back in the revision form, withdraws before the deadline (a receipt), and its quotes list shows
// the quote withdrawn, not opened, with the withdrawal's receipt and two revisions; the buyer's
// roster no longer counts it. Quoted again, then past the deadline (the platform's clock moved, as
// the journeys' runner allows), a withdrawal is refused: 60005, its message on the page. The buyer
// then opens the quotes and the comparison shows the line's own delivery date under its price.
// Pages are axe-clean; the clock is set back at the end.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, type Endpoint } from '#contract/endpoints.ts';
import { siteFields } from '#contract/time.ts';
import { describeFindings, seriousViolations } from '#tests/support/axe.ts';
import { hydrated, until, usePages, visit } from './browser.ts';

const { openAs } = usePages();

const platformUrl = process.env.E2E_PLATFORM_URL;
const DAY = 24 * 60 * 60 * 1000;
const QUOTE_PATH = '/memberCenter/procurementAbility/offter/quote';
const MY_QUOTES_PATH = '/memberCenter/offter/inquiry';
const BUYER_INQUIRY_PATH = '/memberCenter/purchaseInquiry/inquiry/detail';

type Envelope = { code: number; message: string; data: unknown };

/** A call to the platform as the buyer's (or the supplier's) own software would make it. */
async function platform(
  endpoint: Endpoint,
  input: { token?: string; body?: unknown; query?: Record<string, string | number> } = {},
): Promise<Envelope> {
  assert.ok(platformUrl, 'E2E_PLATFORM_URL: run through tests/e2e/run.ts');
  const url = new URL(`/api${endpoint.path}`, platformUrl);
  for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { 'accept-language': 'zh' };
  if (input.token) headers.token = input.token;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method: endpoint.method, headers, body: input.body === undefined ? undefined : JSON.stringify(input.body) });
  return (await response.json()) as Envelope;
}

async function ok<T>(endpoint: Endpoint, input: Parameters<typeof platform>[1] = {}): Promise<T> {
  const answer = await platform(endpoint, input);
  assert.equal(answer.code, 1000, `${endpoint.path}: ${answer.message}`);
  return answer.data as T;
}

const login = async (account: string) => (await ok<{ token: string }>(api.member.login, { body: { account, password: 'demo1234' } })).token;
const setClock = (offsetMs: number) => ok<{ now: number; offsetMs: number }>(api.testing.clock, { body: { offsetMs } });
const key = () => `e2e-${randomBytes(8).toString('hex')}`;
/** A day as the date fields take it, in Beijing time. */
const beijingDate = (epochMs: number) => siteFields(epochMs).date;

async function expectAxeClean(page: Page, what: string): Promise<void> {
  const findings = await seriousViolations(page);
  assert.equal(findings.length, 0, `${what} has serious accessibility findings:\n${describeFindings(findings)}`);
}

before(async () => {
  await setClock(0);
});
after(async () => {
  // Other journeys run on the same portal: its clock goes back to the real one.
  await setClock(0);
});

type Inquiry = { id: number; purchaseInquiryNo: string; quoteCount: number; categoryId: number; materiels: Array<{ id: number; name: string }> };

/** A sealed inquiry of the demo buyer, open to every admitted supplier, its deadline a day ahead. */
async function sealedInquiry(buyer: string, deadline: number): Promise<Inquiry> {
  const [any] = (await ok<{ data: Array<{ id: number }> }>(api.inquiryBuyer.list, { token: buyer, query: { pageSize: 1 } })).data;
  assert.ok(any, 'the demo buyer has inquiries');
  const { categoryId } = await ok<Inquiry>(api.inquiryBuyer.detail, { token: buyer, query: { id: any.id } });
  const form = {
    details: `E2E 撤回报价 ${randomBytes(3).toString('hex')}`,
    categoryId,
    materiels: [
      { number: 'W-1', name: '六角螺栓', model: 'M12×50', unit: '个', purchaseCount: 200 },
      { number: 'W-2', name: '平垫圈', model: 'Φ12', unit: '个', purchaseCount: 400 },
    ],
    deliveryTime: deadline + 20 * DAY,
    address: '杭州市滨江区江南大道 1 号',
    offerEndTime: deadline,
    purchaseType: 2,
    priceContrast: 1,
    isAllArea: true,
  };
  const draft = await ok<{ id: number }>(api.inquiryBuyer.save, { token: buyer, body: { form, idempotencyKey: key() } });
  return ok<Inquiry>(api.inquiryBuyer.publish, { token: buyer, body: { id: draft.id } });
}

test('a supplier withdraws its quote before the deadline; the buyer no longer counts it; past the deadline a withdrawal is refused', async () => {
  const buyer = await login('buyer');
  const deadline = Math.ceil((Date.now() + DAY) / 60_000) * 60_000;
  const inquiry = await sealedInquiry(buyer, deadline);
  const [bolt, washer] = inquiry.materiels;
  assert.ok(bolt && washer);
  const boltDelivery = beijingDate(deadline + 5 * DAY);

  // The supplier quotes in its browser: line 1 with its own delivery date and notes.
  const { page } = await openAs('supplier');
  await visit(page, `${QUOTE_PATH}?id=${inquiry.id}&number=${inquiry.purchaseInquiryNo}`);
  await hydrated(page.getByTestId('quote-submit'));
  const line = (id: number) => page.locator(`[data-testid="quote-line"][data-id="${id}"]`);
  await line(bolt.id).getByTestId('quote-price').fill('1.25');
  await line(bolt.id).getByTestId('quote-line-delivery').fill(boltDelivery);
  await line(bolt.id).getByTestId('quote-line-notes').fill('现货，分两批发');
  await line(washer.id).getByTestId('quote-price').fill('0.3');
  await page.getByTestId('quote-tax-rate').fill('13');
  await page.getByTestId('quote-submit').click();
  const receipt = page.getByTestId('quote-receipt');
  await until(async () => assert.equal(await receipt.getAttribute('data-revision'), '1'));
  await expectAxeClean(page, 'the quote page with line dates and notes');

  // Its sealed prices, tax, dates and notes come back in the revision form (the platform reads them to it alone).
  await visit(page, `${QUOTE_PATH}?id=${inquiry.id}`);
  await hydrated(page.getByTestId('quote-submit'));
  await page.getByTestId('quote-sealed-revise').waitFor();
  assert.equal(await line(bolt.id).getByTestId('quote-price').inputValue(), '1.25');
  assert.equal(await line(washer.id).getByTestId('quote-price').inputValue(), '0.30');
  assert.equal(await line(bolt.id).getByTestId('quote-line-delivery').inputValue(), boltDelivery);
  assert.equal(await line(bolt.id).getByTestId('quote-line-notes').inputValue(), '现货，分两批发');
  assert.equal(await line(washer.id).getByTestId('quote-line-delivery').inputValue(), '', 'line 2 is delivered on the quote’s date');
  assert.equal(await page.getByTestId('quote-tax-rate').inputValue(), '13');
  assert.equal(await page.getByTestId('quote-total').getAttribute('data-amount'), String(200 * 1.25 + 400 * 0.3));
  const latest = page.getByTestId('quote-revision').first();
  assert.equal((await latest.getByTestId('quote-revision-total').innerText()).trim(), '¥370.00');
  const boltRow = latest.locator(`[data-testid="quote-revision-line"][data-id="${bolt.id}"]`);
  assert.equal(await boltRow.getByTestId('quote-revision-line-delivery').innerText(), boltDelivery);
  assert.equal(await boltRow.getByTestId('quote-revision-line-notes').innerText(), '现货，分两批发');

  // Withdrawn before the deadline: a receipt, then no withdraw button.
  await page.getByTestId('withdraw').click();
  await page.getByTestId('withdraw-confirm').click();
  await until(async () => assert.equal(await receipt.getAttribute('data-kind'), 'withdrawn'));
  assert.equal(await receipt.getAttribute('data-revision'), '2');
  const withdrawalHash = await page.getByTestId('quote-receipt-hash').innerText();
  await until(async () => assert.equal(await page.getByTestId('withdraw').count(), 0));

  // My quotes: withdrawn, not opened, the withdrawal's receipt, two revisions.
  await visit(page, MY_QUOTES_PATH);
  const row = page.locator(`[data-testid="quote-row"][data-inquiry="${inquiry.id}"]`);
  await row.waitFor();
  assert.equal(await row.getAttribute('data-status'), 'withdrawn');
  assert.equal(await row.getByTestId('quote-status').innerText(), '已撤回');
  assert.equal(await row.getByTestId('quote-row-opened').getAttribute('data-opened'), 'false');
  assert.equal(await row.getByTestId('quote-row-receipt-hash').getAttribute('data-hash'), withdrawalHash);
  assert.equal(await row.getByTestId('quote-row-receipt-hash').innerText(), `摘要 ${withdrawalHash.slice(0, 12)}`);
  assert.equal(await row.getByTestId('quote-row-revisions').getAttribute('data-count'), '2');
  await expectAxeClean(page, 'my quotes');

  // The buyer's roster lists it withdrawn and counts no quote.
  const buyerPage = (await openAs('buyer')).page;
  await visit(buyerPage, `${BUYER_INQUIRY_PATH}?id=${inquiry.id}`);
  await buyerPage.getByTestId('inquiry-detail-page').waitFor();
  assert.equal((await buyerPage.locator('#inquiry-quotes').innerText()).trim(), '报价（0）');
  assert.deepEqual(await buyerPage.getByTestId('quote-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state'))), ['withdrawn']);
  assert.equal((await ok<Inquiry>(api.inquiryBuyer.detail, { token: buyer, query: { id: inquiry.id } })).quoteCount, 0);

  // Quoted again (the form still holds the last submission), then the deadline passes: a withdrawal is refused.
  await visit(page, `${QUOTE_PATH}?id=${inquiry.id}`);
  await hydrated(page.getByTestId('quote-submit'));
  assert.equal(await line(bolt.id).getByTestId('quote-price').inputValue(), '1.25');
  await page.getByTestId('quote-submit').click();
  await until(async () => assert.equal(await receipt.getAttribute('data-revision'), '3'));
  await hydrated(page.getByTestId('withdraw'));
  assert.equal((await ok<Inquiry>(api.inquiryBuyer.detail, { token: buyer, query: { id: inquiry.id } })).quoteCount, 1);
  try {
    await setClock(deadline - Date.now() + 5 * 60_000);
    await page.getByTestId('withdraw').click();
    await page.getByTestId('withdraw-confirm').click();
    await page.getByTestId('withdraw-error').filter({ hasText: '已超过报价截止时间' }).waitFor();
    const supplier = await login('supplier');
    assert.equal((await platform(api.inquiryQuote.withdraw, { token: supplier, body: { inquiryId: inquiry.id } })).code, 60005);
    assert.equal((await ok<Inquiry>(api.inquiryBuyer.detail, { token: buyer, query: { id: inquiry.id } })).quoteCount, 1);

    // The buyer opens the quotes: the comparison shows line 1's own delivery date under its price.
    await visit(buyerPage, `${BUYER_INQUIRY_PATH}?id=${inquiry.id}`);
    await (await hydrated(buyerPage.getByTestId('inquiry-open-quotes'))).click();
    const cell = buyerPage.locator(`[data-testid="comparison-line"][data-materiel="${bolt.id}"]`).getByTestId('comparison-cell');
    await cell.waitFor();
    assert.equal(await cell.getByTestId('comparison-unit-price').innerText(), '¥1.25');
    const delivery = cell.getByTestId('comparison-line-delivery');
    assert.equal(await delivery.getAttribute('data-own'), 'true');
    assert.equal((await delivery.innerText()).trim(), `交货 ${boltDelivery}`);
    assert.equal(await cell.getByTestId('comparison-line-notes').innerText(), '现货，分两批发');
    const washerDelivery = buyerPage.locator(`[data-testid="comparison-line"][data-materiel="${washer.id}"]`).getByTestId('comparison-line-delivery');
    assert.equal(await washerDelivery.getAttribute('data-own'), 'false');
    await expectAxeClean(buyerPage, 'the comparison with line delivery dates');
  } finally {
    await setClock(0);
  }
});
