// Who sees which quotes of an inquiry on its public detail (docs/decisions/017-inquiry-sealed-quotes-and-currency.md,
// which replaces decision 006's rule for open inquiries): the publishing buyer sees every active
// quote, a supplier only its own, anyone else none; everyone sees the count. A sealed inquiry's
// quote shows who and when only (totalAmount 0, `sealed`) until its opening, whose record then
// holds each total (opening.ts): no one reads a sealed price before it, not even the buyer.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { InquiryQuote } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { inquiryOpenings, members, quotes } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';

export const SEALED = 1;
export const OPEN = 2;

/** all: every quote; own: the caller's member's quotes; none. */
export type QuoteVisibility = 'all' | 'own' | 'none';

export function quoteVisibility(
  inquiry: { memberId: number; memberRoleId: number; priceContrast: number },
  caller: Caller | null,
  callerQuoted: boolean,
): QuoteVisibility {
  if (!caller) return 'none';
  if (caller.memberId === inquiry.memberId && caller.memberRoleId === inquiry.memberRoleId) return 'all';
  return callerQuoted ? 'own' : 'none';
}

/** The opened totals of a sealed inquiry by quote id (empty before its opening). */
export async function openedTotals(db: Db, inquiryId: number): Promise<Map<number, number | null> | null> {
  const [opening] = await db.select({ quotes: inquiryOpenings.quotes }).from(inquiryOpenings).where(eq(inquiryOpenings.inquiryId, inquiryId));
  return opening ? new Map(opening.quotes.map((q) => [q.quoteId, q.totalAmount])) : null;
}

/** The active quotes of the inquiry the visibility lets the caller see, oldest first; only those are read. */
export async function visibleQuotes(db: Db, inquiryId: number, visibility: QuoteVisibility, caller: Caller | null): Promise<InquiryQuote[]> {
  if (visibility === 'none' || !caller) return [];
  const conditions: SQL[] = [eq(quotes.inquiryId, inquiryId), eq(quotes.state, 'active')];
  if (visibility === 'own') conditions.push(eq(quotes.memberId, caller.memberId), eq(quotes.memberRoleId, caller.memberRoleId));
  const rows = await db
    .select({
      id: quotes.id,
      memberId: quotes.memberId,
      memberRoleId: quotes.memberRoleId,
      memberName: members.name,
      totalAmount: quotes.totalAmount,
      sealed: quotes.sealed,
      createTime: quotes.createTime,
    })
    .from(quotes)
    .innerJoin(members, eq(members.id, quotes.memberId))
    .where(and(...conditions))
    .orderBy(asc(quotes.createTime), asc(quotes.id));
  const opened = rows.some((row) => row.sealed) ? await openedTotals(db, inquiryId) : null;
  return rows.map(({ sealed, totalAmount, ...row }) => {
    const total = sealed ? (opened?.get(row.id) ?? null) : totalAmount;
    return { ...row, totalAmount: total ?? 0, sealed: total === null, createTime: row.createTime.getTime() };
  });
}
