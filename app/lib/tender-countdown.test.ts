// A tender's countdown to its next phase: named by the phase the platform sent, counted from the
// page's server time to the platform's phaseEndTime, never worked out from the browser's clock.
import { describe, expect, it } from 'vitest';
import { remainingUnit, tenderCountdown } from './tender-countdown.ts';

const NOW = Date.UTC(2026, 2, 2, 2, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the countdown to a tender’s next phase', () => {
  it('names the change each phase waits for, and counts to the time the platform gives', () => {
    const cases = [
      ['registration', 'registrationCloses'],
      ['prequalification', 'prequalificationEnds'],
      ['bidding', 'biddingCloses'],
      ['opening', 'opens'],
    ] as const;
    for (const [phase, next] of cases) {
      const countdown = tenderCountdown({ phase, phaseEndTime: NOW + 3 * DAY + 4 * HOUR + 5 * MINUTE }, NOW);
      expect(countdown).toEqual({
        phase,
        next,
        endsAt: NOW + 3 * DAY + 4 * HOUR + 5 * MINUTE,
        remaining: { days: 3, hours: 4, minutes: 5 },
        ended: false,
      });
    }
  });

  it('is the server’s time that counts: the same deadline from two page times', () => {
    const stage = { phase: 'bidding' as const, phaseEndTime: NOW + 2 * DAY };
    expect(tenderCountdown(stage, NOW)).toMatchObject({ remaining: { days: 2, hours: 0, minutes: 0 } });
    expect(tenderCountdown(stage, NOW + DAY + 30 * MINUTE)).toMatchObject({ remaining: { days: 0, hours: 23, minutes: 30 } });
  });

  it('counts a started minute whole, and says ended only at the deadline itself', () => {
    expect(tenderCountdown({ phase: 'registration', phaseEndTime: NOW + 30_000 }, NOW)).toMatchObject({
      remaining: { days: 0, hours: 0, minutes: 1 },
      ended: false,
    });
    // A page made after the deadline, of a list the platform answered just before it: due, not negative.
    expect(tenderCountdown({ phase: 'registration', phaseEndTime: NOW - MINUTE }, NOW)).toMatchObject({
      remaining: { days: 0, hours: 0, minutes: 0 },
      ended: true,
    });
  });

  it('has no next phase once no time ends the phase: evaluation, awarded, failed, cancelled', () => {
    for (const phase of ['evaluation', 'awarded', 'failed', 'cancelled', 'draft'] as const) {
      expect(tenderCountdown({ phase, phaseEndTime: null }, NOW)).toEqual({ phase, next: null });
      // Whatever time came with it: the phase decides.
      expect(tenderCountdown({ phase, phaseEndTime: NOW + DAY }, NOW)).toEqual({ phase, next: null });
    }
  });

  it('is nothing when the platform sent no phase (the page then shows the remaining days as before)', () => {
    expect(tenderCountdown({}, NOW)).toBeNull();
    // A phase without its end (an older platform) still shows the phase, without a countdown.
    expect(tenderCountdown({ phase: 'registration' }, NOW)).toEqual({ phase: 'registration', next: null });
  });

  it('is said in days and hours, hours and minutes, or minutes', () => {
    expect(remainingUnit({ days: 1, hours: 0, minutes: 0 })).toBe('days');
    expect(remainingUnit({ days: 0, hours: 2, minutes: 0 })).toBe('hours');
    expect(remainingUnit({ days: 0, hours: 0, minutes: 9 })).toBe('minutes');
  });
});
