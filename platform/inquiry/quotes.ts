// Who sees which quotes of an inquiry (docs/decisions/006-shop-and-detail-paths.md). A sealed
// inquiry (priceContrast 1) shows quote details only after unsealing, which happens in the buyer's
// member centre, not on the portal: until then only the publishing buyer sees other suppliers'
// quotes. An open one (2) shows them to every supplier who has quoted. Everyone sees the count.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { InquiryQuote } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { members, quotes } from '../db/schema.ts';
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
  if (!callerQuoted) return 'none';
  return inquiry.priceContrast === OPEN ? 'all' : 'own';
}

/** The quotes of the inquiry the visibility lets the caller see, oldest first; only those are read. */
export async function visibleQuotes(db: Db, inquiryId: number, visibility: QuoteVisibility, caller: Caller | null): Promise<InquiryQuote[]> {
  if (visibility === 'none' || !caller) return [];
  const conditions: SQL[] = [eq(quotes.inquiryId, inquiryId)];
  if (visibility === 'own') conditions.push(eq(quotes.memberId, caller.memberId), eq(quotes.memberRoleId, caller.memberRoleId));
  const rows = await db
    .select({
      id: quotes.id,
      memberId: quotes.memberId,
      memberRoleId: quotes.memberRoleId,
      memberName: members.name,
      totalAmount: quotes.totalAmount,
      createTime: quotes.createTime,
    })
    .from(quotes)
    .innerJoin(members, eq(members.id, quotes.memberId))
    .where(and(...conditions))
    .orderBy(asc(quotes.createTime), asc(quotes.id));
  return rows.map((row) => ({ ...row, createTime: row.createTime.getTime() }));
}
