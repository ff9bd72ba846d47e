// A sealed inquiry from publication to purchase order (docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// the demo buyer publishes a sealed inquiry with three materials in its browser (a refused form keeps
// what was typed); two admitted suppliers quote through the platform's API, one revises, a supplier
// not admitted is refused; before the deadline the buyer sees two quotes and no price, and opening is
// refused; the platform's clock is moved past the deadline (the runner's test clock) and a quote is
// refused; the buyer opens (both prices shown, the record verified), awards per line, the notice is in
// procurement publicity, both suppliers are told, the winner confirms its order in its own browser and
// both order lists show it. Every page is axe-clean. The clock is set back at the end.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { api } from '#contract/endpoints.ts';
import { hydrated, until, usePages, visit } from './browser.ts';
import { PDF_BYTES } from './members.ts';
import { beijing, DAY, expectAxeClean, login, ok, platform, quoteBody, setClock } from './inquiry-helpers.ts';

const { openAs } = usePages();

before(async () => {
  await setClock(0);
});
after(async () => {
  // Other journeys run on the same portal: its clock goes back to the real one.
  await setClock(0);
});

test('a sealed inquiry: published in the browser, quoted, opened after the deadline, awarded per line, ordered and confirmed', async () => {
  const { page } = await openAs('buyer');
  const title = `E2E 密封询价 ${randomBytes(3).toString('hex')}`;

  // The list, then a new inquiry.
  await visit(page, '/memberCenter/purchaseInquiry/inquiry');
  await page.getByTestId('inquiry-list-page').waitFor();
  assert.equal(await page.getByTestId('member-menu-inquiries').getAttribute('aria-current'), 'page');
  await expectAxeClean(page, 'my inquiries');
  await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/inquiry/edit')), (await hydrated(page.getByTestId('inquiry-create'))).click()]);
  await hydrated(page.getByTestId('inquiry-publish'));
  await expectAxeClean(page, 'the inquiry form');

  // A form missing most things: each refusal on its field, what was typed kept.
  await page.getByTestId('inquiry-details').fill(title);
  await page.getByTestId('material-name').first().fill('深沟球轴承');
  await page.getByTestId('inquiry-publish').click();
  await page.getByTestId('inquiry-form-invalid').waitFor();
  assert.equal(await page.getByTestId('inquiry-details').inputValue(), title);
  assert.equal(await page.getByTestId('material-name').first().inputValue(), '深沟球轴承');
  await page.getByText('请选择询价品类').waitFor();
  assert.ok(await page.getByText('请填写有效的日期和时间').isVisible(), 'the deadline is refused on its field');

  // Three materials (a fourth added and removed), the deadline a day ahead, sealed, a PDF attached.
  await page.getByTestId('inquiry-category').selectOption({ index: 1 });
  const materials = [
    ['M-1', '深沟球轴承', '6204', '个', '100'],
    ['M-2', '圆锥滚子轴承', '30205', '个', '50'],
    ['M-3', '推力球轴承', '51105', '套', '20'],
  ];
  for (let i = 1; i < 4; i++) await page.getByTestId('material-add').click();
  assert.equal(await page.getByTestId('material-row').count(), 4);
  await page.getByTestId('material-remove').nth(3).click();
  assert.equal(await page.getByTestId('material-row').count(), 3);
  for (const [i, [number, name, model, unit, quantity]] of materials.entries()) {
    const row = page.getByTestId('material-row').nth(i);
    await row.getByTestId('material-number').fill(number!);
    await row.getByTestId('material-name').fill(name!);
    await row.getByTestId('material-model').fill(model!);
    await row.getByTestId('material-unit').fill(unit!);
    await row.getByTestId('material-quantity').fill(quantity!);
  }
  const deadline = Math.ceil((Date.now() + DAY) / 60_000) * 60_000;
  await page.getByTestId('inquiry-offer-end').fill(beijing(deadline).dateTime);
  await page.getByTestId('inquiry-delivery-date').fill(beijing(deadline + 10 * DAY).date);
  await page.getByTestId('inquiry-address').fill('上海市浦东新区张江路 1 号');
  assert.ok(await page.getByTestId('inquiry-sealed').isChecked(), 'sealed is the default');
  await page
    .getByTestId('inquiry-files')
    .locator('input[type="file"]')
    .setInputFiles({ name: '技术要求.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await page.getByTestId('inquiry-files-file').filter({ hasText: '技术要求.pdf' }).waitFor();
  await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/inquiry/detail')), page.getByTestId('inquiry-publish').click()]);
  await page.getByTestId('inquiry-detail-page').waitFor();
  const inquiryId = Number(new URL(page.url()).searchParams.get('id'));
  assert.equal(await page.getByTestId('inquiry-title').innerText(), title);
  assert.equal(await page.getByTestId('inquiry-state').getAttribute('data-state'), 'published');
  assert.equal(await page.getByTestId('inquiry-material').count(), 3);
  await page.getByTestId('inquiry-attachments').getByText('技术要求.pdf').waitFor();
  await expectAxeClean(page, 'the inquiry page');

  // The suppliers: the demo supplier and another the demo buyer admitted; newsupplier is not admitted.
  const buyerToken = await login('buyer');
  const inquiry = await ok<{ materiels: Array<{ id: number }> }>(api.inquiryBuyer.detail, { token: buyerToken, query: { id: inquiryId } });
  const lineIds = inquiry.materiels.map((m) => m.id);
  const quantities = [100, 50, 20];
  const a = await login('supplier');
  let b: string | undefined;
  for (let n = 2; n <= 11 && !b; n++) {
    const token = await login(`supplier${String(n).padStart(2, '0')}`);
    const form = await ok<{ refusal: number | null }>(api.inquiryQuote.form, { token, query: { id: inquiryId } });
    if (form.refusal === null) b = token;
  }
  assert.ok(b, 'a second supplier the demo buyer admitted may quote');
  const stranger = await login('newsupplier');
  assert.equal(
    (await platform(api.inquiryQuote.submit, { token: stranger, body: quoteBody(inquiryId, lineIds, [1, 1, 1], quantities) })).code,
    60020,
  );

  // A is lowest on lines 1 and 3, B on line 2; A revises once.
  assert.equal(
    (await ok<{ sealed: boolean }>(api.inquiryQuote.submit, { token: a, body: quoteBody(inquiryId, lineIds, [12, 30, 50], quantities) })).sealed,
    true,
  );
  await ok(api.inquiryQuote.submit, { token: b, body: quoteBody(inquiryId, lineIds, [11, 20, 60], quantities) });
  // A's revision gives its first line a delivery date and notes of its own.
  const ownDelivery = Date.now() + 5 * DAY;
  const plainRevision = quoteBody(inquiryId, lineIds, [10.5, 25, 45.25], quantities);
  const revisedBody = {
    ...plainRevision,
    lines: plainRevision.lines.map((line, i) => (i === 0 ? { ...line, deliveryTime: ownDelivery, notes: '现货，5 天内发' } : line)),
  };
  const revised = await ok<{ revision: number; totalAmount: number }>(api.inquiryQuote.submit, { token: a, body: revisedBody });
  assert.deepEqual([revised.revision, revised.totalAmount], [2, 100 * 10.5 + 50 * 25 + 20 * 45.25]);

  // Before the deadline: two quotes, who and when, no price; opening is refused by the platform.
  await visit(page, `/memberCenter/purchaseInquiry/inquiry/detail?id=${inquiryId}`);
  assert.equal(await page.getByTestId('quote-row').count(), 2);
  assert.equal(await page.getByTestId('quote-rows').getAttribute('data-prices'), 'false');
  for (const total of await page.getByTestId('quote-total').allInnerTexts()) assert.equal(total.trim(), '密封');
  assert.doesNotMatch(await page.getByTestId('quote-rows').innerText(), /¥/);
  // Nor the lines' own dates and notes: they come with the prices.
  assert.equal(await page.getByTestId('quote-lines').count(), 0);
  assert.doesNotMatch(await page.getByTestId('quote-rows').innerText(), /5 天内发/);
  assert.equal(await page.getByTestId('comparison').count(), 0);
  await (await hydrated(page.getByTestId('inquiry-open-quotes'))).click();
  await page.getByTestId('inquiry-action-error').filter({ hasText: '报价截止时间未到' }).waitFor();

  // Past the deadline (the platform's clock moved): a quote is refused.
  await setClock(deadline - Date.now() + 5 * 60_000);
  assert.equal((await platform(api.inquiryQuote.submit, { token: b, body: quoteBody(inquiryId, lineIds, [1, 1, 1], quantities) })).code, 60005);

  // The buyer opens: both prices, the record verified; the comparison marks the lowest per line.
  await visit(page, `/memberCenter/purchaseInquiry/inquiry/detail?id=${inquiryId}`);
  assert.equal(await page.getByTestId('inquiry-state').getAttribute('data-state'), 'closed');
  await (await hydrated(page.getByTestId('inquiry-open-quotes'))).click();
  await page.getByTestId('opening-record').waitFor();
  assert.deepEqual(await page.getByTestId('opened-verified').evaluateAll((els) => els.map((el) => el.getAttribute('data-verified'))), [
    'true',
    'true',
  ]);
  const totals = (await page.getByTestId('quote-total').allInnerTexts()).map((text) => text.trim()).sort();
  assert.deepEqual(totals, ['¥3,205.00', '¥3,300.00'].sort());
  // Each quote's lines under it: A's first line on its own date with its notes, the others on the quote's date.
  assert.equal(await page.getByTestId('quote-lines').count(), 2);
  assert.equal(await page.getByTestId('quote-line').count(), 6);
  const ownLine = page.getByTestId('quote-line').filter({ hasText: '现货，5 天内发' });
  assert.equal(await ownLine.count(), 1);
  assert.equal(await ownLine.getByTestId('quote-line-delivery').getAttribute('data-own'), 'true');
  assert.equal((await ownLine.getByTestId('quote-line-delivery').innerText()).trim(), beijing(ownDelivery).date);
  assert.equal(await page.locator('[data-testid="quote-line-delivery"][data-own="false"]').count(), 5);
  assert.equal(await page.getByTestId('comparison-lowest').count(), 3);
  await expectAxeClean(page, 'the opened inquiry with its comparison');

  // Split per line: each line to its lowest (the form's first choice), no reason needed.
  await (await hydrated(page.getByTestId('award-submit'))).click();
  await page.getByTestId('inquiry-awarded').waitFor();
  assert.equal(await page.getByTestId('inquiry-state').getAttribute('data-state'), 'awarded');
  assert.equal(await page.getByTestId('award-order').count(), 2);
  // The award read back: each line's winner, split per line to the lowest, no reason asked.
  assert.equal(await page.getByTestId('award-line').count(), 3);
  assert.equal(await page.getByTestId('award-line').and(page.locator('[data-lowest="true"]')).count(), 3);
  const noticeHref = (await page.getByTestId('award-notice-link').getAttribute('href')) ?? '';
  const noticeId = Number(/\/publicityPurchasing\/(\d+)$/.exec(noticeHref)?.[1]);
  assert.ok(noticeId > 0, `the award notice's link: ${noticeHref}`);
  assert.equal(await page.getByTestId('award-result-link').getAttribute('href'), `/bidResult/${noticeId}`);
  await expectAxeClean(page, 'the awarded inquiry');

  // The notice is in procurement publicity.
  await visit(page, '/procurementPublicity');
  await page.getByTestId(`notice-link-${noticeId}`).filter({ hasText: title }).waitFor();

  // Both suppliers are told (each won lines: the award and its order).
  for (const token of [a, b]) {
    await until(async () => {
      const inbox = await ok<{ data: Array<{ type: string; notification?: { kind: string; payload: Record<string, unknown> } }> }>(
        api.message.inbox,
        {
          token,
          query: { filter: 'system', pageSize: 50 },
        },
      );
      const kinds = inbox.data.filter((item) => item.notification?.payload.inquiryId === inquiryId).map((item) => item.notification?.kind);
      assert.ok(kinds.includes('inquiry.awarded'), `awarded: ${kinds.join(', ')}`);
      assert.ok(kinds.includes('order.created'), `order: ${kinds.join(', ')}`);
    });
  }

  // The winner of lines 1 and 3 confirms its order in its browser; both order lists show it.
  const sales = await ok<{ data: Array<{ id: number; source: { kind: string; id: number }; totalAmount: number }> }>(api.order.saleList, {
    token: a,
    query: { pageSize: 50 },
  });
  const orderOfA = sales.data.find((order) => order.source.kind === 'inquiry' && order.source.id === inquiryId);
  assert.ok(orderOfA, 'the demo supplier has its order');
  assert.equal(orderOfA.totalAmount, 100 * 10.5 + 20 * 45.25);
  // In the supplier's own browser: its sale orders list the order; it opens and confirms it.
  const supplier = (await openAs('supplier')).page;
  await visit(supplier, '/memberCenter/order/saleOrder/orderList');
  const saleRow = supplier.locator(`[data-testid="order-row"][data-id="${orderOfA.id}"]`);
  await saleRow.waitFor();
  assert.equal(await saleRow.getAttribute('data-state'), 'pending');
  await Promise.all([
    supplier.waitForURL((url) => url.searchParams.get('id') === String(orderOfA.id)),
    (await hydrated(saleRow.getByTestId('order-open'))).click(),
  ]);
  await (await hydrated(supplier.getByTestId('order-confirm'))).click();
  await supplier.getByTestId('order-decided').waitFor();
  await visit(supplier, '/memberCenter/order/saleOrder/orderList');
  assert.equal(await supplier.locator(`[data-testid="order-row"][data-id="${orderOfA.id}"]`).getAttribute('data-state'), 'confirmed');
  await expectAxeClean(supplier, 'the sale orders');

  await visit(page, '/memberCenter/order/purchaseOrder/orderList');
  const rows = page.locator(`[data-testid="order-row"][data-inquiry="${inquiryId}"]`);
  await until(async () => assert.equal(await rows.count(), 2));
  const confirmed = page.locator(`[data-testid="order-row"][data-id="${orderOfA.id}"]`);
  assert.equal(await confirmed.getByTestId('order-state').getAttribute('data-state'), 'confirmed');
  assert.equal((await confirmed.getByTestId('order-amount').innerText()).trim(), '¥1,955.00');
  await expectAxeClean(page, 'the purchase orders');
  await Promise.all([
    page.waitForURL((url) => url.pathname.endsWith('/orderList/detail')),
    (await hydrated(confirmed.getByTestId('order-open'))).click(),
  ]);
  await page.getByTestId('purchase-order-page').waitFor();
  assert.equal(await page.getByTestId('order-line').count(), 2);
  await expectAxeClean(page, 'a purchase order');
});
