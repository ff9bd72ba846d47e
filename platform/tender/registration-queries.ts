// What is read of tender registrations (docs/product/member-side.md): the supplier's registration
// page (the tender, the refusal a registration would meet now: eligibility.ts, its own registration)
// and the buyer's registrations of one tender, by review state. A supplier reads only its own
// registration; a buyer only its own tender's (404 otherwise). A registration the prequalification
// closed on unreviewed (unreviewed.ts) reads as rejected, with the platform's reason in the reader's language.
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { messageFor } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
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
import { cities, members, provinces, tenderRegistrations } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { localeOf } from '../http/route.ts';
import { registrationRefusal } from './eligibility.ts';
import { tenderDetail } from './queries.ts';
import { ownRegistrationWhere, ownTender, reviewReasonFor, type TenderRow, tenderFor } from './tender.ts';
import { tenderPhase } from './windows.ts';

const fields = {
  ...columnsOf(tenderRegistrations, 'id', 'tenderId', 'memberId', 'memberRoleId', 'contactName', 'phone', 'email'),
  ...columnsOf(tenderRegistrations, 'provinceCode', 'cityCode', 'address', 'files', 'qualificationFiles'),
  ...columnsOf(tenderRegistrations, 'review', 'reviewReason', 'reviewedByUserId', 'reviewTime', 'createTime'),
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

function ownView({ memberId: _m, memberRoleId: _r, supplierName: _n, reviewedByUserId, ...row }: Row, locale: Locale): OwnTenderRegistration {
  return {
    ...row,
    reviewReason: reviewReasonFor({ review: row.review, reviewReason: row.reviewReason, reviewedByUserId }, locale),
    reviewTime: row.reviewTime?.getTime() ?? null,
    createTime: row.createTime.getTime(),
  };
}

function rowView(row: Row, locale: Locale): TenderRegistrationRow {
  return { ...ownView(row, locale), supplier: { memberId: row.memberId, roleId: row.memberRoleId, name: row.supplierName } };
}

/** The caller's own registration for the tender, or null, in the reader's language. */
export async function ownRegistrationView(db: Db, tenderId: number, caller: Caller, locale: Locale): Promise<OwnTenderRegistration | null> {
  const [row] = await registrations(db, ownRegistrationWhere(tenderId, caller));
  return row ? ownView(row, locale) : null;
}

/** The registration `id` as its buyer's review page lists it. */
export async function registrationRow(db: Db, id: number, locale: Locale): Promise<TenderRegistrationRow> {
  const [row] = await registrations(db, eq(tenderRegistrations.id, id));
  if (!row) throw new Error(`registration ${id} vanished`);
  return rowView(row, locale);
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
  const locale = localeOf(request);
  return {
    tender,
    refusal,
    refusalMessage: refusal === null ? null : messageFor(refusal, locale),
    registration: await ownRegistrationView(db, tenderId, caller, locale),
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
  locale: Locale,
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
    data: rows.map((row) => rowView(row, locale)),
    totalCount: query.review ? reviewCounts[query.review] : reviewCounts.pending + reviewCounts.approved + reviewCounts.rejected,
    reviewCounts,
    serverTime: at,
  };
}
