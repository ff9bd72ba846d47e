// The purchase inquiry's tables: the inquiry with its materials and areas, its published revisions
// and invitations, the suppliers' quotes and their revisions, the opening and the award.
import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  AwardedLine,
  InquiryRevisionSnapshot,
  InquiryState,
  OpenedQuote,
  QuoteLine,
  QuoteLineTerm,
  QuoteScope,
  QuoteState,
} from '#contract/schemas.ts';
import { attachments, id, money, searchTokens, time } from '../db/columns.ts';
import { members, roles, users } from '../member/schema.ts';
import { notices } from '../notice/schema.ts';
import { areaTable, materielTable, participant, publication, publicationIndexes } from '../sourcing/schema.ts';

export const inquiries = pgTable(
  'inquiries',
  {
    ...publication(),
    purchaseInquiryNo: text().notNull().unique(),
    details: text().notNull(),
    address: text().notNull(),
    deliveryTime: time().notNull(),
    offerEndTime: time().notNull(),
    /** 1 fixed purchase amount (contract cannot exceed it), 2 not fixed. */
    purchaseType: smallint().$type<1 | 2>().notNull().default(2),
    /** 1 sealed (details after unsealing), 2 open. Who sees which quotes: decision 006. */
    priceContrast: smallint().$type<1 | 2>().notNull().default(2),
    offer: text().notNull().default(''),
    paymentType: text().notNull().default(''),
    taxes: text().notNull().default(''),
    logistics: text().notNull().default(''),
    packRequire: text().notNull().default(''),
    otherRequire: text().notNull().default(''),
    /** The inquiry's attachments (wire: transactionUurls). */
    files: attachments(),
    searchTokens: searchTokens((): SQL => sql`${inquiries.details} || ' ' || ${inquiries.purchaseInquiryNo} || ' ' || ${inquiries.materielNames}`),
    // Publishing, quoting and awarding (docs/decisions/017-inquiry-sealed-quotes-and-currency.md).
    /** ISO 4217: the buyer's currency, in which every amount of the inquiry, its quotes and orders is. */
    currency: text().notNull().default('CNY'),
    /** draft (the buyer's only), published, cancelled, awarded; "closed" is published past offerEndTime. */
    state: text().$type<InquiryState>().notNull().default('published'),
    /** The published revision (inquiry_revisions); a quote answers one revision. */
    revision: integer().notNull().default(1),
    /** The longer text of the demand; `details` is the title the cards show. */
    description: text().notNull().default(''),
    /** Who may quote: every admitted supplier, or the invited ones (inquiry_invitations). */
    quoteScope: text().$type<QuoteScope>().notNull().default('all'),
    cancelReason: text(),
    updateTime: time(),
    /** When the invited suppliers who had not quoted were told the deadline is near (inquiry/deadline-reminders.ts); null: not yet. */
    deadlineRemindedTime: time(),
  },
  (t) => publicationIndexes('inquiries', t, t.offerEndTime),
);
export const inquiryMateriels = materielTable('inquiry_materiels', 'inquiry_id', () => inquiries.id);
export const inquiryAreas = areaTable('inquiry_areas', 'inquiry_id', () => inquiries.id);

// Revisions, invitations, quotes, openings and awards (docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// quote_revisions, inquiry_revisions, inquiry_openings and inquiry_awards are append-only (migration
// 0010's triggers).

/** Every published version of an inquiry, as it was published or edited: append-only. */
export const inquiryRevisions = pgTable(
  'inquiry_revisions',
  {
    id: id(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id),
    revision: integer().notNull(),
    actorUserId: integer()
      .notNull()
      .references(() => users.id),
    /** Why the buyer edited it (null for the first publication). */
    reason: text(),
    snapshot: jsonb().$type<InquiryRevisionSnapshot>().notNull(),
    createTime: time().notNull(),
  },
  (t) => [uniqueIndex().on(t.inquiryId, t.revision)],
);

/** The suppliers an invitation-only inquiry (quoteScope 'invited') lets quote. */
export const inquiryInvitations = pgTable(
  'inquiry_invitations',
  {
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id),
    supplierMemberId: integer()
      .notNull()
      .references(() => members.id),
    supplierRoleId: integer()
      .notNull()
      .references(() => roles.id),
    createTime: time().notNull(),
  },
  (t) => [primaryKey({ columns: [t.inquiryId, t.supplierMemberId, t.supplierRoleId] }), index().on(t.supplierMemberId)],
);

export const quotes = pgTable(
  'quotes',
  {
    ...participant(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id),
    /** The latest revision's total; null while sealed (the prices are in quote_revisions, encrypted). */
    totalAmount: money(),
    // The supplier's quote on an inquiry: this head points at its latest revision (quote_revisions,
    // append-only); docs/decisions/017-inquiry-sealed-quotes-and-currency.md.
    currency: text().notNull().default('CNY'),
    /** active, or withdrawn (the latest revision withdrew it); only active quotes count. */
    state: text().$type<QuoteState>().notNull().default('active'),
    /** The latest revision's number (0: a seeded quote whose revision the platform writes at start). */
    revision: integer().notNull().default(0),
    /** The inquiry's revision the latest revision answered: older ones must be confirmed again. */
    inquiryRevision: integer().notNull().default(1),
    sealed: boolean().notNull().default(false),
    updateTime: time(),
  },
  (t) => [index().on(t.inquiryId, t.memberId), uniqueIndex().on(t.inquiryId, t.memberId, t.memberRoleId)],
);

/**
 * Each submission (and withdrawal) of a quote, append-only. An open inquiry's prices are in
 * `lines` and `totalAmount`; a sealed one's only in `sealedPrices` (AES-256-GCM, key outside the
 * database), opened by the inquiry's opening. `receiptHash` is the sha256 of what was submitted.
 */
export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    id: id(),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id),
    revision: integer().notNull(),
    inquiryRevision: integer().notNull(),
    kind: text().$type<'submitted' | 'withdrawn'>().notNull(),
    userId: integer().references(() => users.id),
    sealed: boolean().notNull(),
    currency: text().notNull(),
    totalAmount: money(),
    lines: jsonb().$type<QuoteLine[]>(),
    /** "v1." + base64url(iv ‖ tag ‖ ciphertext) of {lines, totalAmount}; null when open. */
    sealedPrices: text(),
    /** Percent. */
    taxRate: numeric({ precision: 5, scale: 2, mode: 'number' }),
    deliveryTime: time(),
    notes: text().notNull().default(''),
    /** The lines' own delivery dates and notes: not prices, so in clear even when sealed (decision 017). */
    lineTerms: jsonb().$type<QuoteLineTerm[]>().notNull().default([]),
    files: attachments(),
    receiptHash: text().notNull(),
    createTime: time().notNull(),
  },
  (t) => [uniqueIndex().on(t.quoteId, t.revision), index().on(t.inquiryId)],
);

/** The opening of a sealed inquiry's quotes: once, at or after its deadline; append-only, read by every participant. */
export const inquiryOpenings = pgTable('inquiry_openings', {
  id: id(),
  inquiryId: integer()
    .notNull()
    .unique()
    .references(() => inquiries.id),
  openedByMemberId: integer()
    .notNull()
    .references(() => members.id),
  openedByUserId: integer()
    .notNull()
    .references(() => users.id),
  /** What was opened: each quote's latest revision, the hash of its ciphertext and of its receipt. */
  quotes: jsonb().$type<OpenedQuote[]>().notNull(),
  /** sha256 of `quotes` as stored. */
  digest: text().notNull(),
  createTime: time().notNull(),
});

/** The award of an inquiry: whole to one supplier or split by line; once; append-only. */
export const inquiryAwards = pgTable('inquiry_awards', {
  id: id(),
  inquiryId: integer()
    .notNull()
    .unique()
    .references(() => inquiries.id),
  awardedByUserId: integer()
    .notNull()
    .references(() => users.id),
  mode: text().$type<'whole' | 'split'>().notNull(),
  /** Required when a line does not go to its lowest quote. */
  reason: text(),
  lines: jsonb().$type<AwardedLine[]>().notNull(),
  totalAmount: money().notNull(),
  currency: text().notNull(),
  noticeId: integer().references(() => notices.id),
  createTime: time().notNull(),
});
