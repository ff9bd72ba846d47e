// A purchase order declined (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): the demo buyer
// publishes an open-price inquiry and the demo supplier quotes, through the platform's API; the buyer
// awards it whole. In its own browser the supplier sees on its quote page that it won (its lines and
// its order), then declines the order with a reason; both order lists show it declined, the buyer's
// inquiry shows the award with the order declined and why, and the buyer's messages tell it so.
// Every page is axe-clean. Its award adds a notice to procurement publicity: the file's name puts it
// after the publicity journeys, which count the demo data's 40 notices (the runner goes by file name).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, test } from 'node:test';
import { api } from '#contract/endpoints.ts';
import { hydrated, until, usePages, visit } from './browser.ts';
import { DAY, expectAxeClean, login, ok, quoteBody, setClock } from './inquiry-helpers.ts';

const { openAs } = usePages();

const REASON = '产能不足，无法按期交货';

before(async () => {
  // Another journey may have moved the platform's clock and stopped midway.
  await setClock(0);
});

/** An open-price inquiry of the demo buyer with two lines, quoted by the demo supplier and awarded to it whole: ids and order. */
async function awardedToDemoSupplier(title: string) {
  const buyer = await login('buyer');
  const [mine] = (await ok<{ data: Array<{ id: number }> }>(api.inquiryBuyer.list, { token: buyer, query: { pageSize: 1 } })).data;
  assert.ok(mine, 'the demo buyer has inquiries');
  const { categoryId } = await ok<{ categoryId: number }>(api.inquiryBuyer.detail, { token: buyer, query: { id: mine.id } });
  const form = {
    details: title,
    categoryId,
    materiels: [
      { number: 'F-1', name: '法兰', model: 'DN100', unit: '片', purchaseCount: 40 },
      { number: 'F-2', name: '垫片', model: 'DN100', unit: '片', purchaseCount: 80 },
    ],
    deliveryTime: Date.now() + 15 * DAY,
    address: '上海市浦东新区张江路 1 号',
    offerEndTime: Date.now() + 2 * DAY,
    purchaseType: 2,
    priceContrast: 2,
    isAllArea: true,
  };
  const draft = await ok<{ id: number }>(api.inquiryBuyer.save, {
    token: buyer,
    body: { form, idempotencyKey: `e2e-${randomBytes(8).toString('hex')}` },
  });
  const inquiry = await ok<{ id: number; materiels: Array<{ id: number }> }>(api.inquiryBuyer.publish, { token: buyer, body: { id: draft.id } });
  const lineIds = inquiry.materiels.map((m) => m.id);
  const supplier = await login('supplier');
  const receipt = await ok<{ quoteId: number }>(api.inquiryQuote.submit, {
    token: supplier,
    body: quoteBody(inquiry.id, lineIds, [120, 8.5], [40, 80]),
  });
  const award = await ok<{ orderIds: number[] }>(api.inquiryBuyer.award, {
    token: buyer,
    body: {
      id: inquiry.id,
      lines: lineIds.map((materielId) => ({ materielId, quoteId: receipt.quoteId })),
      idempotencyKey: `e2e-${randomBytes(8).toString('hex')}`,
    },
  });
  assert.equal(award.orderIds.length, 1);
  const order = await ok<{ orderNo: string }>(api.order.detail, { token: supplier, query: { id: award.orderIds[0]! } });
  return { inquiryId: inquiry.id, orderId: award.orderIds[0]!, orderNo: order.orderNo };
}

test('the awarded supplier declines its purchase order with a reason; both lists show it declined and the buyer is told', async () => {
  const title = `E2E 拒单询价 ${randomBytes(3).toString('hex')}`;
  const { inquiryId, orderId, orderNo } = await awardedToDemoSupplier(title);

  // The supplier's quote page says it won: both lines, its total, its order.
  const supplier = (await openAs('supplier')).page;
  await visit(supplier, `/memberCenter/procurementAbility/offter/quote?id=${inquiryId}`);
  const outcome = supplier.getByTestId('quote-award-outcome');
  await outcome.waitFor();
  assert.equal(await outcome.getAttribute('data-won'), 'true');
  assert.equal(await supplier.getByTestId('quote-award-line').count(), 2);
  assert.match(await supplier.getByTestId('quote-award-total').innerText(), /¥5,480\.00/);
  assert.match(await supplier.getByTestId('quote-award-order').innerText(), new RegExp(orderNo));
  await expectAxeClean(supplier, 'the awarded quote');

  // Its sale orders: pending; it opens the order and declines it with a reason.
  await visit(supplier, '/memberCenter/order/saleOrder/orderList');
  const saleRow = supplier.locator(`[data-testid="order-row"][data-id="${orderId}"]`);
  await saleRow.waitFor();
  assert.equal(await saleRow.getAttribute('data-state'), 'pending');
  await Promise.all([
    supplier.waitForURL((url) => url.searchParams.get('id') === String(orderId)),
    (await hydrated(saleRow.getByTestId('order-open'))).click(),
  ]);
  await (await hydrated(supplier.getByTestId('order-reason'))).fill(REASON);
  await supplier.getByTestId('order-decline').click();
  await supplier.getByTestId('order-decided').waitFor();
  assert.match(await supplier.getByTestId('order-decline-reason').innerText(), new RegExp(REASON));
  assert.equal(await supplier.getByTestId('order-decide-form').count(), 0, 'decided once: no second decision offered');
  await visit(supplier, '/memberCenter/order/saleOrder/orderList');
  assert.equal(await supplier.locator(`[data-testid="order-row"][data-id="${orderId}"]`).getAttribute('data-state'), 'declined');
  await expectAxeClean(supplier, 'the sale orders with a declined one');

  // The buyer's purchase orders show it declined.
  const { page } = await openAs('buyer');
  await visit(page, '/memberCenter/order/purchaseOrder/orderList');
  const row = page.locator(`[data-testid="order-row"][data-id="${orderId}"]`);
  await row.waitFor();
  assert.equal(await row.getByTestId('order-state').getAttribute('data-state'), 'declined');
  await expectAxeClean(page, 'the purchase orders with a declined one');

  // Its inquiry shows the award, and the order declined with the supplier's reason.
  await visit(page, `/memberCenter/purchaseInquiry/inquiry/detail?id=${inquiryId}`);
  await page.getByTestId('inquiry-awarded').waitFor();
  assert.equal(await page.getByTestId('award-line').count(), 2);
  assert.match(await page.getByTestId('award-total').innerText(), /¥5,480\.00/);
  const awardOrder = page.locator(`[data-testid="award-order"][data-id="${orderId}"]`);
  assert.equal(await awardOrder.getAttribute('data-state'), 'declined');
  assert.match(await awardOrder.getByTestId('award-order-decline-reason').innerText(), new RegExp(REASON));
  await expectAxeClean(page, 'the awarded inquiry with its order declined');

  // My messages: the supplier declined, and why.
  await visit(page, '/memberCenter/message');
  await page.getByTestId('my-messages').waitFor();
  await until(async () => {
    const texts = await page.getByTestId('message-text').allInnerTexts();
    assert.ok(
      texts.some((text) => text.includes(orderNo) && text.includes(REASON)),
      `a message of the declined order ${orderNo}: ${texts.slice(0, 5).join(' | ')}`,
    );
  });
});
