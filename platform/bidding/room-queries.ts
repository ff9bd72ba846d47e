// The bidding room (docs/product/rules.md): what the buyer and a signed-up supplier read of a running
// (or ended) auction, by the platform's clock. The buyer sees every bid and bidder by name; a bidder
// (its sign-up approved) sees its own bids, its rank, the best price unless the rule sheet shows only
// ranks, and every bidder's best price aliased under allPricesAliased — and the highest price it may
// bid now, as placing.ts would decide it. A pending or rejected sign-up sees the phase, the rule
// sheet, the schedule and its sign-up only, as the live room tells it nothing (live.ts). Bidders are
// named by their journal alias (journal.ts).
import { and, asc, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { BiddingRoom, BiddingRoomBid, BiddingRoomRank } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { biddingJournal, biddingSignups, bids, members } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { type BiddingRow, biddingFor, isPublisher, ruleSheetOf } from './bidding.ts';
import { biddingStage, biddingWindow } from './windows.ts';

type Bid = { id: number; memberId: number; memberRoleId: number; price: number; createTime: Date; memberName: string };
/** A bid as the ranking reads it: its bidder, its price, its id (of equal prices the lower id was earlier). */
type Ranked = { id: number; memberId: number; memberRoleId: number; price: number };

/** A bidder's key: its member and role. */
export const bidderKey = (bid: { memberId: number; memberRoleId: number }) => `${bid.memberId}:${bid.memberRoleId}`;
const key = bidderKey;

const cents = (yuan: number) => Math.round(yuan * 100);

/** The step below `reference` a bid must make, in cents: the amount, or the percent of the reference (rounded up to a cent). */
export function stepCents(bidding: Pick<BiddingRow, 'stepType' | 'minPriceStep'>, reference: number): number {
  return bidding.stepType === 'amount' ? cents(bidding.minPriceStep) : Math.ceil((cents(reference) * bidding.minPriceStep) / 100 - 1e-9);
}

/** Each bidder's best bid, best first; of equal prices the earlier bid (bids in the order they were accepted). */
export function rankingOf<B extends Ranked>(accepted: B[]): B[] {
  const best = new Map<string, B>();
  for (const bid of accepted) {
    const held = best.get(key(bid));
    if (!held || bid.price < held.price) best.set(key(bid), bid);
  }
  return [...best.values()].sort((a, b) => a.price - b.price || a.id - b.id);
}

/**
 * The highest price a bidder may bid now, or null when it may not (not admitted, the cap, the window),
 * from its own accepted bids (how many, its lowest price) and the best price — as placing.ts decides.
 */
export function maxBidNow(
  bidding: BiddingRow,
  own: { count: number; best: number | null },
  best: number | null,
  admitted: boolean,
  now: number,
): number | null {
  if (!admitted || own.count >= bidding.allowPurchaseCount || biddingWindow(bidding, now) !== 'open') return null;
  const reference = bidding.visibility === 'ownRank' ? own.best : best;
  const ceiling = Math.round(bidding.startingPrice * 100);
  const cents = reference === null ? ceiling : Math.min(ceiling, Math.round(reference * 100) - stepCents(bidding, reference));
  return cents > 0 ? cents / 100 : null;
}

/** The room of auction `biddingId` for the caller: the buyer, or a supplier signed up (404 otherwise). */
export async function biddingRoom({ db, now }: PlatformContext, biddingId: number, caller: Caller): Promise<BiddingRoom> {
  const bidding = await biddingFor(db, biddingId);
  const buyer = isPublisher(bidding, caller);
  const [signUp] = await db
    .select({ review: biddingSignups.review, reviewReason: biddingSignups.reviewReason })
    .from(biddingSignups)
    .where(
      and(
        eq(biddingSignups.biddingId, biddingId),
        eq(biddingSignups.memberId, caller.memberId),
        eq(biddingSignups.memberRoleId, caller.memberRoleId),
      ),
    );
  if (!buyer && !signUp) throw new BusinessError(Code.NOT_FOUND);
  const at = now();
  const frame = {
    biddingId,
    biddingNo: bidding.biddingNo,
    details: bidding.details,
    ...biddingStage(bidding, at),
    serverTime: at,
    biddingStartTime: bidding.biddingStartTime.getTime(),
    biddingEndTime: bidding.biddingEndTime.getTime(),
    scheduledEndTime: (bidding.scheduledEndTime ?? bidding.biddingEndTime).getTime(),
    extensionCount: bidding.extensionCount,
    rules: ruleSheetOf(bidding),
    signUp: buyer ? null : (signUp ?? null),
  };
  // Not (yet) a bidder: nothing of the bids.
  if (!buyer && signUp?.review !== 'approved') {
    return { ...frame, bidCount: 0, bestPrice: null, rank: null, ownBids: [], bidsLeft: null, maxBidNow: null, ranking: [], bids: [] };
  }
  const [accepted, journaled] = await Promise.all([
    db
      .select({
        id: bids.id,
        memberId: bids.memberId,
        memberRoleId: bids.memberRoleId,
        price: bids.price,
        createTime: bids.createTime,
        memberName: members.name,
      })
      .from(bids)
      .innerJoin(members, eq(members.id, bids.memberId))
      .where(eq(bids.biddingId, biddingId))
      .orderBy(asc(bids.id)),
    db
      .selectDistinctOn([biddingJournal.memberId, biddingJournal.memberRoleId], {
        memberId: biddingJournal.memberId,
        memberRoleId: biddingJournal.memberRoleId,
        bidder: biddingJournal.bidder,
      })
      .from(biddingJournal)
      .where(eq(biddingJournal.biddingId, biddingId)),
  ]);
  // Bidders without a journal entry (bids older than the journal) are aliased after the others, by first bid.
  const alias = new Map(journaled.map((row) => [key(row), row.bidder]));
  for (const bid of accepted) if (!alias.has(key(bid))) alias.set(key(bid), `B${alias.size + 1}`);
  const mine = (bid: Bid) => !buyer && bid.memberId === caller.memberId && bid.memberRoleId === caller.memberRoleId;
  const view = (bid: Bid): BiddingRoomBid => ({
    bidder: alias.get(key(bid)) ?? '',
    memberName: buyer ? bid.memberName : null,
    price: bid.price,
    receivedAt: bid.createTime.getTime(),
    own: mine(bid),
    bidId: bid.id,
  });
  const ranking = rankingOf(accepted);
  const best = ranking[0]?.price ?? null;
  const ownBids = accepted.filter(mine);
  const ownStanding = { count: ownBids.length, best: ownBids.length ? Math.min(...ownBids.map((bid) => bid.price)) : null };
  const ownRank = ranking.findIndex(mine);
  const shown = buyer || bidding.visibility === 'allPricesAliased';
  const rankingView: BiddingRoomRank[] = shown
    ? ranking.map((bid, index) => ({ rank: index + 1, ...view(bid) })).map(({ receivedAt: _, ...row }) => row)
    : [];
  return {
    ...frame,
    bidCount: accepted.length,
    bestPrice: buyer || bidding.visibility !== 'ownRank' ? best : null,
    rank: ownRank < 0 ? null : ownRank + 1,
    ownBids: ownBids.map(view).reverse(),
    bidsLeft: buyer ? null : bidding.allowPurchaseCount - ownBids.length,
    maxBidNow: buyer ? null : maxBidNow(bidding, ownStanding, best, true, at),
    ranking: rankingView,
    bids: buyer ? accepted.map(view).reverse() : [],
  };
}
