// An auction's receipt time and who may read it, as small stories (docs/product/rules.md, "The live
// reverse auction"): a bid is decided by when it reached the platform, however long it waited for the
// auction's lock — received before the close it is accepted (and extends the close by that time),
// received after it is 60154 — and the close is told only once the clock has passed it by the grace,
// the award refused until then; a caller without an approved sign-up is refused (60155) and never
// journaled; only the buyer and the auction's bidders download the log; a pending or rejected sign-up
// reads the phase, the rules, the schedule and its sign-up, nothing of the bids. On PostgreSQL, a bid
// held behind the lock keeps its receipt time and a reader of the due auction does not wait for it.
// Its own platform, once per database.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { MEMBER_ROLE } from '#contract/vocabulary.ts';
import { closeDueBiddings } from '../bidding/closing.ts';
import { decideBid } from '../bidding/placing.ts';
import { CLOSE_GRACE_MS } from '../bidding/windows.ts';
import { selectRows } from '../db/client.ts';
import type { Caller } from '../http/caller.ts';
import type { RunningPlatform } from '../server.ts';
import { BIDDING_TIMES, admittedBidders, MINUTE, publishAuction, signUpBody } from './bidding-fixture.ts';
import { apiClient } from './client.ts';
import { codeExpecter, type InquiryPlatform, startInquiryPlatform, type SuiteDatabase } from './inquiry-fixture.ts';
import { freshKey, memberHelpers } from './member-helpers.ts';
import { admittedSuppliers, setClock, type TenderSuite, type TenderSupplier } from './tender-fixture.ts';

const NOW = Date.UTC(2026, 5, 23, 2, 0, 0);
const LIVE = NOW + BIDDING_TIMES.biddingStart;
const CLOSE = NOW + BIDDING_TIMES.biddingEnd;
const SECOND = 1_000;

export function describeBiddingReceiptSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let seeded: InquiryPlatform;
  let platform: RunningPlatform;
  let suiteDatabase: SuiteDatabase;
  const client = apiClient(() => platform.url);
  const { call } = client;
  const expectCode = codeExpecter(client);
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });
  const suite: TenderSuite = {
    client,
    helpers,
    get seeded() {
      return seeded;
    },
  };
  const log = { warn() {}, error() {} };
  const bid = (token: string, biddingId: number, price: number) =>
    client.raw('POST', api.biddingBid.place.path, { token, body: { biddingId, price, idempotencyKey: freshKey() } });
  const place = (token: string, biddingId: number, price: number) =>
    call(api.biddingBid.place, { token, body: { biddingId, price, idempotencyKey: freshKey() } });
  const refused = (token: string, biddingId: number, price: number, code: number) =>
    expectCode(api.biddingBid.place, { token, body: { biddingId, price, idempotencyKey: freshKey() } }, code);
  const detail = (id: number) => call(api.biddingBuyer.detail, { token: seeded.buyer, query: { id } });
  const award = (id: number, bidder: string) => ({ token: seeded.buyer, body: { id, bidder, idempotencyKey: freshKey() } });
  const journal = (biddingId: number) =>
    selectRows<{ seq: number; memberId: number; accepted: boolean; code: number | null; receivedAt: number }>(
      platform.db,
      sql`select seq, member_id as "memberId", accepted, code, (extract(epoch from received_at) * 1000)::float8 as "receivedAt"
          from bidding_journal where bidding_id = ${biddingId} order by seq`,
    );
  const closedNotices = (memberId: number, biddingId: number) =>
    selectRows<{ payload: { rank?: number; count?: number } }>(
      platform.db,
      sql`select payload from notifications where recipient_member_id = ${memberId} and kind = 'bidding.closed'
          and (payload->>'biddingId')::int = ${biddingId} order by id`,
    );
  /** The supplier as the platform's caller, to decide a bid received at a time of the story's choosing. */
  const callerOf = async (supplier: TenderSupplier): Promise<Caller> => {
    const me = await call(api.member.current, { token: supplier.token });
    return { sessionId: 0, userId: me.userId, memberId: me.memberId, memberRoleId: me.memberRoleId, memberRoleType: MEMBER_ROLE.supplier };
  };
  /** Decides `supplier`'s bid received at `receivedAt` with the platform's clock at `decidedAt`. */
  const decidedLate = async (supplier: TenderSupplier, biddingId: number, price: number, receivedAt: number, decidedAt: number) =>
    decideBid(
      { db: platform.db, now: () => decidedAt },
      { biddingId, price, caller: await callerOf(supplier), key: { key: freshKey(), requestHash: 'late' }, receivedAt },
    );

  /** An auction (with `overrides`) with two admitted bidders, one sign-up pending and one rejected. */
  async function auctionWithSignUps(overrides: Parameters<typeof publishAuction>[2] = {}) {
    const auction = await publishAuction(suite, NOW, overrides);
    const [a, b] = await admittedBidders(suite, auction, 2);
    const [pending, rejected] = await admittedSuppliers(suite, 2);
    await call(api.biddingBid.signUp, { token: pending!.token, body: signUpBody(auction.id) });
    const turnedDown = await call(api.biddingBid.signUp, { token: rejected!.token, body: signUpBody(auction.id) });
    await call(api.biddingBuyer.review, {
      token: seeded.buyer,
      body: { biddingId: auction.id, signUpId: turnedDown.id, decision: 'reject', reason: '资质不符' },
    });
    return { auction, a: a!, b: b!, pending: pending!, rejected: rejected! };
  }

  const title = options.skipped
    ? `auction receipt time and access on ${databaseName} (skipped: ${options.skipped})`
    : `auction receipt time and access on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    beforeAll(async () => {
      suiteDatabase = await database();
      seeded = await startInquiryPlatform(async () => suiteDatabase, NOW);
      platform = seeded.platform;
    }, 120_000);
    afterAll(() => seeded?.stop());
    afterEach(() => setClock(suite, NOW, NOW));

    it('a bid received before the close and decided after it is accepted by its receipt time; the close is told past the grace', async () => {
      const auction = await publishAuction(suite, NOW, { triggerMinutes: 5, extensionMinutes: 3, maxExtensions: 1 });
      const [a, b] = await admittedBidders(suite, auction, 2);
      await setClock(suite, NOW, LIVE);
      await place(a!.token, auction.id, 9_900);
      // B's bid reached the platform a second before the close and was decided two seconds after it: accepted, and in the trigger window.
      await setClock(suite, NOW, CLOSE + 2 * SECOND);
      const late = await decidedLate(b!, auction.id, 9_800, CLOSE - SECOND, CLOSE + 2 * SECOND);
      const moved = CLOSE + 3 * MINUTE;
      expect(late).toMatchObject({ price: 9_800, receivedAt: CLOSE - SECOND, extended: true, biddingEndTime: moved });
      expect((await journal(auction.id)).at(-1)).toMatchObject({ accepted: true, code: null, receivedAt: CLOSE - SECOND });

      // The new close passed, within the grace: closed by the clock, but not told, and not awarded.
      await setClock(suite, NOW, moved + 2 * SECOND);
      await closeDueBiddings({ db: platform.db, now: () => moved + 2 * SECOND }, log);
      expect(await detail(auction.id)).toMatchObject({ state: 'published', phase: 'closed' });
      expect(await closedNotices(b!.memberId, auction.id)).toEqual([]);
      await expectCode(api.biddingBuyer.award, award(auction.id, 'B2'), Code.BIDDING_STATE_FORBIDS);
      // Nor is its log final yet: a queued bid may still join it.
      await expectCode(api.biddingBid.log, { token: seeded.buyer, query: { biddingId: auction.id } }, Code.BIDDING_STATE_FORBIDS);
      // Received after the close: outside the window, however early it is decided.
      await refused(a!.token, auction.id, 9_000, Code.OUTSIDE_LIVE_BIDDING_WINDOW);
      // Received before the close and decided within the grace: still taken.
      expect(await decidedLate(a!, auction.id, 9_700, moved - SECOND, moved + 3 * SECOND)).toMatchObject({ extended: false, biddingEndTime: moved });

      // Past the grace the first read tells the close, with the final ranking.
      await setClock(suite, NOW, moved + CLOSE_GRACE_MS);
      expect(await detail(auction.id)).toMatchObject({ state: 'published', phase: 'closed' });
      expect((await closedNotices(a!.memberId, auction.id)).map((n) => n.payload.rank)).toEqual([1]);
      expect((await closedNotices(b!.memberId, auction.id)).map((n) => n.payload.rank)).toEqual([2]);
      expect(await client.call(api.biddingBid.log, { token: seeded.buyer, query: { biddingId: auction.id } })).toMatchObject({
        biddingId: auction.id,
      });
      // Once it is told the ranking is final: a bid received before the close but still queued comes too late.
      await expect(decidedLate(b!, auction.id, 9_600, moved - SECOND, moved + CLOSE_GRACE_MS)).rejects.toMatchObject({
        code: Code.OUTSIDE_LIVE_BIDDING_WINDOW,
      });
      expect((await journal(auction.id)).map((row) => [row.accepted, row.code, row.receivedAt])).toEqual([
        [true, null, LIVE],
        [true, null, CLOSE - SECOND],
        [false, Code.OUTSIDE_LIVE_BIDDING_WINDOW, moved + 2 * SECOND],
        [true, null, moved - SECOND],
        [false, Code.OUTSIDE_LIVE_BIDDING_WINDOW, moved - SECOND],
      ]);
      expect(await call(api.biddingBuyer.award, award(auction.id, 'B1'))).toMatchObject({ bidder: 'B1', rank: 1, totalAmount: 9_700 });
    });

    it('a caller without an approved sign-up is refused (60155) and never journaled; only the buyer and its bidders download the log', async () => {
      const { auction, a, pending, rejected } = await auctionWithSignUps();
      const [outsider] = await admittedSuppliers(suite, 1);
      const otherBuyer = await helpers.register('buyer');
      await setClock(suite, NOW, LIVE);
      for (const caller of [outsider!.token, pending.token, rejected.token, otherBuyer.token]) {
        await refused(caller, auction.id, 9_000, Code.NOT_SIGNED_UP);
      }
      await place(a.token, auction.id, 9_900);
      expect((await journal(auction.id)).map((row) => [row.seq, row.memberId, row.accepted])).toEqual([[1, a.memberId, true]]);

      await setClock(suite, NOW, CLOSE + CLOSE_GRACE_MS);
      const logOf = (token: string) => call(api.biddingBid.log, { token, query: { biddingId: auction.id } });
      expect(await logOf(a.token)).toMatchObject({ own: 'B1', entries: [{ seq: 1, bidder: 'B1', accepted: true }] });
      expect(await logOf(seeded.buyer)).toMatchObject({ own: null, ranking: [{ rank: 1, bidder: 'B1', price: '9900.00' }] });
      for (const caller of [outsider!.token, pending.token, rejected.token, otherBuyer.token]) {
        await expectCode(api.biddingBid.log, { token: caller, query: { biddingId: auction.id } }, Code.NOT_FOUND);
      }
    });

    it('a pending or rejected sign-up reads the phase, the rules, the schedule and its sign-up, nothing of the bids', async () => {
      const { auction, a, b, pending, rejected } = await auctionWithSignUps({ visibility: 'allPricesAliased' });
      await setClock(suite, NOW, LIVE);
      await place(a.token, auction.id, 9_900);
      await place(b.token, auction.id, 9_800);
      const room = (token: string) => call(api.biddingBid.room, { token, query: { biddingId: auction.id } });
      const nothing = { bidCount: 0, bestPrice: null, rank: null, ranking: [], bids: [], ownBids: [], maxBidNow: null, bidsLeft: null };
      const frame = {
        biddingId: auction.id,
        phase: 'live',
        phaseEndTime: CLOSE,
        serverTime: LIVE,
        biddingStartTime: LIVE,
        biddingEndTime: CLOSE,
        rules: { startingPrice: 10_000, visibility: 'allPricesAliased', allowPurchaseCount: 5 },
      };
      expect(await room(pending.token)).toMatchObject({ ...frame, ...nothing, signUp: { review: 'pending' } });
      expect(await room(rejected.token)).toMatchObject({ ...frame, ...nothing, signUp: { review: 'rejected', reviewReason: '资质不符' } });
      // A bidder of the same auction reads the bids.
      expect(await room(a.token)).toMatchObject({ ...frame, bidCount: 2, bestPrice: 9_800, rank: 2, bidsLeft: 4, maxBidNow: 9_700 });
    });

    it('a bid held behind the auction’s lock keeps its receipt time, and a reader of the due auction does not wait for it (PostgreSQL)', async (context) => {
      if (!suiteDatabase.databaseUrl) return context.skip();
      const auction = await publishAuction(suite, NOW);
      const [a, b] = await admittedBidders(suite, auction, 2);
      await setClock(suite, NOW, LIVE);
      await place(a!.token, auction.id, 9_900);
      await setClock(suite, NOW, CLOSE - SECOND);
      const holder = new pg.Client({ connectionString: suiteDatabase.databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from biddings where id = $1 for update', [auction.id]);
        const queued = bid(b!.token, auction.id, 9_800);
        // The bid has reached the platform when its transaction waits for the lock.
        for (let i = 0; i < 100; i++) {
          const [waiting] = await selectRows<{ n: number }>(
            platform.db,
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (waiting!.n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await setClock(suite, NOW, CLOSE + CLOSE_GRACE_MS + SECOND);
        const read = await Promise.race([detail(auction.id), new Promise((resolve) => setTimeout(() => resolve('waited'), 5_000))]);
        expect(read).toMatchObject({ state: 'published', phase: 'closed' });
        expect(await closedNotices(seeded.buyerMe.memberId, auction.id)).toEqual([]);
        await holder.query('commit');
        expect(await queued).toMatchObject({ code: Code.SUCCESS, data: { price: 9_800, receivedAt: CLOSE - SECOND } });
      } finally {
        await holder.query('rollback').catch(() => {});
        await holder.end();
      }
      // The next read tells the close, the late bid ranked.
      await detail(auction.id);
      expect((await closedNotices(b!.memberId, auction.id)).map((n) => n.payload.rank)).toEqual([1]);
      expect(await closedNotices(seeded.buyerMe.memberId, auction.id)).toEqual([
        expect.objectContaining({ payload: expect.objectContaining({ count: 2 }) }),
      ]);
    }, 60_000);
  });
}
