// A tender page's countdown reads the phase the platform sent and the tender's own times: it counts to
// the end of the current phase, names the next one, and counts nothing once no deadline ends the phase.
import { describe, expect, it } from 'vitest';
import { nextPhaseAt, type PhaseTimes, stepStates } from './phase.ts';

const DAY = 86_400_000;
const times = (phase: PhaseTimes['phase'], prequalified = true): PhaseTimes => ({
  phase,
  registerEndTime: 5 * DAY,
  preCheckEndTime: prequalified ? 7 * DAY : null,
  inviteTenderEndTime: 25 * DAY,
  openTenderTime: 26 * DAY,
});

describe('the next phase of a tender', () => {
  it('counts registration to its end, and names prequalification next when the tender has one', () => {
    expect(nextPhaseAt(times('registration'))).toEqual({ ends: 'registration', next: 'prequalification', at: 5 * DAY });
    expect(nextPhaseAt(times('registration', false))).toEqual({ ends: 'registration', next: 'bidding', at: 5 * DAY });
  });

  it('counts prequalification to its end, bidding to its deadline and the wait to the opening time', () => {
    expect(nextPhaseAt(times('prequalification'))).toEqual({ ends: 'prequalification', next: 'bidding', at: 7 * DAY });
    expect(nextPhaseAt(times('bidding'))).toEqual({ ends: 'bidding', next: 'opening', at: 25 * DAY });
    expect(nextPhaseAt(times('opening'))).toEqual({ ends: 'opening', next: 'evaluation', at: 26 * DAY });
  });

  it('counts nothing for a draft, during evaluation, or once the tender is awarded, failed or cancelled', () => {
    for (const phase of ['draft', 'evaluation', 'awarded', 'failed', 'cancelled'] as const) expect(nextPhaseAt(times(phase))).toBeNull();
  });
});

describe('the schedule’s steps', () => {
  const steps = ['registration', 'prequalification', 'bidding', 'opening', 'evaluation'] as const;

  it('mark what is done, the current step and what is to come', () => {
    expect(stepStates('bidding', steps)).toEqual({
      registration: 'done',
      prequalification: 'done',
      bidding: 'current',
      opening: 'next',
      evaluation: 'next',
    });
    expect(Object.values(stepStates('draft', steps))).toEqual(['next', 'next', 'next', 'next', 'next']);
    expect(Object.values(stepStates('awarded', steps))).toEqual(['done', 'done', 'done', 'done', 'done']);
  });

  it('show a failed tender done up to its opening, never evaluated; a cancelled one stopped, with nothing current', () => {
    expect(Object.values(stepStates('failed', steps))).toEqual(['done', 'done', 'done', 'done', 'next']);
    expect(Object.values(stepStates('cancelled', steps))).toEqual(['next', 'next', 'next', 'next', 'next']);
  });
});
