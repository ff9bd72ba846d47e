// The award of a live reverse auction (docs/product/rules.md, "The live reverse auction"): once the
// close is told (closing.ts, past the close by its grace: 60151 before, and once failed or awarded;
// 60150 cancelled), once, the buyer gives the auction
// to the first-ranked bidder of the final ranking (closing.ts), or to another with a reason (60012);
// a bidder with no accepted bid is 60013. In one transaction: the award (append-only, one per
// auction); the auction awarded; the award notice in procurement publicity (type 3) with its
// bid-result page; the winner's purchase order (type 5); every bidder told its final rank, and the
// room (live.ts). Keyed: a retry answers the same award.
import { and, asc, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { BiddingAwardView } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { biddingAwards, biddingMateriels, biddings, biddingSignups, members, purchaseOrders } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { CommittedRefusal, once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { publishAwardNotice } from '../notice/index.ts';
import { createBiddingOrder } from '../order/index.ts';
import { DEFAULT_CURRENCY } from '../sourcing/money.ts';
import { memberName, ownBidding, refuseState } from './bidding.ts';
import { finalRanking, tellClose } from './closing.ts';
import { tellRoom } from './live.ts';
import { biddingPhase } from './windows.ts';

/** The auction's award as its page shows it, or null before one. */
export async function biddingAwardOf(db: Db, biddingId: number): Promise<BiddingAwardView | null> {
  const [row] = await db
    .select({ award: biddingAwards, name: members.name })
    .from(biddingAwards)
    .innerJoin(members, eq(members.id, biddingAwards.supplierMemberId))
    .where(eq(biddingAwards.biddingId, biddingId));
  if (!row) return null;
  const { award, name } = row;
  const [order] = await db
    .select({ id: purchaseOrders.id, orderNo: purchaseOrders.orderNo })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.biddingAwardId, award.id));
  return {
    id: award.id,
    biddingId,
    bidder: award.bidder,
    rank: award.rank,
    supplier: { memberId: award.supplierMemberId, roleId: award.supplierRoleId, name },
    reason: award.reason,
    totalAmount: award.totalAmount,
    currency: award.currency,
    noticeId: award.noticeId,
    order: order ?? null,
    createTime: award.createTime.getTime(),
  };
}

/** The buyer awards its closed auction to the bidder the body names, keyed; the award as its page shows it. */
export async function awardBidding(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.biddingBuyer.award, 'login'>,
): Promise<BiddingAwardView> {
  const key = requestKey(body.idempotencyKey, request);
  await once(db, `m${caller.memberId}:biddingAward:${body.id}`, key, async (tx) => {
    const bidding = await ownBidding(tx, body.id, caller, 'update');
    const at = now();
    // The close is told here if no sweep or reader told it yet; without a bid the auction fails (committed).
    const told = await tellClose(tx, bidding, at);
    if (told === 'failed') return new CommittedRefusal(new BusinessError(Code.BIDDING_STATE_FORBIDS, 'failed'));
    refuseState(bidding);
    // Not before the close is told: until then a bid received before the close may still change the ranking.
    const phase = biddingPhase(bidding, at);
    if (phase !== 'closed' || (told === null && bidding.closeToldTime === null)) throw new BusinessError(Code.BIDDING_STATE_FORBIDS, phase);
    const ranking = await finalRanking(tx, bidding.id);
    const winner = ranking.find((r) => r.bidder === body.bidder);
    if (!winner) throw new BusinessError(Code.AWARD_INVALID, body.bidder);
    const reason = body.reason?.trim() || null;
    if (winner.rank !== 1 && !reason) throw new BusinessError(Code.AWARD_REASON_REQUIRED);

    const [signUp] = await tx
      .select({ id: biddingSignups.id })
      .from(biddingSignups)
      .where(
        and(
          eq(biddingSignups.biddingId, bidding.id),
          eq(biddingSignups.memberId, winner.memberId),
          eq(biddingSignups.memberRoleId, winner.memberRoleId),
        ),
      );
    if (!signUp) throw new BusinessError(Code.AWARD_INVALID, body.bidder);
    const materiels = await tx
      .select()
      .from(biddingMateriels)
      .where(eq(biddingMateriels.parentId, bidding.id))
      .orderBy(asc(biddingMateriels.sort), asc(biddingMateriels.id));
    const currency = DEFAULT_CURRENCY;
    const buyerName = await memberName(tx, bidding.memberId);
    const winnerName = await memberName(tx, winner.memberId);
    const item = {
      type: 3 as const,
      id: bidding.id,
      memberId: bidding.memberId,
      memberRoleId: bidding.memberRoleId,
      title: bidding.details,
      number: bidding.biddingNo,
      currency,
    };
    const lines = [{ supplier: { memberId: winner.memberId, name: winnerName }, amount: winner.price }];
    const noticeId = await publishAwardNotice(tx, { item, lines, totalAmount: winner.price, buyerName, at });
    const time = new Date(at);
    const [award] = await tx
      .insert(biddingAwards)
      .values({
        biddingId: bidding.id,
        awardedByUserId: caller.userId,
        bidId: winner.bidId,
        signUpId: signUp.id,
        supplierMemberId: winner.memberId,
        supplierRoleId: winner.memberRoleId,
        bidder: winner.bidder,
        rank: winner.rank,
        reason,
        totalAmount: winner.price,
        currency,
        noticeId,
        createTime: time,
      })
      .returning({ id: biddingAwards.id });
    await tx.update(biddings).set({ state: 'awarded', updateTime: time }).where(eq(biddings.id, bidding.id));
    const order = await createBiddingOrder(tx, {
      bidding: { ...bidding, currency },
      awardId: award!.id,
      signUpId: signUp.id,
      supplier: { memberId: winner.memberId, roleId: winner.memberRoleId },
      totalAmount: winner.price,
      materiels,
      at,
    });
    for (const ranked of ranking) {
      const won = ranked.bidder === winner.bidder;
      await notify(tx, {
        recipientMemberId: ranked.memberId,
        kind: won ? 'bidding.awarded' : 'bidding.notAwarded',
        payload: {
          biddingId: bidding.id,
          code: bidding.biddingNo,
          title: bidding.details,
          buyerName,
          rank: ranked.rank,
          noticeId,
          ...(won ? { orderId: order.id, orderNo: order.orderNo, totalAmount: order.totalAmount, currency } : {}),
          link: won ? LINKS.saleOrder(order.id) : LINKS.biddingSignUp(bidding.id),
        },
        at,
      });
    }
    await tellRoom(tx, { ...bidding, state: 'awarded' }, 'awarded', at);
    return { id: award!.id };
  });
  const award = await biddingAwardOf(db, body.id);
  if (!award) throw new BusinessError(Code.NOT_FOUND);
  return award;
}
