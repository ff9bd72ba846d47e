// A tender's phase as the pages show it (docs/product/tenders.md#the-phases): the platform decides the
// phase (platform/tender/windows.ts) and sends it with the tender's times; a page only reads from
// them when the current phase ends and which phase is next, for its countdown. Pure: any tender page
// (the buyer's, the supplier's, the public ones) may import it.
import type { TenderPhase } from '#contract/schemas.ts';

/** The phases as the buyer's list offers them, in the order a tender lives them. */
export const LISTED_PHASES = [
  'draft',
  'registration',
  'prequalification',
  'bidding',
  'opening',
  'evaluation',
  'awarded',
  'failed',
  'cancelled',
] as const satisfies readonly TenderPhase[];

/** The phases a deadline ends: each counts down to it. */
export type TimedPhase = 'registration' | 'prequalification' | 'bidding' | 'opening';

/** The times the platform sends with a tender (epoch ms), prequalification's null without one. */
export type PhaseTimes = {
  phase: TenderPhase;
  registerEndTime: number;
  preCheckEndTime: number | null;
  inviteTenderEndTime: number;
  openTenderTime: number;
};

/**
 * When the tender's current phase ends and the next begins, by the platform's times: registration at
 * its end, prequalification at its end, bidding at its deadline, the wait for the opening at the
 * opening time; null for a phase no deadline ends (a draft, evaluation, or a tender that is over).
 */
export function nextPhaseAt(tender: PhaseTimes): { ends: TimedPhase; next: TenderPhase; at: number } | null {
  switch (tender.phase) {
    case 'registration':
      return {
        ends: 'registration',
        next: tender.preCheckEndTime === null ? 'bidding' : 'prequalification',
        at: tender.registerEndTime,
      };
    case 'prequalification':
      return tender.preCheckEndTime === null ? null : { ends: 'prequalification', next: 'bidding', at: tender.preCheckEndTime };
    case 'bidding':
      return { ends: 'bidding', next: 'opening', at: tender.inviteTenderEndTime };
    case 'opening':
      return { ends: 'opening', next: 'evaluation', at: tender.openTenderTime };
    default:
      return null;
  }
}

/** The badge colour of each phase. */
export const PHASE_COLOURS: Record<TenderPhase, string> = {
  draft: 'gray',
  registration: 'blue',
  prequalification: 'cyan',
  bidding: 'indigo',
  opening: 'violet',
  evaluation: 'orange',
  awarded: 'green',
  failed: 'red',
  cancelled: 'red',
};

/** The steps of a tender's schedule, in order; prequalification only when the tender has one. */
export type ScheduleStep = 'registration' | 'prequalification' | 'bidding' | 'opening' | 'evaluation';

/**
 * Where each step of the schedule stands for a tender in `phase`: done, current or to come. A draft
 * has every step to come; a failed tender failed at its opening, so every step before evaluation is
 * done; a cancelled one stopped, so none is current and none is marked done.
 */
export function stepStates(phase: TenderPhase, steps: readonly ScheduleStep[]): Record<ScheduleStep, StepState> {
  const at = phase === 'failed' ? STEP_ORDER.evaluation : phase === 'awarded' ? STEP_ORDER.evaluation + 1 : (STEP_ORDER[phase as ScheduleStep] ?? -1);
  const states = {} as Record<ScheduleStep, StepState>;
  for (const step of steps) {
    const position = STEP_ORDER[step];
    states[step] = position < at ? 'done' : position === at && phase !== 'failed' ? 'current' : 'next';
  }
  return states;
}

export type StepState = 'done' | 'current' | 'next';

const STEP_ORDER: Record<ScheduleStep, number> = { registration: 0, prequalification: 1, bidding: 2, opening: 3, evaluation: 4 };
