// An auction's close and award, as small stories (docs/product/rules.md, "The live reverse auction"):
// the close by the clock makes the ranking final (an award before it is refused; of equal prices the
// earlier bid ranks first); an auction with no accepted bid fails, once the close is passed by its
// grace, by the sweep or when read, everyone told; the buyer awards rank 1, or another
// bidder only with a reason; the award notice and its bid result; the winner's type-5 order, naming
// the auction; every bidder told its final rank; a retried award awards once. Its own platform, once
// per database.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { closeDueBiddings } from '../bidding/closing.ts';
import { CLOSE_GRACE_MS } from '../bidding/windows.ts';
import { selectRows } from '../db/client.ts';
import type { RunningPlatform } from '../server.ts';
import { BIDDING_TIMES, admittedBidders, HOUR, MINUTE, publishAuction } from './bidding-fixture.ts';
import { apiClient } from './client.ts';
import { codeExpecter, type InquiryPlatform, startInquiryPlatform, type SuiteDatabase } from './inquiry-fixture.ts';
import { freshKey, memberHelpers } from './member-helpers.ts';
import { setClock, type TenderSuite } from './tender-fixture.ts';

const NOW = Date.UTC(2026, 5, 2, 2, 0, 0);
const LIVE = NOW + BIDDING_TIMES.biddingStart;
const CLOSE = NOW + BIDDING_TIMES.biddingEnd;

export function describeBiddingAwardSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
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
  const place = (token: string, biddingId: number, price: number) =>
    call(api.biddingBid.place, { token, body: { biddingId, price, idempotencyKey: freshKey() } });
  const detail = (id: number) => call(api.biddingBuyer.detail, { token: seeded.buyer, query: { id } });
  const awardBody = (id: number, bidder: string, reason?: string, idempotencyKey = freshKey()) => ({
    token: seeded.buyer,
    body: { id, bidder, idempotencyKey, ...(reason ? { reason } : {}) },
  });
  const notificationsOf = (memberId: number, kind: string) =>
    selectRows<{ payload: Record<string, unknown> }>(
      platform.db,
      sql`select payload from notifications where recipient_member_id = ${memberId} and kind = ${kind} order by id`,
    );
  const log = { warn() {}, error() {} };

  /**
   * An auction where bidders see only their own rank (so two may offer the same price) with three
   * bidders: B1 bids 9 900 then 9 700, B2 9 800, B3 9 700 a minute after B1: the tie goes to the earlier.
   */
  async function closedWithBids() {
    const auction = await publishAuction(suite, NOW, { visibility: 'ownRank' });
    const [a, b, c] = await admittedBidders(suite, auction, 3);
    await setClock(suite, NOW, LIVE);
    await place(a!.token, auction.id, 9_900);
    await place(b!.token, auction.id, 9_800);
    await place(a!.token, auction.id, 9_700);
    await setClock(suite, NOW, LIVE + MINUTE);
    await place(c!.token, auction.id, 9_700);
    return { auction, a: a!, b: b!, c: c! };
  }

  const title = options.skipped
    ? `auction close and award on ${databaseName} (skipped: ${options.skipped})`
    : `auction close and award on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      platform = seeded.platform;
    }, 120_000);
    afterAll(() => seeded?.stop());
    afterEach(() => setClock(suite, NOW, NOW));

    it('closes by the clock: no award while live, then the ranking is final and the buyer awards rank 1', async () => {
      const { auction, a, b, c } = await closedWithBids();
      await expectCode(api.biddingBuyer.award, awardBody(auction.id, 'B1'), Code.BIDDING_STATE_FORBIDS);
      expect(await detail(auction.id)).toMatchObject({ phase: 'live' });
      await setClock(suite, NOW, CLOSE);
      expect(await detail(auction.id)).toMatchObject({ state: 'published', phase: 'closed' });
      // The sweep fails only auctions without a bid: this one stays closed for its award.
      await closeDueBiddings({ db: platform.db, now: () => CLOSE + MINUTE }, log);
      expect(await detail(auction.id)).toMatchObject({ state: 'published', phase: 'closed' });
      const room = await call(api.biddingBid.room, { token: seeded.buyer, query: { biddingId: auction.id } });
      expect(room.ranking.map((r) => [r.rank, r.bidder, r.price])).toEqual([
        [1, 'B1', 9_700],
        [2, 'B3', 9_700],
        [3, 'B2', 9_800],
      ]);
      // Rank 1 needs no reason; the award is keyed: a retry answers the same award and awards once.
      const body = awardBody(auction.id, 'B1');
      const [award, retry] = await Promise.all([call(api.biddingBuyer.award, body), call(api.biddingBuyer.award, body)]);
      expect(retry).toEqual(award);
      expect(award).toMatchObject({ biddingId: auction.id, bidder: 'B1', rank: 1, reason: null, totalAmount: 9_700, currency: 'CNY' });
      expect(award.supplier).toMatchObject({ memberId: a.memberId, name: a.name });
      const [count] = await selectRows<{ n: number }>(
        platform.db,
        sql`select count(*)::int as n from bidding_awards where bidding_id = ${auction.id}`,
      );
      expect(count!.n).toBe(1);
      expect(await detail(auction.id)).toMatchObject({ state: 'awarded', phase: 'awarded' });
      await expectCode(api.biddingBuyer.award, awardBody(auction.id, 'B1'), Code.BIDDING_STATE_FORBIDS);

      // The notice (type 3) and its bid-result page.
      expect((await call(api.notice.details, { query: { id: award.noticeId } })).type).toBe(3);
      const result = await call(api.notice.bidResult, { query: { id: award.noticeId } });
      expect(result.name).toBe(`${auction.details}中标公告`);
      expect(result.content).toContain(a.name);
      expect(result.content).toContain('竞价单号');

      // The winner's order: type 5, the auction's line at the winning price, naming the auction.
      const order = await call(api.order.detail, { token: a.token, query: { id: award.order!.id } });
      expect(order).toMatchObject({
        orderType: 5,
        totalAmount: 9_700,
        state: 'pending',
        source: { kind: 'bidding', id: auction.id, number: auction.biddingNo },
      });
      expect(order.lines).toEqual([expect.objectContaining({ name: '闸阀', quantity: 10, unitPrice: 970, amount: 9_700 })]);
      expect((await call(api.order.purchaseList, { token: seeded.buyer })).data.filter((o) => o.source.kind === 'bidding')).toHaveLength(1);
      await expectCode(api.order.detail, { token: c.token, query: { id: award.order!.id } }, Code.NOT_FOUND);

      // Every bidder told its final rank; the winner its order.
      expect(await notificationsOf(a.memberId, 'bidding.awarded')).toEqual([
        expect.objectContaining({
          payload: expect.objectContaining({ biddingId: auction.id, rank: 1, orderNo: award.order!.orderNo, noticeId: award.noticeId }),
        }),
      ]);
      expect((await notificationsOf(c.memberId, 'bidding.notAwarded')).map((n) => n.payload.rank)).toEqual([2]);
      expect((await notificationsOf(b.memberId, 'bidding.notAwarded')).map((n) => n.payload.rank)).toEqual([3]);
      // The award is append-only.
      await expect(platform.db.execute(sql`update bidding_awards set reason = 'x' where id = ${award.id}`)).rejects.toThrow();
    });

    it('awards another bidder only with a reason (60012); a bidder without an accepted bid is 60013', async () => {
      const { auction, a, c } = await closedWithBids();
      await setClock(suite, NOW, CLOSE + MINUTE);
      // The tie went to the earlier bid: B3 at the same price ranks second and needs a reason.
      await expectCode(api.biddingBuyer.award, awardBody(auction.id, 'B3'), Code.AWARD_REASON_REQUIRED);
      await expectCode(api.biddingBuyer.award, awardBody(auction.id, 'B9', '随便'), Code.AWARD_INVALID);
      const award = await call(api.biddingBuyer.award, awardBody(auction.id, 'B3', '排名第一的供应商交期不满足'));
      expect(award).toMatchObject({ bidder: 'B3', rank: 2, reason: '排名第一的供应商交期不满足', totalAmount: 9_700 });
      expect(award.supplier.memberId).toBe(c.memberId);
      expect((await notificationsOf(c.memberId, 'bidding.awarded')).map((n) => n.payload.rank)).toEqual([2]);
      expect((await notificationsOf(a.memberId, 'bidding.notAwarded')).map((n) => n.payload.rank)).toEqual([1]);
    });

    it('an auction with no accepted bid fails past its close and the grace, by the sweep or when read, and everyone is told', async () => {
      const swept = await publishAuction(suite, NOW);
      const [s1] = await admittedBidders(suite, swept, 1);
      const read = await publishAuction(suite, NOW, { biddingEndTime: CLOSE + HOUR });
      const [r1] = await admittedBidders(suite, read, 1);
      await setClock(suite, NOW, CLOSE - MINUTE);
      await closeDueBiddings({ db: platform.db, now: () => CLOSE - MINUTE }, log);
      expect(await detail(swept.id)).toMatchObject({ state: 'published', phase: 'live' });
      await setClock(suite, NOW, CLOSE);
      // Closed by the clock, but a bid received before the close may still be queued: not failed within the grace.
      await closeDueBiddings({ db: platform.db, now: () => CLOSE + CLOSE_GRACE_MS - 1 }, log);
      expect(await detail(swept.id)).toMatchObject({ state: 'published', phase: 'closed' });
      // The sweep takes the auctions due now (this suite's other due ones too, when bidless).
      expect(await closeDueBiddings({ db: platform.db, now: () => CLOSE + CLOSE_GRACE_MS }, log)).toBeGreaterThanOrEqual(1);
      expect(await detail(swept.id)).toMatchObject({ state: 'failed', phase: 'failed' });
      expect((await notificationsOf(s1!.memberId, 'bidding.failed')).map((n) => n.payload.biddingId)).toEqual([swept.id]);
      expect((await notificationsOf(seeded.buyerMe.memberId, 'bidding.failed')).map((n) => n.payload.biddingId)).toContain(swept.id);
      // Failed twice is not told twice; and a failed auction cannot be awarded.
      expect(await closeDueBiddings({ db: platform.db, now: () => CLOSE + MINUTE }, log)).toBe(0);
      await expectCode(api.biddingBuyer.award, awardBody(swept.id, 'B1'), Code.BIDDING_STATE_FORBIDS);
      expect(await notificationsOf(s1!.memberId, 'bidding.failed')).toHaveLength(1);
      // The other closes an hour later: the first reader after its close fails it, without waiting for a sweep.
      expect(await notificationsOf(r1!.memberId, 'bidding.failed')).toHaveLength(0);
      await setClock(suite, NOW, CLOSE + HOUR + CLOSE_GRACE_MS);
      expect(await call(api.bidding.details, { query: { id: read.id } })).toBeTruthy();
      expect(await detail(read.id)).toMatchObject({ state: 'failed' });
      expect(await notificationsOf(r1!.memberId, 'bidding.failed')).toHaveLength(1);
    });

    it('an award on a bidless auction no one read yet fails it and refuses the award', async () => {
      const auction = await publishAuction(suite, NOW);
      const [s1] = await admittedBidders(suite, auction, 1);
      await setClock(suite, NOW, CLOSE + MINUTE);
      await expectCode(api.biddingBuyer.award, awardBody(auction.id, 'B1'), Code.BIDDING_STATE_FORBIDS);
      expect(await detail(auction.id)).toMatchObject({ state: 'failed' });
      expect(await notificationsOf(s1!.memberId, 'bidding.failed')).toHaveLength(1);
    });
  });
}
