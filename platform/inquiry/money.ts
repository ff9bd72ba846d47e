// Amounts of inquiries, quotes and orders (docs/decisions/017-rfq-sealed-quotes-and-currency.md): money
// in the inquiry's currency with two decimals, quantities with three; a line's amount is computed
// in integers (cents × thousandths), rounded half up to the cent, so no float error creeps in.
import { createHash } from 'node:crypto';

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

/** JSON with object keys sorted, so that the same content always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
