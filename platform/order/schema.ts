// The purchase orders an award creates, and their lines.
import { index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { OrderState } from '#contract/schemas.ts';
import { biddingAwards, biddings, biddingSignups } from '../bidding/schema.ts';
import { id, money, time } from '../db/columns.ts';
import { inquiries, inquiryAwards, quotes } from '../inquiry/schema.ts';
import { members, roles, users } from '../member/schema.ts';
import { tenderAwards, tenderBids, tenders } from '../tender/schema.ts';

/**
 * A purchase order from an award, the supplier confirms or declines it: an inquiry's (order type 7,
 * INQUIRY_QUOTATION_ORDER: inquiryId, awardId, quoteId) or a tender's (type 5, TENDER_ORDER: tenderId,
 * tenderAwardId, tenderBidId) or an auction's (type 5: biddingId, biddingAwardId, biddingSignupId);
 * migration 0020 checks that one of the three is named.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    orderNo: text().notNull().unique(),
    orderType: smallint().notNull().default(7),
    inquiryId: integer().references(() => inquiries.id),
    awardId: integer().references(() => inquiryAwards.id),
    quoteId: integer().references(() => quotes.id),
    tenderId: integer().references(() => tenders.id),
    tenderAwardId: integer().references(() => tenderAwards.id),
    tenderBidId: integer().references(() => tenderBids.id),
    biddingId: integer().references(() => biddings.id),
    biddingAwardId: integer().references(() => biddingAwards.id),
    biddingSignupId: integer().references(() => biddingSignups.id),
    buyerMemberId: integer()
      .notNull()
      .references(() => members.id),
    buyerRoleId: integer()
      .notNull()
      .references(() => roles.id),
    supplierMemberId: integer()
      .notNull()
      .references(() => members.id),
    supplierRoleId: integer()
      .notNull()
      .references(() => roles.id),
    totalAmount: money().notNull(),
    currency: text().notNull(),
    state: text().$type<OrderState>().notNull().default('pending'),
    declineReason: text(),
    decidedByUserId: integer().references(() => users.id),
    decideTime: time(),
    createTime: time().notNull(),
  },
  (t) => [index().on(t.buyerMemberId, t.buyerRoleId, t.createTime), index().on(t.supplierMemberId, t.supplierRoleId, t.createTime)],
);

/** An order's lines, as awarded: append-only. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => purchaseOrders.id),
    materielId: integer().notNull(),
    number: text().notNull(),
    name: text().notNull(),
    model: text().notNull(),
    unit: text().notNull(),
    quantity: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull(),
    unitPrice: money().notNull(),
    amount: money().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.orderId)],
);
