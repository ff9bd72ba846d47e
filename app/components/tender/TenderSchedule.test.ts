// A tender's schedule on the buyer's page marks each step by the phase the platform sent: done, current
// or to come (the countdown to the next phase is app/lib/tender-countdown.test.ts's).
import { describe, expect, it } from 'vitest';
import { stepStates } from './TenderSchedule.tsx';

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
    // Announced: published, its registration not open yet.
    expect(Object.values(stepStates('announced', steps))).toEqual(['next', 'next', 'next', 'next', 'next']);
    expect(Object.values(stepStates('awarded', steps))).toEqual(['done', 'done', 'done', 'done', 'done']);
  });

  it('show a failed tender done up to its opening, never evaluated; a cancelled one stopped, with nothing current', () => {
    expect(Object.values(stepStates('failed', steps))).toEqual(['done', 'done', 'done', 'done', 'next']);
    expect(Object.values(stepStates('cancelled', steps))).toEqual(['next', 'next', 'next', 'next', 'next']);
  });
});
