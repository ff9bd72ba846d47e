// The ranking of a tender's valid bids (docs/decisions/022-tender-evaluation.md), pure: lowest price
// ranks by total ascending; scored ranks by the total score, descending, which is per criterion the
// average of the evaluators who scored the bid, plus the price score by the formula. Every figure is
// kept to the hundredth (integers inside: no float error), so the ranking is what the table shows.
// Ties go to the lower total price, then the earlier receipt.
import type { EvaluationCriterion, EvaluationMethod } from '#contract/schemas.ts';
import type { RankedBid } from './schema.ts';
import { priceScores, scoredCriteria } from './price-score.ts';

export type RankableBid = {
  bidId: number;
  supplier: { memberId: number; roleId: number; name: string };
  totalAmount: number;
  /** When the bid's receipt was taken: the earlier wins a tie. */
  submittedTime: number;
};
export type EvaluatorScores = { evaluatorId: number; bidId: number; scores: Array<{ criterion: number; score: number }> };

const toHundredths = (value: number) => Math.round(value * 100);
const fromHundredths = (value: number) => value / 100;

/** The average of scores in hundredths, half up to the hundredth. */
function average(hundredths: number[]): number {
  const total = hundredths.reduce((sum, h) => sum + h, 0);
  return Math.floor((2 * total + hundredths.length) / (2 * hundredths.length));
}

/** The valid bids ranked: 1 is the first. `scores` holds each evaluator's latest scores of a bid. */
export function rankBids(input: {
  method: EvaluationMethod;
  criteria: EvaluationCriterion[];
  bids: RankableBid[];
  scores: EvaluatorScores[];
}): RankedBid[] {
  const { method, criteria, bids, scores } = input;
  const byReceipt = (a: RankableBid, b: RankableBid) => a.totalAmount - b.totalAmount || a.submittedTime - b.submittedTime || a.bidId - b.bidId;
  if (method === 'lowestPrice') {
    return [...bids]
      .sort(byReceipt)
      .map((bid, place) => ({ ...pick(bid), priceScore: null, criterionScores: [], totalScore: null, rank: place + 1 }));
  }
  const prices = priceScores(method, criteria, bids);
  const scored = scoredCriteria(criteria);
  const givenTo = new Map<number, Map<number, number[]>>();
  for (const sheet of scores) {
    const perCriterion = givenTo.get(sheet.bidId) ?? new Map<number, number[]>();
    for (const { criterion, score } of sheet.scores) perCriterion.set(criterion, [...(perCriterion.get(criterion) ?? []), toHundredths(score)]);
    givenTo.set(sheet.bidId, perCriterion);
  }
  const totals = bids.map((bid) => {
    const perCriterion = givenTo.get(bid.bidId);
    const criterionScores = scored.flatMap((criterion) => {
      const given = perCriterion?.get(criterion) ?? [];
      return given.length === 0 ? [] : [{ criterion, hundredths: average(given) }];
    });
    const price = prices.get(bid.bidId) ?? null;
    const total = criterionScores.reduce((sum, c) => sum + c.hundredths, price === null ? 0 : toHundredths(price));
    return { bid, price, criterionScores, total };
  });
  totals.sort((a, b) => b.total - a.total || byReceipt(a.bid, b.bid));
  return totals.map(({ bid, price, criterionScores, total }, place) => ({
    ...pick(bid),
    priceScore: price,
    criterionScores: criterionScores.map((c) => ({ criterion: c.criterion, score: fromHundredths(c.hundredths) })),
    totalScore: fromHundredths(total),
    rank: place + 1,
  }));
}

function pick({ bidId, supplier, totalAmount }: RankableBid) {
  return { bidId, supplier, totalAmount };
}
