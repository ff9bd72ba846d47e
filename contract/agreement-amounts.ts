// A contract's payment stages' amounts (docs/decisions/025-contracts.md, "Payment plan"): one rule for
// the platform, which stores them, and the portal's draft form, which shows them as the buyer types.
/**
 * Each stage's amount in exact cents: the stages' running share of the total, rounded half up, less
 * the running share before it — round(W·cumᵢ) − round(W·cumᵢ₋₁) with W the total in cents and cumᵢ
 * the ratios so far (they total 100: the platform checks that first, code 37123), the last stage's running share the
 * whole total. So no stage is negative and they add up to the total exactly, however small it is
 * (0.05 in ten stages of 10 % is 0.01, 0, 0.01, …). BigInt: a total near 1e12 is 1e14 cents, and times a ratio in hundredths of a
 * percent it is beyond a double's exact integers.
 */
export function stageAmounts(total: number, ratios: readonly number[]): number[] {
  const whole = BigInt(Math.round(total * 100));
  const scale = 10_000n;
  // Half up: floor((2·W·cum + scale) / (2·scale)), W and cum never negative.
  const runningShare = (cumulative: bigint) => (2n * whole * cumulative + scale) / (2n * scale);
  let cumulative = 0n;
  let before = 0n;
  return ratios.map((ratio, index) => {
    cumulative += BigInt(Math.round(ratio * 100));
    const upTo = index === ratios.length - 1 ? whole : runningShare(cumulative);
    const amount = upTo - before;
    before = upTo;
    return Number(amount) / 100;
  });
}
