// The supplier's competitive-bid pages against the real platform (PGlite in memory) through the
// counting proxy (docs/product/rules.md, "The live reverse auction"): the sign-up page shows the rule
// sheet and the form while sign-up is open; a form refused by the portal keeps what was typed without
// asking the platform; posted twice with one key it signs up once and the page then shows the sign-up;
// "my auctions" lists it; in the room a bid above the highest allowed is refused on the price in the
// user's language, an allowed one gets its receipt (server time and hash) and the room then shows it;
// after the close the log is there to download and the in-page verifier finds it OK.
import { describe, expect, it } from 'vitest';
import { verifyBiddingLog } from '#contract/bidding-log.ts';
import { api } from '#contract/endpoints.ts';
import { auctionForm } from '#platform/testing/bidding-fixture.ts';
import { apiClient } from '#platform/testing/client.ts';
import { freshKey } from '#platform/testing/member-helpers.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { login } from '../member/member.server.ts';
import { BIDDING_BID_FIELD as B, BIDDING_SIGN_UP_FIELD as F } from './bid-views.ts';
import { loadMyBiddings } from './my-biddings.server.ts';
import { biddingBidAction, loadBiddingRoom } from './room.server.ts';
import { biddingSignUpAction, loadBiddingSignUpPage } from './sign-up.server.ts';

const { proxy: upstream } = usePlatformBehindProxy();
const t = (key: string) => key;
const PASSWORD = 'demo1234';

async function signedIn(account: string): Promise<string> {
  const result = await login(new Request('http://localhost/login'), 'zh-CN', account, PASSWORD);
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

const SIGN_UP = '/memberCenter/procurementAbility/onlineBid/readySignUp/signUp';
const ROOM = '/memberCenter/onlineBid/room';
const MINE = '/memberCenter/onlineBid/search';
const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } });
const post = (path: string, cookie: string) => new Request(`http://localhost${path}`, { method: 'POST', headers: { cookie } });
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
/** The platform's wait past an auction's close before it tells it (platform/bidding/windows.ts CLOSE_GRACE_MS). */
const CLOSE_GRACE_MS = 10_000;
const until = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now()) + 100));

/** The demo buyer publishes an auction that admits without review: sign-up now for 3 s, live a second later for 3 s. */
async function published() {
  const platform = apiClient(() => upstream().url);
  const buyer = (await platform.call(api.member.login, { body: { account: 'buyer', password: PASSWORD } })).token;
  const [category] = await platform.call(api.category.enterpriseTree, { query: { templateId: 1 } });
  const now = Date.now();
  const times = { endSignUp: now + 3_000, biddingStartTime: now + 4_000, biddingEndTime: now + 7_000 };
  const form = auctionForm(now, category!.id, { ...times, autoAdmit: true });
  const draft = await platform.call(api.biddingBuyer.save, { token: buyer, body: { form, idempotencyKey: freshKey() } });
  const auction = await platform.call(api.biddingBuyer.publish, { token: buyer, body: { id: draft.id, idempotencyKey: freshKey() } });
  return { auction, times };
}

describe('the supplier’s competitive-bid pages', () => {
  it('signs up once, bids with a receipt, is refused above the highest allowed bid, and verifies the log after the close', async () => {
    const { auction, times } = await published();
    const supplier = await signedIn('supplier');
    const signUpPath = `${SIGN_UP}?id=${auction.id}&number=${auction.biddingNo}`;

    const page = await loadBiddingSignUpPage(get(signUpPath, supplier), 'zh-CN');
    expect(page.auction).toMatchObject({
      status: 'ok',
      data: { id: auction.id, phase: 'signUp', rules: { startingPrice: 10_000, visibility: 'bestPrice' } },
    });
    expect(page.signUp).toBeNull();

    upstream().calls.length = 0;
    const typed = { [F.key]: page.formKey, [F.contactName]: '赵六', [F.phone]: '13800138000', [F.email]: 'not an address', [F.address]: '' };
    const refused = await biddingSignUpAction(post(signUpPath, supplier), 'zh-CN', formOf(typed), t);
    expect(refused).toMatchObject({ ok: false, values: { contactName: '赵六', email: 'not an address' } });
    expect(refused.ok === false && refused.fieldErrors).toMatchObject({ email: 'biddingBid:errors.email', address: 'biddingBid:errors.required' });
    expect(upstream().calls.filter((call) => call.includes('signUp'))).toEqual([]);

    const good = formOf({ ...typed, [F.email]: 'bids@example.com', [F.address]: '上海市浦东新区世纪大道 100 号' });
    const first = await biddingSignUpAction(post(signUpPath, supplier), 'zh-CN', good, t);
    const again = await biddingSignUpAction(post(signUpPath, supplier), 'zh-CN', good, t);
    expect(first).toMatchObject({ ok: true, signUp: { biddingId: auction.id, review: 'approved' } });
    expect(again.ok && first.ok && again.signUp.id).toBe(first.ok && first.signUp.id);
    expect((await loadBiddingSignUpPage(get(signUpPath, supplier), 'zh-CN')).signUp).toEqual({ review: 'approved', reviewReason: null });

    const mine = await loadMyBiddings(get(MINE, supplier), 'zh-CN');
    expect(mine.list.status === 'ok' && mine.list.data.data.find((row) => row.id === auction.id)).toMatchObject({
      review: 'approved',
      ownBidCount: 0,
    });

    await until(times.biddingStartTime);
    const roomPath = `${ROOM}?id=${auction.id}`;
    const room = await loadBiddingRoom(get(roomPath, supplier), 'zh-CN');
    expect(room.room).toMatchObject({ status: 'ok', data: { phase: 'live', maxBidNow: 10_000, bidsLeft: 5, ownBids: [] } });
    expect(room.log).toBeNull();

    const above = await biddingBidAction(post(roomPath, supplier), 'zh-CN', formOf({ [B.key]: room.bidKey, [B.price]: '10500' }), t);
    expect(above).toMatchObject({ ok: false, values: { price: '10500' } });
    expect(above.ok === false && above.fieldErrors.price).toMatch(/\S/);
    expect(above.ok === false && above.bidKey).not.toBe(room.bidKey);
    const typo = await biddingBidAction(post(roomPath, supplier), 'zh-CN', formOf({ [B.key]: freshKey(), [B.price]: '9,9' }), t);
    expect(typo).toMatchObject({ ok: false, fieldErrors: { price: 'biddingBid:errors.price' } });

    const placed = await biddingBidAction(post(roomPath, supplier), 'zh-CN', formOf({ [B.key]: freshKey(), [B.price]: '9800' }), t);
    expect(placed).toMatchObject({ ok: true, receipt: { biddingId: auction.id, price: 9800, bidsLeft: 4 } });
    expect(placed.ok && placed.receipt.hash).toMatch(/^[0-9a-f]{64}$/);
    const after = await loadBiddingRoom(get(roomPath, supplier), 'zh-CN');
    expect(after.room).toMatchObject({ status: 'ok', data: { bestPrice: 9800, rank: 1, bidsLeft: 4, ownBids: [{ price: 9800, own: true }] } });

    await until(times.biddingEndTime);
    // Closed, and its close not told yet (the platform's grace for bids still queued): no log, and no error either.
    const closing = await loadBiddingRoom(get(roomPath, supplier), 'zh-CN');
    expect(closing.room.status === 'ok' && closing.room.data.phase).toBe('closed');
    expect(closing.log).toBeNull();
    await until(times.biddingEndTime + CLOSE_GRACE_MS);
    const closed = await loadBiddingRoom(get(roomPath, supplier), 'zh-CN');
    expect(closed.room.status === 'ok' && closed.room.data.phase).toMatch(/closed|awarded|failed/);
    expect(closed.log?.status).toBe('ok');
    if (closed.log?.status !== 'ok') return;
    expect(closed.log.data.own).toBe(closed.log.data.ranking[0]?.bidder);
    expect(await verifyBiddingLog(closed.log.data)).toMatchObject({ ok: true, brokenAt: null, rankingMatches: true });
  }, 45_000);

  it('another supplier not signed up gets a 404 for the room', async () => {
    const { auction } = await published();
    const other = await signedIn('supplier');
    const buyerOnly = await signedIn('buyer');
    await expect(loadBiddingRoom(get(`${ROOM}?id=${auction.id}`, other), 'zh-CN')).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadBiddingRoom(get(`${ROOM}?id=${auction.id + 1000}`, buyerOnly), 'zh-CN')).rejects.toMatchObject({ init: { status: 404 } });
  });
});
