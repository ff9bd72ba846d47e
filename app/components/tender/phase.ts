// A tender's phase on the member centre's pages (docs/product/tenders.md#the-phases): the platform
// decides the phase (platform/tender/windows.ts); the lists offer a tab per phase, and a tender's
// schedule marks each step done, current or to come by it. Its badge, colour and countdown are
// TenderPhaseBadge.tsx and app/lib/tender-countdown.ts. Pure: any tender page may import it.
import type { TenderPhase } from '#contract/schemas.ts';
import { TENDER_PHASES } from '#contract/schemas/tender-rules.ts';

/** The phases as the lists' tabs offer them, in the order a tender lives them: the contract's one list. */
export const LISTED_PHASES = TENDER_PHASES;

/** The steps of a tender's schedule, in order; prequalification only when the tender has one. */
export type ScheduleStep = 'registration' | 'prequalification' | 'bidding' | 'opening' | 'evaluation';

/**
 * Where each step of the schedule stands for a tender in `phase`: done, current or to come. A draft,
 * and an announced tender (its registration not open yet), have every step to come; a failed tender
 * failed at its opening, so every step before evaluation is done; a cancelled one stopped, so none is
 * current and none is marked done.
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
