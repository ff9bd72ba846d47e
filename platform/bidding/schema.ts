// The competitive bid's (reverse auction's) tables: the bid with its materials, areas, invited
// suppliers and rule sheet, the suppliers' sign-ups, their accepted bids, and the journal of every bid
// received (accepted or refused), chained by hash and append-only (migration 0019's triggers).
import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BiddingVisibility, BiddingScope, BiddingState, SignUpReview, StepType } from '#contract/schemas.ts';
import { attachments, id, money, searchTokens, time } from '../db/columns.ts';
import { notices } from '../notice/schema.ts';
import { members, roles, users } from '../member/schema.ts';
import { areaTable, materielTable, participant, publication, publicationIndexes } from '../sourcing/schema.ts';

/** Competitive bids (reverse auctions). */
export const biddings = pgTable(
  'biddings',
  {
    ...publication(),
    biddingNo: text().notNull().unique(),
    details: text().notNull(),
    address: text().notNull(),
    deliveryTime: time().notNull(),
    startSignUp: time().notNull(),
    endSignUp: time().notNull(),
    biddingStartTime: time().notNull(),
    biddingEndTime: time().notNull(),
    startingPrice: money().notNull(),
    /** Minimum step between a new bid and the lowest price. */
    minPriceStep: money().notNull(),
    /** Cap on the number of bids one supplier may place. */
    allowPurchaseCount: integer().notNull().default(10),
    demand: text().notNull().default(''),
    demandFiles: attachments(),
    offer: text().notNull().default(''),
    paymentType: text().notNull().default(''),
    taxes: text().notNull().default(''),
    logistics: text().notNull().default(''),
    packRequire: text().notNull().default(''),
    otherRequire: text().notNull().default(''),
    /** The competitive bid's own attachments (wire: urls). */
    files: attachments(),
    turn: integer().notNull().default(1),
    searchTokens: searchTokens((): SQL => sql`${biddings.details} || ' ' || ${biddings.biddingNo} || ' ' || ${biddings.materielNames}`),
    // Publishing and the rule sheet (platform/bidding/publishing.ts); the phase is the state and the
    // schedule read against the platform's clock (windows.ts), never stored.
    /** draft (the buyer's only), published, cancelled; awarded and failed end it. */
    state: text().$type<BiddingState>().notNull().default('published'),
    /** Who may sign up: any admitted supplier of the areas, or the invited ones (bidding_invitations). */
    scope: text().$type<BiddingScope>().notNull().default('public'),
    /** The minimum step is minPriceStep yuan, or minPriceStep percent of the current best price. */
    stepType: text().$type<StepType>().notNull().default('amount'),
    /** What a bidder sees during the auction: its own rank, the best price, or every price with bidders aliased. */
    visibility: text().$type<BiddingVisibility>().notNull().default('bestPrice'),
    /** Extension: a bid improving the best price in the last triggerMinutes extends the close by extensionMinutes (0: never). */
    triggerMinutes: smallint().notNull().default(0),
    extensionMinutes: smallint().notNull().default(0),
    /** At most this many extensions. */
    maxExtensions: smallint().notNull().default(0),
    /** No extension moves the close past this (null: only maxExtensions bounds it). */
    hardStopTime: time(),
    /** Extensions so far; biddingEndTime is the close as they moved it (scheduledEndTime as published). */
    extensionCount: smallint().notNull().default(0),
    scheduledEndTime: time(),
    /** Sign-ups admitted without the buyer's review. */
    autoAdmit: boolean().notNull().default(false),
    remark: text().notNull().default(''),
    cancelReason: text(),
    updateTime: time(),
    // When the platform told the room that bidding opened, and that it closed (bidding/live.ts's
    // sweep; null: not yet): each is told once, by whichever instance claims it first.
    openToldTime: time(),
    closeToldTime: time(),
  },
  (t) => [...publicationIndexes('biddings', t, t.endSignUp), index().on(t.state, t.biddingEndTime), index().on(t.state, t.biddingStartTime)],
);
export const biddingMateriels = materielTable('bidding_materiels', 'bidding_id', () => biddings.id);
export const biddingAreas = areaTable('bidding_areas', 'bidding_id', () => biddings.id);

export const biddingSignups = pgTable(
  'bidding_signups',
  {
    ...participant(),
    biddingId: integer()
      .notNull()
      .references(() => biddings.id),
    contactName: text().notNull().default(''),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    address: text().notNull().default(''),
    files: attachments(),
    /** pending the buyer's review, approved (bids), rejected (with reviewReason). */
    review: text().$type<SignUpReview>().notNull().default('approved'),
    reviewReason: text(),
    reviewedByUserId: integer().references(() => users.id),
    reviewTime: time(),
  },
  (t) => [uniqueIndex().on(t.biddingId, t.memberId, t.memberRoleId), index().on(t.memberId, t.memberRoleId)],
);

/** The suppliers an invited competitive bid names. */
export const biddingInvitations = pgTable(
  'bidding_invitations',
  {
    id: id(),
    biddingId: integer()
      .notNull()
      .references(() => biddings.id, { onDelete: 'cascade' }),
    supplierMemberId: integer()
      .notNull()
      .references(() => members.id),
    supplierRoleId: integer()
      .notNull()
      .references(() => roles.id),
    createTime: time().notNull(),
  },
  (t) => [uniqueIndex().on(t.biddingId, t.supplierMemberId, t.supplierRoleId)],
);

/**
 * Every bid the platform received for an auction, accepted or refused, in order (seq from 1): who (its
 * per-auction alias, the member kept for the platform), the price, the server's receipt time, the
 * outcome (code of the refusal), the close after it, and the hash chaining it to the entry before
 * (contract/bidding-log.ts says how). Append-only (migration 0019's triggers).
 */
export const biddingJournal = pgTable(
  'bidding_journal',
  {
    id: id(),
    biddingId: integer()
      .notNull()
      .references(() => biddings.id),
    seq: integer().notNull(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    memberRoleId: integer()
      .notNull()
      .references(() => roles.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The bidder as every published log names it (B1, B2, … in order of first bid). */
    bidder: text().notNull(),
    price: numeric({ precision: 14, scale: 2, mode: 'string' }).notNull(),
    receivedAt: time().notNull(),
    accepted: boolean().notNull(),
    /** The refusal's code; null when accepted. */
    code: integer(),
    /** The close after this entry (an accepted bid in the trigger window moves it). */
    closeTime: time().notNull(),
    bidId: integer().references(() => bids.id),
    prevHash: text().notNull(),
    hash: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.biddingId, t.seq)],
);

/** Reverse-auction bids. */
export const bids = pgTable(
  'bids',
  {
    ...participant(),
    biddingId: integer()
      .notNull()
      .references(() => biddings.id),
    price: money().notNull(),
  },
  (t) => [index().on(t.biddingId, t.createTime)],
);

/**
 * The award of an auction after its close, once (unique per auction; append-only: migration 0020's
 * triggers): the winning bid and bidder (its alias and its final rank), the buyer's reason when it is
 * not rank 1, the total (the winning price), and the award notice published with it.
 */
export const biddingAwards = pgTable('bidding_awards', {
  id: id(),
  biddingId: integer()
    .notNull()
    .unique()
    .references(() => biddings.id),
  awardedByUserId: integer()
    .notNull()
    .references(() => users.id),
  bidId: integer()
    .notNull()
    .references(() => bids.id),
  signUpId: integer()
    .notNull()
    .references(() => biddingSignups.id),
  supplierMemberId: integer()
    .notNull()
    .references(() => members.id),
  supplierRoleId: integer()
    .notNull()
    .references(() => roles.id),
  bidder: text().notNull(),
  rank: integer().notNull(),
  reason: text(),
  totalAmount: money().notNull(),
  currency: text().notNull(),
  noticeId: integer()
    .notNull()
    .references(() => notices.id),
  createTime: time().notNull(),
});
