// The ranking of a tender's valid bids (docs/decisions/022-tender-evaluation.md): lowest price by total;
// scored by each criterion's average over the evaluators who scored the bid plus the price score;
// ties to the lower total, then the earlier receipt; every figure to the hundredth.
import { describe, expect, it } from 'vitest';
import { type RankableBid, rankBids } from './ranking.ts';

const supplier = (n: number) => ({ memberId: n, roleId: 1, name: `供应商${n}` });
const bid = (bidId: number, totalAmount: number, submittedTime: number): RankableBid => ({
  bidId,
  supplier: supplier(bidId),
  totalAmount,
  submittedTime,
});
const CRITERIA = [
  { name: '价格', weight: 60, isPrice: true },
  { name: '技术', weight: 30, isPrice: false },
  { name: '服务', weight: 10, isPrice: false },
];
const scores = (evaluatorId: number, bidId: number, technique: number, service: number) => ({
  evaluatorId,
  bidId,
  scores: [
    { criterion: 1, score: technique },
    { criterion: 2, score: service },
  ],
});

describe('the ranking', () => {
  it('at the lowest price: by total ascending, then the earlier receipt; no scores', () => {
    const ranked = rankBids({ method: 'lowestPrice', criteria: [], bids: [bid(1, 500, 3), bid(2, 400, 9), bid(3, 500, 1)], scores: [] });
    expect(ranked.map((r) => [r.bidId, r.rank, r.totalScore, r.priceScore])).toEqual([
      [2, 1, null, null],
      [3, 2, null, null],
      [1, 3, null, null],
    ]);
  });

  it('scored: the average per criterion over the evaluators plus the price score, highest first', () => {
    const ranked = rankBids({
      method: 'scored',
      criteria: CRITERIA,
      bids: [bid(1, 5000, 1), bid(2, 4800, 2), bid(3, 5200, 3)],
      scores: [
        scores(10, 1, 28, 9),
        scores(11, 1, 26, 8),
        scores(10, 2, 20, 7),
        scores(11, 2, 22, 6),
        scores(10, 3, 29.5, 10),
        scores(11, 3, 30, 9.5),
      ],
    });
    expect(ranked.map((r) => [r.bidId, r.priceScore, r.criterionScores.map((c) => c.score), r.totalScore, r.rank])).toEqual([
      [3, 55.38, [29.75, 9.75], 94.88, 1],
      [1, 57.6, [27, 8.5], 93.1, 2],
      [2, 60, [21, 6.5], 87.5, 3],
    ]);
  });

  it('averages to the hundredth, half up, and totals what it shows', () => {
    const ranked = rankBids({
      method: 'scored',
      criteria: [{ name: '技术', weight: 100, isPrice: false }],
      bids: [bid(1, 100, 1)],
      scores: [1, 2, 2].map((score, i) => ({ evaluatorId: i, bidId: 1, scores: [{ criterion: 0, score }] })),
    });
    // (1 + 2 + 2) / 3 = 1.666… → 1.67
    expect(ranked[0]).toMatchObject({ criterionScores: [{ criterion: 0, score: 1.67 }], totalScore: 1.67, priceScore: null });
  });

  it('breaks a tie of scores by the lower total, then the earlier receipt', () => {
    const criteria = [{ name: '技术', weight: 100, isPrice: false }];
    const same = (bidId: number) => ({ evaluatorId: 1, bidId, scores: [{ criterion: 0, score: 80 }] });
    const ranked = rankBids({
      method: 'scored',
      criteria,
      bids: [bid(1, 300, 1), bid(2, 200, 5), bid(3, 200, 2)],
      scores: [same(1), same(2), same(3)],
    });
    expect(ranked.map((r) => r.bidId)).toEqual([3, 2, 1]);
  });

  it('counts a bid nobody scored as its price score alone', () => {
    const ranked = rankBids({ method: 'scored', criteria: CRITERIA, bids: [bid(1, 100, 1), bid(2, 200, 2)], scores: [scores(1, 2, 30, 10)] });
    expect(ranked.map((r) => [r.bidId, r.totalScore, r.criterionScores])).toEqual([
      [
        2,
        70,
        [
          { criterion: 1, score: 30 },
          { criterion: 2, score: 10 },
        ],
      ],
      [1, 60, []],
    ]);
  });
});
