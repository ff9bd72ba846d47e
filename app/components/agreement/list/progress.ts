// How far a signed contract is, as its execution list row shows it: the accepted and the paid share of
// its total (docs/decisions/025-contracts.md, "Execution"), in percent with two decimals.

/** `part` of `total` in percent (0–100, two decimals); 0 for a contract of no amount. */
export function percentOf(part: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.round((part / total) * 10_000) / 100);
}
