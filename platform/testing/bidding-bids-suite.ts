// Suppliers bid in a live reverse auction, as small stories (docs/product/rules.md): every refusal by
// its code and changing nothing but the journal (a caller that is not a bidder not even that); the step as an amount or a percent; under ownRank a
// bidder improves its own last bid; the cap; a keyed retry bids once; twenty bids racing for the same
// prices where exactly the valid ones are accepted; the extension rule (only an accepted improving bid
// in the trigger window extends, at most K times, never past the hard stop); and the journal, append-only,
// downloaded after the close and verified, an altered amount caught. Its own platform, once per database.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BiddingLog, verifyBiddingLog } from '#contract/bidding-log.ts';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { selectRows } from '../db/client.ts';
import type { RunningPlatform } from '../server.ts';
import { CLOSE_GRACE_MS } from '../bidding/windows.ts';
import { BIDDING_TIMES, admittedBidders, MINUTE, publishAuction } from './bidding-fixture.ts';
import { apiClient } from './client.ts';
import { codeExpecter, type InquiryPlatform, startInquiryPlatform, type SuiteDatabase } from './inquiry-fixture.ts';
import { freshKey, memberHelpers } from './member-helpers.ts';
import { admittedSuppliers, setClock, type TenderSuite } from './tender-fixture.ts';

const NOW = Date.UTC(2026, 4, 18, 2, 0, 0);
const LIVE = NOW + BIDDING_TIMES.biddingStart;
const CLOSE = NOW + BIDDING_TIMES.biddingEnd;

export function describeBiddingBidsSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let seeded: InquiryPlatform;
  let platform: RunningPlatform;
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
  const bid = (token: string, biddingId: number, price: number, idempotencyKey = freshKey()) =>
    client.raw('POST', api.biddingBid.place.path, { token, body: { biddingId, price, idempotencyKey } });
  const place = (token: string, biddingId: number, price: number) =>
    call(api.biddingBid.place, { token, body: { biddingId, price, idempotencyKey: freshKey() } });
  const refused = async (token: string, biddingId: number, price: number, code: number) =>
    expectCode(api.biddingBid.place, { token, body: { biddingId, price, idempotencyKey: freshKey() } }, code);
  const journal = (biddingId: number) =>
    selectRows<{ seq: number; accepted: boolean; code: number | null; price: string }>(
      platform.db,
      sql`select seq, accepted, code, price from bidding_journal where bidding_id = ${biddingId} order by seq`,
    );
  const detail = (id: number) => call(api.biddingBuyer.detail, { token: seeded.buyer, query: { id } });
  /** The log once the close is told: the clock past the close and its grace (the read tells it). */
  const logAfterClose = async (token: string, biddingId: number, closeAt: number): Promise<BiddingLog> => {
    await setClock(suite, NOW, closeAt + CLOSE_GRACE_MS);
    return call(api.biddingBid.log, { token, query: { biddingId } });
  };

  const title = options.skipped ? `auction bids on ${databaseName} (skipped: ${options.skipped})` : `auction bids on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      platform = seeded.platform;
    }, 120_000);
    afterAll(() => seeded?.stop());
    afterEach(() => setClock(suite, NOW, NOW));

    it('refuses each rule by its code, a refused bid changes nothing but the journal, and a retried bid bids once', async () => {
      const auction = await publishAuction(suite, NOW, { allowPurchaseCount: 3 });
      const [a, b] = await admittedBidders(suite, auction, 2);
      const [outsider] = await admittedSuppliers(suite, 1);
      // A malformed bid is a 400 and not a bid: never journaled.
      await refused(a!.token, auction.id, 9_000.001, Code.PARAM_INVALID);
      await refused(a!.token, auction.id, 9_000, Code.OUTSIDE_LIVE_BIDDING_WINDOW);
      await setClock(suite, NOW, LIVE);
      // Not one of the auction's bidders: refused before its lock, and not journaled.
      await refused(outsider!.token, auction.id, 9_000, Code.NOT_SIGNED_UP);
      await refused(a!.token, auction.id, 10_000.01, Code.ABOVE_STARTING_PRICE);
      const key = freshKey();
      const [first, retry] = await Promise.all([bid(a!.token, auction.id, 10_000, key), bid(a!.token, auction.id, 10_000, key)]);
      expect(retry).toEqual(first);
      expect(first.data).toMatchObject({ price: 10_000, seq: 3, receivedAt: LIVE, biddingEndTime: CLOSE, extended: false, bidsLeft: 2 });
      await refused(b!.token, auction.id, 9_900.01, Code.STEP_TOO_SMALL);
      expect((await place(b!.token, auction.id, 9_900)).seq).toBe(5);
      await place(a!.token, auction.id, 9_800);
      await place(a!.token, auction.id, 9_700);
      await refused(a!.token, auction.id, 9_000, Code.BID_CAP_REACHED);
      expect(await detail(auction.id)).toMatchObject({ bidCount: 4, biddingEndTime: CLOSE, extensionCount: 0 });
      await setClock(suite, NOW, CLOSE);
      await refused(b!.token, auction.id, 9_000, Code.OUTSIDE_LIVE_BIDDING_WINDOW);
      const rows = await journal(auction.id);
      expect(rows.map((row) => row.code)).toEqual([
        Code.OUTSIDE_LIVE_BIDDING_WINDOW,
        Code.ABOVE_STARTING_PRICE,
        null,
        Code.STEP_TOO_SMALL,
        null,
        null,
        null,
        Code.BID_CAP_REACHED,
        Code.OUTSIDE_LIVE_BIDDING_WINDOW,
      ]);
      await expect(platform.db.execute(sql`update bidding_journal set price = 1 where bidding_id = ${auction.id}`)).rejects.toThrow();
      await expect(platform.db.execute(sql`delete from bidding_journal where bidding_id = ${auction.id}`)).rejects.toThrow();
    });

    it('takes no bid from a bidder its buyer suspended after it signed up (60021), until the buyer admits it again', async () => {
      const auction = await publishAuction(suite, NOW, { autoAdmit: true });
      const [bidder] = await admittedBidders(suite, auction, 1);
      const [admission] = await selectRows<{ id: number }>(
        platform.db,
        sql`select id from supplier_admissions where supplier_member_id = ${bidder!.memberId}`,
      );
      const stage = (to: 'suspended' | 'qualified') =>
        call(api.admission.changeStage, { token: seeded.buyer, body: { id: admission!.id, stage: to } });
      await setClock(suite, NOW, LIVE);
      await stage('suspended');
      await refused(bidder!.token, auction.id, 9_000, Code.STAGE_FORBIDS);
      await stage('qualified');
      expect((await place(bidder!.token, auction.id, 9_000)).seq).toBe(2);
    });

    it('a percent step is of the current best price; under ownRank a bidder need only beat its own last bid', async () => {
      const percent = await publishAuction(suite, NOW, { stepType: 'percent', minPriceStep: 2 });
      const [a, b] = await admittedBidders(suite, percent, 2);
      const ranked = await publishAuction(suite, NOW, { visibility: 'ownRank', autoAdmit: true });
      for (const supplier of [a!, b!]) {
        await call(api.biddingBid.signUp, {
          token: supplier.token,
          body: {
            biddingId: ranked.id,
            contactName: '赵六',
            phone: '13800138000',
            email: 'a@example.com',
            address: '上海',
            idempotencyKey: freshKey(),
          },
        });
      }
      await setClock(suite, NOW, LIVE);
      await place(a!.token, percent.id, 5_000);
      await refused(b!.token, percent.id, 4_900.01, Code.STEP_TOO_SMALL);
      await place(b!.token, percent.id, 4_900);
      await place(a!.token, ranked.id, 8_000);
      await place(b!.token, ranked.id, 9_500);
      await refused(b!.token, ranked.id, 9_400.01, Code.STEP_TOO_SMALL);
      await place(b!.token, ranked.id, 9_400);
    });

    it('the room shows each reader what the rule sheet allows, and the highest price it may bid now', async () => {
      const room = (token: string, biddingId: number) => call(api.biddingBid.room, { token, query: { biddingId } });
      const views = {} as Record<'ownRank' | 'bestPrice' | 'allPricesAliased', Awaited<ReturnType<typeof room>>>;
      for (const visibility of ['ownRank', 'bestPrice', 'allPricesAliased'] as const) {
        const auction = await publishAuction(suite, NOW, { visibility, autoAdmit: true });
        const [a, b] = await admittedBidders(suite, auction, 2);
        expect(await room(a!.token, auction.id)).toMatchObject({ phase: 'signUp', maxBidNow: null, bidsLeft: 5, signUp: { review: 'approved' } });
        await setClock(suite, NOW, LIVE);
        expect((await room(a!.token, auction.id)).maxBidNow).toBe(10_000);
        await place(a!.token, auction.id, 9_000);
        await place(b!.token, auction.id, 8_000);
        views[visibility] = await room(a!.token, auction.id);
        const buyerView = await room(seeded.buyer, auction.id);
        expect(buyerView).toMatchObject({ bestPrice: 8_000, rank: null, bidCount: 2, serverTime: LIVE, phaseEndTime: CLOSE });
        expect(buyerView.bids.map((row) => [row.memberName, row.price])).toEqual([
          [b!.name, 8_000],
          [a!.name, 9_000],
        ]);
        const stranger = await helpers.register('supplier');
        await expectCode(api.biddingBid.room, { token: stranger.token, query: { biddingId: auction.id } }, Code.NOT_FOUND);
        await setClock(suite, NOW, NOW);
      }
      const own = { rank: 2, bidsLeft: 4, ownBids: [{ price: 9_000, own: true, memberName: null }], bids: [] };
      expect(views.ownRank).toMatchObject({ ...own, bestPrice: null, ranking: [], maxBidNow: 8_900 });
      expect(views.bestPrice).toMatchObject({ ...own, bestPrice: 8_000, ranking: [], maxBidNow: 7_900 });
      expect(views.allPricesAliased).toMatchObject({ ...own, bestPrice: 8_000, maxBidNow: 7_900 });
      expect(views.allPricesAliased.ranking).toEqual([
        { rank: 1, bidder: 'B2', memberName: null, price: 8_000, own: false, bidId: expect.any(Number) },
        { rank: 2, bidder: 'B1', memberName: null, price: 9_000, own: true, bidId: expect.any(Number) },
      ]);
    });

    it('twenty bids racing for the same prices: exactly the valid ones are accepted, in a chain the verifier checks', async () => {
      const auction = await publishAuction(suite, NOW, { autoAdmit: true, allowPurchaseCount: 10 });
      const bidders = await admittedBidders(suite, auction, 4);
      await setClock(suite, NOW, LIVE);
      const prices = [9_900, 9_800, 9_700, 9_600, 9_500];
      const answers = await Promise.all(bidders.flatMap((bidder) => prices.map((price) => bid(bidder.token, auction.id, price))));
      const accepted = answers.filter((answer) => answer.code === Code.SUCCESS);
      expect(answers.every((answer) => answer.code === Code.SUCCESS || answer.code === Code.STEP_TOO_SMALL)).toBe(true);
      const rows = await journal(auction.id);
      expect(rows).toHaveLength(20);
      // Replayed in the journal's order, a bid is valid exactly when it is a step below the best before it.
      let best = Number.POSITIVE_INFINITY;
      for (const row of rows) {
        const valid = Number(row.price) <= Math.min(best - 100, 10_000);
        expect(row.accepted, `entry ${row.seq}`).toBe(valid);
        if (valid) best = Number(row.price);
      }
      expect(accepted.length).toBe(rows.filter((row) => row.accepted).length);
      expect((await detail(auction.id)).bidCount).toBe(accepted.length);
      const log = await logAfterClose(bidders[0]!.token, auction.id, CLOSE);
      const verdict = await verifyBiddingLog(log);
      expect(verdict).toMatchObject({ ok: true, brokenAt: null, rankingMatches: true });
      expect(log.ranking[0]).toMatchObject({ rank: 1, price: best.toFixed(2) });
      expect(log.own).toMatch(/^B[1-4]$/);
      const altered = { ...log, entries: log.entries.map((entry, index) => (index === 3 ? { ...entry, price: '1.00' } : entry)) };
      expect(await verifyBiddingLog(altered)).toMatchObject({ ok: false, brokenAt: 4 });
      const stranger = await helpers.register('supplier');
      await expectCode(api.biddingBid.log, { token: stranger.token, query: { biddingId: auction.id } }, Code.NOT_FOUND);
    });

    it('an accepted improving bid in the trigger window extends the close; a refused one never does; at most K times, never past the hard stop', async () => {
      const hardStop = CLOSE + 5 * MINUTE;
      const auction = await publishAuction(suite, NOW, {
        triggerMinutes: 5,
        extensionMinutes: 3,
        maxExtensions: 2,
        hardStopTime: hardStop,
        allowPurchaseCount: 10,
      });
      const [a, b] = await admittedBidders(suite, auction, 2);
      await setClock(suite, NOW, CLOSE - 10 * MINUTE);
      expect((await place(a!.token, auction.id, 9_000)).extended).toBe(false);
      await setClock(suite, NOW, CLOSE - 4 * MINUTE);
      await refused(b!.token, auction.id, 8_950, Code.STEP_TOO_SMALL);
      expect(await detail(auction.id)).toMatchObject({ biddingEndTime: CLOSE, extensionCount: 0, phase: 'live' });
      const first = await place(b!.token, auction.id, 8_900);
      expect(first).toMatchObject({ extended: true, biddingEndTime: CLOSE + 3 * MINUTE });
      expect(await detail(auction.id)).toMatchObject({ phase: 'extended', extensionCount: 1, scheduledEndTime: CLOSE });
      await setClock(suite, NOW, CLOSE + 2 * MINUTE);
      const second = await place(a!.token, auction.id, 8_800);
      expect(second).toMatchObject({ extended: true, biddingEndTime: hardStop });
      await setClock(suite, NOW, hardStop - MINUTE);
      const third = await place(b!.token, auction.id, 8_700);
      expect(third).toMatchObject({ extended: false, biddingEndTime: hardStop });
      await setClock(suite, NOW, hardStop);
      await refused(a!.token, auction.id, 8_000, Code.OUTSIDE_LIVE_BIDDING_WINDOW);
      expect(await detail(auction.id)).toMatchObject({ phase: 'closed', extensionCount: 2, biddingEndTime: hardStop });
      const log = await logAfterClose(seeded.buyer, auction.id, hardStop);
      expect(await verifyBiddingLog(log)).toMatchObject({ ok: true });
      expect(log.entries.map((entry) => entry.closeTime)).toEqual([CLOSE, CLOSE, CLOSE + 3 * MINUTE, hardStop, hardStop, hardStop]);
    });
  });
}
