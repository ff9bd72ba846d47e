// A supplier's admission by a buyer: the application as last submitted, and its history.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApplicationCompany, LifecycleStage } from '#contract/schemas.ts';
import { createTime, id, time } from '../db/columns.ts';
import { members, roles, users } from '../member/schema.ts';

/** A supplier's standing with a buyer: admitted = isSubMember; the lifecycle stage gates acting. */
export const supplierAdmissions = pgTable(
  'supplier_admissions',
  {
    id: id(),
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
    status: text().$type<'applied' | 'admitted' | 'rejected'>().notNull(),
    /** The admitted supplier's stage with this buyer; lifecycle rule 1 says which stages may act (admission/lifecycle.ts). */
    lifecycleStage: text().$type<LifecycleStage>().notNull().default('qualified'),
    createTime: createTime(),
    updateTime: createTime(),
    // The application as last submitted (a re-application after a rejection replaces it; every
    // submission is kept whole in its 'submitted' event).
    /** The supplier's company as its profile read when it applied. */
    company: jsonb().$type<ApplicationCompany | null>(),
    /** The categories it offers to supply (categories.id). */
    categoryIds: integer().array().notNull().default(sql`'{}'`),
    /** Its qualification documents (uploaded_files.id, purpose 'document'). */
    documentFileIds: integer().array().notNull().default(sql`'{}'`),
    contactName: text().notNull().default(''),
    contactPhone: text().notNull().default(''),
    contactEmail: text().notNull().default(''),
    remark: text().notNull().default(''),
    submitTime: time(),
    /** When the buyer approved or rejected the last submission; null while it waits. */
    decideTime: time(),
    /** The buyer's reason, when it rejected the last submission. */
    rejectReason: text(),
    // The supplier's region as the application states it (derived: no write sets it apart from what
    // the buyer reviewed); an inquiry's areas are checked against the one its buyer admitted, not the
    // profile's (docs/decisions/019-supplier-region.md).
    provinceCode: text().generatedAlwaysAs(sql`company ->> 'provinceCode'`),
    cityCode: text().generatedAlwaysAs(sql`company ->> 'cityCode'`),
  },
  (t) => [
    uniqueIndex().on(t.supplierMemberId, t.supplierRoleId, t.buyerMemberId, t.buyerRoleId),
    index().on(t.buyerMemberId, t.buyerRoleId, t.status, t.submitTime),
  ],
);

/**
 * The history of an admission, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE:
 * migration 0007): each submission with what was submitted, each decision with its reason, each
 * change of lifecycle stage.
 */
export const supplierAdmissionEvents = pgTable(
  'supplier_admission_events',
  {
    id: id(),
    admissionId: integer()
      .notNull()
      .references(() => supplierAdmissions.id),
    kind: text().$type<'submitted' | 'approved' | 'rejected' | 'stageChanged'>().notNull(),
    /** Who acted: the supplier's user for a submission, the buyer's for the rest; null for seeded history. */
    actorUserId: integer().references(() => users.id),
    reason: text(),
    /** A submission: the application as submitted; a stage change: {from, to}. */
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createTime: createTime(),
  },
  (t) => [index().on(t.admissionId, t.id)],
);
