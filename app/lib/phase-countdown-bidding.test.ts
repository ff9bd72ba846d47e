// A competitive bid's countdown to its phase's end: named by the phase the platform sent (sign-up
// closes, bidding opens, bidding closes), counted from the page's server time to the platform's
// phaseEndTime, and said in the reader's language with the member pages' phase names.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '#app/i18n/options.ts';
import { resources } from '#app/i18n/resources.server.ts';
import { biddingCountdown, biddingCountdownLabel, biddingCountdownText, biddingPhaseName } from './phase-countdown.ts';

const NOW = Date.UTC(2026, 5, 9, 2, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the countdown to a competitive bid’s phase end', () => {
  it('names the change each timed phase waits for, and counts to the time the platform gives', () => {
    const cases = [
      ['signUp', 'signUpCloses'],
      ['upcoming', 'biddingOpens'],
      ['live', 'biddingCloses'],
      ['extended', 'biddingCloses'],
    ] as const;
    for (const [phase, next] of cases) {
      expect(biddingCountdown({ phase, phaseEndTime: NOW + DAY + 2 * HOUR + 3 * MINUTE }, NOW)).toEqual({
        phase,
        next,
        endsAt: NOW + DAY + 2 * HOUR + 3 * MINUTE,
        remaining: { days: 1, hours: 2, minutes: 3 },
        ended: false,
      });
    }
    // Due: all 0, ended (a page made just after the platform answered).
    expect(biddingCountdown({ phase: 'live', phaseEndTime: NOW - MINUTE }, NOW)).toMatchObject({
      remaining: { days: 0, hours: 0, minutes: 0 },
      ended: true,
    });
  });

  it('has none once no time ends the phase, whatever time came with it; nothing without a phase', () => {
    for (const phase of ['closed', 'awarded', 'failed', 'cancelled', 'draft'] as const) {
      expect(biddingCountdown({ phase, phaseEndTime: null }, NOW)).toEqual({ phase, next: null });
      expect(biddingCountdown({ phase, phaseEndTime: NOW + DAY }, NOW)).toEqual({ phase, next: null });
    }
    expect(biddingCountdown({}, NOW)).toBeNull();
  });

  it('says the phase and the time left in the reader’s language, in all three; nothing once due', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ ...i18nOptions, lng: 'en-US', resources });
    const say = (phase: 'signUp' | 'upcoming' | 'live', left: number) =>
      biddingCountdownText(biddingCountdown({ phase, phaseEndTime: NOW + left }, NOW)!, i18n.t);
    expect(say('signUp', DAY + 2 * HOUR)).toBe('Sign-up closes in 1 d 2 h');
    expect(say('upcoming', HOUR + 5 * MINUTE)).toBe('Bidding opens in 1 h 5 min');
    expect(say('live', 9 * MINUTE)).toBe('Bidding closes in 9 min');
    expect(say('live', 0)).toBeNull();
    expect(biddingPhaseName('extended', i18n.t)).toBe('Extended');
    expect(biddingCountdownLabel('signUp', i18n.t)).toBe('Sign-up closes in');
    await i18n.changeLanguage('zh-CN');
    expect(say('signUp', DAY + 2 * HOUR)).toBe('报名截止还剩1天2小时');
    expect(biddingPhaseName('signUp', i18n.t)).toBe('报名中');
    await i18n.changeLanguage('ko-KR');
    expect(say('live', 9 * MINUTE)).toBe('입찰 마감까지 9분');
    expect(biddingPhaseName('awarded', i18n.t)).toBe('낙찰');
  });
});
