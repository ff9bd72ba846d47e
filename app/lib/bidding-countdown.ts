// A competitive bid's phase as the public pages show it (docs/product/rules.md, "The live reverse
// auction"): its colour, and the countdown to the phase's end — sign-up closes, bidding opens,
// bidding closes (live or extended); none once it is closed, awarded, failed or cancelled. The phase
// is the one the platform sent (platform/bidding/windows.ts; the page never works it out of dates),
// and the time left is from the platform's phaseEndTime and the page's server time, never the
// browser's clock, as a tender's (tender-countdown.ts). Cards, shop-list rows and the detail header
// read it; its words are home.json biddingPhase.next, biddingBid.json phase (the names the member
// pages use) and common.json tenderPhase.left (the time units every countdown shares).
import type { MantineColor } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { BiddingPhase } from '#contract/schemas.ts';
import type { Remaining } from './remaining-days.ts';
import { remainingUnit } from './tender-countdown.ts';

/** What a competitive bid's list item and detail say of its phase (optional on the public list's wire). */
export type BiddingStage = { phase?: BiddingPhase; phaseEndTime?: number | null };

/** A translator that reads the three namespaces these words come from (the common one is the default: a page's tCommon fits). */
export type BiddingWords = TFunction<['common', 'home', 'biddingBid']>;

/** The change the countdown runs to. */
export type BiddingNext = 'signUpCloses' | 'biddingOpens' | 'biddingCloses';

/** The phases a time ends. */
export type TimedPhase = 'signUp' | 'upcoming' | 'live' | 'extended';

const NEXT: Record<TimedPhase, BiddingNext> = {
  signUp: 'signUpCloses',
  upcoming: 'biddingOpens',
  live: 'biddingCloses',
  extended: 'biddingCloses',
};

/** One colour per phase: the badge's (app/components/bidding/BiddingRuleSheet.tsx) and the card's tag. */
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

const MINUTE = 60_000;

/** The countdown of a competitive bid at the page's `serverTime`; null when the platform sent no phase. */
export function biddingCountdown(stage: BiddingStage, serverTime: number): BiddingCountdown | null {
  const { phase, phaseEndTime } = stage;
  if (phase === undefined) return null;
  if (!isTimedPhase(phase) || phaseEndTime === undefined || phaseEndTime === null) return { phase, next: null };
  const next = NEXT[phase];
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
  return phase in NEXT;
}

/** The phase's name (biddingBid.json's, as the member pages name it). */
export function biddingPhaseName(phase: BiddingPhase, t: BiddingWords): string {
  return t(`biddingBid:phase.${phase}`);
}

/** The countdown as a sentence ("Sign-up closes in 2 d 3 h"), or null when no time ends the phase or it is due. */
export function biddingCountdownText(countdown: BiddingCountdown, t: BiddingWords): string | null {
  if (countdown.next === null || countdown.ended) return null;
  const time = t(`tenderPhase.left.${remainingUnit(countdown.remaining)}`, countdown.remaining);
  return t(`home:biddingPhase.next.${countdown.next}`, { time });
}

/** What the detail's ticking countdown is labelled ("Sign-up closes in"), as the member pages label it (biddingBid.json phaseEnds). */
export function biddingCountdownLabel(phase: TimedPhase, t: BiddingWords): string {
  return t(`biddingBid:phaseEnds.${phase}`);
}
