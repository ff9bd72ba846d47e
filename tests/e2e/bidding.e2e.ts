// A competitive bid (the live reverse auction, docs/product/rules.md "The live reverse auction") from
// publication to award, the platform's clock moved through its schedule: the demo buyer publishes it in
// its browser (best price visible, step 100, extension 5 min in the last 5 min, at most twice); two
// admitted suppliers sign up (the demo supplier from the card's "sign up now"), one not admitted is
// refused with its reason; the buyer approves both in its browser; in the room a bid above the starting price and one short of
// the step are refused with their messages, both bid, Refresh shows the other's best price, a bid in
// the trigger window extends the close; past the close the buyer awards rank 1, the notice is public,
// both are told their rank, the winner has its order, and the room's log verifies. Each new page type
// is checked with axe once and at 390 px.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { api } from '#contract/endpoints.ts';
import zhErrors from '#locales/zh-CN/errors.json' with { type: 'json' };
import { hydrated, until, usePages, visit } from './browser.ts';
import {
  axeFindings,
  beijing,
  call,
  clockAt,
  DAY,
  HOUR,
  key,
  login,
  MINUTE,
  ok,
  phoneOverflow,
  realClockAround,
  seenOn,
  shownAt,
  signedIn,
  wholeMinute,
} from './tender-helpers.ts';

const { open } = usePages();
const axe = axeFindings();
const tooWide: string[] = [];

const journey = {
  title: `E2E 竞价 ${randomBytes(3).toString('hex')}`,
  id: 0,
  biddingNo: '',
  start: 0,
  biddingStart: 0,
  biddingEnd: 0,
  other: '',
  noticeId: 0,
  orderId: 0,
};
const started = () => assert.ok(journey.id > 0, 'the auction was published by the first step');
const roomPath = () => `/memberCenter/onlineBid/room?id=${journey.id}`;

/** Notes the page if at 390 px it is wider than the member centre's frame. */
async function fitsPhone(page: Page, what: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await phoneOverflow(page);
  if (overflow) tooWide.push(`${what}: ${overflow}`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A bid typed in the room and confirmed. */
async function bidInRoom(page: Page, price: string): Promise<void> {
  const input = await hydrated(page.getByTestId('bidding-room-price'));
  await input.fill(price);
  await page.getByTestId('bidding-room-place').click();
  await page.getByTestId('bidding-room-confirm-send').click();
}

realClockAround();

test('the buyer publishes an auction in its browser: best price visible, a step of 100, 5 / 5 / 2 extensions', async () => {
  const page = await signedIn(open, 'buyer');
  await visit(page, '/memberCenter/purchaseBid/search');
  await page.getByTestId('bidding-list-page').waitFor();
  await axe.check(page, "the buyer's auctions");
  await fitsPhone(page, "the buyer's auctions");
  await Promise.all([
    page.waitForURL((url) => url.pathname.endsWith('/purchaseBid/search/edit')),
    (await hydrated(page.getByTestId('bidding-create'))).click(),
  ]);
  await hydrated(page.getByTestId('bidding-publish'));
  await axe.check(page, 'the auction form');
  await fitsPhone(page, 'the auction form');

  journey.start = wholeMinute(5 * MINUTE);
  journey.biddingStart = journey.start + DAY;
  journey.biddingEnd = journey.biddingStart + HOUR;
  await page.getByTestId('bidding-details').fill(journey.title);
  await page.getByTestId('bidding-category').selectOption({ index: 1 });
  const row = page.getByTestId('bidding-material-row').first();
  for (const [field, value] of [
    ['code', 'P-1'],
    ['name', '离心泵'],
    ['type', 'IS80-65-160'],
    ['unit', '台'],
    ['count', '4'],
  ] as const) {
    await row.getByTestId(`bidding-material-${field}`).fill(value);
  }
  await page.getByTestId('bidding-address').fill('上海市浦东新区张江路 1 号');
  await page.getByTestId('bidding-deliver').fill(beijing(journey.start + 30 * DAY).date);
  for (const [field, at] of [
    ['startSignUp', journey.start],
    ['endSignUp', journey.biddingStart - HOUR],
    ['biddingStartTime', journey.biddingStart],
    ['biddingEndTime', journey.biddingEnd],
  ] as const) {
    await page.getByTestId(`bidding-${field}`).fill(beijing(at).dateTime);
  }
  for (const [field, value] of [
    ['startingPrice', '10000'],
    ['allowPurchaseCount', '10'],
    ['minPriceStep', '100'],
    ['triggerMinutes', '5'],
    ['extensionMinutes', '5'],
    ['maxExtensions', '2'],
  ] as const) {
    await page.getByTestId(`bidding-${field}`).fill(value);
  }
  await page.getByTestId('bidding-step-amount').check();
  await page.getByTestId('bidding-visibility-choice').selectOption('bestPrice');
  await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/purchaseBid/search/detail')), page.getByTestId('bidding-publish').click()]);
  const detail = page.getByTestId('bidding-detail-page');
  await detail.waitFor();
  journey.id = Number(await detail.getAttribute('data-id'));
  journey.biddingNo = (await page.getByTestId('bidding-no').first().innerText()).trim();
  assert.equal((await page.getByTestId('bidding-title').innerText()).trim(), journey.title);
  assert.notEqual(await detail.getAttribute('data-phase'), 'draft');
  // The rule sheet as bidders will read it: every bidder sees the best price, from a starting price of 10,000.
  assert.equal(await page.getByTestId('bidding-visibility').first().getAttribute('data-visibility'), 'bestPrice');
  assert.match(await page.getByTestId('bidding-starting-price').first().innerText(), /10,000/);
  await axe.check(page, "the buyer's auction");
  await fitsPhone(page, "the buyer's auction");
});

test('two admitted suppliers sign up (the demo supplier from the card’s “sign up now”); one not admitted is refused with its reason', async () => {
  started();
  await clockAt(journey.start + HOUR);
  const supplier = await signedIn(open, 'supplier');
  await seenOn(supplier, `/purchaseCompete?priceTypeList=3&keyword=${encodeURIComponent(journey.title)}`, async () => {
    await supplier.getByTestId(`bidding-card-${journey.id}`).waitFor({ timeout: 2_000 });
  });
  const button = await hydrated(supplier.getByTestId(`card-action-bidding-${journey.id}`));
  assert.equal(await button.getAttribute('data-state'), 'signUpNow');
  const [page] = await Promise.all([supplier.waitForEvent('popup'), button.click()]);
  await page.waitForURL((url) => url.pathname.endsWith('/onlineBid/readySignUp/signUp') && url.searchParams.get('id') === String(journey.id));
  await hydrated(page.getByTestId('bidding-sign-up-submit'));
  await axe.check(page, 'the sign-up form');
  await fitsPhone(page, 'the sign-up form');
  await page.getByTestId('bidding-sign-up-contact').fill('钱七');
  await page.getByTestId('bidding-sign-up-phone').fill('13800138000');
  await page.getByTestId('bidding-sign-up-email').fill('bids@example.com');
  await page.getByTestId('bidding-sign-up-address').fill('浦东新区世纪大道 100 号');
  await page.getByTestId('bidding-sign-up-submit').click();
  const state = page.getByTestId('bidding-sign-up-state');
  await state.waitFor();
  assert.equal(await state.getAttribute('data-review'), 'pending');

  const accounts = Array.from({ length: 10 }, (_, i) => `supplier${String(i + 2).padStart(2, '0')}`);
  const refusals: string[] = [];
  for (const account of accounts) {
    const token = await login(account);
    const body = { biddingId: journey.id, contactName: '赵六', phone: '13800138000', email: 'b@example.com', address: '上海', idempotencyKey: key() };
    const answer = await call(api.biddingBid.signUp, { token, body });
    if (answer.code === 1000 && !journey.other) journey.other = account;
    else if (answer.code !== 1000) refusals.push(`${answer.code} ${answer.message}`);
    if (journey.other && refusals.length > 0) break;
  }
  assert.ok(journey.other, 'a second admitted supplier signed up');
  assert.ok(
    refusals.some((r) => r === `60020 ${zhErrors['60020']}`),
    `a supplier not admitted is told why: ${refusals.join('; ')}`,
  );
});

test('the buyer approves both sign-ups in its browser', async () => {
  started();
  const page = await signedIn(open, 'buyer');
  await visit(page, `/memberCenter/purchaseBid/search/detail?id=${journey.id}`);
  for (let i = 0; i < 2; i++) {
    const approve = await hydrated(page.locator('[data-testid="sign-up-row"][data-review="pending"]').first().getByTestId('sign-up-approve'));
    await approve.click();
    await until(async () => assert.equal(await page.locator('[data-testid="sign-up-row"][data-review="approved"]').count(), i + 1), {
      timeout: 15_000,
    });
  }
  assert.equal(await page.locator('[data-testid="sign-up-row"][data-review="approved"]').count(), 2);
  await axe.check(page, 'the auction with its sign-ups approved');
});

test('in the room: too high and short of the step refused, both bid, Refresh shows the other’s best price, a late bid extends the close', async () => {
  started();
  await clockAt(journey.biddingStart + MINUTE);
  const page = await signedIn(open, 'supplier');
  await visit(page, '/memberCenter/onlineBid/search');
  await page.locator(`[data-testid="my-bidding-row"][data-id="${journey.id}"]`).waitFor();
  await axe.check(page, 'my auctions');
  await fitsPhone(page, 'my auctions');

  await visit(page, roomPath());
  await page.getByTestId('bidding-room-form').waitFor();
  await axe.check(page, 'the bidding room');
  await fitsPhone(page, 'the bidding room');
  await bidInRoom(page, '10100');
  await page.getByText(zhErrors['60156']).waitFor();
  await bidInRoom(page, '9500');
  await page.getByTestId('bidding-room-receipt').waitFor();
  await until(async () => assert.match(await page.getByTestId('bidding-room-best').innerText(), /9,500/));
  await bidInRoom(page, '9450');
  await page.getByText(zhErrors['60157']).waitFor();

  const other = await login(journey.other);
  await ok(api.biddingBid.place, { token: other, body: { biddingId: journey.id, price: 9300, idempotencyKey: key() } });
  await (await hydrated(page.getByTestId('bidding-room-refresh'))).click();
  await until(async () => assert.match(await page.getByTestId('bidding-room-best').innerText(), /9,300/), { timeout: 15_000 });

  await clockAt(journey.biddingEnd - 2 * MINUTE);
  await visit(page, roomPath());
  await bidInRoom(page, '9100');
  const receipt = page.getByTestId('bidding-room-receipt');
  await receipt.waitFor();
  // The close moves from the schedule's end by the extension (5 min), as the receipt says in Beijing time.
  await until(async () => assert.match(await receipt.innerText(), new RegExp(`延后至 ${shownAt(journey.biddingEnd + 5 * MINUTE)}`)));
  await until(async () => assert.equal(await page.getByTestId('bidding-phase').first().getAttribute('data-phase'), 'extended'));
});

test('past the close the buyer awards rank 1: the notice is public, both are told their rank, the winner has its order, the log verifies', async () => {
  started();
  await clockAt(journey.biddingEnd + 10 * MINUTE + MINUTE);
  const buyer = await login('buyer');
  // The journal names the bidders B1, B2, …: rank 1 is the demo supplier's last bid (9,100).
  const log = await until(
    () =>
      ok<{ ranking: Array<{ bidder: string; rank: number; price: string }> }>(api.biddingBid.log, { token: buyer, query: { biddingId: journey.id } }),
    {
      timeout: 15_000,
      interval: 500,
    },
  );
  const first = log.ranking.find((r) => r.rank === 1);
  assert.ok(first, 'the journal ranks the bidders');
  assert.equal(Number(first.price), 9100);
  const view = await ok<{ rank: number; noticeId: number; order: { id: number } | null }>(api.biddingBuyer.award, {
    token: buyer,
    body: { id: journey.id, bidder: first.bidder, idempotencyKey: key() },
  });
  assert.equal(view.rank, 1);
  journey.noticeId = view.noticeId;
  assert.ok(view.order, 'the winner has an order');
  journey.orderId = view.order.id;

  const notices = await ok<{ data: Array<{ id: number; type: number }> }>(api.notice.list, { query: { type: 3, pageSize: 50 } });
  assert.ok(
    notices.data.some((n) => n.id === journey.noticeId && n.type === 3),
    'the award notice (type 3) is in publicity',
  );

  const visitor = (await open()).page;
  await seenOn(visitor, '/procurementPublicity', async () => {
    assert.equal(await visitor.getByTestId(`notice-row-${journey.noticeId}`).locator('span[data-type]').getAttribute('data-type'), '3');
  });

  type Inbox = { data: Array<{ notification?: { kind: string; payload: Record<string, unknown> } | null }> };
  const told = async (account: string) => {
    const inbox = await ok<Inbox>(api.message.inbox, { token: await login(account), query: { filter: 'system', pageSize: 100 } });
    return inbox.data.flatMap((m) => (m.notification && m.notification.payload.biddingId === journey.id ? [m.notification] : []));
  };
  const winner = (await told('supplier')).find((n) => n.kind === 'bidding.awarded');
  assert.equal(winner?.payload.rank, 1);
  const second = (await told(journey.other)).find((n) => n.kind === 'bidding.notAwarded');
  assert.equal(second?.payload.rank, 2);

  const sales = await ok<{ data: Array<{ id: number; source: { kind: string; id: number } }> }>(api.order.saleList, {
    token: await login('supplier'),
    query: { pageSize: 50 },
  });
  assert.ok(
    sales.data.some((o) => o.id === journey.orderId),
    'the winner’s order is in its sale orders',
  );

  const page = await signedIn(open, 'supplier');
  await visit(page, roomPath());
  await (await hydrated(page.getByTestId('bidding-log-verify'))).click();
  const verdict = page.getByTestId('bidding-log-verdict');
  await verdict.waitFor();
  assert.equal(await verdict.getAttribute('data-ok'), 'true');
  await axe.check(page, 'the closed room with its log');
});

test('every new bidding page is axe-clean and no wider than the member centre’s frame at 390 px', () => {
  axe.assertNone();
  assert.deepEqual(tooWide, [], `pages wider than the frame:\n${tooWide.join('\n')}`);
});
