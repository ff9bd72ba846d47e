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
// One auction's bids are decided at the pace of the lock's holder, so what can be read before it is
// (the bidder's approved sign-up, its standing with the buyer), what it reads under it is one
// statement, and what it writes is not read back (bench/bidding-bids.ts measures it).
import { and, eq, sql } from 'drizzle-orm';
import { Code, type CodeValue } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { BiddingBidReceipt } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { biddings, biddingSignups, bids, members } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { CommittedRefusal, once, type RequestKey, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { type BiddingRow, biddingFor, stateRefusal } from './bidding.ts';
import { appendEntry, journalHeadColumns, journalHeadOf } from './journal.ts';
import { standingsAfter, tellRoom } from './live.ts';
import { bidderKey, stepCents } from './room-queries.ts';
import { takingPartRefusal } from './signing-up.ts';
import { tellOpened } from './tellings.ts';
import { biddingWindow, extendedClose } from './windows.ts';

const cents = (yuan: number) => Math.round(yuan * 100);

/** A bidder's accepted bids as the lock finds them: how many, and its best (lowest price, earliest). */
type Held = { memberId: number; memberRoleId: number; count: number; id: number; price: number };

/**
 * What the rule and the room read under the lock, in one statement (each its own round trip would be
 * held by every bid queued behind): every bidder's accepted bids, the admitted bidders (a sign-up
 * racing the bid waits for the lock: signing-up.ts reads the auction FOR SHARE), and the journal's
 * head for the caller. A statement after the lock's, so it sees every bid decided before it.
 */
async function standing(tx: Db, biddingId: number, caller: Caller) {
  const ordered = sql`order by ${bids.price}, ${bids.id}`;
  const [row] = await tx
    .select({
      held: sql<
        Held[] | null
      >`(select json_agg(json_build_object('memberId', s.member_id, 'memberRoleId', s.member_role_id, 'count', s.n, 'id', s.id, 'price', s.price))
        from (select ${bids.memberId} as member_id, ${bids.memberRoleId} as member_role_id, count(*)::int as n, (array_agg(${bids.id} ${ordered}))[1] as id, min(${bids.price}) as price
          from ${bids} where ${bids.biddingId} = ${biddingId} group by ${bids.memberId}, ${bids.memberRoleId}) s)`,
      admitted: sql<
        { memberId: number; memberRoleId: number }[] | null
      >`(select json_agg(json_build_object('memberId', ${biddingSignups.memberId}, 'memberRoleId', ${biddingSignups.memberRoleId}) order by ${biddingSignups.id})
        from ${biddingSignups} where ${biddingSignups.biddingId} = ${biddingId} and ${biddingSignups.review} = 'approved')`,
      ...journalHeadColumns(biddingId, caller),
    })
    .from(biddings)
    .where(eq(biddings.id, biddingId));
  const held = (row?.held ?? []).map((h) => ({ ...h, count: Number(h.count), id: Number(h.id), price: Number(h.price) }));
  const own = held.find((h) => bidderKey(h) === bidderKey(caller));
  const best = held.length === 0 ? null : Math.min(...held.map((h) => h.price));
  return { held, admittedBidders: row?.admitted ?? [], head: journalHeadOf(row!), best, ownCount: own?.count ?? 0, ownLast: own?.price ?? null };
}

/**
 * The auction (404 for a draft or none) with the caller's approved sign-up and its member's name (the
 * room names the bidder to the buyer; null: not admitted), in one statement before the lock: an
 * approved sign-up is never withdrawn (the buyer reviews only pending ones, and only a rejected
 * supplier signs up again), so the lock would find the same.
 */
async function beforeLock(tx: Db, biddingId: number, caller: Caller): Promise<{ bidding: BiddingRow; memberName: string | null }> {
  const [row] = await tx
    .select({ bidding: biddings, signUpId: biddingSignups.id, memberName: members.name })
    .from(biddings)
    .leftJoin(
      biddingSignups,
      and(
        eq(biddingSignups.biddingId, biddings.id),
        eq(biddingSignups.memberId, caller.memberId),
        eq(biddingSignups.memberRoleId, caller.memberRoleId),
        eq(biddingSignups.review, 'approved'),
      ),
    )
    .leftJoin(members, eq(members.id, biddingSignups.memberId))
    .where(eq(biddings.id, biddingId));
  if (!row || row.bidding.state === 'draft') throw new BusinessError(Code.NOT_FOUND);
  return { bidding: row.bidding, memberName: row.signUpId === null ? null : (row.memberName ?? '') };
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
  const { bidding: unlocked, memberName } = await beforeLock(tx, biddingId, caller);
  if (memberName === null) throw new BusinessError(Code.NOT_SIGNED_UP);
  // The bidder's standing with the buyer (suspended, eliminated since it signed up: refused by that
  // code) is read before the lock too, from what of the auction cannot change once it is published
  // (its buyer, scope, areas): a change of standing racing a bid is decided by the state at the
  // bid's arrival, as if it had come a moment later.
  const standingRefusal = await takingPartRefusal(tx, unlocked, caller);
  const bidding = await biddingFor(tx, biddingId, 'update');
  const facts = await standing(tx, biddingId, caller);
  const refusal = bidRefusal(bidding, { ...facts, admitted: true, standingRefusal }, price, receivedAt);
  if (refusal !== null) {
    const journaled = { biddingId, caller, price, receivedAt, accepted: false, code: refusal, closeTime: bidding.biddingEndTime, bidId: null };
    await appendEntry(tx, journaled, facts.head);
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
  const entry = await appendEntry(tx, { biddingId, caller, price, receivedAt, accepted: true, code: null, closeTime, bidId: bid!.id }, facts.head);
  const moved = close === null ? bidding : { ...bidding, biddingEndTime: close, extensionCount: bidding.extensionCount + 1 };
  // The room from what this transaction read and wrote, not read back (live.ts would read the same).
  const placed = {
    id: bid!.id,
    memberId: caller.memberId,
    memberRoleId: caller.memberRoleId,
    price,
    createTime: new Date(receivedAt),
    memberName,
    bidder: facts.head.bidder,
  };
  const read = { standings: standingsAfter(facts.held, placed), admitted: facts.admittedBidders, placed };
  await tellRoom(tx, moved, 'bid', receivedAt, { id: bid!.id, extended: close !== null }, read);
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
