// The member centre on a phone (docs/decisions/028-phone-layout.md#member-centre): at 390 × 844 with
// a touch screen, the demo buyer publishes an open inquiry through the platform's API; the demo
// supplier opens the member centre, finds its menu in the drawer, and quotes on that inquiry from
// the quote form, its lines stacked; the buyer opens its inquiry list and that inquiry. Then the
// sourcing and contract pages (docs/decisions/028-phone-layout.md#sourcing-and-contract-pages) on the
// demo data: a supplier's contract list and a contract it signed, the demo supplier's auctions and the
// room of one, its tenders, and the chat window with the demo buyer's customer service. At every step
// the page is no wider than the window, the step's control is on screen and at least 44 px each way,
// the page is axe-clean at that width, and a screenshot is left in tests/e2e/artifacts/phone/ (the
// checks: ./phone.ts).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, test } from 'node:test';
import { api } from '#contract/endpoints.ts';
import { hydrated, usePages, visit } from './browser.ts';
import { DAY, login, ok } from './inquiry-helpers.ts';
import { PHONE, phoneChecks } from './phone.ts';

const { openAs } = usePages();

const QUOTE_PATH = '/memberCenter/procurementAbility/offter/quote';
const INQUIRIES_PATH = '/memberCenter/purchaseInquiry/inquiry';
const SUPPLIER_CONTRACTS = '/memberCenter/contract/coordination/coordinationList';
const MY_AUCTIONS = '/memberCenter/onlineBid/search';
const MY_TENDERS = '/memberCenter/tender/tenderSearch';

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

test('on a phone, the supplier finds its menu in the drawer and quotes on an open inquiry', async () => {
  assert.ok(inquiry.id > 0, 'the inquiry was published');
  const { fitsTheWindow, reachable, pageType, assertNoProblems } = phoneChecks();
  const { page } = await openAs('supplier', PHONE);

  // The member centre: its side menu is a drawer behind the menu button.
  await visit(page, '/memberCenter');
  await fitsTheWindow(page, 'the member centre');
  const menu = page.getByTestId('member-menu');
  assert.equal(await menu.isVisible(), false, 'the menu waits in its drawer');
  await (await reachable(page.getByTestId('member-menu-open'), 'the menu button')).click();
  await menu.waitFor();
  await reachable(page.getByTestId('member-menu-quotes'), 'the drawer’s “my quotes”');
  await pageType(page, 'member-centre-drawer');
  await page.getByTestId('member-menu-close').click();
  await menu.waitFor({ state: 'hidden' });
  await pageType(page, 'member-centre');

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
  // Each line is a stack of "column  value" rows: its price field takes the line's width, beside its column's name.
  const line = page.getByTestId('quote-line').first();
  assert.equal(await line.getByTestId('quote-price').locator('xpath=ancestor::td').getAttribute('data-label'), '单价');
  await reachable(line.getByTestId('quote-price'), 'a line’s price');
  assert.ok(((await line.getByTestId('quote-price').boundingBox())?.width ?? 0) >= 180, 'the price field takes the line’s width');
  assert.equal(await page.getByTestId('quote-tax-rate').getAttribute('inputmode'), 'decimal');
  await page.getByTestId('quote-tax-rate').fill('13');
  await pageType(page, 'quote-form');
  await (await reachable(page.getByTestId('quote-submit'), 'the quote’s submit')).click();
  await page.getByTestId('quote-receipt').waitFor();
  await pageType(page, 'quote-receipt');
  assertNoProblems('the supplier on a phone');
});

test('on a phone, the buyer opens its inquiry list and the inquiry from its row', async () => {
  assert.ok(inquiry.id > 0, 'the inquiry was published');
  const { fitsTheWindow, reachable, pageType, assertNoProblems } = phoneChecks();
  const { page } = await openAs('buyer', PHONE);

  await visit(page, INQUIRIES_PATH);
  const row = page.locator(`[data-testid="inquiry-row"][data-id="${inquiry.id}"]`);
  await row.waitFor();
  await pageType(page, 'inquiry-list');

  // The row's actions stay at the table's right edge on a phone: "view" needs no sideways scroll.
  await (await reachable(row.getByTestId('inquiry-open'), 'the row’s “view”')).click();
  await page.waitForURL((url) => url.searchParams.get('id') === String(inquiry.id));
  await page.getByTestId('inquiry-detail-page').waitFor();
  assert.equal(await page.getByTestId('inquiry-title').innerText(), inquiry.title);
  await fitsTheWindow(page, 'the inquiry');
  await reachable(page.getByTestId('inquiry-edit-link'), 'the inquiry’s “edit”');
  await pageType(page, 'inquiry-detail');
  assertNoProblems('the buyer on a phone');
});

/** A supplier of the demo data with a signed contract (platform/seed/agreements.ts gives the winners of old auctions one each). */
async function supplierWithSignedContract(): Promise<{ account: string; id: number }> {
  for (let n = 2; n <= 11; n++) {
    const account = `supplier${String(n).padStart(2, '0')}`;
    const token = await login(account);
    const { data } = await ok<{ data: Array<{ id: number; state: string }> }>(api.agreementSupplier.list, { token, query: { state: 'signed' } });
    const signed = data.find((row) => row.state === 'signed');
    if (signed) return { account, id: signed.id };
  }
  throw new Error('no supplier of the demo data has a signed contract');
}

test('on a phone, a supplier opens its contract list and a contract it signed', async () => {
  const { fitsTheWindow, reachable, pageType, assertNoProblems } = phoneChecks();
  const contract = await supplierWithSignedContract();
  const { page } = await openAs(contract.account, PHONE);

  await visit(page, SUPPLIER_CONTRACTS);
  const row = page.locator(`[data-testid="contract-row"][data-id="${contract.id}"]`);
  await row.waitFor();
  await pageType(page, 'contract-list');
  // The row's "view" stays at the table's right edge.
  await (await reachable(row.getByTestId('contract-view'), 'the contract row’s “view”')).click();
  await page.waitForURL((url) => url.searchParams.get('id') === String(contract.id));
  await hydrated(page.getByTestId('contract-detail-page'));
  assert.equal(await page.getByTestId('contract-detail-page').getAttribute('data-state'), 'signed');
  await fitsTheWindow(page, 'the contract');
  await reachable(page.getByTestId('contract-document-link'), 'the contract’s document');
  await pageType(page, 'contract-detail');
  assertNoProblems('the contract pages on a phone');
});

test('on a phone, the demo supplier opens its auctions and the room of one', async () => {
  const { fitsTheWindow, reachable, pageType, assertNoProblems } = phoneChecks();
  const { page } = await openAs('supplier', PHONE);

  await visit(page, MY_AUCTIONS);
  const room = page.getByTestId('my-bidding-room').first();
  await room.waitFor();
  await pageType(page, 'auction-list');
  const href = await room.getAttribute('href');
  await (await reachable(room, 'an auction row’s “room”')).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
  await hydrated(page.getByTestId('bidding-room'));
  await fitsTheWindow(page, 'the auction room');
  // The price field while the auction is live; before it opens, the room's refresh.
  const live = (await page.getByTestId('bidding-room-price').count()) > 0;
  await reachable(page.getByTestId(live ? 'bidding-room-price' : 'bidding-room-refresh'), 'the room’s control');
  await pageType(page, 'auction-room');
  assertNoProblems('the auction pages on a phone');
});

test('on a phone, the demo supplier opens its tenders', async () => {
  const { reachable, pageType, assertNoProblems } = phoneChecks();
  const { page } = await openAs('supplier', PHONE);

  await visit(page, MY_TENDERS);
  const row = page.getByTestId('my-tender-row').first();
  await row.waitFor();
  await pageType(page, 'tender-list');
  // The row's actions (its questions, its bid …) stay at the table's right edge.
  const action = row.locator('td:last-child a').first();
  assert.ok((await action.count()) > 0, 'the tender’s row has an action');
  await reachable(action, 'a tender row’s action');
  assertNoProblems('the tender list on a phone');
});

test('on a phone, the demo supplier writes to the demo buyer’s customer service in the chat window', async () => {
  const { fitsTheWindow, reachable, pageType, assertNoProblems } = phoneChecks();
  const { memberId } = await ok<{ memberId: number }>(api.member.current, { token: await login('buyer') });
  const { page } = await openAs('supplier', PHONE);

  await page.goto(`/chatRoom?memberId=${memberId}`);
  const input = await hydrated(page.getByTestId('chat-input'));
  await fitsTheWindow(page, 'the chat window');
  // The conversations above, the open conversation below: the composer is on the first screen.
  await reachable(input, 'the message field');
  await input.fill('手机上的问候');
  const send = page.getByTestId('chat-send');
  assert.equal(await send.isEnabled(), true, 'a typed message can be sent');
  await reachable(send, 'the send button');
  await reachable(page.getByTestId('chat-language-en-US'), 'a language button');
  await pageType(page, 'chat-room');
  assertNoProblems('the chat window on a phone');
});
