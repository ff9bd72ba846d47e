// A competitive bid's (live reverse auction's) phase and windows, each one named function of the
// platform's clock (sourcing/windows.ts says what a window is), with its SQL twin for the lists:
// every list, detail and check asks these (docs/product/rules.md). Sign-up lasts until endSignUp,
// the auction is upcoming until biddingStartTime and live until its close (biddingEndTime, as
// extensions moved it: extended once one did), then closed until the award or the failure. The
// extension rule and the buyer's schedule are decided here too, against the same clock.
import { sql, type SQL } from 'drizzle-orm';
import { Code, type CodeValue } from '#contract/codes.ts';
import type { BiddingPhase, BiddingState } from '#contract/schemas.ts';
import { biddings } from '../db/schema.ts';
import { type Window, windowUntil, windowUntilIs } from '../sourcing/windows.ts';

const MINUTE = 60_000;

/**
 * How long after the close the platform waits before it tells it (docs/product/rules.md, "The close"):
 * a bid is decided by the time it reached the platform, so one received just before the close may
 * still be queued behind the auction's lock; the close is told once the clock has passed it by this
 * much, and the ranking is final then.
 */
export const CLOSE_GRACE_MS = 10_000;

/** What the phase is decided from: the state the buyer's actions set, the schedule and the close as extended. */
export type BiddingSchedule = {
  state: BiddingState;
  startSignUp: Date;
  endSignUp: Date;
  biddingStartTime: Date;
  biddingEndTime: Date;
  extensionCount: number;
};

/** The competitive bids whose sign-up window is `window` at `now`. */
export function signUpWindowIs(window: Window, now: number): SQL {
  return windowUntilIs(biddings.endSignUp, window, now);
}

/** The auction's phase at `now`: the one answer every page, list and check reads. */
export function biddingPhase(bidding: BiddingSchedule, now: number): BiddingPhase {
  if (bidding.state !== 'published') return bidding.state;
  if (windowUntil(bidding.endSignUp, now) === 'open') return 'signUp';
  if (windowUntil(bidding.biddingStartTime, now) === 'open') return 'upcoming';
  if (windowUntil(bidding.biddingEndTime, now) === 'open') return bidding.extensionCount > 0 ? 'extended' : 'live';
  return 'closed';
}

/** Whether the close of `bidding` may be told at `now`: published and its close passed by the grace (CLOSE_GRACE_MS). */
export function closeTellable(bidding: BiddingSchedule, now: number): boolean {
  return biddingPhase(bidding, now - CLOSE_GRACE_MS) === 'closed';
}

/** The sign-up window: open from startSignUp until endSignUp. */
export function signUpWindow(bidding: BiddingSchedule, now: number): Window {
  return biddingPhase(bidding, now) === 'signUp' && windowUntil(bidding.startSignUp, now) === 'closed' ? 'open' : 'closed';
}

/** The bidding window: open while the auction is live or extended, by the server's receipt time. */
export function biddingWindow(bidding: BiddingSchedule, now: number): Window {
  const phase = biddingPhase(bidding, now);
  return phase === 'live' || phase === 'extended' ? 'open' : 'closed';
}

/** When `phase` ends by the schedule (null for a phase no time ends): what every countdown counts to. */
export function phaseEndsAt(bidding: Pick<BiddingSchedule, 'endSignUp' | 'biddingStartTime' | 'biddingEndTime'>, phase: BiddingPhase): Date | null {
  switch (phase) {
    case 'signUp':
      return bidding.endSignUp;
    case 'upcoming':
      return bidding.biddingStartTime;
    case 'live':
    case 'extended':
      return bidding.biddingEndTime;
    default:
      return null;
  }
}

/** The phase at `now` and when it ends (epoch ms; null: no time ends it). */
export function biddingStage(bidding: BiddingSchedule, now: number): { phase: BiddingPhase; phaseEndTime: number | null } {
  const phase = biddingPhase(bidding, now);
  return { phase, phaseEndTime: phaseEndsAt(bidding, phase)?.getTime() ?? null };
}

/** biddingPhase in SQL, for a list that filters or counts by phase. */
export function biddingPhaseSql(now: number): SQL<BiddingPhase> {
  const at = new Date(now);
  return sql<BiddingPhase>`case
    when ${biddings.state} <> 'published' then ${biddings.state}
    when ${biddings.endSignUp} > ${at} then 'signUp'
    when ${biddings.biddingStartTime} > ${at} then 'upcoming'
    when ${biddings.biddingEndTime} > ${at} then (case when ${biddings.extensionCount} > 0 then 'extended' else 'live' end)
    else 'closed' end`;
}

/** The auctions in `phase` at `now`. */
export function biddingPhaseIs(phase: BiddingPhase, now: number): SQL {
  return sql`(${biddingPhaseSql(now)}) = ${phase}`;
}

/** The extension rule as published: trigger window, extension, cap and hard stop. */
export type ExtensionRule = { triggerMinutes: number; extensionMinutes: number; maxExtensions: number; hardStopTime: Date | null };

/**
 * The close after an accepted bid that improved the best price, received at `now`: extended by
 * extensionMinutes when the bid came in the last triggerMinutes, at most maxExtensions times, never
 * past the hard stop and never backwards; null when it does not move.
 */
export function extendedClose(bidding: ExtensionRule & { biddingEndTime: Date; extensionCount: number }, now: number): Date | null {
  const { triggerMinutes, extensionMinutes, maxExtensions, hardStopTime } = bidding;
  if (triggerMinutes <= 0 || extensionMinutes <= 0 || bidding.extensionCount >= maxExtensions) return null;
  const close = bidding.biddingEndTime.getTime();
  if (close - now > triggerMinutes * MINUTE) return null;
  const limit = hardStopTime ? hardStopTime.getTime() : Number.POSITIVE_INFINITY;
  const moved = Math.min(close + extensionMinutes * MINUTE, limit);
  return moved > close ? new Date(moved) : null;
}

/**
 * Why a schedule may not be published at `now`, or null (60159): sign-up ends after the clock and
 * after it starts, bidding starts no earlier than sign-up ends and ends after it starts, a hard stop
 * is no earlier than the close, and an extension rule names both its minutes and a cap.
 */
export function scheduleRefusal(bidding: Omit<BiddingSchedule, 'state' | 'extensionCount'> & ExtensionRule, now: number): CodeValue | null {
  const t = (d: Date) => d.getTime();
  if (t(bidding.endSignUp) <= now || t(bidding.endSignUp) <= t(bidding.startSignUp)) return Code.BIDDING_SCHEDULE_INVALID;
  if (t(bidding.biddingStartTime) < t(bidding.endSignUp) || t(bidding.biddingEndTime) <= t(bidding.biddingStartTime))
    return Code.BIDDING_SCHEDULE_INVALID;
  if (bidding.hardStopTime && t(bidding.hardStopTime) < t(bidding.biddingEndTime)) return Code.BIDDING_SCHEDULE_INVALID;
  const extends_ = bidding.triggerMinutes > 0 || bidding.extensionMinutes > 0 || bidding.maxExtensions > 0;
  if (extends_ && !(bidding.triggerMinutes > 0 && bidding.extensionMinutes > 0 && bidding.maxExtensions > 0)) return Code.BIDDING_SCHEDULE_INVALID;
  return null;
}
