// The bid engine (docs/product/rules.md): a supplier's bid decided in one transaction under a row lock
// on the auction (SELECT … FOR UPDATE), so bids to one auction are decided one after another and
// none is decided against a stale best price. The receipt time is when the bid reached the platform
// (read before anything waits: a bid queued behind the lock keeps it), and it decides the window, the
// extension and the journal's time; the close is told only once no bid received before it can still
// be queued (windows.ts CLOSE_GRACE_MS), and a bid decided after it was told is outside the window.
// The bidder must be signed up and admitted — a caller that is not is refused before the lock and
// never journaled; the bid may not be above the starting price, must be at least one step (an amount,
// or a percent of the reference) below the best price — or, where bidders see only their rank, below
// their own last bid — and within the cap of bids. Every bid of the auction's bidders is journaled
// (journal.ts); a refused one changes nothing else and never extends the close. An accepted bid that
// improves the best price inside the trigger window extends the close in the same transaction
// (windows.ts extendedClose: never backwards, at most K times, never past the hard stop), and the room
// (live.ts: the buyer and every admitted bidder) is told in it, pushed once it commits. Keyed: a retry
// or a double click of an accepted bid answers its receipt and bids once.
import { and, count, eq, min } from 'drizzle-orm';
import { Code, type CodeValue } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { BiddingBidReceipt } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { biddings, biddingSignups, bids } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { CommittedRefusal, once, type RequestKey, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { type BiddingRow, biddingFor, isAdmittedBidder, stateRefusal } from './bidding.ts';
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
  // Once the close is told the ranking is final: a bid still queued past the grace comes too late.
  if (bidding.closeToldTime !== null || biddingWindow(bidding, now) !== 'open') return Code.OUTSIDE_LIVE_BIDDING_WINDOW;
  if (!facts.admitted) return Code.NOT_SIGNED_UP;
  if (facts.standingRefusal) return facts.standingRefusal;
  if (facts.ownCount >= bidding.allowPurchaseCount) return Code.BID_CAP_REACHED;
  if (cents(price) > cents(bidding.startingPrice)) return Code.ABOVE_STARTING_PRICE;
  const reference = bidding.visibility === 'ownRank' ? facts.ownLast : facts.best;
  if (reference !== null && cents(price) > cents(reference) - stepCents(bidding, reference)) return Code.STEP_TOO_SMALL;
  return null;
}

/** A bid as it reached the platform: who sent it, for which auction and price, under which key, and when. */
export type ReceivedBid = { biddingId: number; price: number; caller: Caller; key: RequestKey; receivedAt: number };

/** Decides one bid inside `tx`: its receipt, or a CommittedRefusal (the journal entry commits, nothing else). */
async function placeIn(tx: Db, { biddingId, price, caller, receivedAt }: ReceivedBid): Promise<BiddingBidReceipt | CommittedRefusal> {
  // A caller that is none of the auction's bidders neither waits for its lock nor enters its journal.
  await biddingFor(tx, biddingId);
  if (!(await isAdmittedBidder(tx, biddingId, caller))) throw new BusinessError(Code.NOT_SIGNED_UP);
  const bidding = await biddingFor(tx, biddingId, 'update');
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

/** Decides a bid received at `bid.receivedAt`, however long it waited; a retry under the same key answers the same receipt. */
export async function decideBid({ db }: PlatformContext, bid: ReceivedBid): Promise<BiddingBidReceipt> {
  const { result } = await once(db, `m${bid.caller.memberId}:bid:${bid.biddingId}`, bid.key, (tx) => placeIn(tx, bid));
  return result;
}

/** Places the caller's bid, received now; a retry under the same key answers the same receipt without bidding again. */
export async function placeBid(
  context: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.biddingBid.place, 'login'>,
): Promise<BiddingBidReceipt> {
  const receivedAt = context.now();
  const key = requestKey(body.idempotencyKey, request);
  return decideBid(context, { biddingId: body.biddingId, price: body.price, caller, key, receivedAt });
}
