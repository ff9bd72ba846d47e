// What the draft form works out as the buyer types (docs/decisions/025-contracts.md, "Payment plan"): each
// included line's amount, the contract's total, the ratios' running total and each stage's amount —
// as the platform will (two decimals, the last stage taking the remainder when the ratios total 100 %).
// Only shown: the platform works them out again and answers with its code when they do not hold.
import { stageAmounts as storedStageAmounts } from '#contract/agreement-amounts.ts';
import { DECIMALS, typedDecimal } from '#contract/schemas/inquiry-rules.ts';

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A quantity or a ratio as typed, or null when it cannot be read. */
export const quantityTyped = (text: string) => typedDecimal(text, DECIMALS.quantity);
export const ratioTyped = (text: string) => typedDecimal(text, 2);

/** A line's amount at the award's unit price; null while its quantity cannot be read. */
export function lineAmount(quantity: string, unitPrice: number): number | null {
  const typed = quantityTyped(quantity);
  return typed === null ? null : cents(typed * unitPrice);
}

/** The contract's total: the amounts of the lines included whose quantity can be read. */
export function draftTotal(lines: ReadonlyArray<{ include: boolean; quantity: string; unitPrice: number }>): number {
  return cents(lines.reduce((sum, line) => sum + (line.include ? (lineAmount(line.quantity, line.unitPrice) ?? 0) : 0), 0));
}

/** The ratios typed, added up (those that cannot be read count 0). */
export function ratioTotal(ratios: readonly string[]): number {
  return cents(ratios.reduce((sum, ratio) => sum + (ratioTyped(ratio) ?? 0), 0));
}

/**
 * Each stage's amount (null while its ratio cannot be read): when the ratios total 100 %, exactly the
 * amounts the platform will store (the shared rule: running shares in cents, never
 * negative, adding up to the total); before that, each ratio's share of the total.
 */
export function stageAmounts(total: number, ratios: readonly string[]): Array<number | null> {
  const typed = ratios.map(ratioTyped);
  if (typed.length > 0 && ratioTotal(ratios) === 100 && typed.every((ratio) => ratio !== null)) return storedStageAmounts(total, typed as number[]);
  return typed.map((ratio) => (ratio === null ? null : cents((total * ratio) / 100)));
}
