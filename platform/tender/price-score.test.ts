// The price score's formula (docs/decisions/022-tender-evaluation.md): weight × lowest valid total ÷
// the bid's total, to the hundredth, half up, with no float error; applied to the opening's valid bids.
import { describe, expect, it } from 'vitest';
import { lowestTotal, priceCriterion, priceScore, priceScores, scoredCriteria } from './price-score.ts';

const CRITERIA = [
  { name: '技术', weight: 30, isPrice: false },
  { name: '价格', weight: 60, isPrice: true },
  { name: '服务', weight: 10, isPrice: false },
];

describe('the price score', () => {
  it('gives the lowest bid the whole weight and a bid twice its price half of it', () => {
    expect(priceScore(60, 4800, 4800)).toBe(60);
    expect(priceScore(60, 4800, 9600)).toBe(30);
    expect(priceScore(60, 4800, 5000)).toBe(57.6);
  });

  it('rounds to the hundredth, half up, in integers', () => {
    expect(priceScore(60, 4800, 5200)).toBe(55.38); // 55.3846…
    expect(priceScore(10, 1, 3)).toBe(3.33); // 3.333…
    expect(priceScore(20, 1, 3)).toBe(6.67); // 6.666…
    expect(priceScore(0.01, 1, 2)).toBe(0.01); // 0.005 rounds up
    expect(priceScore(33.33, 0.1, 0.3)).toBe(11.11);
    expect(priceScore(100, 999_999_999_999.99, 999_999_999_999.99)).toBe(100);
  });

  it('scores 0 for a total of 0 or less (no valid bid has one)', () => {
    expect(priceScore(60, 0, 0)).toBe(0);
    expect(priceScore(60, 100, -1)).toBe(0);
  });

  it('finds the price criterion wherever it stands, and the criteria scored by hand', () => {
    expect(priceCriterion(CRITERIA)).toEqual({ index: 1, weight: 60 });
    expect(priceCriterion(CRITERIA.filter((c) => !c.isPrice))).toBeNull();
    expect(scoredCriteria(CRITERIA)).toEqual([0, 2]);
    expect(lowestTotal([])).toBeNull();
    expect(lowestTotal([{ totalAmount: 5 }, { totalAmount: 3 }])).toBe(3);
  });

  it('applies the formula to each valid bid of a scored tender, and to none without a price criterion or at the lowest price', () => {
    const bids = [
      { bidId: 1, totalAmount: 5000 },
      { bidId: 2, totalAmount: 4800 },
    ];
    expect([...priceScores('scored', CRITERIA, bids)]).toEqual([
      [1, 57.6],
      [2, 60],
    ]);
    expect([...priceScores('scored', [CRITERIA[0]!], bids).values()]).toEqual([null, null]);
    expect([...priceScores('lowestPrice', CRITERIA, bids).values()]).toEqual([null, null]);
  });
});
