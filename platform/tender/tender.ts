// What the tender's actions and reads share: the tender read inside an action's transaction (locked
// as the action needs), who published it, what its state alone refuses, a member's name as the
// messages give it, the caller's registration, and the tender's material lines.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { Code, type CodeValue, messageFor } from '#contract/codes.ts';
import { DEFAULT_LOCALE, type Locale } from '#contract/lang.ts';
import type { RegistrationReview, TenderState } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { members, tenderMateriels, tenderRegistrations, tenders } from '../db/schema.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';

export type TenderRow = typeof tenders.$inferSelect;

/** Whether the caller is the tender's publisher (its member and role). */
export const isPublisher = (tender: { memberId: number; memberRoleId: number }, caller: Caller) =>
  tender.memberId === caller.memberId && tender.memberRoleId === caller.memberRoleId;

/** The caller's own tender `id`, locked for an action when `lock`; 404 for anyone else's (a draft is its buyer's alone). */
export async function ownTender(tx: Db, id: number, caller: Caller, lock?: 'update' | 'share'): Promise<TenderRow> {
  requireBuyer(caller);
  const query = tx.select().from(tenders).where(eq(tenders.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row || !isPublisher(row, caller)) throw new BusinessError(Code.NOT_FOUND);
  return row;
}

/**
 * A published (or ended) tender by id, locked as the action needs (shared: the suppliers' actions go
 * side by side, and the opening, an amendment or a cancellation waits for them); 404 for a draft or none.
 */
export async function tenderFor(tx: Db, id: number, lock?: 'share' | 'update'): Promise<TenderRow> {
  const query = tx.select().from(tenders).where(eq(tenders.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row || row.state === 'draft') throw new BusinessError(Code.NOT_FOUND);
  return row;
}

/** What the tender's state alone refuses to an action that needs it in `allowed` (published unless told): 60101 cancelled, 60102 any other. */
export function stateRefusal(tender: { state: TenderState }, allowed: readonly TenderState[] = ['published']): CodeValue | null {
  if (allowed.includes(tender.state)) return null;
  return tender.state === 'cancelled' ? Code.TENDER_CANCELLED : Code.TENDER_STATE_FORBIDS;
}

/** Throws stateRefusal's code, with the state as its detail. */
export function refuseState(tender: { state: TenderState }, allowed?: readonly TenderState[]): void {
  const refusal = stateRefusal(tender, allowed);
  if (refusal !== null) throw new BusinessError(refusal, tender.state);
}

/** A member's name, as a message names the buyer or the supplier ('' when it has none). */
export async function memberName(db: Db, memberId: number): Promise<string> {
  const [member] = await db.select({ name: members.name }).from(members).where(eq(members.id, memberId));
  return member?.name ?? '';
}

/** The caller's registration for the tender (its member and role), in SQL. */
export const ownRegistrationWhere = (tenderId: number, caller: Caller): SQL =>
  and(
    eq(tenderRegistrations.tenderId, tenderId),
    eq(tenderRegistrations.memberId, caller.memberId),
    eq(tenderRegistrations.memberRoleId, caller.memberRoleId),
  )!;

/**
 * A registration's review reason as its reader reads it: the buyer's words, or for one nobody reviewed
 * before the prequalification closed (unreviewed.ts: rejected by no user) the platform's, in `locale`.
 */
export function reviewReasonFor(
  row: { review: RegistrationReview; reviewReason: string | null; reviewedByUserId: number | null },
  locale: Locale,
): string | null {
  return row.review === 'rejected' && row.reviewedByUserId === null ? messageFor(Code.NOT_REVIEWED_IN_TIME, locale) : row.reviewReason;
}

/** The caller's registration for the tender, or undefined; its reason in `locale`. */
export async function ownRegistration(db: Db, tenderId: number, caller: Caller, locale: Locale = DEFAULT_LOCALE) {
  const [row] = await db
    .select({
      id: tenderRegistrations.id,
      review: tenderRegistrations.review,
      reviewReason: tenderRegistrations.reviewReason,
      reviewedByUserId: tenderRegistrations.reviewedByUserId,
    })
    .from(tenderRegistrations)
    .where(ownRegistrationWhere(tenderId, caller));
  return row && { id: row.id, review: row.review, reviewReason: reviewReasonFor(row, locale) };
}

/** The tender's material lines and their counts, by id. */
export async function materielCounts(db: Db, tenderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: tenderMateriels.id, count: tenderMateriels.purchaseCount })
    .from(tenderMateriels)
    .where(eq(tenderMateriels.parentId, tenderId))
    .orderBy(asc(tenderMateriels.id));
  return new Map(rows.map((row) => [row.id, row.count]));
}

/** Why a tender failed at its opening, as tenders.failReason keeps it: "fewerValidBids:<valid>:<required>" (opening.ts, the seed). */
export const failReasonOf = (validCount: number, minValidBids: number) => `fewerValidBids:${validCount}:${minValidBids}`;

/**
 * Why a failed tender failed, for a page to say in the reader's language: the opening's count of valid
 * bids and the site's minimum it fell short of (failReasonOf), or the platform's words when they are
 * not those (failReason as it is, minValidBids then undefined).
 */
export function failureOf(failReason: string | null): { failReason: string | null; failedValidBids: number | null; minValidBids?: number } {
  const counts = /^fewerValidBids:(\d+):(\d+)$/.exec(failReason ?? '');
  if (counts) return { failReason: null, failedValidBids: Number(counts[1]), minValidBids: Number(counts[2]) };
  return { failReason: failReason ?? '', failedValidBids: null };
}
