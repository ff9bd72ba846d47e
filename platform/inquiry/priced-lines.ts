// The lines of a quote submission as the platform takes them (docs/decisions/017-inquiry-sealed-quotes-and-currency.md,
// "Line terms"): each a line of the inquiry's current revision, its amount computed by the platform,
// and no delivery date of a day already past by the platform's clock (Beijing's days).
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { QuoteBody } from '#contract/endpoints.ts';
import type { QuoteLine, QuoteLineTerm } from '#contract/schemas.ts';
import { SITE_UTC_OFFSET_MS } from '#contract/time.ts';
import type { Db } from '../db/client.ts';
import { inquiryMateriels } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { lineAmount } from '../sourcing/money.ts';

const DAY = 86_400_000;
/** The start of the platform's current day, in the site's time zone (contract/time.ts): a delivery date before it has passed. */
export const startOfToday = (now: number) => Math.floor((now + SITE_UTC_OFFSET_MS) / DAY) * DAY - SITE_UTC_OFFSET_MS;

/**
 * The priced lines of a submission, each a line of the inquiry's current revision, once (60008), and
 * the lines' own delivery dates and notes; no delivery date (the quote's or a line's) may be of a day
 * already past by the platform's clock (60014).
 */
export async function pricedLines(
  tx: Db,
  inquiryId: number,
  body: z.output<typeof QuoteBody>,
  now: number,
): Promise<{ lines: QuoteLine[]; lineTerms: QuoteLineTerm[] }> {
  const materiels = await tx.select({ id: inquiryMateriels.id }).from(inquiryMateriels).where(eq(inquiryMateriels.parentId, inquiryId));
  const known = new Set(materiels.map((m) => m.id));
  const seen = new Set<number>();
  for (const line of body.lines) {
    if (!known.has(line.materielId) || seen.has(line.materielId)) throw new BusinessError(Code.QUOTE_LINES_INVALID, String(line.materielId));
    seen.add(line.materielId);
  }
  const today = startOfToday(now);
  if (body.deliveryTime < today) throw new BusinessError(Code.TIMES_INVALID, 'deliveryTime');
  for (const line of body.lines) {
    if (line.deliveryTime !== undefined && line.deliveryTime < today) throw new BusinessError(Code.TIMES_INVALID, `deliveryTime ${line.materielId}`);
  }
  const sorted = [...body.lines].sort((a, b) => a.materielId - b.materielId);
  return {
    lines: sorted.map(({ materielId, unitPrice, quantity }) => ({ materielId, unitPrice, quantity, amount: lineAmount(unitPrice, quantity) })),
    lineTerms: sorted
      .filter((line) => line.deliveryTime !== undefined || line.notes !== '')
      .map((line) => ({ materielId: line.materielId, deliveryTime: line.deliveryTime ?? null, notes: line.notes })),
  };
}
