// The auction's close (docs/product/rules.md, "The live reverse auction"): bidding ends at the close as
// stored (biddingEndTime, as extensions moved it; windows.ts), by each bid's receipt time; a bid
// received before it may still be queued behind the auction's lock, so the close is told only once the
// clock has passed it by CLOSE_GRACE_MS (windows.ts closeTellable), and the ranking is final then: each
// bidder's lowest accepted price, of equal prices the bid accepted first (lower seq), read from the
// journal's accepted entries. The close is told once (closeToldTime): each bidder with a bid its final
// rank, the buyer how many bids were accepted, the room (live.ts). An auction that closed without one
// accepted bid fails instead (its state), and the buyer and every supplier signed up and not rejected
// are told, in the same transaction. Two ways lead here, both idempotent and race-safe, as the
// tender's opening (tender/opening.ts): the sweep (tellings.ts: claims due auctions FOR UPDATE SKIP
// LOCKED, one at a time, a failure logged and passed over) and any read of a due auction
// (`withClosed`, SKIP LOCKED too), so a reader never waits for the sweep nor for a bid being decided.
import { and, asc, count, eq, isNull, lte, ne, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { biddingJournal, biddings, biddingSignups, bids } from '../db/schema.ts';
import { transaction } from '../http/idempotency.ts';
import { LINKS, notify } from '../message/index.ts';
import { type BiddingRow, memberName } from './bidding.ts';
import { tellRoom } from './live.ts';
import { CLOSE_GRACE_MS, closeTellable } from './windows.ts';

/** Where the close tells what went wrong. */
export type Log = { warn(details: object, message: string): void; error(details: object, message: string): void };

/** Auctions one sweep takes at most of each kind (each in its own transaction); the next sweep takes the rest. */
const SWEEP_BATCH = 20;

/** One bidder's place in the final ranking: its alias, its best (lowest) accepted bid and where that bid stands in the journal. */
export type RankedBidder = { rank: number; bidder: string; memberId: number; memberRoleId: number; bidId: number; price: number; seq: number };

/** The ranking the accepted bids make: each bidder's lowest price; of equal prices the earlier bid (lower seq) first. */
export async function finalRanking(db: Db, biddingId: number): Promise<RankedBidder[]> {
  const rows = await db
    .select({
      bidder: biddingJournal.bidder,
      memberId: biddingJournal.memberId,
      memberRoleId: biddingJournal.memberRoleId,
      bidId: bids.id,
      price: bids.price,
      seq: biddingJournal.seq,
    })
    .from(biddingJournal)
    .innerJoin(bids, eq(bids.id, biddingJournal.bidId))
    .where(and(eq(biddingJournal.biddingId, biddingId), eq(biddingJournal.accepted, true)))
    .orderBy(asc(biddingJournal.seq));
  const best = new Map<string, Omit<RankedBidder, 'rank'>>();
  for (const row of rows) {
    const held = best.get(row.bidder);
    if (!held || Math.round(row.price * 100) < Math.round(held.price * 100)) best.set(row.bidder, row);
  }
  return [...best.values()]
    .sort((a, b) => Math.round(a.price * 100) - Math.round(b.price * 100) || a.seq - b.seq)
    .map((held, i) => ({ rank: i + 1, ...held }));
}

/** Whether the auction is due to fail at `at`: published, its close passed by the grace, no accepted bid (`hasBid`). */
const failsAt = (bidding: BiddingRow, at: number, hasBid: boolean) => closeTellable(bidding, at) && !hasBid;

async function hasAcceptedBid(db: Db, biddingId: number): Promise<boolean> {
  const [bid] = await db.select({ id: bids.id }).from(bids).where(eq(bids.biddingId, biddingId)).limit(1);
  return bid !== undefined;
}

/**
 * Closes `bidding` (read FOR UPDATE by the caller) at `at` if it closed without a bid: failed, and the
 * buyer and every signed-up supplier not rejected told. Answers whether it failed it.
 */
export async function closeBidding(tx: Db, bidding: BiddingRow, at: number): Promise<boolean> {
  if (!failsAt(bidding, at, await hasAcceptedBid(tx, bidding.id))) return false;
  await tx
    .update(biddings)
    .set({ state: 'failed', updateTime: new Date(at) })
    .where(eq(biddings.id, bidding.id));
  const payload = { biddingId: bidding.id, code: bidding.biddingNo, title: bidding.details, buyerName: await memberName(tx, bidding.memberId) };
  await notify(tx, {
    recipientMemberId: bidding.memberId,
    kind: 'bidding.failed',
    payload: { ...payload, link: LINKS.buyerBidding(bidding.id) },
    at,
  });
  const signedUp = await tx
    .selectDistinct({ memberId: biddingSignups.memberId })
    .from(biddingSignups)
    .where(and(eq(biddingSignups.biddingId, bidding.id), ne(biddingSignups.review, 'rejected')));
  for (const { memberId } of signedUp) {
    await notify(tx, { recipientMemberId: memberId, kind: 'bidding.failed', payload: { ...payload, link: LINKS.biddingSignUp(bidding.id) }, at });
  }
  return true;
}

/**
 * Tells the close of `bidding` (read FOR UPDATE by the caller) at `at` if it is due: published, its
 * close passed by the grace (no bid received before it can still be queued), and not told yet — or without a bid (a seeded auction told before it failed). Without an
 * accepted bid it fails (closeBidding); else each bidder with a bid is told its final rank and the
 * buyer how many bids it has. The room is told either way. Answers what it told, or null.
 */
export async function tellClose(tx: Db, bidding: BiddingRow, at: number): Promise<'failed' | 'closed' | null> {
  if (!closeTellable(bidding, at)) return null;
  const failed = await closeBidding(tx, bidding, at);
  const told = bidding.closeToldTime !== null;
  if (!told)
    await tx
      .update(biddings)
      .set({ closeToldTime: new Date(at) })
      .where(eq(biddings.id, bidding.id));
  if (failed) {
    await tellRoom(tx, { ...bidding, state: 'failed' }, 'failed', at);
    return 'failed';
  }
  if (told) return null;
  const ranking = await finalRanking(tx, bidding.id);
  const [accepted] = await tx.select({ n: count() }).from(bids).where(eq(bids.biddingId, bidding.id));
  const buyerName = await memberName(tx, bidding.memberId);
  const payload = { biddingId: bidding.id, code: bidding.biddingNo, title: bidding.details, buyerName };
  for (const ranked of ranking) {
    await notify(tx, {
      recipientMemberId: ranked.memberId,
      kind: 'bidding.closed',
      payload: { ...payload, rank: ranked.rank, link: LINKS.biddingSignUp(bidding.id) },
      at,
    });
  }
  await notify(tx, {
    recipientMemberId: bidding.memberId,
    kind: 'bidding.closed',
    payload: { ...payload, count: accepted?.n ?? 0, link: LINKS.buyerBidding(bidding.id) },
    at,
  });
  await tellRoom(tx, bidding, 'closed', at);
  return 'closed';
}

/** The auctions whose close is due to be told at `at`, the grace passed (tellClose looks again under the lock). */
const closeDueAt = (at: number): SQL =>
  and(
    eq(biddings.state, 'published'),
    lte(biddings.biddingEndTime, new Date(at - CLOSE_GRACE_MS)),
    or(isNull(biddings.closeToldTime), notExists(sql`(select 1 from ${bids} where ${bids.biddingId} = ${biddings.id})`)),
  )!;

/**
 * Tells the close of the auction `id` first if it is due (a cheap look, then locked and looked at
 * again); a failure is logged, never thrown. SKIP LOCKED: a locked auction has a bid being decided (or
 * a sweep telling it), and a reader does not queue behind it: it reads without telling, and the sweep
 * or the next read tells it.
 */
export async function closeIfDue({ db, now }: PlatformContext, id: number, log: Log): Promise<void> {
  try {
    const [row] = await db
      .select({ id: biddings.id })
      .from(biddings)
      .where(and(eq(biddings.id, id), closeDueAt(now())));
    if (!row) return;
    await transaction(db, async (tx) => {
      const [bidding] = await tx.select().from(biddings).where(eq(biddings.id, id)).for('update', { skipLocked: true });
      if (bidding) await tellClose(tx, bidding, now());
    });
  } catch (error) {
    log.error({ err: error, biddingId: id }, 'a due auction could not be closed on reading it');
  }
}

/** What `read` answers once the close of the auction `id` is told if it is due (closeIfDue). */
export async function withClosed<T>(context: PlatformContext, log: Log, id: number, read: () => Promise<T>): Promise<T> {
  await closeIfDue(context, id, log);
  return read();
}

/**
 * Claims the auctions `due` at the clock one at a time (FOR UPDATE SKIP LOCKED: two instances never
 * take the same one) and acts on each in its own transaction; one that fails is logged and passed
 * over until the next sweep. Answers how many it acted on.
 */
export async function claimEach(
  { db, now }: PlatformContext,
  log: Log,
  due: (at: number) => SQL,
  act: (tx: Db, bidding: BiddingRow, at: number) => Promise<unknown>,
  order: SQL,
): Promise<number> {
  let done = 0;
  const passedOver: number[] = [];
  for (let i = 0; i < SWEEP_BATCH; i++) {
    const claim: { id: number | null } = { id: null };
    try {
      const claimed = await transaction(db, async (tx) => {
        const at = now();
        const [bidding] = await tx
          .select()
          .from(biddings)
          .where(and(due(at), passedOver.length > 0 ? notInArray(biddings.id, passedOver) : undefined))
          .orderBy(order, asc(biddings.id))
          .limit(1)
          .for('update', { of: biddings, skipLocked: true });
        if (!bidding) return false;
        claim.id = bidding.id;
        await act(tx, bidding, at);
        return true;
      });
      if (!claimed) break;
      done++;
    } catch (error) {
      if (claim.id === null) throw error;
      passedOver.push(claim.id);
      log.error({ err: error, biddingId: claim.id }, 'a due auction could not be told; the next sweep tries it again');
    }
  }
  return done;
}

/** The sweep's close: claims the auctions whose close is due to be told and tells each (tellClose); answers how many. */
export function closeDueBiddings(context: PlatformContext, log: Log): Promise<number> {
  return claimEach(context, log, closeDueAt, tellClose, asc(biddings.biddingEndTime));
}
