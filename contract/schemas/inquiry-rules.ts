// The limits of an inquiry and of a quote that both sides of the wire know, written once: the
// platform's schemas (contract/endpoints/inquiry.ts) enforce them (1102 past them; 60009 past the
// revisions), the portal's forms read them for their inputs (maxLength, how many rows, areas,
// suppliers and files) and their messages. No zod here, so the browser bundle may import this file
// on its own (as member-rules.ts).

export const INQUIRY_LIMITS = {
  /** Material lines of an inquiry (and lines of one quote or one award). */
  materiels: 200,
  areas: 100,
  /** Attachments of the inquiry, of one material line, of a quote. */
  files: 10,
  invited: 200,
  /** Revisions one supplier may submit on one inquiry (60009 past it). */
  quoteRevisions: 20,
  /** Characters of a commercial term (offer, payment, taxes …) and of a quoted line's notes. */
  text: 500,
  /** Characters of the inquiry's description and of a quote's notes. */
  description: 2000,
  /** Characters of the title the cards show. */
  details: 100,
  address: 200,
  /** Characters of a material line's texts. */
  material: { number: 50, name: 100, model: 100, unit: 20 },
} as const;

/** Decimals a figure may have: money (numeric(14,2)), quantities, the tax rate (a percent). */
export const DECIMALS = { money: 2, quantity: 3, taxRate: 2 } as const;
/** The largest quantity of a line. */
export const QUANTITY_MAX = 1e10;
/** The tax rate is a percent, 0 to this. */
export const TAX_RATE_MAX = 100;

/**
 * A figure as a form's field holds it ('12', '12.5'): digits, at most `decimals` decimals; null when
 * not one. What the bounds are is the schemas' (and MAX_AMOUNT's, QUANTITY_MAX's) to say. Both the
 * portal's form check and the quote page's live total read typed figures with it.
 */
export function typedDecimal(text: string, decimals: number): number | null {
  const typed = text.trim();
  return new RegExp(`^\\d{1,16}(\\.\\d{1,${decimals}})?$`).test(typed) ? Number(typed) : null;
}
