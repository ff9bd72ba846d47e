import { describe, expect, it } from 'vitest';
import { draftTotal, lineAmount, ratioTotal, stageAmounts } from './draft-figures.ts';

describe('the draft’s figures as the buyer types', () => {
  it('adds up the included lines at the award’s prices, leaving out a line not included or not readable', () => {
    expect(lineAmount('3', 33.33)).toBe(99.99);
    expect(lineAmount('three', 10)).toBeNull();
    const lines = [
      { include: true, quantity: '3', unitPrice: 33.33 },
      { include: false, quantity: '10', unitPrice: 100 },
      { include: true, quantity: 'x', unitPrice: 5 },
      { include: true, quantity: '0.5', unitPrice: 0.01 },
    ];
    expect(draftTotal(lines)).toBe(99.99 + 0.01);
  });

  it('keeps a running total of the ratios, an unreadable one counting nothing', () => {
    expect(ratioTotal(['30', '30.5', 'abc'])).toBe(60.5);
  });

  it('shows, once the ratios total 100 %, the amounts the platform stores: running shares, never negative, adding up to the total', () => {
    expect(stageAmounts(100, ['33.33', '33.33', '33.34'])).toEqual([33.33, 33.33, 33.34]);
    // 10 × 33.33 % = 3.333 → 3.33; 10 × 66.66 % = 6.666 → 6.67, so 3.34; the rest 3.33.
    expect(stageAmounts(10, ['33.33', '33.33', '33.34'])).toEqual([3.33, 3.34, 3.33]);
    // Each stage rounded alone would give the last −0.04 here.
    expect(
      stageAmounts(0.05, ['10', '10', '10', '10', '10', '10', '10', '10', '10', '9.99', '0.01']).every((amount) => amount !== null && amount >= 0),
    ).toBe(true);
    expect(stageAmounts(0.1, ['50', '50'])).toEqual([0.05, 0.05]);
    // Short of 100 %: each stage its own share, nothing moved.
    expect(stageAmounts(200, ['30', '', '20'])).toEqual([60, null, 40]);
  });
});
