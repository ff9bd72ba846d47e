// A supplier's quote as the quote page and the quote list show it (docs/product/member-side.md#quoting, decision 017):
// the total computed live as the prices are typed, the same way the platform computes it (a line's
// amount in integers, cents × thousandths of a unit, rounded half up to the cent; the platform's
// total is the one that counts), and the one word a quote's state is told in.
import { DECIMALS, QUANTITY_MAX, typedDecimal } from '#contract/schemas/inquiry-rules.ts';
import { MAX_AMOUNT } from '#contract/vocabulary.ts';

/** A figure typed with the contract's precision, within its bound, or null. */
function typedFigure(text: string, decimals: number, max: number): number | null {
  const figure = typedDecimal(text, decimals);
  return figure !== null && figure <= max ? figure : null;
}

const cents = (amount: number) => BigInt(Math.round(amount * 100));
const thousandths = (quantity: number) => BigInt(Math.round(quantity * 1000));

/** unitPrice × quantity to the cent, half up. */
export function lineAmount(unitPrice: number, quantity: number): number {
  return Number((cents(unitPrice) * thousandths(quantity) + 500n) / 1000n) / 100;
}

/** The amounts added, to the cent. */
export function sumAmounts(amounts: readonly number[]): number {
  return Number(amounts.reduce((total, amount) => total + cents(amount), 0n)) / 100;
}

/** A typed line's amount, or null while its price or quantity is empty or malformed. */
export function typedLineAmount(price: string, quantity: string): number | null {
  const p = typedFigure(price, DECIMALS.money, MAX_AMOUNT);
  const q = typedFigure(quantity, DECIMALS.quantity, QUANTITY_MAX);
  if (p === null || q === null || q <= 0) return null;
  return lineAmount(p, q);
}

/** The total of the lines typed so far (lines without a valid price and quantity count for nothing). */
export function typedTotal(lines: ReadonlyArray<{ price: string; quantity: string }>): number {
  return sumAmounts(lines.map((line) => typedLineAmount(line.price, line.quantity) ?? 0));
}

export type QuoteStatus = 'submitted' | 'revised' | 'withdrawn' | 'won' | 'lost';

/** What a supplier's quote is now: won or lost once awarded, withdrawn, else submitted (revision 1) or revised. */
export function quoteStatus(quote: { state: 'active' | 'withdrawn'; outcome?: 'won' | 'lost' | null; revision: number }): QuoteStatus {
  if (quote.outcome) return quote.outcome;
  if (quote.state === 'withdrawn') return 'withdrawn';
  return quote.revision > 1 ? 'revised' : 'submitted';
}
