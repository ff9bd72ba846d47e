import { describe, expect, it } from 'vitest';
import { remainingDays } from './remaining-days.ts';
import { clockOffset, countdownAt, nextTickIn, remainingOf, servedMeta, servedServerTime } from './countdown.ts';

const SERVER_NOW = Date.UTC(2026, 4, 1, 8, 0, 0);
const MINUTE = 60_000;
const deadline = SERVER_NOW + 2 * 86_400_000 + 3 * 3_600_000 + 4 * MINUTE + 5_000; // 2d 3h 4m 5s away

describe('the detail countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownAt(deadline, SERVER_NOW, 0)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      remainingMs: deadline - SERVER_NOW,
      ended: false,
    });
  });

  it('counts from the server clock when the browser clock is 7 minutes slow', () => {
    const browserNow = SERVER_NOW - 7 * MINUTE;
    const offset = clockOffset(SERVER_NOW, browserNow);
    expect(offset).toBe(7 * MINUTE);
    // Right after the page arrives the countdown shows what the server would.
    expect(countdownAt(deadline, browserNow, offset)).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    // Ten seconds later by the browser's clock, ten seconds less are left.
    expect(countdownAt(deadline, browserNow + 10_000, offset)).toMatchObject({ days: 2, hours: 3, minutes: 3, seconds: 55 });
    // Without the correction the slow browser would show 7 minutes too many.
    expect(countdownAt(deadline, browserNow, 0)).toMatchObject({ minutes: 11 });
  });

  it('counts from the server clock when the browser clock is 13 minutes fast, and ends on time', () => {
    const browserNow = SERVER_NOW + 13 * MINUTE;
    const offset = clockOffset(SERVER_NOW, browserNow);
    const left = deadline - SERVER_NOW;
    expect(countdownAt(deadline, browserNow + left - 1_000, offset)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 1, ended: false });
    expect(countdownAt(deadline, browserNow + left, offset)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
    // A fast browser clock alone would have ended it 13 minutes early.
    expect(countdownAt(deadline, browserNow + left - 13 * MINUTE, 0).ended).toBe(true);
  });

  it('stops at zero once the deadline has passed', () => {
    expect(countdownAt(SERVER_NOW - MINUTE, SERVER_NOW, 0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, remainingMs: 0, ended: true });
    expect(nextTickIn(SERVER_NOW - MINUTE, SERVER_NOW, 0)).toBeNull();
  });

  it('ticks when the shown second changes', () => {
    expect(nextTickIn(SERVER_NOW + 2_300, SERVER_NOW, 0)).toBe(300);
    expect(nextTickIn(SERVER_NOW + 2_000, SERVER_NOW, 0)).toBe(1_000);
    expect(nextTickIn(SERVER_NOW + 2_000, SERVER_NOW - 250, 250)).toBe(1_000);
  });
});

describe('the countdown as the action button counts it', () => {
  it('keeps the last seconds open: 30 s left is still one day by the remaining-days rule', () => {
    const lastSeconds = countdownAt(SERVER_NOW + 30_000, SERVER_NOW, 0);
    expect(remainingOf(lastSeconds)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(remainingDays(remainingOf(lastSeconds))).toBe(1);
  });

  it('is ended, remaining-days 0, at zero', () => {
    const ended = countdownAt(SERVER_NOW, SERVER_NOW, 0);
    expect(remainingOf(ended)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(remainingDays(remainingOf(ended))).toBe(0);
  });

  it('counts whole days, hours and started minutes', () => {
    expect(remainingOf(countdownAt(deadline, SERVER_NOW, 0))).toEqual({ days: 2, hours: 3, minutes: 5 });
    expect(remainingDays(remainingOf(countdownAt(deadline, SERVER_NOW, 0)))).toBe(3);
    expect(remainingOf(countdownAt(SERVER_NOW + 86_400_000, SERVER_NOW, 0))).toEqual({ days: 1, hours: 0, minutes: 0 });
  });
});

describe('a page served from the HTML cache', () => {
  it('moves the clock of its own data on by its age, and leaves later navigations alone', () => {
    const served = { madeAt: SERVER_NOW, servedAt: SERVER_NOW + 20_000 };
    // The page's own serverTime (taken while it was made): read as of when it was served.
    expect(servedServerTime(SERVER_NOW, served)).toBe(SERVER_NOW + 20_000);
    expect(servedServerTime(SERVER_NOW + 30, served)).toBe(SERVER_NOW + 20_030);
    // A later navigation's serverTime (taken after the page was served) is already right.
    expect(servedServerTime(SERVER_NOW + 25_000, served)).toBe(SERVER_NOW + 25_000);
    // A page made for this request says nothing: nothing moves.
    expect(servedServerTime(SERVER_NOW, null)).toBe(SERVER_NOW);
  });

  it('reads when the page was made and served from its meta element', () => {
    const meta = { getAttribute: (name: string) => (name === 'content' ? '2000' : '1000') };
    const doc = { querySelector: () => meta } as unknown as Pick<Document, 'querySelector'>;
    expect(servedMeta(doc)).toEqual({ madeAt: 1000, servedAt: 2000 });
    expect(servedMeta({ querySelector: () => null } as unknown as Pick<Document, 'querySelector'>)).toBeNull();
  });
});
