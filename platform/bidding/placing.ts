// The bid engine (docs/product/rules.md): a supplier's bid decided in one transaction under a row lock
// on the auction (SELECT … FOR UPDATE), so bids to one auction are decided one after another and
// none is decided against a stale best price. The server's receipt time decides the window; the
// bidder must be signed up and admitted; the bid may not be above the starting price, must be at
// least one step (an amount, or a percent of the reference) below the best price — or, where bidders
// see only their rank, below their own last bid — and within the cap of bids. Every bid received is
// journaled (journal.ts); a refused one changes nothing else and never extends the close. An accepted
// bid that improves the best price inside the trigger window extends the close in the same
// transaction (windows.ts extendedClose: never backwards, at most K times, never past the hard stop),
// and the room (live.ts: the buyer and every admitted bidder) is told in it, pushed once it commits.
// Keyed: a retry or a double click of an accepted bid answers its receipt and bids once.
import { and, count, eq, min } from 'drizzle-orm';
import { Code, type CodeValue } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { BiddingBidReceipt } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { biddings, biddingSignups, bids } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { CommittedRefusal, once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { type BiddingRow, biddingFor, stateRefusal } from './bidding.ts';
import { appendEntry } from './journal.ts';
import { tellRoom } from './live.ts';
import { stepCents } from './room-queries.ts';
import { takingPartRefusal } from './signing-up.ts';
import { tellOpened } from './tellings.ts';
import { biddingWindow, extendedClose } from './windows.ts';

const cents = (yuan: number) => Math.round(yuan * 100);

/** What the rule reads under the lock: the best price, the caller's sign-up, its bids and its last price. */
async function standing(tx: Db, biddingId: number, caller: Caller) {
  const own = and(eq(bids.biddingId, biddingId), eq(bids.memberId, caller.memberId), eq(bids.memberRoleId, caller.memberRoleId));
  // One after another: a transaction's statements share one connection (pg would queue them anyway, and warns).
  const [best] = await tx
    .select({ price: min(bids.price) })
    .from(bids)
    .where(eq(bids.biddingId, biddingId));
  const [mine] = await tx
    .select({ n: count(), last: min(bids.price) })
    .from(bids)
    .where(own);
  const [signUp] = await tx
    .select({ review: biddingSignups.review })
    .from(biddingSignups)
    .where(
      and(
        eq(biddingSignups.biddingId, biddingId),
        eq(biddingSignups.memberId, caller.memberId),
        eq(biddingSignups.memberRoleId, caller.memberRoleId),
      ),
    );
  const asNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { best: asNumber(best?.price), ownCount: mine?.n ?? 0, ownLast: asNumber(mine?.last), admitted: signUp?.review === 'approved' };
}

/** Why the bid may not be accepted at `now`, or null; in the order the refusals are told. */
export function bidRefusal(
  bidding: BiddingRow,
  facts: { best: number | null; ownCount: number; ownLast: number | null; admitted: boolean; standingRefusal?: CodeValue | null },
  price: number,
  now: number,
): CodeValue | null {
  const ended = stateRefusal(bidding);
  if (ended !== null) return ended;
  if (biddingWindow(bidding, now) !== 'open') return Code.OUTSIDE_LIVE_BIDDING_WINDOW;
  if (!facts.admitted) return Code.NOT_SIGNED_UP;
  if (facts.standingRefusal) return facts.standingRefusal;
  if (facts.ownCount >= bidding.allowPurchaseCount) return Code.BID_CAP_REACHED;
  if (cents(price) > cents(bidding.startingPrice)) return Code.ABOVE_STARTING_PRICE;
  const reference = bidding.visibility === 'ownRank' ? facts.ownLast : facts.best;
  if (reference !== null && cents(price) > cents(reference) - stepCents(bidding, reference)) return Code.STEP_TOO_SMALL;
  return null;
}

/** Decides one bid inside `tx`: its receipt, or a CommittedRefusal (the journal entry commits, nothing else). */
async function placeIn(
  tx: Db,
  { now }: PlatformContext,
  biddingId: number,
  price: number,
  caller: Caller,
): Promise<BiddingBidReceipt | CommittedRefusal> {
  const bidding = await biddingFor(tx, biddingId, 'update');
  const receivedAt = now();
  const facts = await standing(tx, biddingId, caller);
  // A signed-up bidder whose standing with the buyer changed since (suspended, eliminated) is refused by that code.
  const standingRefusal = facts.admitted ? await takingPartRefusal(tx, bidding, caller) : null;
  const refusal = bidRefusal(bidding, { ...facts, standingRefusal }, price, receivedAt);
  if (refusal !== null) {
    await appendEntry(tx, { biddingId, caller, price, receivedAt, accepted: false, code: refusal, closeTime: bidding.biddingEndTime, bidId: null });
    return new CommittedRefusal(new BusinessError(refusal));
  }
  // Bidding opened is told before its first bid, when the sweep (tellings.ts) has not come by yet.
  if (bidding.openToldTime === null) await tellOpened(tx, bidding, receivedAt);
  const improves = facts.best === null || cents(price) < cents(facts.best);
  const close = improves ? extendedClose(bidding, receivedAt) : null;
  if (close !== null) {
    await tx
      .update(biddings)
      .set({ biddingEndTime: close, extensionCount: bidding.extensionCount + 1 })
      .where(eq(biddings.id, biddingId));
  }
  const [bid] = await tx
    .insert(bids)
    .values({
      biddingId,
      memberId: caller.memberId,
      memberRoleId: caller.memberRoleId,
      userId: caller.userId,
      price,
      createTime: new Date(receivedAt),
    })
    .returning({ id: bids.id });
  const closeTime = close ?? bidding.biddingEndTime;
  const entry = await appendEntry(tx, { biddingId, caller, price, receivedAt, accepted: true, code: null, closeTime, bidId: bid!.id });
  const moved = close === null ? bidding : { ...bidding, biddingEndTime: close, extensionCount: bidding.extensionCount + 1 };
  await tellRoom(tx, moved, 'bid', receivedAt, { id: bid!.id, extended: close !== null });
  return {
    bidId: bid!.id,
    biddingId,
    price,
    receivedAt,
    seq: entry.seq,
    hash: entry.hash,
    biddingEndTime: closeTime.getTime(),
    extended: close !== null,
    bidsLeft: bidding.allowPurchaseCount - facts.ownCount - 1,
  };
}

/** Places the caller's bid; a retry under the same key answers the same receipt without bidding again. */
export async function placeBid(
  context: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.biddingBid.place, 'login'>,
): Promise<BiddingBidReceipt> {
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(context.db, `m${caller.memberId}:bid:${body.biddingId}`, key, (tx) =>
    placeIn(tx, context, body.biddingId, body.price, caller),
  );
  return result;
}
