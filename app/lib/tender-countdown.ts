// A tender's countdown to its next phase (docs/product/entities.md#tender-fields): which change comes
// next is named by the phase the platform says the tender is in (platform/tender/windows.ts; the page
// never works a phase out of dates), and the time left is from the platform's phaseEndTime and the
// page's server time, never the browser's clock. Cards, shop rows and the detail header read it.
import type { TenderPhase } from '#contract/schemas.ts';
import type { Remaining } from './remaining-days.ts';

/** What a tender's list item and detail say of its phase (both optional on the wire). */
export type TenderStage = { phase?: TenderPhase; phaseEndTime?: number | null };

/** The change the countdown runs to: registration closes, the prequalification ends, bidding closes, the bids are opened. */
export type NextPhase = 'registrationCloses' | 'prequalificationEnds' | 'biddingCloses' | 'opens';

const NEXT: Partial<Record<TenderPhase, NextPhase>> = {
  registration: 'registrationCloses',
  prequalification: 'prequalificationEnds',
  bidding: 'biddingCloses',
  opening: 'opens',
};

/** The phases that end a tender: no countdown, and no action (the card's button says which). */
export const FINAL_PHASES: ReadonlySet<TenderPhase> = new Set(['awarded', 'failed', 'cancelled']);

export type TenderCountdown =
  /** A phase the schedule ends: what comes next, when, and the time left (all 0 and `ended` once it is due). */
  | { phase: TenderPhase; next: NextPhase; endsAt: number; remaining: Remaining; ended: boolean }
  /** A phase no time ends (evaluation until the award; awarded, failed, cancelled; a draft). */
  | { phase: TenderPhase; next: null };

const MINUTE = 60_000;

/** The countdown of a tender at the page's `serverTime`; null when the platform sent no phase. */
export function tenderCountdown(stage: TenderStage, serverTime: number): TenderCountdown | null {
  const { phase, phaseEndTime } = stage;
  if (phase === undefined) return null;
  const next = NEXT[phase];
  if (next === undefined || phaseEndTime === undefined || phaseEndTime === null) return { phase, next: null };
  const left = Math.max(0, phaseEndTime - serverTime);
  // A started minute counts whole, as the cards' remaining days count it: 30 s left is "1 minute".
  const minutes = Math.ceil(left / MINUTE);
  return {
    phase,
    next,
    endsAt: phaseEndTime,
    remaining: { days: Math.floor(minutes / 1_440), hours: Math.floor((minutes % 1_440) / 60), minutes: minutes % 60 },
    ended: left === 0,
  };
}

/** How a time left is said: days and hours, hours and minutes, or minutes (common.json tenderPhase.left.*). */
export function remainingUnit({ days, hours }: Remaining): 'days' | 'hours' | 'minutes' {
  if (days > 0) return 'days';
  if (hours > 0) return 'hours';
  return 'minutes';
}
