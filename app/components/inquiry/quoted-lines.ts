// A quote's lines as the buyer reads them once its prices may be seen: each priced line with its own
// delivery date (or the quote's, the default, for a line that names none) and its own notes.
import type { InquiryLine, QuoteLine, QuoteLineTerm } from '#contract/schemas.ts';

export type QuotedLine = QuoteLine & {
  /** The inquiry's material, when the line is of its current revision. */
  materiel: Pick<InquiryLine, 'number' | 'name' | 'unit'> | null;
  /** The line's delivery date: its own, else the quote's; null when neither is given. */
  deliveryTime: number | null;
  /** Whether the date is the line's own rather than the quote's default. */
  ownDelivery: boolean;
  notes: string;
};

/** The priced lines, in the inquiry's order of materials (lines of an older revision last), or null while sealed. */
export function quotedLines(
  quote: { lines: QuoteLine[] | null; lineTerms: QuoteLineTerm[]; deliveryTime: number | null },
  materiels: readonly InquiryLine[],
): QuotedLine[] | null {
  if (quote.lines === null) return null;
  const termsOf = new Map(quote.lineTerms.map((terms) => [terms.materielId, terms]));
  const position = new Map(materiels.map((materiel, index) => [materiel.id, index]));
  const order = (line: QuoteLine) => position.get(line.materielId) ?? materiels.length;
  return [...quote.lines]
    .sort((a, b) => order(a) - order(b))
    .map((line) => {
      const terms = termsOf.get(line.materielId);
      const materiel = materiels.find((m) => m.id === line.materielId);
      return {
        ...line,
        materiel: materiel ? { number: materiel.number, name: materiel.name, unit: materiel.unit } : null,
        deliveryTime: terms?.deliveryTime ?? quote.deliveryTime,
        ownDelivery: terms?.deliveryTime != null,
        notes: terms?.notes ?? '',
      };
    });
}
