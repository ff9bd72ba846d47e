// A sourcing item's phase as every page shows it: a tender's (docs/product/tenders.md#the-phases) and a
// competitive bid's (docs/product/auctions.md#the-phases) — its colour, and the countdown to the next
// change. The phase is the one the platform sent (platform/tender/windows.ts, platform/bidding/windows.ts;
// the page never works a phase out of dates), and the time left is from the platform's phaseEndTime and
// the page's server time, never the browser's clock. Cards, shop rows, the detail header and the
// member centre's pages read it; its words are common.json tenderPhase and biddingPhase, home.json
// biddingPhase.next. One module for both kinds: the detail header shows either, and one file loads once.
import type { MantineColor } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { BiddingPhase, TenderPhase } from '#contract/schemas.ts';
import type { Remaining } from './remaining-days.ts';

/** What a tender's list item, row and detail say of its phase (both optional on the public wire). */
export type TenderStage = { phase?: TenderPhase; phaseEndTime?: number | null };

/** The change the countdown runs to: registration opens, registration closes, the prequalification ends, bidding closes, the bids are opened. */
export type NextPhase = 'registrationOpens' | 'registrationCloses' | 'prequalificationEnds' | 'biddingCloses' | 'opens';

const TENDER_NEXT: Partial<Record<TenderPhase, NextPhase>> = {
  announced: 'registrationOpens',
  registration: 'registrationCloses',
  prequalification: 'prequalificationEnds',
  bidding: 'biddingCloses',
  opening: 'opens',
};

/** One colour per phase: the badge's, and the card's tag (app/components/home/PhaseStage.tsx). */
export const PHASE_COLOUR: Record<TenderPhase, MantineColor> = {
  draft: 'gray',
  announced: 'grape',
  registration: 'blue',
  prequalification: 'cyan',
  bidding: 'indigo',
  opening: 'violet',
  evaluation: 'orange',
  awarded: 'green',
  failed: 'red',
  cancelled: 'gray',
};

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
  const next = TENDER_NEXT[phase];
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

/** The countdown as a sentence ("Bidding closes in 2 d 3 h"), or null when no time ends the phase or it is due. `t`: the common namespace. */
export function countdownText(countdown: TenderCountdown, t: TFunction): string | null {
  if (countdown.next === null || countdown.ended) return null;
  const time = t(`tenderPhase.left.${remainingUnit(countdown.remaining)}`, countdown.remaining);
  return t(`tenderPhase.next.${countdown.next}`, { time });
}

// ── A competitive bid ──

/** What a competitive bid's list item and detail say of its phase (optional on the public list's wire). */
export type BiddingStage = { phase?: BiddingPhase; phaseEndTime?: number | null };

/** A translator that reads the three namespaces these words come from (the common one is the default: a page's tCommon fits). */
export type BiddingWords = TFunction<['common', 'home']>;

/** The change the countdown runs to. */
export type BiddingNext = 'signUpCloses' | 'biddingOpens' | 'biddingCloses';

/** The phases a time ends. */
export type TimedPhase = 'signUp' | 'upcoming' | 'live' | 'extended';

const BIDDING_NEXT: Record<TimedPhase, BiddingNext> = {
  signUp: 'signUpCloses',
  upcoming: 'biddingOpens',
  live: 'biddingCloses',
  extended: 'biddingCloses',
};

/** One colour per phase: the badge's (app/components/PhaseBadges.tsx) and the card's tag. */
export const BIDDING_PHASE_COLOUR: Record<BiddingPhase, MantineColor> = {
  draft: 'gray',
  signUp: 'blue',
  upcoming: 'cyan',
  live: 'indigo',
  extended: 'orange',
  closed: 'gray',
  awarded: 'green',
  failed: 'red',
  cancelled: 'gray',
};

export type BiddingCountdown =
  /** A phase the schedule ends: what comes next, when, and the time left (all 0 and `ended` once it is due). */
  | { phase: TimedPhase; next: BiddingNext; endsAt: number; remaining: Remaining; ended: boolean }
  /** A phase no time ends (closed until the award; awarded, failed, cancelled; a draft). */
  | { phase: BiddingPhase; next: null };

/** The countdown of a competitive bid at the page's `serverTime`; null when the platform sent no phase. */
export function biddingCountdown(stage: BiddingStage, serverTime: number): BiddingCountdown | null {
  const { phase, phaseEndTime } = stage;
  if (phase === undefined) return null;
  if (!isTimedPhase(phase) || phaseEndTime === undefined || phaseEndTime === null) return { phase, next: null };
  const next = BIDDING_NEXT[phase];
  const left = Math.max(0, phaseEndTime - serverTime);
  // A started minute counts whole, as a tender's countdown counts it: 30 s left is "1 minute".
  const minutes = Math.ceil(left / MINUTE);
  return {
    phase,
    next,
    endsAt: phaseEndTime,
    remaining: { days: Math.floor(minutes / 1_440), hours: Math.floor((minutes % 1_440) / 60), minutes: minutes % 60 },
    ended: left === 0,
  };
}

/** Whether a time ends `phase` (the countdowns count to it: the cards', the detail's, the member pages'). */
export function isTimedPhase(phase: BiddingPhase): phase is TimedPhase {
  return phase in BIDDING_NEXT;
}

/** The phase's name (biddingBid.json's, as the member pages name it). */
export function biddingPhaseName(phase: BiddingPhase, t: BiddingWords): string {
  return t(`biddingPhase.names.${phase}`);
}

/** The countdown as a sentence ("Sign-up closes in 2 d 3 h"), or null when no time ends the phase or it is due. */
export function biddingCountdownText(countdown: BiddingCountdown, t: BiddingWords): string | null {
  if (countdown.next === null || countdown.ended) return null;
  const time = t(`tenderPhase.left.${remainingUnit(countdown.remaining)}`, countdown.remaining);
  return t(`home:biddingPhase.next.${countdown.next}`, { time });
}

/** What the detail's ticking countdown is labelled ("Sign-up closes in"), as the member pages label it (common.json biddingPhase.ends). */
export function biddingCountdownLabel(phase: TimedPhase, t: BiddingWords): string {
  return t(`biddingPhase.ends.${phase}`);
}
