// The tender's tables: the tender with its materials and areas, and the suppliers' registrations.
import { sql, type SQL } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { attachments, searchTokens, time } from '../db/columns.ts';
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
