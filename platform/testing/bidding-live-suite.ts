// The auction's room, live, as small stories (docs/product/rules.md, "The live reverse auction"): each
// accepted bid tells the buyer and every admitted bidder what its room now shows, no more (ownRank: no
// best price and no one else's bid; allPricesAliased: others' bids by alias, never by name; the buyer:
// names), a pending or rejected sign-up nothing, a refused bid nothing; the bidder overtaken is told
// it was outbid; an extending bid carries the new close; bidding opened and closed are told once each,
// with their notifications, however many sweeps run and race; the award and a cancellation are told
// too. On PostgreSQL, a bid's event reaches a socket open on another platform instance.
// Its own platform, once per database.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Code } from '#contract/codes.ts';
import { api, SOCKET_PATH } from '#contract/endpoints.ts';
import type { BiddingRoomEvent, MemberEvent } from '#contract/schemas.ts';
import { sweepBiddings } from '../bidding/tellings.ts';
import { CLOSE_GRACE_MS } from '../bidding/windows.ts';
import { selectRows } from '../db/client.ts';
import { type RunningPlatform, startPlatform } from '../server.ts';
import { BIDDING_TIMES, admittedBidders, MINUTE, publishAuction, signUpBody } from './bidding-fixture.ts';
import { apiClient } from './client.ts';
import { codeExpecter, type InquiryPlatform, startInquiryPlatform, type SuiteDatabase } from './inquiry-fixture.ts';
import { freshKey, memberHelpers } from './member-helpers.ts';
import { admittedSuppliers, setClock, type TenderSuite } from './tender-fixture.ts';

const NOW = Date.UTC(2026, 5, 16, 2, 0, 0);
const LIVE = NOW + BIDDING_TIMES.biddingStart;
const CLOSE = NOW + BIDDING_TIMES.biddingEnd;

export function describeBiddingLiveSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
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
  const place = (token: string, biddingId: number, price: number) =>
    call(api.biddingBid.place, { token, body: { biddingId, price, idempotencyKey: freshKey() } });
  const sweep = (at: number) => sweepBiddings({ db: platform.db, now: () => at }, log);
  /** The room events of auction `biddingId` the member received, oldest first. */
  const roomEvents = async (memberId: number, biddingId: number) =>
    (
      await selectRows<{ data: BiddingRoomEvent }>(
        platform.db,
        sql`select data from member_events where recipient_member_id = ${memberId} and recipient_user_id is null
            and action = 'bidding_room' and (data->>'biddingId')::int = ${biddingId} order by id`,
      )
    ).map((row) => row.data);
  const lastEvent = async (memberId: number, biddingId: number) => (await roomEvents(memberId, biddingId)).at(-1);
  const notificationsOf = async (memberId: number, kind: string, biddingId: number) =>
    (
      await selectRows<{ payload: Record<string, unknown> }>(
        platform.db,
        sql`select payload from notifications where recipient_member_id = ${memberId} and kind = ${kind}
            and (payload->>'biddingId')::int = ${biddingId} order by id`,
      )
    ).map((row) => row.payload);

  /** An auction with `overrides`, three admitted bidders, one sign-up pending and one rejected. */
  async function auctionWithBidders(overrides: Parameters<typeof publishAuction>[2] = {}) {
    const auction = await publishAuction(suite, NOW, overrides);
    const [a, b, c] = await admittedBidders(suite, auction, 3);
    const [pending, rejected] = await admittedSuppliers(suite, 2);
    await call(api.biddingBid.signUp, { token: pending!.token, body: signUpBody(auction.id) });
    const refused = await call(api.biddingBid.signUp, { token: rejected!.token, body: signUpBody(auction.id) });
    await call(api.biddingBuyer.review, {
      token: seeded.buyer,
      body: { biddingId: auction.id, signUpId: refused.id, decision: 'reject', reason: '资质不符' },
    });
    return { auction, a: a!, b: b!, c: c!, pending: pending!, rejected: rejected! };
  }

  const title = options.skipped ? `auction room live on ${databaseName} (skipped: ${options.skipped})` : `auction room live on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    beforeAll(async () => {
      suiteDatabase = await database();
      seeded = await startInquiryPlatform(async () => suiteDatabase, NOW);
      platform = seeded.platform;
    }, 120_000);
    afterAll(() => seeded?.stop());
    afterEach(() => setClock(suite, NOW, NOW));

    it('tells the buyer and each admitted bidder every accepted bid as its room shows it (best price shown)', async () => {
      const { auction, a, b, c, pending, rejected } = await auctionWithBidders();
      const buyer = seeded.buyerMe.memberId;
      await setClock(suite, NOW, LIVE);
      await place(a.token, auction.id, 9_900);
      // The first bid tells that bidding opened, then itself: the buyer hears both, in order.
      expect((await roomEvents(buyer, auction.id)).map((e) => e.kind)).toEqual(['opened', 'bid']);
      const common = { biddingId: auction.id, kind: 'bid', phase: 'live', phaseEndTime: CLOSE, at: LIVE, biddingEndTime: CLOSE };
      expect(await lastEvent(buyer, auction.id)).toEqual({
        ...common,
        extensionCount: 0,
        extended: false,
        bidCount: 1,
        bestPrice: 9_900,
        rank: null,
        bidsLeft: null,
        maxBidNow: null,
        outbid: false,
        bid: { bidder: 'B1', memberName: a.name, price: 9_900, receivedAt: LIVE, own: false, bidId: expect.any(Number) },
      });
      expect(await lastEvent(a.memberId, auction.id)).toMatchObject({
        ...common,
        bestPrice: 9_900,
        rank: 1,
        bidsLeft: 4,
        maxBidNow: 9_800,
        outbid: false,
        bid: { bidder: 'B1', memberName: null, price: 9_900, own: true },
      });
      // Another bidder sees the best price, not the bid (only allPricesAliased shows others' bids).
      expect(await lastEvent(b.memberId, auction.id)).toMatchObject({
        ...common,
        bestPrice: 9_900,
        rank: null,
        bidsLeft: 5,
        maxBidNow: 9_800,
        bid: null,
      });
      expect(await roomEvents(pending.memberId, auction.id)).toEqual([]);
      expect(await roomEvents(rejected.memberId, auction.id)).toEqual([]);

      // B overtakes A: A is told it was outbid, C (no bid) is not; a refused bid tells no one.
      await place(b.token, auction.id, 9_800);
      expect(await lastEvent(a.memberId, auction.id)).toMatchObject({
        bidCount: 2,
        bestPrice: 9_800,
        rank: 2,
        outbid: true,
        maxBidNow: 9_700,
        bid: null,
      });
      expect(await lastEvent(b.memberId, auction.id)).toMatchObject({ rank: 1, outbid: false, bidsLeft: 4, bid: { bidder: 'B2', own: true } });
      expect(await lastEvent(c.memberId, auction.id)).toMatchObject({ rank: null, outbid: false, bidsLeft: 5 });
      const before = (await roomEvents(buyer, auction.id)).length;
      await expectCode(
        api.biddingBid.place,
        { token: c.token, body: { biddingId: auction.id, price: 9_750, idempotencyKey: freshKey() } },
        Code.STEP_TOO_SMALL,
      );
      expect(await roomEvents(buyer, auction.id)).toHaveLength(before);
      // Each event's figures are the room's after it.
      const room = await call(api.biddingBid.room, { token: a.token, query: { biddingId: auction.id } });
      expect(await lastEvent(a.memberId, auction.id)).toMatchObject({
        bestPrice: room.bestPrice,
        rank: room.rank,
        bidsLeft: room.bidsLeft,
        maxBidNow: room.maxBidNow,
        bidCount: room.bidCount,
      });
    });

    it('under ownRank a bidder is told its rank alone; under allPricesAliased every bid by alias, never by name', async () => {
      const own = await auctionWithBidders({ visibility: 'ownRank' });
      await setClock(suite, NOW, LIVE);
      await place(own.a.token, own.auction.id, 9_900);
      await place(own.b.token, own.auction.id, 9_900);
      expect(await lastEvent(own.a.memberId, own.auction.id)).toMatchObject({ bestPrice: null, rank: 1, outbid: false, bid: null, maxBidNow: 9_800 });
      expect(await lastEvent(own.b.memberId, own.auction.id)).toMatchObject({ bestPrice: null, rank: 2, bid: { bidder: 'B2', own: true } });
      await place(own.b.token, own.auction.id, 9_700);
      expect(await lastEvent(own.a.memberId, own.auction.id)).toMatchObject({ bestPrice: null, rank: 2, outbid: true, bid: null });
      expect(await lastEvent(seeded.buyerMe.memberId, own.auction.id)).toMatchObject({
        bestPrice: 9_700,
        bid: { bidder: 'B2', memberName: own.b.name, price: 9_700 },
      });

      await setClock(suite, NOW, NOW);
      const aliased = await auctionWithBidders({ visibility: 'allPricesAliased' });
      await setClock(suite, NOW, LIVE);
      await place(aliased.a.token, aliased.auction.id, 9_900);
      const seen = await lastEvent(aliased.c.memberId, aliased.auction.id);
      expect(seen).toMatchObject({ bestPrice: 9_900, rank: null, bid: { bidder: 'B1', memberName: null, price: 9_900, own: false } });
      expect(JSON.stringify(seen)).not.toContain(aliased.a.name);
    });

    it('an extending bid tells the new close; the close never moves back', async () => {
      const rule = { triggerMinutes: 5, extensionMinutes: 10, maxExtensions: 1 };
      const { auction, a, b } = await auctionWithBidders(rule);
      await setClock(suite, NOW, CLOSE - 2 * MINUTE);
      await place(a.token, auction.id, 9_900);
      const extended = { kind: 'bid', extended: true, extensionCount: 1, biddingEndTime: CLOSE + 10 * MINUTE, phase: 'extended' };
      expect(await lastEvent(b.memberId, auction.id)).toMatchObject({ ...extended, phaseEndTime: CLOSE + 10 * MINUTE });
      expect(await lastEvent(seeded.buyerMe.memberId, auction.id)).toMatchObject(extended);
      // The cap of extensions reached: the next improving bid keeps the close.
      await setClock(suite, NOW, CLOSE + 7 * MINUTE);
      await place(b.token, auction.id, 9_800);
      expect(await lastEvent(a.memberId, auction.id)).toMatchObject({
        extended: false,
        extensionCount: 1,
        biddingEndTime: CLOSE + 10 * MINUTE,
        outbid: true,
      });
    });

    it('tells bidding opened and closed once each, however many sweeps run and race, then the award', async () => {
      const { auction, a, b, pending } = await auctionWithBidders();
      const buyer = seeded.buyerMe.memberId;
      await sweep(LIVE - MINUTE);
      expect(await roomEvents(buyer, auction.id)).toEqual([]);
      await Promise.all([sweep(LIVE), sweep(LIVE)]);
      await sweep(LIVE + MINUTE);
      const opened = await notificationsOf(a.memberId, 'bidding.opened', auction.id);
      expect(opened).toEqual([
        {
          biddingId: auction.id,
          code: auction.biddingNo,
          title: auction.details,
          buyerName: expect.any(String),
          deadline: CLOSE,
          link: `/memberCenter/procurementAbility/onlineBid/readySignUp/signUp?id=${auction.id}`,
        },
      ]);
      expect(opened[0]!.buyerName).not.toBe('');
      expect(await notificationsOf(b.memberId, 'bidding.opened', auction.id)).toHaveLength(1);
      expect(await notificationsOf(pending.memberId, 'bidding.opened', auction.id)).toEqual([]);
      expect(await notificationsOf(buyer, 'bidding.opened', auction.id)).toEqual([]);
      for (const member of [buyer, a.memberId, b.memberId]) {
        expect((await roomEvents(member, auction.id)).map((e) => [e.kind, e.phase])).toEqual([['opened', 'live']]);
      }

      await setClock(suite, NOW, LIVE);
      await place(a.token, auction.id, 9_900);
      await place(b.token, auction.id, 9_800);
      await place(a.token, auction.id, 9_700);
      // The close is told once it is passed by the grace (a bid received before it may still be queued).
      const told = CLOSE + CLOSE_GRACE_MS;
      await sweep(told - 1);
      expect(await notificationsOf(buyer, 'bidding.closed', auction.id)).toEqual([]);
      await setClock(suite, NOW, told);
      // Two sweeps racing and a reader (who never waits for a sweep): the close is told once.
      await Promise.all([sweep(told), sweep(told), call(api.biddingBuyer.detail, { token: seeded.buyer, query: { id: auction.id } })]);
      await sweep(CLOSE + MINUTE);
      expect((await notificationsOf(a.memberId, 'bidding.closed', auction.id)).map((n) => n.rank)).toEqual([1]);
      expect((await notificationsOf(b.memberId, 'bidding.closed', auction.id)).map((n) => n.rank)).toEqual([2]);
      expect(await notificationsOf(buyer, 'bidding.closed', auction.id)).toEqual([
        expect.objectContaining({ count: 3, code: auction.biddingNo, link: `/memberCenter/purchaseBid/search/detail?id=${auction.id}` }),
      ]);
      expect(await notificationsOf(pending.memberId, 'bidding.closed', auction.id)).toEqual([]);
      const kinds = async (member: number) => (await roomEvents(member, auction.id)).map((e) => e.kind);
      expect(await kinds(buyer)).toEqual(['opened', 'bid', 'bid', 'bid', 'closed']);
      expect(await lastEvent(a.memberId, auction.id)).toMatchObject({
        kind: 'closed',
        phase: 'closed',
        phaseEndTime: null,
        rank: 1,
        maxBidNow: null,
      });

      await call(api.biddingBuyer.award, { token: seeded.buyer, body: { id: auction.id, bidder: 'B1', idempotencyKey: freshKey() } });
      expect(await kinds(b.memberId)).toEqual(['opened', 'bid', 'bid', 'bid', 'closed', 'awarded']);
      expect(await lastEvent(buyer, auction.id)).toMatchObject({ kind: 'awarded', phase: 'awarded', bestPrice: 9_700 });
    });

    it('an auction closed without a bid is told failed; a cancelled one, cancelled', async () => {
      const failing = await auctionWithBidders();
      await setClock(suite, NOW, CLOSE + CLOSE_GRACE_MS);
      await sweep(CLOSE + CLOSE_GRACE_MS);
      await sweep(CLOSE + CLOSE_GRACE_MS);
      expect((await roomEvents(failing.a.memberId, failing.auction.id)).map((e) => [e.kind, e.phase])).toEqual([['failed', 'failed']]);
      expect(await roomEvents(failing.pending.memberId, failing.auction.id)).toEqual([]);
      expect(await notificationsOf(failing.a.memberId, 'bidding.failed', failing.auction.id)).toHaveLength(1);
      expect(await notificationsOf(failing.a.memberId, 'bidding.closed', failing.auction.id)).toEqual([]);

      await setClock(suite, NOW, NOW);
      const cancelled = await auctionWithBidders();
      await call(api.biddingBuyer.cancel, { token: seeded.buyer, body: { id: cancelled.auction.id, reason: '需求取消' } });
      expect(await lastEvent(cancelled.a.memberId, cancelled.auction.id)).toMatchObject({ kind: 'cancelled', phase: 'cancelled', maxBidNow: null });
      expect(await roomEvents(seeded.buyerMe.memberId, cancelled.auction.id)).toHaveLength(1);
    });

    it('a bid reaches a socket open on another platform instance (PostgreSQL)', async (context) => {
      if (!suiteDatabase.databaseUrl) return context.skip();
      const other = await startPlatform({
        databaseUrl: suiteDatabase.databaseUrl,
        uploadsDir: suiteDatabase.uploadsDir,
        now: () => LIVE,
        logLevel: 'warn',
      });
      const { auction, a } = await auctionWithBidders();
      const me = await call(api.member.current, { token: seeded.buyer });
      const url = new URL(SOCKET_PATH, other.url.replace(/^http/, 'ws'));
      const query = { memberId: me.memberId, roleId: me.memberRoleId, token: seeded.buyer, userId: me.userId, source: 1 };
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
      const ws = new WebSocket(url);
      const frames: MemberEvent[] = [];
      ws.on('message', (raw) => frames.push(JSON.parse(String(raw)) as MemberEvent));
      try {
        await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
        await setClock(suite, NOW, LIVE);
        const receipt = await place(a.token, auction.id, 9_900);
        let pushed: MemberEvent | undefined;
        for (let i = 0; i < 100 && !pushed; i++) {
          pushed = frames.find((f) => f.action === 'bidding_room' && f.data.biddingId === auction.id && f.data.kind === 'bid');
          if (!pushed) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(pushed?.action === 'bidding_room' && pushed.data).toMatchObject({
          bid: { bidId: receipt.bidId, memberName: a.name },
          bestPrice: 9_900,
        });
      } finally {
        ws.close();
        await other.close();
      }
    }, 60_000);
  });
}
