// When a payment stage falls due and what is overdue: the payment day moves a date forward within
// the month or to the next, clamped to the month's last day; nothing is due before its condition.
import { describe, expect, it } from 'vitest';
import { dayAllReached, lineOverdue, onPayDay, siteToday, stageDueDate, stageOverdue } from './due-dates.ts';

const days = { signed: '2026-03-10', delivered: null, accepted: null };

describe('a payment stage falls due', () => {
  it('on its payment day in the same month, or the next month when the day has passed', () => {
    expect(onPayDay('2026-03-10', 15)).toBe('2026-03-15');
    expect(onPayDay('2026-03-15', 15)).toBe('2026-03-15');
    expect(onPayDay('2026-03-16', 15)).toBe('2026-04-15');
    expect(onPayDay('2026-12-20', 5)).toBe('2027-01-05');
  });

  it('on the month’s last day when the payment day is past it', () => {
    expect(onPayDay('2026-02-10', 31)).toBe('2026-02-28');
    expect(onPayDay('2028-02-10', 30)).toBe('2028-02-29');
    expect(onPayDay('2026-04-30', 31)).toBe('2026-04-30');
    expect(onPayDay('2026-01-31', 30)).toBe('2026-02-28');
  });

  it('on signing, on its date, and only once delivery or acceptance is complete', () => {
    expect(stageDueDate({ condition: 'signing', dueDate: null, payDay: null }, days)).toBe('2026-03-10');
    expect(stageDueDate({ condition: 'signing', dueDate: null, payDay: 25 }, days)).toBe('2026-03-25');
    expect(stageDueDate({ condition: 'date', dueDate: '2026-06-01', payDay: null }, days)).toBe('2026-06-01');
    expect(stageDueDate({ condition: 'delivery', dueDate: null, payDay: 10 }, days)).toBeNull();
    expect(stageDueDate({ condition: 'acceptance', dueDate: null, payDay: null }, { ...days, accepted: '2026-05-02' })).toBe('2026-05-02');
  });
});

describe('overdue', () => {
  it('a stage due before today and not paid in full; a line past its date and not delivered in full', () => {
    expect(stageOverdue('2026-03-10', 0, 100, '2026-03-11')).toBe(true);
    expect(stageOverdue('2026-03-10', 0, 100, '2026-03-10')).toBe(false);
    expect(stageOverdue('2026-03-10', 100, 100, '2026-04-01')).toBe(false);
    expect(stageOverdue(null, 0, 100, '2026-04-01')).toBe(false);
    expect(lineOverdue('2026-03-10', 4, 5, '2026-03-11')).toBe(true);
    expect(lineOverdue('2026-03-10', 5, 5, '2026-03-11')).toBe(false);
  });

  it('today is Beijing’s: 16:00 UTC is already the next day', () => {
    expect(siteToday(Date.UTC(2026, 2, 10, 15, 59))).toBe('2026-03-10');
    expect(siteToday(Date.UTC(2026, 2, 10, 16, 0))).toBe('2026-03-11');
  });
});

describe('the day every line reached its quantity', () => {
  const quantities = new Map([
    [1, 10],
    [2, 2.5],
  ]);
  it('is the day the last line did, in thousandths', () => {
    const events = [
      { lineNo: 1, quantity: 4, day: '2026-03-01' },
      { lineNo: 2, quantity: 2.5, day: '2026-03-02' },
      { lineNo: 1, quantity: 6, day: '2026-03-05' },
      { lineNo: 1, quantity: 1, day: '2026-03-09' },
    ];
    expect(dayAllReached(quantities, events)).toBe('2026-03-05');
  });
  it('is null while a line is short', () => {
    expect(
      dayAllReached(quantities, [
        { lineNo: 1, quantity: 10, day: '2026-03-01' },
        { lineNo: 2, quantity: 2.499, day: '2026-03-01' },
      ]),
    ).toBeNull();
  });
});
