// The three sourcing kinds as the shared code sees them, the platform's one per-kind descriptor
// table: each kind's table, deadline, searched text and document number, areas, materials and the
// suppliers taking part, by sourcing type (the contract's PRICE_TYPE: 1 inquiry, 2 tender,
// 3 competitive bid). The lists, details, notices, filter panel, shop pages and the seed read them here.
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PRICE_TYPE, type PriceType, type SourcingKind } from '#contract/vocabulary.ts';
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
import { signUpWindowIs } from '../bidding/windows.ts';
import type { Caller } from '../http/caller.ts';
import { quoteWindowIs } from '../inquiry/windows.ts';
import type { KeywordSearch } from '../search/index.ts';
import { registrationWindowIs } from '../tender/windows.ts';
import type { Window } from './windows.ts';

export type { PriceType };

type SourcingTable = typeof inquiries | typeof tenders | typeof biddings;

/** A kind's tables as the shared list code needs them. */
export type SourcingSource = {
  /** The sourcing type: the lists' priceTypeList and the notices' type. */
  type: PriceType;
  table: SourcingTable;
  /** The deadline that ends the list's action: quoting, registering or signing up. */
  deadline: PgColumn;
  /** The items whose window for that action is `window` at `now`: the kind's own window (its windows.ts) in SQL. */
  windowIs: (window: Window, now: number) => SQL;
  /** Title, number and the materials' names. */
  keyword: KeywordSearch;
  /** The document number a detail page may name along with the id. */
  number: PgColumn;
  areas: typeof inquiryAreas | typeof tenderAreas | typeof biddingAreas;
  materiels: typeof inquiryMateriels | typeof tenderMateriels | typeof biddingMateriels;
  /** Suppliers taking part (quotes, registrations, sign-ups): the caller's count and 'sold' order. */
  participants: { table: typeof quotes | typeof tenderRegistrations | typeof biddingSignups; parentId: PgColumn; counted?: SQL };
  /** The items the public lists show (inquiries: published or awarded, not drafts nor cancelled ones); unset: all. */
  listed?: SQL;
  /** The items a public detail answers (inquiries: not drafts); unset: all. */
  visible?: SQL;
};

/**
 * A kind's descriptor: its type is the wire's priceType of the kind (contract/vocabulary.ts), and the
 * keyword searches its title, number and materials' names through the table's search tokens.
 */
function sourceOf(
  kind: SourcingKind,
  table: SourcingTable,
  parts: Pick<SourcingSource, 'deadline' | 'windowIs' | 'participants' | 'listed' | 'visible'> & {
    searched: { title: PgColumn; number: PgColumn };
    parts: Pick<SourcingSource, 'areas' | 'materiels'>;
  },
): SourcingSource {
  const { title, number } = parts.searched;
  return {
    type: PRICE_TYPE[kind],
    table,
    deadline: parts.deadline,
    windowIs: parts.windowIs,
    keyword: { tokens: table.searchTokens, columns: [title, number, table.materielNames] },
    number,
    ...parts.parts,
    participants: parts.participants,
    listed: parts.listed,
    visible: parts.visible,
  };
}

/**
 * Inquiries: quoting closes at offerEndTime; suppliers take part by quoting, and a withdrawn quote
 * no longer counts. Drafts are their buyer's alone; a cancelled inquiry leaves the lists but keeps
 * its detail (docs/decisions/017).
 */
export const inquirySource = sourceOf('inquiry', inquiries, {
  deadline: inquiries.offerEndTime,
  windowIs: quoteWindowIs,
  searched: { title: inquiries.details, number: inquiries.purchaseInquiryNo },
  parts: { areas: inquiryAreas, materiels: inquiryMateriels },
  participants: { table: quotes, parentId: quotes.inquiryId, counted: eq(quotes.state, 'active') },
  listed: inArray(inquiries.state, ['published', 'awarded']),
  visible: ne(inquiries.state, 'draft'),
});

/**
 * Tenders: registration closes at registerEndTime; suppliers take part by registering. Drafts are
 * their buyer's alone; a cancelled tender leaves the lists but keeps its detail, as an inquiry does;
 * awarded and failed ones stay listed, shown as such by their phase (tender/windows.ts).
 */
export const tenderSource = sourceOf('tender', tenders, {
  deadline: tenders.registerEndTime,
  windowIs: registrationWindowIs,
  searched: { title: tenders.projectName, number: tenders.code },
  parts: { areas: tenderAreas, materiels: tenderMateriels },
  participants: { table: tenderRegistrations, parentId: tenderRegistrations.tenderId },
  listed: inArray(tenders.state, ['published', 'awarded', 'failed']),
  visible: ne(tenders.state, 'draft'),
});

/**
 * Competitive bids: sign-up closes at endSignUp; suppliers take part by signing up (a rejected sign-up
 * no longer counts). Drafts are their buyer's alone; a cancelled one leaves the lists but keeps its detail.
 */
export const biddingSource = sourceOf('bidding', biddings, {
  deadline: biddings.endSignUp,
  windowIs: signUpWindowIs,
  searched: { title: biddings.details, number: biddings.biddingNo },
  parts: { areas: biddingAreas, materiels: biddingMateriels },
  participants: { table: biddingSignups, parentId: biddingSignups.biddingId, counted: ne(biddingSignups.review, 'rejected') },
  listed: inArray(biddings.state, ['published', 'awarded', 'failed']),
  visible: ne(biddings.state, 'draft'),
});

/** By sourcing type, the portal's priceTypeList and the notices' type. */
export const sourceOfType: Record<PriceType, SourcingSource> = { 1: inquirySource, 2: tenderSource, 3: biddingSource };

/** The purchase terms an inquiry and a competitive bid both state, under the columns' own names (contract: purchaseTerms). */
export const PURCHASE_TERMS = ['offer', 'paymentType', 'taxes', 'logistics', 'packRequire', 'otherRequire'] as const;

type PurchaseTerm = (typeof PURCHASE_TERMS)[number];

/** The purchase terms of a row or a form, in their order: a kind's columns from its form, an answer's from its row. */
export function purchaseTermsOf<T extends Record<PurchaseTerm, unknown>>(row: T): Pick<T, PurchaseTerm> {
  return Object.fromEntries(PURCHASE_TERMS.map((term) => [term, row[term]])) as Pick<T, PurchaseTerm>;
}

/** `(select count(*) from table where parentId = outer id [and …])` as an int. */
export function countWhere(table: PgTable, parentId: PgColumn, outerId: PgColumn, ...extra: SQL[]): SQL<number> {
  return sql<number>`(select count(*)::int from ${table} where ${and(eq(parentId, outerId), ...extra)})`;
}

/** How many times the caller's member took part in each item (0 for a visitor). */
export function callerParticipation(source: SourcingSource, caller: Caller | null): SQL<number> {
  const { table, parentId, counted } = source.participants;
  if (!caller) return sql<number>`0`;
  return countWhere(
    table,
    parentId,
    source.table.id,
    eq(table.memberId, caller.memberId),
    eq(table.memberRoleId, caller.memberRoleId),
    ...(counted ? [counted] : []),
  );
}

/** How many suppliers take part in each item (inquiries: active quotes). */
export function participantCount(source: SourcingSource): SQL<number> {
  const { table, parentId, counted } = source.participants;
  return countWhere(table, parentId, source.table.id, ...(counted ? [counted] : []));
}

/** Whether the caller's member quoted, registered or signed up for the item `itemId` names. */
export function tookPart(source: SourcingSource, caller: Caller, itemId: PgColumn): SQL {
  const { table, parentId, counted } = source.participants;
  return sql`exists (select 1 from ${table} where ${and(
    eq(parentId, itemId),
    eq(table.memberId, caller.memberId),
    eq(table.memberRoleId, caller.memberRoleId),
    counted,
  )})`;
}
