// The tender's tables: the tender with its materials and areas, the suppliers it invites, and the
// suppliers' registrations.
import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EvaluationCriterion, EvaluationMethod, TenderScope, TenderState } from '#contract/schemas.ts';
import { attachments, searchTokens, time } from '../db/columns.ts';
import { members, roles } from '../member/schema.ts';
import { areaTable, materielTable, participant, publication, publicationIndexes } from '../sourcing/schema.ts';

export const tenders = pgTable(
  'tenders',
  {
    ...publication(),
    code: text().notNull().unique(),
    projectName: text().notNull(),
    deliverAddress: text().notNull(),
    hopeDate: time().notNull(),
    registerStartTime: time().notNull(),
    registerEndTime: time().notNull(),
    inviteTenderStartTime: time().notNull(),
    inviteTenderEndTime: time().notNull(),
    openTenderTime: time().notNull(),
    isQualificationCheck: boolean().notNull().default(false),
    /** The qualification pre-check, when isQualificationCheck: between registering and tendering. */
    preCheckStartTime: time(),
    preCheckEndTime: time(),
    preCheckRequirement: text().notNull().default(''),
    preCheckFiles: attachments(),
    inviteTenderRequirement: text().notNull().default(''),
    inviteTenderFiles: attachments(),
    registerRequirement: text().notNull().default(''),
    registerFiles: attachments(),
    payType: text().notNull().default(''),
    deliverRequirement: text().notNull().default(''),
    taxationRequirement: text().notNull().default(''),
    logisticsRequirement: text().notNull().default(''),
    packingRequirement: text().notNull().default(''),
    otherRequirement: text().notNull().default(''),
    /** Round of the tender (re-tendering increments it). */
    turn: integer().notNull().default(1),
    searchTokens: searchTokens((): SQL => sql`${tenders.projectName} || ' ' || ${tenders.code}`),
    // Publishing (platform/tender/publishing.ts); the phase is the state and the schedule read
    // against the platform's clock (windows.ts), never stored.
    /** draft (the buyer's only), published, cancelled; awarded and failed end the later phases. */
    state: text().$type<TenderState>().notNull().default('published'),
    /** The summary under the project name. */
    remark: text().notNull().default(''),
    /** 1 fixed purchase amount (a contract cannot exceed it), 2 not fixed. */
    purchaseType: smallint().$type<1 | 2>().notNull().default(2),
    evaluationMethod: text().$type<EvaluationMethod>().notNull().default('lowestPrice'),
    /** The scored criteria and their weights (empty for lowest price). */
    evaluationCriteria: jsonb().$type<EvaluationCriterion[]>().notNull().default([]),
    /** Who may register: any admitted supplier of the areas, or the invited ones (tender_invitations). */
    tenderScope: text().$type<TenderScope>().notNull().default('public'),
    cancelReason: text(),
    updateTime: time(),
  },
  (t) => publicationIndexes(t, t.registerEndTime),
);
export const tenderMateriels = materielTable('tender_materiels', 'tender_id', () => tenders.id);
export const tenderAreas = areaTable('tender_areas', 'tender_id', () => tenders.id);

export const tenderRegistrations = pgTable(
  'tender_registrations',
  {
    ...participant(),
    tenderId: integer()
      .notNull()
      .references(() => tenders.id),
  },
  (t) => [uniqueIndex().on(t.tenderId, t.memberId, t.memberRoleId)],
);

/** The suppliers an invited tender (tenderScope 'invited') lets register. */
export const tenderInvitations = pgTable(
  'tender_invitations',
  {
    tenderId: integer()
      .notNull()
      .references(() => tenders.id),
    supplierMemberId: integer()
      .notNull()
      .references(() => members.id),
    supplierRoleId: integer()
      .notNull()
      .references(() => roles.id),
    createTime: time().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenderId, t.supplierMemberId, t.supplierRoleId] }), index().on(t.supplierMemberId)],
);
