// The price score of a scored tender (docs/decisions/022-tender-evaluation.md): the formula is the
// contract's (contract/schemas/tender-evaluation-rules.ts, which the public detail shows bidders), applied
// here to the opening's valid bids. The price criterion is never scored by hand.
import { priceScore } from '#contract/schemas/tender-evaluation-rules.ts';
import type { EvaluationCriterion } from '#contract/schemas.ts';

export { priceScore };

/** The price criterion of a scored tender (its index in the tender's list and its weight), or null. */
export function priceCriterion(criteria: EvaluationCriterion[]): { index: number; weight: number } | null {
  const index = criteria.findIndex((c) => c.isPrice);
  return index < 0 ? null : { index, weight: criteria[index]!.weight };
}

/** The indices of the criteria evaluators score by hand: every one but the price. */
export function scoredCriteria(criteria: EvaluationCriterion[]): number[] {
  return criteria.flatMap((c, index) => (c.isPrice ? [] : [index]));
}

/** The lowest total among the valid bids (null without one). */
export function lowestTotal(bids: Array<{ totalAmount: number }>): number | null {
  return bids.length === 0 ? null : Math.min(...bids.map((b) => b.totalAmount));
}

/**
 * Each valid bid's price score: weight × lowest valid total ÷ its total; null for every bid of a
 * tender without a price criterion (and of a lowest-price tender).
 */
export function priceScores(
  method: 'lowestPrice' | 'scored',
  criteria: EvaluationCriterion[],
  bids: Array<{ bidId: number; totalAmount: number }>,
): Map<number, number | null> {
  const price = method === 'scored' ? priceCriterion(criteria) : null;
  const lowest = lowestTotal(bids);
  return new Map(bids.map((b) => [b.bidId, price && lowest !== null ? priceScore(price.weight, lowest, b.totalAmount) : null]));
}
