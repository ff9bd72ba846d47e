// A tender's countdown to its next phase: named by the phase the platform sent, counted from the
// page's server time to the platform's phaseEndTime, never worked out from the browser's clock.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '#app/i18n/options.ts';
import { resources } from '#app/i18n/resources.server.ts';
import { countdownText, remainingUnit, tenderCountdown } from './phase-countdown.ts';

const NOW = Date.UTC(2026, 2, 2, 2, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the countdown to a tender’s next phase', () => {
  it('names the change each phase waits for, and counts to the time the platform gives', () => {
    const cases = [
      ['announced', 'registrationOpens'],
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

  it('says the time left in a sentence, in the reader’s language; nothing once it is due or no time ends the phase', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ ...i18nOptions, lng: 'en-US', resources });
    const say = (stage: Parameters<typeof tenderCountdown>[0], at = NOW) => countdownText(tenderCountdown(stage, at)!, i18n.t);
    expect(say({ phase: 'announced', phaseEndTime: NOW + DAY + 2 * HOUR })).toBe('Registration opens in 1 d 2 h');
    expect(say({ phase: 'bidding', phaseEndTime: NOW + 3 * HOUR + 4 * MINUTE })).toBe('Bidding closes in 3 h 4 min');
    expect(say({ phase: 'opening', phaseEndTime: NOW + 9 * MINUTE })).toBe('Bids opened in 9 min');
    expect(say({ phase: 'registration', phaseEndTime: NOW })).toBeNull();
    expect(say({ phase: 'evaluation', phaseEndTime: null })).toBeNull();
    await i18n.changeLanguage('zh-CN');
    expect(say({ phase: 'announced', phaseEndTime: NOW + DAY + 2 * HOUR })).toBe('报名开始还剩1天2小时');
  });
});
