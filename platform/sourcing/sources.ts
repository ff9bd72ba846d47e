// The three sourcing kinds as the shared code sees them: each kind's table, deadline, searched
// text, areas, materials and the suppliers taking part, by sourcing type (1 inquiry, 2 tender,
// 3 competitive bid). The lists, the notices, the filter panel and the shop pages read them here.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  biddingAreas,
  biddingMateriels,
  biddings,
  biddingSignups,
  inquiries,
  inquiryAreas,
  inquiryMateriels,
  quotes,
  tenderAreas,
  tenderMateriels,
  tenderRegistrations,
  tenders,
} from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import type { KeywordSearch } from '../search/keyword.ts';

export type PriceType = 1 | 2 | 3;

/** A kind's tables as the shared list code needs them. */
export type SourcingSource = {
  /** The sourcing type: the lists' priceTypeList and the notices' type. */
  type: PriceType;
  table: typeof inquiries | typeof tenders | typeof biddings;
  /** The deadline that ends the list's action: quoting, registering or signing up. */
  deadline: PgColumn;
  /** Title and number. */
  keyword: KeywordSearch;
  areas: typeof inquiryAreas | typeof tenderAreas | typeof biddingAreas;
  materiels: typeof inquiryMateriels | typeof tenderMateriels | typeof biddingMateriels;
  /** Suppliers taking part (quotes, registrations, sign-ups): the caller's count and 'sold' order. */
  participants: { table: typeof quotes | typeof tenderRegistrations | typeof biddingSignups; parentId: PgColumn };
};

export const inquirySource: SourcingSource = {
  type: 1,
  table: inquiries,
  deadline: inquiries.offerEndTime,
  keyword: { tokens: inquiries.searchTokens, columns: [inquiries.details, inquiries.purchaseInquiryNo] },
  areas: inquiryAreas,
  materiels: inquiryMateriels,
  participants: { table: quotes, parentId: quotes.inquiryId },
};

export const tenderSource: SourcingSource = {
  type: 2,
  table: tenders,
  deadline: tenders.registerEndTime,
  keyword: { tokens: tenders.searchTokens, columns: [tenders.projectName, tenders.code] },
  areas: tenderAreas,
  materiels: tenderMateriels,
  participants: { table: tenderRegistrations, parentId: tenderRegistrations.tenderId },
};

export const biddingSource: SourcingSource = {
  type: 3,
  table: biddings,
  deadline: biddings.endSignUp,
  keyword: { tokens: biddings.searchTokens, columns: [biddings.details, biddings.biddingNo] },
  areas: biddingAreas,
  materiels: biddingMateriels,
  participants: { table: biddingSignups, parentId: biddingSignups.biddingId },
};

/** By sourcing type, the portal's priceTypeList and the notices' type. */
export const sourceOfType: Record<PriceType, SourcingSource> = { 1: inquirySource, 2: tenderSource, 3: biddingSource };

/** `(select count(*) from table where parentId = outer id [and …])` as an int. */
export function countWhere(table: PgTable, parentId: PgColumn, outerId: PgColumn, ...extra: SQL[]): SQL<number> {
  return sql<number>`(select count(*)::int from ${table} where ${and(eq(parentId, outerId), ...extra)})`;
}

/** How many times the caller's member took part in each item (0 for a visitor). */
export function callerParticipation(source: SourcingSource, caller: Caller | null): SQL<number> {
  const { table, parentId } = source.participants;
  if (!caller) return sql<number>`0`;
  return countWhere(table, parentId, source.table.id, eq(table.memberId, caller.memberId), eq(table.memberRoleId, caller.memberRoleId));
}

/** Whether the caller's member quoted, registered or signed up for the item `itemId` names. */
export function tookPart(source: SourcingSource, caller: Caller, itemId: PgColumn): SQL {
  const { table, parentId } = source.participants;
  return sql`exists (select 1 from ${table} where ${and(
    eq(parentId, itemId),
    eq(table.memberId, caller.memberId),
    eq(table.memberRoleId, caller.memberRoleId),
  )})`;
}
