// How an award's shares divide a tender's material line (docs/decisions/022-tender-evaluation.md): a
// share's quantity is its ratio of the line's count, to the thousandth, half up, in integers; the
// rounding's remainder goes to the last share of the line, so the quantities of a line whose ratios
// total 100 % always add up to its count (1 split 33.33/33.33/33.34 is 0.333 + 0.333 + 0.334).

/** 100 %, in hundredths of a percent. */
export const FULL = 100 * 100;

/** A ratio (a percentage with at most two decimals) in hundredths of a percent. */
export const hundredthsOf = (ratio: number) => Math.round(ratio * 100);

const thousandthsOf = (count: number) => BigInt(Math.round(count * 1000));

/** ratio % of `count` in thousandths, half up, in integers. */
function shareThousandths(ratio: number, count: number): bigint {
  return (thousandthsOf(count) * BigInt(hundredthsOf(ratio)) + BigInt(FULL / 2)) / BigInt(FULL);
}

/**
 * The quantity of each share, in the order given: its ratio of its line's count (`countOf`), the last
 * share of each line taking what the others leave of the count. For shares whose ratios total 100 %
 * per line (award.ts checks it first).
 */
export function shareQuantities(shares: ReadonlyArray<{ materielId: number; ratio: number }>, countOf: (materielId: number) => number): number[] {
  const lastOf = new Map(shares.map((share, i) => [share.materielId, i]));
  const given = new Map<number, bigint>();
  return shares.map(({ materielId, ratio }, i) => {
    const count = countOf(materielId);
    const before = given.get(materielId) ?? 0n;
    const quantity = lastOf.get(materielId) === i ? thousandthsOf(count) - before : shareThousandths(ratio, count);
    given.set(materielId, before + quantity);
    return Number(quantity) / 1000;
  });
}
