// The public pages of a competitive bid follow its life, as small stories (docs/product/rules.md,
// "The live reverse auction"): the mall list, a buyer's shop list and the detail read one phase, and
// when it ends, from the platform's clock (sign-up, upcoming, live, extended by a late bid, closed,
// then awarded or failed); the sign-ups not rejected and the bids placed are counted, and a viewer
// signed up is told so (a rejected sign-up is not one); the detail of an awarded auction names its
// bid result. Its own platform (seeded, with the movable test clock), once per database: api-bidding.test.ts
// (PGlite) and api-bidding.postgres.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import type { BiddingListItem } from '#contract/schemas.ts';
import { CLOSE_GRACE_MS } from '../bidding/windows.ts';
import type { RunningPlatform } from '../server.ts';
import { BIDDING_TIMES, admittedBidders, MINUTE, publishAuction, signUpBody } from './bidding-fixture.ts';
import { apiClient } from './client.ts';
import { type InquiryPlatform, startInquiryPlatform, type SuiteDatabase } from './inquiry-fixture.ts';
import { freshKey, memberHelpers } from './member-helpers.ts';
import { admittedSuppliers, setClock, type TenderSuite } from './tender-fixture.ts';

/** The platform's clock in this suite. */
const NOW = Date.UTC(2026, 5, 9, 2, 0, 0);
const SIGN_UP_END = NOW + BIDDING_TIMES.endSignUp;
const LIVE = NOW + BIDDING_TIMES.biddingStart;
const CLOSE = NOW + BIDDING_TIMES.biddingEnd;

export function describeBiddingPublicSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let seeded: InquiryPlatform;
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call } = client;
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });
  const suite: TenderSuite = {
    client,
    helpers,
    get seeded() {
      return seeded;
    },
  };
  const place = (token: string, biddingId: number, price: number) =>
    call(api.biddingBid.place, { token, body: { biddingId, price, idempotencyKey: freshKey() } });

  /** The auction as the mall list (or the buyer's shop list) shows it to `token` (a visitor without), found by its details. */
  async function listed(details: string, token?: string, where: 'mall' | 'shop' = 'mall'): Promise<BiddingListItem | undefined> {
    const shop = { memberId: seeded.buyerMe.memberId, memberRoleId: seeded.buyerMe.memberRoleId };
    const page = await call(api.bidding.list, { token, query: where === 'shop' ? { keyword: details, ...shop } : { keyword: details } });
    return page.data.find((item) => item.details === details);
  }
  const detailOf = (id: number, token?: string) => call(api.bidding.details, { token, query: { id } });

  /** The list (mall and shop) and the detail all say `expected`, at the clock as it is. */
  async function everywhere(auction: { id: number; details: string }, expected: Partial<BiddingListItem>, at: string) {
    expect(await listed(auction.details), `mall ${at}`).toMatchObject(expected);
    expect(await listed(auction.details, undefined, 'shop'), `shop ${at}`).toMatchObject(expected);
    expect(await detailOf(auction.id), `detail ${at}`).toMatchObject(expected);
  }

  const title = options.skipped
    ? `competitive bid public pages on ${databaseName} (skipped: ${options.skipped})`
    : `competitive bid public pages on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      platform = seeded.platform;
    }, 120_000);
    afterAll(() => seeded?.stop());
    afterEach(() => setClock(suite, NOW, NOW));

    it('counts the sign-ups not rejected and the bids, and tells a signed-up supplier so on the list and the detail; nobody else', async () => {
      const auction = await publishAuction(suite, NOW);
      const [a, b] = await admittedBidders(suite, auction, 2);
      const [rejected, late] = await admittedSuppliers(suite, 2);
      const refused = await call(api.biddingBid.signUp, { token: rejected!.token, body: signUpBody(auction.id) });
      await call(api.biddingBuyer.review, {
        token: seeded.buyer,
        body: { biddingId: auction.id, signUpId: refused.id, decision: 'reject', reason: '资质不全' },
      });

      const counts = { signUpCount: 2, quoteCount: 0, phase: 'signUp', phaseEndTime: SIGN_UP_END } as const;
      expect(await listed(auction.details)).toMatchObject({ ...counts, isSignUp: 0, canRegister: true });
      expect(await listed(auction.details, a!.token)).toMatchObject({ ...counts, isSignUp: 1 });
      expect(await listed(auction.details, a!.token, 'shop')).toMatchObject({ ...counts, isSignUp: 1 });
      expect(await detailOf(auction.id, a!.token)).toMatchObject({ ...counts, isSignUp: 1 });
      // A rejected sign-up is none: not counted, and its supplier is not told it has signed up.
      expect(await listed(auction.details, rejected!.token)).toMatchObject({ ...counts, isSignUp: 0 });
      expect(await detailOf(auction.id, rejected!.token)).toMatchObject({ ...counts, isSignUp: 0 });
      expect(await listed(auction.details, seeded.buyer)).toMatchObject({ ...counts, isSignUp: 0, isMePublish: true });

      // A late supplier signs up: the count moves for everyone, the flag for that supplier alone.
      const signUp = await call(api.biddingBid.signUp, { token: late!.token, body: signUpBody(auction.id) });
      if (signUp.review === 'pending') {
        await call(api.biddingBuyer.review, { token: seeded.buyer, body: { biddingId: auction.id, signUpId: signUp.id, decision: 'approve' } });
      }
      expect(await listed(auction.details)).toMatchObject({ signUpCount: 3, isSignUp: 0 });
      expect(await listed(auction.details, late!.token)).toMatchObject({ signUpCount: 3, isSignUp: 1 });
      expect((await detailOf(auction.id, b!.token)).isSignUp).toBe(1);
      expect((await detailOf(auction.id)).isSignUp).toBe(0);

      // Bids placed, wherever the auction is read.
      await setClock(suite, NOW, LIVE);
      await place(a!.token, auction.id, 9_900);
      await place(b!.token, auction.id, 9_800);
      await everywhere(auction, { quoteCount: 2, signUpCount: 3, phase: 'live', phaseEndTime: CLOSE }, 'live');
    });

    it('moves through its phases as the clock moves, the countdown’s end with them; a late bid extends it; then closed and awarded, with its bid result', async () => {
      const auction = await publishAuction(suite, NOW, { triggerMinutes: 5, extensionMinutes: 3, maxExtensions: 2 });
      const [a, b] = await admittedBidders(suite, auction, 2);
      const moments: Array<[number, Partial<BiddingListItem>]> = [
        [NOW, { phase: 'signUp', phaseEndTime: SIGN_UP_END }],
        [SIGN_UP_END - 1, { phase: 'signUp', phaseEndTime: SIGN_UP_END }],
        [SIGN_UP_END, { phase: 'upcoming', phaseEndTime: LIVE }],
        [LIVE - 1, { phase: 'upcoming', phaseEndTime: LIVE }],
        [LIVE, { phase: 'live', phaseEndTime: CLOSE }],
      ];
      for (const [at, expected] of moments) {
        await setClock(suite, NOW, at);
        await everywhere(auction, expected, `at +${(at - NOW) / MINUTE} min`);
      }
      // A bid in the last five minutes moves the close three minutes: extended, counting to the new close.
      await place(a!.token, auction.id, 9_900);
      await setClock(suite, NOW, CLOSE - 2 * MINUTE);
      await place(b!.token, auction.id, 9_800);
      await everywhere(auction, { phase: 'extended', phaseEndTime: CLOSE + 3 * MINUTE, quoteCount: 2 }, 'extended');

      await setClock(suite, NOW, CLOSE + 3 * MINUTE);
      await everywhere(auction, { phase: 'closed', phaseEndTime: null }, 'closed');
      expect((await detailOf(auction.id)).bidResultId).toBeNull();

      // The award once the close is told, past its grace (platform/bidding/closing.ts).
      await setClock(suite, NOW, CLOSE + 3 * MINUTE + CLOSE_GRACE_MS);
      const award = await call(api.biddingBuyer.award, { token: seeded.buyer, body: { id: auction.id, bidder: 'B2', idempotencyKey: freshKey() } });
      await everywhere(auction, { phase: 'awarded', phaseEndTime: null, quoteCount: 2, signUpCount: 2 }, 'awarded');
      // The detail links the award's notice, whose bid-result page names the auction.
      const detail = await detailOf(auction.id);
      expect(detail.bidResultId).toBe(award.noticeId);
      expect((await call(api.notice.bidResult, { query: { id: award.noticeId } })).name).toBe(`${auction.details}中标公告`);
    });

    it('an auction without a bid is closed on the list until it is read, then failed everywhere; a cancelled one leaves the lists', async () => {
      const auction = await publishAuction(suite, NOW);
      await admittedBidders(suite, auction, 1);
      await setClock(suite, NOW, CLOSE + CLOSE_GRACE_MS);
      expect(await listed(auction.details)).toMatchObject({ phase: 'closed', phaseEndTime: null, quoteCount: 0 });
      // Past the close and its grace, its detail fails it when read (platform/bidding/closing.ts): the lists follow.
      expect(await detailOf(auction.id)).toMatchObject({ phase: 'failed', phaseEndTime: null, bidResultId: null });
      await everywhere(auction, { phase: 'failed', phaseEndTime: null, signUpCount: 1 }, 'failed');

      await setClock(suite, NOW, NOW);
      const cancelled = await publishAuction(suite, NOW);
      expect(await listed(cancelled.details)).toMatchObject({ phase: 'signUp' });
      await call(api.biddingBuyer.cancel, { token: seeded.buyer, body: { id: cancelled.id, reason: '项目预算调整' } });
      expect(await listed(cancelled.details)).toBeUndefined();
      expect(await listed(cancelled.details, undefined, 'shop')).toBeUndefined();
      expect(await detailOf(cancelled.id)).toMatchObject({ phase: 'cancelled', phaseEndTime: null });
    });
  });
}
