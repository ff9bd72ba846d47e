// The home's week: Monday to Sunday in Beijing time, whatever the UTC date.
import { describe, expect, it } from 'vitest';
import { weekEnd } from './queries.ts';

describe('the end of this week', () => {
  it('is the next Monday 00:00 in Beijing (16:00 UTC on Sunday)', () => {
    const mondayNextWeek = Date.UTC(2026, 0, 18, 16, 0, 0);
    expect(weekEnd(Date.UTC(2026, 0, 15, 2, 0, 0))).toBe(mondayNextWeek); // Thursday
    expect(weekEnd(Date.UTC(2026, 0, 11, 16, 0, 0))).toBe(mondayNextWeek); // Monday 00:00 in Beijing
    expect(weekEnd(Date.UTC(2026, 0, 18, 15, 59, 59))).toBe(mondayNextWeek); // Sunday 23:59:59 in Beijing
    expect(weekEnd(mondayNextWeek)).toBe(mondayNextWeek + 7 * 86_400_000);
  });
});
