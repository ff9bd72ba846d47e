// What is read of tender registrations (docs/product/member-side.md): the rule a registration meets
// (registering.ts asks it inside its transaction, the registration page shows it), the supplier's
// registration page (the tender, that refusal, its own registration) and the buyer's registrations
// of one tender, by review state. A supplier reads only its own registration; a buyer
// only its own tender's (404 otherwise).
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Code, type CodeValue, messageFor } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type {
  OwnTenderRegistration,
  RegistrationReview,
  ReviewedTender,
  TenderRegistrationForm,
  TenderRegistrationPage,
  TenderRegistrationRow,
} from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { columnsOf } from '../db/columns.ts';
import { offsetOf } from '../db/filters.ts';
import { cities, members, provinces, tenderAreas, tenderInvitations, tenderRegistrations, tenders } from '../db/schema.ts';
import { type Caller, isSupplier } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { localeOf } from '../http/route.ts';
import { type EligibilityTables, type SupplierFacts, supplierFacts, supplierRefusal, type TakenPartIn } from '../sourcing/eligibility.ts';
import { tenderDetail } from './queries.ts';
import { ownTender, type TenderRow } from './tender.ts';
import { type TenderSchedule, tenderPhase } from './windows.ts';

/** What the rule reads about a tender: who published it, who may take part, and its phase's schedule. */
export type RegisteredTender = Pick<TenderRow, 'id' | 'memberId' | 'memberRoleId' | 'tenderScope' | 'isAllArea'> & TenderSchedule;

/** Where a tender keeps its invitations and areas, for the supplier's side of the rule. */
const TENDER_TABLES: EligibilityTables = {
  invitations: {
    table: tenderInvitations,
    itemId: tenderInvitations.tenderId,
    supplierMemberId: tenderInvitations.supplierMemberId,
    supplierRoleId: tenderInvitations.supplierRoleId,
  },
  areas: { table: tenderAreas, itemId: tenderAreas.parentId, provinceCode: tenderAreas.provinceCode, cityCode: tenderAreas.cityCode },
};

const takingPart = (tender: RegisteredTender): TakenPartIn => ({ ...tender, invitedOnly: tender.tenderScope === 'invited' });

/** The rule without the "twice" check, in the order the refusals are told; `facts` is null for a caller that is not a supplier. */
function refusalOf(tender: RegisteredTender, caller: Caller, facts: SupplierFacts | null, now: number): CodeValue | null {
  if (tender.state === 'draft') return Code.NOT_FOUND;
  if (tender.state === 'cancelled') return Code.TENDER_CANCELLED;
  if (tender.state !== 'published') return Code.TENDER_STATE_FORBIDS;
  if (caller.memberId === tender.memberId) return Code.OWN_PUBLICATION;
  if (tenderPhase(tender, now) !== 'registration') return Code.OUTSIDE_REGISTRATION_WINDOW;
  return supplierRefusal(takingPart(tender), facts);
}

/**
 * Why the caller may not register for each tender now (by id), or null where it may: what a
 * registration would meet, 60125 included when it has registered already. For a page of tenders
 * at once (a list's buttons): four queries, whatever their number.
 */
export async function registrationRefusals(db: Db, list: RegisteredTender[], caller: Caller, now: number): Promise<Map<number, CodeValue | null>> {
  // Only what passes the checks that need no query is worth reading the supplier's facts for.
  const asked = list.filter((tender) => refusalOf(tender, caller, null, now) === Code.NOT_A_SUPPLIER);
  const supplier = isSupplier(caller) && asked.length > 0;
  const [facts, registered] = await Promise.all([
    supplier ? supplierFacts(db, caller, asked.map(takingPart), TENDER_TABLES) : null,
    supplier
      ? db
          .select({ tenderId: tenderRegistrations.tenderId })
          .from(tenderRegistrations)
          .where(
            and(
              inArray(
                tenderRegistrations.tenderId,
                asked.map((tender) => tender.id),
              ),
              eq(tenderRegistrations.memberId, caller.memberId),
              eq(tenderRegistrations.memberRoleId, caller.memberRoleId),
            ),
          )
      : [],
  ]);
  const twice = new Set(registered.map((row) => row.tenderId));
  return new Map(list.map((tender) => [tender.id, refusalOf(tender, caller, facts, now) ?? (twice.has(tender.id) ? Code.ALREADY_REGISTERED : null)]));
}

/** Why the caller may not register for the tender now, or null: what a registration meets, inside its transaction. */
export async function registrationRefusal(db: Db, tender: RegisteredTender, caller: Caller, now: number): Promise<CodeValue | null> {
  return (await registrationRefusals(db, [tender], caller, now)).get(tender.id) ?? null;
}

/** The tender `id`, locked for the action (share: registrations go side by side; a cancellation waits for them); 404 when none. */
export async function tenderFor(tx: Db, id: number, lock?: 'share'): Promise<TenderRow> {
  const query = tx.select().from(tenders).where(eq(tenders.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw new BusinessError(Code.NOT_FOUND);
  return row;
}

const fields = {
  ...columnsOf(tenderRegistrations, 'id', 'tenderId', 'memberId', 'memberRoleId', 'contactName', 'phone', 'email'),
  ...columnsOf(tenderRegistrations, 'provinceCode', 'cityCode', 'address', 'files', 'qualificationFiles'),
  ...columnsOf(tenderRegistrations, 'review', 'reviewReason', 'reviewTime', 'createTime'),
  provinceName: sql<string>`coalesce(${provinces.name}, '')`,
  cityName: sql<string>`coalesce(${cities.name}, '')`,
  supplierName: members.name,
};

/** The registrations `where` names, with their region's names and their supplier, oldest first. */
function registrations(db: Db, where: SQL | undefined) {
  return db
    .select(fields)
    .from(tenderRegistrations)
    .innerJoin(members, eq(members.id, tenderRegistrations.memberId))
    .leftJoin(provinces, eq(provinces.code, tenderRegistrations.provinceCode))
    .leftJoin(cities, eq(cities.code, tenderRegistrations.cityCode))
    .where(where)
    .orderBy(asc(tenderRegistrations.createTime), asc(tenderRegistrations.id))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof registrations>>[number];

function ownView({ memberId: _m, memberRoleId: _r, supplierName: _n, ...row }: Row): OwnTenderRegistration {
  return { ...row, reviewTime: row.reviewTime?.getTime() ?? null, createTime: row.createTime.getTime() };
}

function rowView(row: Row): TenderRegistrationRow {
  return { ...ownView(row), supplier: { memberId: row.memberId, roleId: row.memberRoleId, name: row.supplierName } };
}

/** The caller's own registration for the tender, or null. */
export async function ownRegistration(db: Db, tenderId: number, caller: Caller): Promise<OwnTenderRegistration | null> {
  const [row] = await registrations(
    db,
    and(
      eq(tenderRegistrations.tenderId, tenderId),
      eq(tenderRegistrations.memberId, caller.memberId),
      eq(tenderRegistrations.memberRoleId, caller.memberRoleId),
    ),
  );
  return row ? ownView(row) : null;
}

/** The registration `id` as its buyer's review page lists it. */
export async function registrationRow(db: Db, id: number): Promise<TenderRegistrationRow> {
  const [row] = await registrations(db, eq(tenderRegistrations.id, id));
  if (!row) throw new Error(`registration ${id} vanished`);
  return rowView(row);
}

/** The registration page of the tender `tenderId` (404 for a draft, and for a tender that does not exist). */
export async function registrationForm(
  context: PlatformContext,
  tenderId: number,
  caller: Caller,
  request: FastifyRequest,
): Promise<TenderRegistrationForm> {
  const { db, now } = context;
  const tender = await tenderDetail(context, tenderId, caller);
  const row = await tenderFor(db, tenderId);
  const at = now();
  const refusal = await registrationRefusal(db, row, caller, at);
  return {
    tender,
    refusal,
    refusalMessage: refusal === null ? null : messageFor(refusal, localeOf(request)),
    registration: await ownRegistration(db, tenderId, caller),
    serverTime: at,
  };
}

/** Whether the buyer may review a pending registration of `tender` at `now`: it has a prequalification, and it is in its phase. */
export function reviewable(tender: TenderRow, now: number): boolean {
  return tender.isQualificationCheck && tenderPhase(tender, now) === 'prequalification';
}

function reviewedTender(tender: TenderRow, now: number): ReviewedTender {
  return {
    ...columnsFrom(tender),
    phase: tenderPhase(tender, now),
    registerStartTime: tender.registerStartTime.getTime(),
    registerEndTime: tender.registerEndTime.getTime(),
    preCheckStartTime: tender.preCheckStartTime?.getTime() ?? null,
    preCheckEndTime: tender.preCheckEndTime?.getTime() ?? null,
    reviewable: reviewable(tender, now),
  };
}

const columnsFrom = ({ id, code, projectName, state, isQualificationCheck, preCheckRequirement, registerRequirement }: TenderRow) => ({
  id,
  code,
  projectName,
  state,
  isQualificationCheck,
  preCheckRequirement,
  registerRequirement,
});

/** One page of the caller's tender's registrations, by review state, and the count in each state (404 for another's tender). */
export async function tenderRegistrationPage(
  { db, now }: PlatformContext,
  query: z.output<typeof api.tenderRegistration.list.query>,
  caller: Caller,
): Promise<TenderRegistrationPage> {
  const tender = await ownTender(db, query.inviteTenderId, caller);
  const ofTender = eq(tenderRegistrations.tenderId, tender.id);
  const [rows, counts] = await Promise.all([
    registrations(db, and(ofTender, query.review ? eq(tenderRegistrations.review, query.review) : undefined))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ review: tenderRegistrations.review, n: count() }).from(tenderRegistrations).where(ofTender).groupBy(tenderRegistrations.review),
  ]);
  const reviewCounts: Record<RegistrationReview, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const { review, n } of counts) reviewCounts[review] = n;
  const at = now();
  return {
    tender: reviewedTender(tender, at),
    data: rows.map(rowView),
    totalCount: query.review ? reviewCounts[query.review] : reviewCounts.pending + reviewCounts.approved + reviewCounts.rejected,
    reviewCounts,
    serverTime: at,
  };
}
