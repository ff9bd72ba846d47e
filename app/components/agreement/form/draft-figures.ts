// What the draft form works out as the buyer types (docs/decisions/025-contracts.md, "Payment plan"): each
// included line's amount, the contract's total, the ratios' running total and each stage's amount —
// as the platform will (two decimals, the last stage taking the remainder when the ratios total 100 %).
// Only shown: the platform works them out again and answers with its code when they do not hold.
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

/** Each stage's amount (null while its ratio cannot be read); when the ratios total 100 % the last stage takes what the others leave. */
export function stageAmounts(total: number, ratios: readonly string[]): Array<number | null> {
  const amounts = ratios.map((ratio) => {
    const typed = ratioTyped(ratio);
    return typed === null ? null : cents((total * typed) / 100);
  });
  if (amounts.length > 0 && ratioTotal(ratios) === 100 && amounts.every((amount) => amount !== null)) {
    const others = amounts.slice(0, -1).reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
    amounts[amounts.length - 1] = cents(total - others);
  }
  return amounts;
}
