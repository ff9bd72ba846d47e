// Amounts of every sourcing kind's lines, quotes and orders (docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// money in the buyer's currency with two decimals, quantities with three; a line's amount is computed
// in integers (cents × thousandths), rounded half up to the cent, so no float error creeps in.
/** The currency of every inquiry for now: the buyer's (the demo's buyers are in China). */
export const DEFAULT_CURRENCY = 'CNY';

const cents = (amount: number) => BigInt(Math.round(amount * 100));
const thousandths = (quantity: number) => BigInt(Math.round(quantity * 1000));

/** unitPrice × quantity, to the cent (half up). */
export function lineAmount(unitPrice: number, quantity: number): number {
  const milliCents = cents(unitPrice) * thousandths(quantity);
  return Number((milliCents + 500n) / 1000n) / 100;
}

/** The sum of amounts, to the cent. */
export function sum(amounts: number[]): number {
  return Number(amounts.reduce((total, amount) => total + cents(amount), 0n)) / 100;
}
