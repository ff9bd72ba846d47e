import { describe, expect, it } from 'vitest';
import { remainingDays } from './remaining-days.ts';

describe('the remaining days on a card', () => {
  it('rounds whole days up: 3 days and some hours left is "less than 4 days"', () => {
    expect(remainingDays({ days: 3, hours: 5, minutes: 10 })).toBe(4);
    expect(remainingDays({ days: 1, hours: 0, minutes: 0 })).toBe(2);
  });

  it('is one day when only hours are left', () => {
    expect(remainingDays({ days: 0, hours: 1, minutes: 0 })).toBe(1);
    expect(remainingDays({ days: 0, hours: 23, minutes: 59 })).toBe(1);
  });

  it('is one day when only minutes are left', () => {
    expect(remainingDays({ days: 0, hours: 0, minutes: 1 })).toBe(1);
  });

  it('is zero (ended) when nothing is left', () => {
    expect(remainingDays({ days: 0, hours: 0, minutes: 0 })).toBe(0);
  });

  it('falls back to one day for any other combination', () => {
    expect(remainingDays({ days: -1, hours: 0, minutes: 0 })).toBe(1);
    expect(remainingDays({ days: 0, hours: -2, minutes: 0 })).toBe(1);
  });
});
