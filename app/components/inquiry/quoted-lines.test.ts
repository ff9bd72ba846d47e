// The buyer reads each quoted line's own delivery date and notes, the quote's date the default.
import { describe, expect, it } from 'vitest';
import type { InquiryLine } from '#contract/schemas.ts';
import { quotedLines } from './quoted-lines.ts';

const materiel = (id: number, number: string, name: string): InquiryLine => ({
  id,
  number,
  name,
  model: '',
  categoryId: null,
  category: '',
  brandId: null,
  brand: '',
  unit: '片',
  purchaseCount: 10,
  urls: [],
});
const materiels = [materiel(11, 'F-1', '不锈钢法兰'), materiel(12, 'F-2', '碳钢法兰')];
const QUOTE_DAY = Date.UTC(2026, 1, 1);
const OWN_DAY = Date.UTC(2026, 0, 22);

describe('a quote’s lines on the buyer’s roster', () => {
  it('shows a line’s own date and notes, and the quote’s date for a line that names none, in the inquiry’s order', () => {
    const lines = quotedLines(
      {
        lines: [
          { materielId: 12, unitPrice: 60, quantity: 10, amount: 600 },
          { materielId: 11, unitPrice: 25.5, quantity: 10, amount: 255 },
        ],
        lineTerms: [{ materielId: 11, deliveryTime: OWN_DAY, notes: '现货，7 天内发' }],
        deliveryTime: QUOTE_DAY,
      },
      materiels,
    );
    expect(lines?.map((line) => [line.materiel?.number, line.deliveryTime, line.ownDelivery, line.notes])).toEqual([
      ['F-1', OWN_DAY, true, '现货，7 天内发'],
      ['F-2', QUOTE_DAY, false, ''],
    ]);
  });

  it('keeps a line’s notes when it names no date of its own', () => {
    const [line] = quotedLines(
      {
        lines: [{ materielId: 11, unitPrice: 1, quantity: 1, amount: 1 }],
        lineTerms: [{ materielId: 11, deliveryTime: null, notes: '需预付' }],
        deliveryTime: QUOTE_DAY,
      },
      materiels,
    )!;
    expect(line).toMatchObject({ deliveryTime: QUOTE_DAY, ownDelivery: false, notes: '需预付' });
  });

  it('shows nothing of a sealed quote before the opening', () => {
    const sealed = { lines: null, lineTerms: [{ materielId: 11, deliveryTime: OWN_DAY, notes: '现货' }], deliveryTime: QUOTE_DAY };
    expect(quotedLines(sealed, materiels)).toBeNull();
  });
});
