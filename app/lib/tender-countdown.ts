// A tender's phase as every page shows it (docs/product/tenders.md#the-phases): its colour, and the
// countdown to its next phase. Which change comes next is named by the phase the platform says the
// tender is in (platform/tender/windows.ts; the page never works a phase out of dates), and the time
// left is from the platform's phaseEndTime and the page's server time, never the browser's clock.
// Cards, shop rows, the detail header and the member centre's tender pages read it; its words are
// common.json tenderPhase (names, next, left, label).
import type { MantineColor } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TenderPhase } from '#contract/schemas.ts';
import type { Remaining } from './remaining-days.ts';

/** What a tender's list item, row and detail say of its phase (both optional on the public wire). */
export type TenderStage = { phase?: TenderPhase; phaseEndTime?: number | null };

/** The change the countdown runs to: registration opens, registration closes, the prequalification ends, bidding closes, the bids are opened. */
export type NextPhase = 'registrationOpens' | 'registrationCloses' | 'prequalificationEnds' | 'biddingCloses' | 'opens';

const NEXT: Partial<Record<TenderPhase, NextPhase>> = {
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

/** The countdown as a sentence ("Bidding closes in 2 d 3 h"), or null when no time ends the phase or it is due. `t`: the common namespace. */
export function countdownText(countdown: TenderCountdown, t: TFunction): string | null {
  if (countdown.next === null || countdown.ended) return null;
  const time = t(`tenderPhase.left.${remainingUnit(countdown.remaining)}`, countdown.remaining);
  return t(`tenderPhase.next.${countdown.next}`, { time });
}
