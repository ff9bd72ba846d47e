// The competitive bid's (reverse auction's) tables: the bid with its materials and areas, the
// suppliers' sign-ups and their bids.
import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { attachments, money, searchTokens, time } from '../db/columns.ts';
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
    searchTokens: searchTokens((): SQL => sql`${biddings.details} || ' ' || ${biddings.biddingNo}`),
  },
  (t) => publicationIndexes(t, t.endSignUp),
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
  },
  (t) => [uniqueIndex().on(t.biddingId, t.memberId, t.memberRoleId)],
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
