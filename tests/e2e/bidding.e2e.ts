// A competitive bid (the live reverse auction, docs/product/rules.md "The live reverse auction") from
// publication to award, the platform's clock moved through its schedule, each party in a browser of its
// own: the demo buyer publishes it (best price visible, step 100, extension 5 min in the last 5 min, at
// most twice); two admitted suppliers sign up (the demo supplier, A, from the card's "sign up now"; B),
// one not admitted is refused with its reason; the buyer approves both. The rooms already open say that
// bidding opened; a bid above the starting price and one short of the step are refused with their
// messages; each valid bid moves the best price, the rank and the buyer's table of bids in the other
// browsers without a reload; B's bid in the trigger window moves the close in every room; the close
// comes to the open rooms; the buyer awards rank 1 in its browser, the notice and the bid result are
// public, both bidders are told their final rank, the winner has its order; the log downloaded in the
// room verifies in the portal and with scripts/verify-bidding-log.ts, and one altered amount fails it.
// Each new page type is checked with axe once, and each of the member centre's at 390 px (the public
// pages keep the mall's desktop width).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { api } from '#contract/endpoints.ts';
import zhBid from '#locales/zh-CN/biddingBid.json' with { type: 'json' };
import zhErrors from '#locales/zh-CN/errors.json' with { type: 'json' };
import {
  bidInRoom,
  biddingNotices,
  bidRows,
  fillAuctionForm,
  buyerPath,
  checkedInPortal,
  closeOf,
  downloadedLog,
  fitsPhone,
  notReloaded,
  openRoom,
  phaseOf,
  roomOf,
  roomPath,
  tooWide,
  untilFact,
  untilPhase,
  untilStatus,
  verifyWithScript,
  withOneAmountAltered,
} from './bidding-helpers.ts';
import { hydrated, until, usePages, visit } from './browser.ts';
import {
  axeFindings,
  call,
  clockAt,
  companyName,
  DAY,
  HOUR,
  key,
  login,
  MINUTE,
  ok,
  realClockAround,
  seenOn,
  sentence,
  shownAt,
  signedIn,
  wholeMinute,
} from './tender-helpers.ts';

const { open } = usePages();
const axe = axeFindings();

const journey = {
  title: `E2E 竞价 ${randomBytes(3).toString('hex')}`,
  id: 0,
  biddingNo: '',
  start: 0,
  biddingStart: 0,
  biddingEnd: 0,
  /** The second admitted supplier's account (B). */
  other: '',
  names: { a: '', b: '' },
  /** Bidding has opened on the platform's clock. */
  opened: false,
  noticeId: 0,
  orderId: 0,
};
const started = () => assert.ok(journey.id > 0, 'the auction was published by the first step');
/** The close after B's bid in the trigger window: the schedule's end and one extension of 5 min. */
const extendedClose = () => journey.biddingEnd + 5 * MINUTE;

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
  await fillAuctionForm(page, journey);
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

test('bidding opens on the platform’s clock: the rooms already open say so without a reload', async () => {
  started();
  // The sign-up has closed: the auction is upcoming.
  await clockAt(journey.biddingStart - 10 * MINUTE);
  const buyer = await signedIn(open, 'buyer');
  await visit(buyer, buyerPath(journey.id));
  // The buyer watches the auction live from its page.
  const watch = await hydrated(buyer.getByTestId('bidding-watch-live'));
  await Promise.all([
    buyer.waitForURL((url) => url.pathname.endsWith('/onlineBid/room') && url.searchParams.get('id') === String(journey.id)),
    watch.click(),
  ]);
  await openRoom(buyer, journey.id);
  await axe.check(buyer, 'the room as the buyer sees it');
  await fitsPhone(buyer, 'the room as the buyer sees it');
  const a = await roomOf(open, 'supplier', journey.id);
  assert.equal(await phaseOf(a), 'upcoming');
  assert.equal(await a.getByTestId('bidding-room-price').count(), 0, 'no bid form before the opening');

  await clockAt(journey.biddingStart + MINUTE);
  journey.opened = true;
  // The platform's sweep (every second) tells the opening to every room open.
  await untilPhase(a, ['live']);
  await untilPhase(buyer, ['live']);
  await untilStatus(a, zhBid.room.live.opened);
  await hydrated(a.getByTestId('bidding-room-price'));
  await notReloaded(a, 'A');
  await notReloaded(buyer, 'the buyer');
});

test('in the room: too high and short of the step refused; each valid bid moves the best price, the rank and the buyer’s bids live in the other browsers', async () => {
  started();
  // The step before opened bidding; if it failed, the clock moves here.
  if (!journey.opened) await clockAt(journey.biddingStart + MINUTE);
  journey.names = { a: await companyName(await login('supplier')), b: await companyName(await login(journey.other)) };
  const a = await signedIn(open, 'supplier');
  await visit(a, '/memberCenter/onlineBid/search');
  await a.locator(`[data-testid="my-bidding-row"][data-id="${journey.id}"]`).waitFor();
  await axe.check(a, 'my auctions');
  await fitsPhone(a, 'my auctions');
  await openRoom(a, journey.id);
  await axe.check(a, 'the bidding room');
  await fitsPhone(a, 'the bidding room');
  const b = await roomOf(open, journey.other, journey.id);
  const buyer = await roomOf(open, 'buyer', journey.id);

  await bidInRoom(a, '10100');
  await a.getByText(zhErrors['60156']).waitFor();
  await bidInRoom(a, '9500');
  await a.getByTestId('bidding-room-receipt').waitFor();
  // B's room and the buyer's follow A's bid as it is accepted.
  await untilFact(b, 'bidding-room-best', /9,500\.00/);
  await until(
    async () => {
      const rows = await bidRows(buyer);
      assert.equal(rows.length, 1, rows.join(' | '));
      assert.ok(rows[0]?.includes('9,500') && rows[0].includes(journey.names.a), rows[0]);
    },
    { timeout: 15_000 },
  );
  await bidInRoom(a, '9450');
  await a.getByText(zhErrors['60157']).waitFor();

  await bidInRoom(b, '9300');
  await b.getByTestId('bidding-room-receipt').waitFor();
  await untilFact(b, 'bidding-room-rank', /^1$/);
  // A had the best price: its room says it was outbid, with its new rank, and shows B's price.
  await untilFact(a, 'bidding-room-best', /9,300\.00/);
  await untilStatus(a, sentence(zhBid.room.live.outbid, { rank: 2 }));
  await untilFact(a, 'bidding-room-rank', /^2$/);
  await until(
    async () => {
      const rows = await bidRows(buyer);
      assert.equal(rows.length, 2, rows.join(' | '));
      assert.ok(rows[0]?.includes('9,300') && rows[0].includes(journey.names.b), rows[0]);
      const ranking = await buyer.getByTestId('bidding-room-ranking').locator('tbody tr').allInnerTexts();
      assert.ok(ranking[0]?.includes(journey.names.b) && ranking[1]?.includes(journey.names.a), ranking.join(' | '));
    },
    { timeout: 15_000 },
  );
  await Promise.all([notReloaded(a, 'A'), notReloaded(b, 'B'), notReloaded(buyer, 'the buyer')]);
});

test('B’s bid inside the trigger window extends the close: the countdown moves in every room without a reload', async () => {
  started();
  await clockAt(journey.biddingEnd - 2 * MINUTE);
  const a = await roomOf(open, 'supplier', journey.id);
  const buyer = await roomOf(open, 'buyer', journey.id);
  const b = await roomOf(open, journey.other, journey.id);
  for (const page of [a, buyer, b]) assert.equal((await closeOf(page)).at, journey.biddingEnd);

  await bidInRoom(b, '9100');
  const receipt = b.getByTestId('bidding-room-receipt');
  await receipt.waitFor();
  // The receipt says the close moved by the extension (5 min), in Beijing time.
  assert.match(await receipt.innerText(), new RegExp(`延后至 ${shownAt(extendedClose())}`));
  for (const [page, who] of [
    [a, 'A'],
    [buyer, 'the buyer'],
    [b, 'B'],
  ] as const) {
    await until(
      async () => {
        const close = await closeOf(page);
        assert.equal(close.at, extendedClose(), `${who}'s countdown`);
        assert.ok(close.shown.includes(`${shownAt(extendedClose())}:00`), `${who} reads ${close.shown}`);
      },
      { timeout: 15_000 },
    );
    await untilPhase(page, ['extended']);
    await notReloaded(page, who);
  }
  await untilStatus(a, sentence(zhBid.room.live.extended, { time: `${shownAt(extendedClose())}:00`, count: 1, max: 2 }));
  await untilFact(buyer, 'bidding-room-best', /9,100\.00/);
});

test('the close comes to the rooms open: closed without a reload, the final rank and the log to verify', async () => {
  started();
  const a = await roomOf(open, 'supplier', journey.id);
  const buyer = await roomOf(open, 'buyer', journey.id);
  await clockAt(extendedClose() + MINUTE);
  for (const [page, who] of [
    [a, 'A'],
    [buyer, 'the buyer'],
  ] as const) {
    await untilPhase(page, ['closed']);
    await notReloaded(page, who);
  }
  await untilStatus(a, zhBid.room.live.closed);
  assert.equal(await a.getByTestId('bidding-room-price').count(), 0, 'no bid form after the close');
  await untilFact(a, 'bidding-room-rank', /^2$/);
  await a.getByTestId('bidding-log-verify').waitFor({ timeout: 15_000 });
});

test('the buyer awards rank 1 in its browser: the notice and the bid result are public, both bidders are told their rank, the winner has its order', async () => {
  started();
  const page = await signedIn(open, 'buyer');
  await visit(page, buyerPath(journey.id));
  const award = page.getByTestId('bidding-award');
  await award.waitFor();
  await axe.check(page, 'the award of a closed auction');
  await fitsPhone(page, 'the award of a closed auction');
  // Aliases follow the first bids: A is B1, B is B2; B's 9,100 is rank 1 and comes preselected.
  const winner = await hydrated(page.getByTestId('bidding-award-choice-B2'));
  assert.equal(await winner.isChecked(), true);
  assert.match(await award.innerText(), /9,100/);
  assert.equal(await page.getByTestId('bidding-award-reason').count(), 0, 'no reason asked for rank 1');
  await page.getByTestId('bidding-award-submit').click();
  await (await hydrated(page.getByTestId('bidding-award-confirm'))).click();
  const result = page.getByTestId('bidding-award-result');
  await result.waitFor({ timeout: 15_000 });
  assert.ok((await result.innerText()).includes(journey.names.b), 'the result names the winner');
  await axe.check(page, 'the awarded auction');
  await fitsPhone(page, 'the awarded auction');
  const noticeHref = (await page.getByTestId('bidding-award-notice-link').getAttribute('href')) ?? '';
  journey.noticeId = Number(/\/(\d+)(?:\?|$)/.exec(noticeHref)?.[1]);
  assert.ok(journey.noticeId > 0, `the notice's link: ${noticeHref}`);
  const orderHref = (await page.getByTestId('bidding-award-order-link').getAttribute('href')) ?? '';
  journey.orderId = Number(/[?&]id=(\d+)/.exec(orderHref)?.[1]);
  assert.ok(journey.orderId > 0, `the order's link: ${orderHref}`);
  // The buyer follows it to its purchase order: the winner at its price.
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('id') === String(journey.orderId)),
    page.getByTestId('bidding-award-order-link').click(),
  ]);
  assert.ok((await page.getByTestId('order-supplier').innerText()).includes(journey.names.b));
  assert.match(await page.getByTestId('order-amount').innerText(), /9,100\.00/);

  // A visitor reads the notice and the bid result.
  const visitor = (await open()).page;
  await seenOn(visitor, noticeHref, async () => {
    assert.equal(await visitor.getByTestId('publicity-detail').getAttribute('data-id'), String(journey.noticeId));
  });
  assert.ok((await visitor.getByTestId('notice-content').innerText()).includes(journey.names.b), 'the notice names the winner');
  await axe.check(visitor, 'the award notice');
  await visit(visitor, `/bidResult/${journey.noticeId}`);
  assert.equal(await visitor.getByTestId('bid-result').getAttribute('data-id'), String(journey.noticeId));
  await axe.check(visitor, 'the auction’s bid result');
  await seenOn(visitor, '/procurementPublicity', async () => {
    assert.equal(await visitor.getByTestId(`notice-row-${journey.noticeId}`).locator('span[data-type]').getAttribute('data-type'), '3');
  });

  assert.equal((await biddingNotices(journey.other, journey.id)).find((n) => n.kind === 'bidding.awarded')?.payload.rank, 1);
  assert.equal((await biddingNotices('supplier', journey.id)).find((n) => n.kind === 'bidding.notAwarded')?.payload.rank, 2);

  const sales = await ok<{ data: Array<{ id: number; source: { kind: string; id: number } }> }>(api.order.saleList, {
    token: await login(journey.other),
    query: { pageSize: 50 },
  });
  assert.ok(
    sales.data.some((o) => o.id === journey.orderId),
    'the winner’s order is in its sale orders',
  );
});

test('the log downloaded in the room verifies in the portal and with the script; one altered amount does not', async () => {
  started();
  const page = await signedIn(open, 'supplier');
  await visit(page, roomPath(journey.id));
  const file = await downloadedLog(page);
  const real = verifyWithScript(file);
  assert.equal(real.status, 0, real.output);
  assert.match(real.output, new RegExp(`^OK: auction ${journey.biddingNo}`));
  const altered = withOneAmountAltered(file);
  const forged = verifyWithScript(altered);
  assert.equal(forged.status, 1, forged.output);
  assert.match(forged.output, /^FAIL/);
  assert.equal(await checkedInPortal(page, file), 'true', 'the downloaded file verifies in the portal');
  assert.equal(await checkedInPortal(page, altered), 'false', 'the altered file does not');
  rmSync(path.dirname(file), { recursive: true, force: true });

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
