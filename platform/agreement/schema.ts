// Contracts (合同) drafted from awards: the contract, the award lines it holds, its versions and
// confirmations (append-only), its record of events (append-only), deliveries, payments, the
// overdue flags already told, and the buyers' templates (docs/decisions/025-contracts.md). In the code a
// contract is an "agreement": contract/ is the wire contract between portal and platform. Versions,
// confirmations, events and payments are append-only (triggers of migration 0023); the states, sides
// and positive quantities and amounts are CHECKs (migration 0024).
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import {
  AGREEMENT_STATES,
  AgreementSide,
  type AgreementEventKind,
  type AgreementState,
  type AgreementTerms,
  DeliveryState,
} from '#contract/schemas.ts';
import { id, money, time } from '../db/columns.ts';
import { members, roles, users } from '../member/schema.ts';
import { purchaseOrderLines, purchaseOrders } from '../order/schema.ts';

/** `column` holds one of `values` (or null, which a CHECK lets pass). */
const oneOf = (column: AnyPgColumn, values: readonly string[]): SQL => sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
const SIDES = AgreementSide.options;

/**
 * One contract between a buyer and a supplier, drafted from the purchase order an award made for
 * that supplier (all of its lines, or some). `currentVersion` is the last proposed version;
 * `signedVersion` the one both sides confirmed.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    agreementNo: text().notNull().unique(),
    orderId: integer()
      .notNull()
      .references(() => purchaseOrders.id),
    /** 1 inquiry, 2 tender, 3 competitive bid. */
    sourceType: smallint().notNull(),
    sourceId: integer().notNull(),
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
    currency: text().notNull(),
    /** The award's amount for the contracted lines: the ceiling of any version's total (39013). */
    awardAmount: money().notNull(),
    state: text().$type<AgreementState>().notNull().default('negotiating'),
    currentVersion: integer().notNull().default(1),
    signedVersion: integer(),
    signTime: time(),
    endReason: text(),
    endedBySide: text().$type<AgreementSide>(),
    endTime: time(),
    createdByUserId: integer()
      .notNull()
      .references(() => users.id),
    createTime: time().notNull(),
    updateTime: time().notNull(),
  },
  (t) => [
    index().on(t.buyerMemberId, t.buyerRoleId, t.createTime),
    index().on(t.supplierMemberId, t.supplierRoleId, t.createTime),
    index().on(t.orderId),
    check('agreements_state', oneOf(t.state, AGREEMENT_STATES)),
    check('agreements_ended_by_side', oneOf(t.endedBySide, SIDES)),
  ],
);

/** The order lines a contract holds: an awarded line is in one contract at most (39014). */
export const agreementOrderLines = pgTable(
  'agreement_order_lines',
  {
    agreementId: integer()
      .notNull()
      .references(() => agreements.id),
    lineNo: integer().notNull(),
    orderLineId: integer()
      .notNull()
      .unique()
      .references(() => purchaseOrderLines.id),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.lineNo] })],
);

/** A version: never changed once written (append-only, migration 0023). `hash` is sha256 of the canonical terms. */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    agreementId: integer()
      .notNull()
      .references(() => agreements.id),
    version: integer().notNull(),
    side: text().$type<AgreementSide>().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    comment: text().notNull().default(''),
    terms: jsonb().$type<AgreementTerms>().notNull(),
    hash: text().notNull(),
    totalAmount: money().notNull(),
    /** How many lines and payment stages its terms hold: the most the overdue sweep can flag, read without the terms. */
    itemCount: integer().notNull().generatedAlwaysAs(sql`jsonb_array_length(terms -> 'lines') + jsonb_array_length(terms -> 'paymentPlan')`),
    createTime: time().notNull(),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.version] }), check('agreement_versions_side', oneOf(t.side, SIDES))],
);

/** A side's confirmation of a version by its hash (append-only): both sides on one hash sign the contract. */
export const agreementConfirmations = pgTable(
  'agreement_confirmations',
  {
    id: id(),
    agreementId: integer()
      .notNull()
      .references(() => agreements.id),
    version: integer().notNull(),
    hash: text().notNull(),
    side: text().$type<AgreementSide>().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    createTime: time().notNull(),
  },
  (t) => [unique().on(t.agreementId, t.version, t.side), check('agreement_confirmations_side', oneOf(t.side, SIDES))],
);

/** What happened to a contract, in order (append-only): the record both sides read. */
export const agreementEvents = pgTable(
  'agreement_events',
  {
    id: id(),
    agreementId: integer()
      .notNull()
      .references(() => agreements.id),
    kind: text().$type<AgreementEventKind>().notNull(),
    /** null: the platform itself (an overdue flag). */
    side: text().$type<AgreementSide>(),
    userId: integer().references(() => users.id),
    /** What the event is about: a version, a line, a stage, an amount, a comment or reason. */
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createTime: time().notNull(),
  },
  (t) => [index().on(t.agreementId, t.id), check('agreement_events_side', oneOf(t.side, SIDES))],
);

/** A delivery against one line by the supplier, accepted or rejected (with a reason) once by the buyer. */
export const agreementDeliveries = pgTable(
  'agreement_deliveries',
  {
    id: id(),
    agreementId: integer()
      .notNull()
      .references(() => agreements.id),
    lineNo: integer().notNull(),
    quantity: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull(),
    deliveredOn: date({ mode: 'string' }).notNull(),
    note: text().notNull().default(''),
    state: text().$type<DeliveryState>().notNull().default('pending'),
    reason: text(),
    recordedByUserId: integer()
      .notNull()
      .references(() => users.id),
    decidedByUserId: integer().references(() => users.id),
    decideTime: time(),
    createTime: time().notNull(),
  },
  (t) => [
    index().on(t.agreementId, t.lineNo),
    check('agreement_deliveries_state', oneOf(t.state, DeliveryState.options)),
    check('agreement_deliveries_quantity', sql`${t.quantity} > 0`),
  ],
);

/** A payment of (part of) a stage: append-only, with the two capital movements it made. */
export const agreementPayments = pgTable(
  'agreement_payments',
  {
    id: id(),
    agreementId: integer()
      .notNull()
      .references(() => agreements.id),
    stageNo: integer().notNull(),
    amount: money().notNull(),
    /**
     * The two capital movements the payment wrote (the buyer's and the supplier's), written in the same
     * transaction. No foreign key: capital_movements refuses TRUNCATE by its own trigger (0007), which a
     * referencing key would pre-empt with another refusal.
     */
    buyerMovementId: integer().notNull(),
    supplierMovementId: integer().notNull(),
    recordedByUserId: integer()
      .notNull()
      .references(() => users.id),
    createTime: time().notNull(),
  },
  (t) => [index().on(t.agreementId, t.stageNo), check('agreement_payments_amount', sql`${t.amount} > 0`)],
);

/** Overdue stages and lines already flagged and told, once each (the sweep's memory). */
export const agreementOverdueTold = pgTable(
  'agreement_overdue_told',
  {
    agreementId: integer()
      .notNull()
      .references(() => agreements.id),
    kind: text().$type<'stage' | 'line'>().notNull(),
    /** The stage's or the line's number. */
    number: integer().notNull(),
    toldTime: time().notNull(),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.kind, t.number] }), check('agreement_overdue_told_kind', oneOf(t.kind, ['stage', 'line']))],
);

/** A buyer's contract text to start from; {{placeholders}} are filled in when a draft is made. */
export const agreementTemplates = pgTable(
  'agreement_templates',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    name: text().notNull(),
    body: text().notNull(),
    createTime: time().notNull(),
    updateTime: time().notNull(),
  },
  (t) => [index().on(t.memberId, t.roleId)],
);
