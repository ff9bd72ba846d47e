// The auction's tellings (docs/product/rules.md, "The live reverse auction"): when bidding opens, every
// admitted bidder is told (a notification, with the close) and the room too (live.ts); when it closes,
// closing.ts tells the close or fails it. Each is told once (openToldTime, closeToldTime), by one
// sweep of every platform instance (claims FOR UPDATE SKIP LOCKED, each auction in its own
// transaction), run every second so a room hears it at once; a bid that comes before the sweep tells
// the opening itself (placing.ts), and a read of a due auction its close (closing.ts withClosed).
import { and, asc, eq, gt, isNull, lte, type SQL } from 'drizzle-orm';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { biddings, biddingSignups } from '../db/schema.ts';
import { LINKS, notify } from '../message/index.ts';
import { type BiddingRow, memberName } from './bidding.ts';
import { claimEach, closeDueBiddings, type Log } from './closing.ts';
import { tellRoom } from './live.ts';
import { biddingWindow } from './windows.ts';

/** How often each platform instance sweeps for auctions whose opening or close is due to be told. */
export const BIDDING_SWEEP_INTERVAL_MS = 1_000;

/**
 * Tells that bidding opened on `bidding` (read FOR UPDATE by the caller) at `at`, if it is open and not
 * told yet: every admitted bidder notified with the close, and the room told. Answers whether it told.
 */
export async function tellOpened(tx: Db, bidding: BiddingRow, at: number): Promise<boolean> {
  if (bidding.openToldTime !== null || biddingWindow(bidding, at) !== 'open') return false;
  await tx
    .update(biddings)
    .set({ openToldTime: new Date(at) })
    .where(eq(biddings.id, bidding.id));
  const admitted = await tx
    .selectDistinct({ memberId: biddingSignups.memberId })
    .from(biddingSignups)
    .where(and(eq(biddingSignups.biddingId, bidding.id), eq(biddingSignups.review, 'approved')));
  const buyerName = await memberName(tx, bidding.memberId);
  const payload = {
    biddingId: bidding.id,
    code: bidding.biddingNo,
    title: bidding.details,
    buyerName,
    deadline: bidding.biddingEndTime.getTime(),
    link: LINKS.biddingSignUp(bidding.id),
  };
  for (const { memberId } of admitted) await notify(tx, { recipientMemberId: memberId, kind: 'bidding.opened', payload, at });
  await tellRoom(tx, bidding, 'opened', at);
  return true;
}

/** The auctions whose opening is due to be told at `at`: published, bidding open, not told (tellOpened looks again under the lock). */
const openDueAt = (at: number): SQL => {
  const time = new Date(at);
  return and(
    eq(biddings.state, 'published'),
    lte(biddings.endSignUp, time),
    lte(biddings.biddingStartTime, time),
    gt(biddings.biddingEndTime, time),
    isNull(biddings.openToldTime),
  )!;
};

/** The sweep's opening: claims the auctions whose opening is due to be told and tells each; answers how many. */
export function openDueBiddings(context: PlatformContext, log: Log): Promise<number> {
  return claimEach(context, log, openDueAt, tellOpened, asc(biddings.biddingStartTime));
}

/** One sweep: the openings due, then the closes due; answers how many of each it told. */
export async function sweepBiddings(context: PlatformContext, log: Log): Promise<{ opened: number; closed: number }> {
  const opened = await openDueBiddings(context, log);
  const closed = await closeDueBiddings(context, log);
  return { opened, closed };
}

/** Sweeps every `intervalMs` until stopped; a failed sweep is logged and tried at the next. */
export function startBiddingSweep(context: PlatformContext, log: Log, intervalMs = BIDDING_SWEEP_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepBiddings(context, log)
      .catch((error) => log.warn({ err: error }, 'the auction sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
