// A supplier quotes on an inquiry (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): the demo
// supplier, admitted by the demo buyer, opens "quote now" on one of the buyer's open inquiries,
// prices its lines (the total is computed as it types), submits with a double click (one revision,
// not two), sees the receipt (the platform's time and the sha256), revises and sees both revisions;
// the detail then says "already quoted" and its quotes list shows it. A supplier no buyer admitted
// is told why instead of a form. Amounts keep the inquiry's currency: ¥ in Chinese, CN¥ in English
// and Korean. Pages are axe-clean.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { describeFindings, seriousViolations } from '../support/axe.ts';
import { baseUrl, hydrated, until, usePages, visit } from './browser.ts';

const { openAs } = usePages();

/** The demo buyer's shop (华东精工制造有限公司, the `buyer` account). */
const DEMO_BUYER_SHOP = 1;
const QUOTE_PATH = '/memberCenter/procurementAbility/offter/quote';
const MY_QUOTES_PATH = '/memberCenter/offter/inquiry';

async function inLanguage(context: BrowserContext, locale: 'zh-CN' | 'en-US' | 'ko-KR'): Promise<void> {
  await context.addCookies([{ name: 'LX_LANG', value: Buffer.from(locale).toString('base64'), url: baseUrl }]);
}

async function axeClean(page: Page, what: string): Promise<void> {
  const findings = await seriousViolations(page);
  assert.equal(findings.length, 0, `${what} has serious accessibility findings:\n${describeFindings(findings)}`);
}

/** The demo buyer's inquiries with more than a day left, from its shop's list (as a supplier browses it). */
async function openInquiriesOfDemoBuyer(page: Page): Promise<number[]> {
  await visit(page, `/shopIndex/${DEMO_BUYER_SHOP}`);
  await visit(page, '/procurementSourcing');
  const rows = page.getByTestId('shop-list-rows').locator('> li');
  await rows.first().waitFor();
  return rows.evaluateAll((items) =>
    items
      .filter((li) => Number(li.querySelector('[data-testid="shop-list-days-left"]')?.getAttribute('data-days')) > 1)
      .map((li) => Number((li.getAttribute('data-testid') ?? '').replace('shop-list-row-', ''))),
  );
}

/**
 * An open inquiry of the demo buyer on which the demo supplier has not quoted yet and may quote: its
 * detail offers "quote now" (one outside the region the buyer admitted it for says "not open to
 * your area" instead, docs/decisions/019-supplier-region.md) and the quote page shows its form. Left
 * on that inquiry's detail page.
 */
async function inquiryToQuote(page: Page): Promise<number> {
  for (const id of await openInquiriesOfDemoBuyer(page)) {
    await visit(page, `/InquiryDetail/${id}`);
    const action = page.getByTestId('detail-action');
    if ((await action.count()) === 0 || (await action.getAttribute('data-state')) !== 'quoteNow') continue;
    await visit(page, `${QUOTE_PATH}?id=${id}`);
    await page.getByTestId('quote-page').waitFor();
    if ((await page.getByTestId('quote-form').count()) === 0) continue;
    await visit(page, `/InquiryDetail/${id}`);
    return id;
  }
  throw new Error('the demo buyer has no open inquiry the demo supplier may quote on and has not');
}

/** Types a unit price on every line; answers the total the page should compute (price × quantity per line). */
async function priceEveryLine(page: Page, price: string): Promise<number> {
  const lines = page.getByTestId('quote-line');
  let cents = 0;
  for (const line of await lines.all()) {
    await line.getByTestId('quote-price').fill(price);
    const quantity = Number(await line.getByTestId('quote-quantity').inputValue());
    cents += Math.round(Number(price) * 100 * quantity);
  }
  return cents / 100;
}

test('the demo supplier quotes on the demo buyer’s inquiry, with a receipt, revises it, and finds it in its quotes', async () => {
  const { page } = await openAs('supplier');
  await hydrated(page.getByTestId('top-bar'));
  const id = await inquiryToQuote(page);

  // "Quote now" opens the quote page in a new window.
  const [quote] = await Promise.all([page.waitForEvent('popup'), (await hydrated(page.getByTestId('detail-action'))).click()]);
  await quote.waitForURL((url) => url.pathname === QUOTE_PATH);
  assert.equal(new URL(quote.url()).searchParams.get('id'), String(id));
  const form = quote.getByTestId('quote-form');
  await hydrated(quote.getByTestId('quote-submit'));
  assert.match(await quote.getByTestId('quote-buyer').innerText(), /华东精工制造有限公司/);
  assert.match(await quote.getByTestId('quote-budget').innerText(), /¥[\d,]+\.\d{2}/);
  assert.doesNotMatch(await quote.getByTestId('quote-budget').innerText(), /CN¥/);
  assert.equal(await quote.getByTestId('quote-countdown').getAttribute('data-ended'), null, 'the deadline is ahead');
  const sealed = (await quote.getByTestId('quote-contrast').getAttribute('data-sealed')) === 'true';
  if (sealed) assert.match(await quote.getByTestId('quote-contrast').innerText(), /截止前任何人.*都看不到报价金额/);
  await axeClean(quote, 'the quote page');

  // Nothing priced: the form says so, and nothing is sent.
  await quote.getByTestId('quote-tax-rate').fill('13');
  await quote.getByTestId('quote-submit').click();
  await quote.getByTestId('quote-error').filter({ hasText: '请至少为一项物料填写单价' }).waitFor();

  // The total follows the prices as they are typed.
  const expected = await priceEveryLine(quote, '1.25');
  await until(async () => assert.equal(Number(await quote.getByTestId('quote-total').getAttribute('data-amount')), expected));
  assert.match(await quote.getByTestId('quote-total').innerText(), /^¥[\d,]+\.\d{2}$/);

  // A double click submits once: one revision, one receipt.
  await form.getByTestId('quote-submit').dblclick();
  const receipt = quote.getByTestId('quote-receipt');
  await receipt.waitFor();
  assert.equal(await receipt.getAttribute('data-revision'), '1');
  assert.match(await quote.getByTestId('quote-receipt-hash').innerText(), /^[0-9a-f]{64}$/);
  assert.match(await quote.getByTestId('quote-receipt-time').innerText(), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await until(async () => assert.equal(await quote.getByTestId('quote-revision').count(), 1, 'a double click made one revision'));
  const firstHash = await quote.getByTestId('quote-receipt-hash').innerText();
  assert.equal(await quote.getByTestId('quote-revision-hash').first().innerText(), firstHash, 'the history keeps the receipt');
  // A sealed quote's latest prices are read back to their own supplier (and to no one else).
  assert.match(await quote.getByTestId('quote-revision-total').first().innerText(), /^¥[\d,]+\.\d{2}$/);

  // Revised before the deadline, from the prices entered (sealed or not): the latest counts, both
  // revisions are listed with their receipts, the earlier sealed one's prices stay sealed.
  await quote.getByTestId('quote-form').getByRole('heading', { name: '修改报价' }).waitFor();
  assert.equal(await quote.getByTestId('quote-price').first().inputValue(), '1.25');
  const revisedTotal = await priceEveryLine(quote, '1.10');
  await quote.getByTestId('quote-submit').click();
  await until(async () => assert.equal(await receipt.getAttribute('data-revision'), '2'));
  await until(async () => assert.equal(await quote.getByTestId('quote-revision').count(), 2, 'two revisions'));
  const revisions = await quote.getByTestId('quote-revision').evaluateAll((items) => items.map((item) => item.getAttribute('data-revision')));
  assert.deepEqual(revisions, ['2', '1'], 'newest first');
  if (sealed) assert.equal(await quote.getByTestId('quote-revision-total').nth(1).innerText(), '已密封');
  assert.notEqual(await quote.getByTestId('quote-receipt-hash').innerText(), firstHash);
  await axeClean(quote, 'the quote page with its receipt');

  // The detail now says "already quoted"; the supplier's quotes list it as revised.
  await visit(page, `/InquiryDetail/${id}`);
  await until(async () => assert.equal(await page.getByTestId('detail-action').getAttribute('data-state'), 'alreadyQuoted'));
  await visit(page, MY_QUOTES_PATH);
  const row = page.locator(`[data-testid="quote-row"][data-inquiry="${id}"]`);
  await row.waitFor();
  assert.equal(await row.getAttribute('data-status'), 'revised');
  assert.equal(await row.getByTestId('quote-status').innerText(), '已修改');
  // Its latest total, a sealed one too (read back to its own supplier only, and said to be sealed).
  assert.equal(Number(await row.getByTestId('quote-row-total').getAttribute('data-amount')), revisedTotal);
  assert.equal(await row.getByTestId('quote-row-sealed-own').count(), sealed ? 1 : 0);
  assert.equal(await page.getByTestId('member-menu-quotes').getAttribute('aria-current'), 'page');
  await axeClean(page, 'my quotes');
  assert.equal(
    new URL(`${baseUrl}${await row.getByTestId('quote-row-open').getAttribute('href')}`).pathname,
    QUOTE_PATH,
    'each quote leads to its quote page',
  );
});

test('a supplier no buyer has admitted is told to apply, in its language, and gets no form', async () => {
  const { page: supplier } = await openAs('supplier');
  await hydrated(supplier.getByTestId('top-bar'));
  const [id] = await openInquiriesOfDemoBuyer(supplier);
  assert.ok(id, 'the demo buyer has an open inquiry');

  const { page } = await openAs('newsupplier');
  await hydrated(page.getByTestId('top-bar'));
  await visit(page, `${QUOTE_PATH}?id=${id}`);
  const refused = page.getByTestId('quote-refused');
  await refused.waitFor();
  assert.equal(await refused.getAttribute('data-code'), '60020');
  assert.match(await refused.innerText(), /您尚未申请成为入库供应商，请申请后再操作/);
  assert.equal(await page.getByTestId('quote-form').count(), 0, 'no form');
  assert.match((await refused.getByRole('link').getAttribute('href')) ?? '', /\/supplierApplication\/apply\?memberId=\d+&roleId=\d+$/);
  await axeClean(page, 'the refused quote page');

  await inLanguage(page.context(), 'en-US');
  await visit(page, `${QUOTE_PATH}?id=${id}`);
  assert.match(await page.getByTestId('quote-refused').innerText(), /You cannot quote now/);
  assert.equal(await page.getByTestId('quote-form').count(), 0);
});

test('the budget keeps the inquiry’s currency: ¥ in Chinese, CN¥ in English and Korean (Intl)', async () => {
  const { page, context } = await openAs('supplier');
  await hydrated(page.getByTestId('top-bar'));
  const [id] = await openInquiriesOfDemoBuyer(page);
  assert.ok(id);
  const budget = async () => {
    await visit(page, `${QUOTE_PATH}?id=${id}`);
    return page.getByTestId('quote-budget').innerText();
  };
  const chinese = await budget();
  const amount = /¥([\d,]+\.\d{2})/.exec(chinese)?.[1];
  assert.ok(amount, chinese);
  assert.doesNotMatch(chinese, /CN¥/);
  await inLanguage(context, 'en-US');
  assert.match(await budget(), new RegExp(`CN¥${amount.replace(/\./g, '\\.')}`));
  await inLanguage(context, 'ko-KR');
  assert.match(await budget(), new RegExp(`CN¥${amount.replace(/\./g, '\\.')}`));

  // The public detail's budget too.
  await visit(page, `/InquiryDetail/${id}`);
  assert.match(await page.getByTestId('fact-budget').locator('dd').innerText(), /^CN¥[\d,]+\.\d{2}$/);
  await inLanguage(context, 'zh-CN');
  await visit(page, `/InquiryDetail/${id}`);
  assert.match(await page.getByTestId('fact-budget').locator('dd').innerText(), /^¥[\d,]+\.\d{2}$/);
});
