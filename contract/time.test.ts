import { describe, expect, it } from 'vitest';
import { siteClock, siteFields, siteTime } from './time.ts';

describe('the site’s time zone (Beijing, UTC+8)', () => {
  it('reads a day and time typed in Beijing as the instant the platform stores', () => {
    expect(siteTime('2030-01-15')).toBe(Date.parse('2030-01-15T00:00:00+08:00'));
    expect(siteTime('2030-01-15', '09:30')).toBe(Date.parse('2030-01-15T09:30:00+08:00'));
  });

  it('knows no 30 February, no 24:00 and no malformed text', () => {
    for (const [date, time] of [
      ['2030-02-30', '00:00'],
      ['2030-01-15', '24:00'],
      ['2030-01-15', '12:60'],
      ['tomorrow', '00:00'],
      ['2030-1-5', '00:00'],
    ]) {
      expect(siteTime(date!, time), `${date} ${time}`).toBeNull();
    }
  });

  it('writes an instant back as the form’s fields show it, and reads Beijing’s calendar whatever the machine’s zone', () => {
    const at = Date.parse('2030-12-31T23:45:00+08:00');
    expect(siteFields(at)).toEqual({ date: '2030-12-31', dateTime: '2030-12-31T23:45' });
    expect(siteTime(siteFields(at).date, siteFields(at).dateTime.slice(11))).toBe(at);
    // 16:00 UTC on 31 December is already New Year in Beijing.
    expect(siteClock(Date.parse('2030-12-31T16:00:00Z')).getUTCFullYear()).toBe(2031);
  });
});
