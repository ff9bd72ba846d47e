// The purchase orders an award creates, and their lines.
import { index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { OrderState } from '#contract/schemas.ts';
import { id, money, time } from '../db/columns.ts';
import { inquiries, inquiryAwards, quotes } from '../inquiry/schema.ts';
import { members, roles, users } from '../member/schema.ts';

/** A purchase order from an award (order type 7, INQUIRY_QUOTATION_ORDER): the supplier confirms or declines it. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    orderNo: text().notNull().unique(),
    orderType: smallint().notNull().default(7),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id),
    awardId: integer()
      .notNull()
      .references(() => inquiryAwards.id),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id),
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
