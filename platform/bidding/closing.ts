// The auction's close (docs/product/rules.md, "The live reverse auction"): at the close as stored
// (biddingEndTime, as extensions moved it; windows.ts) the ranking is final: each bidder's lowest
// accepted price, of equal prices the earlier bid first, read from the journal's accepted entries. An
// auction that closed without one accepted bid fails (its state), and the buyer and every supplier
// signed up and not rejected are told, in the same transaction. Two ways lead here, both idempotent and
// race-safe, as the tender's opening (tender/opening.ts): the sweep (claims due auctions FOR UPDATE
// SKIP LOCKED, one at a time, a failure logged and passed over) and any read of a due auction
// (`withClosed`), so a reader never waits for the sweep.
import { and, asc, eq, ne, notExists, notInArray, sql } from 'drizzle-orm';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { biddingJournal, biddings, biddingSignups, bids } from '../db/schema.ts';
import { transaction } from '../http/idempotency.ts';
import { LINKS, notify } from '../message/index.ts';
import { type BiddingRow, memberName } from './bidding.ts';
import { biddingPhase, biddingPhaseIs } from './windows.ts';

/** Where the close tells what went wrong. */
export type Log = { warn(details: object, message: string): void; error(details: object, message: string): void };

/** How often the platform sweeps for auctions that closed without a bid. */
export const CLOSING_SWEEP_INTERVAL_MS = 60_000;
/** Auctions one sweep closes at most (each in its own transaction); the next sweep takes the rest. */
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

/** Whether the auction is due to fail at `at`: published, closed by the clock, no accepted bid (`hasBid`). */
const failsAt = (bidding: BiddingRow, at: number, hasBid: boolean) =>
  bidding.state === 'published' && biddingPhase(bidding, at) === 'closed' && !hasBid;

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

/** Closes the auction `id` first if it is due (a cheap look, then locked and looked at again); a failure is logged, never thrown. */
export async function closeIfDue({ db, now }: PlatformContext, id: number, log: Log): Promise<void> {
  try {
    const [row] = await db.select().from(biddings).where(eq(biddings.id, id));
    if (!row || biddingPhase(row, now()) !== 'closed') return;
    await transaction(db, async (tx) => {
      const [bidding] = await tx.select().from(biddings).where(eq(biddings.id, id)).for('update');
      if (bidding) await closeBidding(tx, bidding, now());
    });
  } catch (error) {
    log.error({ err: error, biddingId: id }, 'a due auction could not be closed on reading it');
  }
}

/** What `read` answers once the auction `id` is closed if it is due (closeIfDue). */
export async function withClosed<T>(context: PlatformContext, log: Log, id: number, read: () => Promise<T>): Promise<T> {
  await closeIfDue(context, id, log);
  return read();
}

/** One sweep: claims auctions closed without a bid one at a time (SKIP LOCKED) and fails each; answers how many. */
export async function closeDueBiddings({ db, now }: PlatformContext, log: Log): Promise<number> {
  let closed = 0;
  const passedOver: number[] = [];
  for (let i = 0; i < SWEEP_BATCH; i++) {
    const claim: { id: number | null } = { id: null };
    try {
      const done = await transaction(db, async (tx) => {
        const at = now();
        const [bidding] = await tx
          .select()
          .from(biddings)
          .where(
            and(
              biddingPhaseIs('closed', at),
              notExists(tx.select({ one: sql`1` }).from(bids).where(eq(bids.biddingId, biddings.id))),
              passedOver.length > 0 ? notInArray(biddings.id, passedOver) : undefined,
            ),
          )
          .orderBy(asc(biddings.biddingEndTime), asc(biddings.id))
          .limit(1)
          .for('update', { of: biddings, skipLocked: true });
        if (!bidding) return false;
        claim.id = bidding.id;
        await closeBidding(tx, bidding, at);
        return true;
      });
      if (!done) break;
      closed++;
    } catch (error) {
      if (claim.id === null) throw error;
      passedOver.push(claim.id);
      log.error({ err: error, biddingId: claim.id }, 'a due auction could not be closed; the next sweep tries it again');
    }
  }
  return closed;
}

/** Sweeps every `intervalMs` until stopped; a failed sweep is logged and tried at the next. */
export function startBiddingClosing(context: PlatformContext, log: Log, intervalMs = CLOSING_SWEEP_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    closeDueBiddings(context, log)
      .catch((error) => log.warn({ err: error }, 'auction closing failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
