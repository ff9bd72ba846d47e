// The limits of a tender's evaluation that both sides of the wire know, and the price score of a
// scored tender, written once (docs/decisions/022-tender-evaluation.md): the formula bidders read on the
// tender's detail before they bid is the one the platform ranks by. No zod here, so the browser
// bundle may import this file on its own.

/** Characters of an expert's account, speciality and title, an evaluator's comment, the report's remark; bids one score post may carry. */
export const EVALUATION_LIMITS = { speciality: 60, title: 60, account: 64, comment: 500, remark: 500, bidsPerSave: 1000 } as const;

/** Scores, weights and averages are kept to this many decimals (hundredths of a point). */
export const SCORE_DECIMALS = 2;

const hundredths = (value: number): bigint => BigInt(Math.round(value * 100));

/**
 * price score = price weight × lowest valid total ÷ this bid's total, to the hundredth of a point
 * (half up, in integers: no float error). The lowest bid scores the whole weight; a bid twice its
 * price scores half. A total of 0 or less scores 0 (no valid bid has one).
 */
export function priceScore(weight: number, lowestTotal: number, bidTotal: number): number {
  const total = hundredths(bidTotal);
  if (total <= 0n) return 0;
  const numerator = hundredths(weight) * hundredths(lowestTotal);
  return Number((2n * numerator + total) / (2n * total)) / 100;
}
