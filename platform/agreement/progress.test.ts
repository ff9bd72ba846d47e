// How far a signed contract is (progress.ts): a line is overdue for the supplier on what it delivered,
// not on what the buyer has accepted so far; a rejected quantity is owed again.
import { describe, expect, it } from 'vitest';
import type { DeliveryState } from '#contract/schemas/agreement.ts';
import { type DeliveryFigures, figuresOf } from './progress.ts';

const terms = {
  lines: [
    { lineNo: 1, quantity: 10, unitPrice: 5, deliveryDate: '2026-03-10' },
    { lineNo: 2, quantity: 4, unitPrice: 25, deliveryDate: '2026-03-10' },
  ],
  paymentPlan: [{ stageNo: 1, name: '全款', ratio: 100, amount: 150, condition: 'acceptance' as const, dueDate: null, payDay: null }],
  totalAmount: 150,
} as unknown as Parameters<typeof figuresOf>[0];

const signTime = new Date(Date.UTC(2026, 2, 1, 2));
const delivery = (lineNo: number, quantity: number, state: DeliveryState): DeliveryFigures => ({
  lineNo,
  quantity,
  state,
  createTime: new Date(Date.UTC(2026, 2, 5, 2)),
  decideTime: state === 'pending' ? null : new Date(Date.UTC(2026, 2, 6, 2)),
});

describe('a signed contract’s progress', () => {
  it('a line delivered in full and waiting for the buyer’s acceptance is not overdue for the supplier', () => {
    const progress = figuresOf(terms, signTime, [delivery(1, 10, 'pending'), delivery(2, 4, 'accepted')], [], '2026-03-20', true);
    expect(progress.lines.map((line) => [line.lineNo, line.delivered, line.accepted, line.overdue])).toEqual([
      [1, 10, 0, false],
      [2, 4, 4, false],
    ]);
    expect(progress.overdue).toBe(false);
    expect(progress.complete).toBe(false);
  });

  it('a line delivered in part, or rejected, is overdue once its date is past; not on the day itself, nor once ended', () => {
    const deliveries = [delivery(1, 9.999, 'pending'), delivery(2, 4, 'rejected')];
    expect(figuresOf(terms, signTime, deliveries, [], '2026-03-11', true).lines.map((line) => line.overdue)).toEqual([true, true]);
    expect(figuresOf(terms, signTime, deliveries, [], '2026-03-10', true).overdue).toBe(false);
    expect(figuresOf(terms, signTime, deliveries, [], '2026-03-11', false).overdue).toBe(false);
  });
});
