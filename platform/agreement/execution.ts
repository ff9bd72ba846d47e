// What the contract's actions share (docs/decisions/025-contracts.md): the caller's side, the contract
// read and locked inside an action's transaction for one of its parties (404 to anyone else), what its
// state refuses (39002), a version's terms, its record of events, and telling the parties what happened.
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { AgreementEventKind, AgreementSide, AgreementState, AgreementTerms, NotificationKind } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { agreementEvents, agreements, agreementVersions, members } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { LINKS, notify } from '../message/index.ts';

export type AgreementRow = typeof agreements.$inferSelect;

/** The caller's side of the contract (its member and role), or null when it is not a party. */
export function sideOf(
  row: Pick<AgreementRow, 'buyerMemberId' | 'buyerRoleId' | 'supplierMemberId' | 'supplierRoleId'>,
  caller: Caller,
): AgreementSide | null {
  if (row.buyerMemberId === caller.memberId && row.buyerRoleId === caller.memberRoleId) return 'buyer';
  if (row.supplierMemberId === caller.memberId && row.supplierRoleId === caller.memberRoleId) return 'supplier';
  return null;
}

export const otherSide = (side: AgreementSide): AgreementSide => (side === 'buyer' ? 'supplier' : 'buyer');

/**
 * The contract `id`, locked for the action (SELECT … FOR UPDATE: two actions on one contract run one
 * after the other and each sees the other), for its party on `side` (either when not named); 404 for
 * anyone else.
 */
export async function lockedAgreement(tx: Db, id: number, caller: Caller, side?: AgreementSide): Promise<{ row: AgreementRow; side: AgreementSide }> {
  const [row] = await tx.select().from(agreements).where(eq(agreements.id, id)).for('update');
  const callerSide = row ? sideOf(row, caller) : null;
  if (!row || callerSide === null || (side !== undefined && callerSide !== side)) throw new BusinessError(Code.NOT_FOUND);
  return { row, side: callerSide };
}

/** 39002 unless the contract is in one of `states`. */
export function refuseState(row: Pick<AgreementRow, 'state'>, states: readonly AgreementState[]): void {
  if (!states.includes(row.state)) throw new BusinessError(Code.AGREEMENT_STATE_FORBIDS, row.state);
}

/** One version's terms (the signed one by default, else the current one). */
export async function termsOf(db: Db, row: Pick<AgreementRow, 'id' | 'signedVersion' | 'currentVersion'>): Promise<AgreementTerms> {
  const version = row.signedVersion ?? row.currentVersion;
  const [found] = await db
    .select({ terms: agreementVersions.terms })
    .from(agreementVersions)
    .where(and(eq(agreementVersions.agreementId, row.id), eq(agreementVersions.version, version)));
  if (!found) throw new Error(`agreement ${row.id} has no version ${version}`);
  return found.terms;
}

/** Writes one event of the contract's record (append-only). `side` null: the platform did it itself. */
export async function recordEvent(
  tx: Db,
  event: {
    agreementId: number;
    kind: AgreementEventKind;
    side: AgreementSide | null;
    userId: number | null;
    detail: Record<string, unknown>;
    at: number;
  },
): Promise<void> {
  const { at, ...row } = event;
  await tx.insert(agreementEvents).values({ ...row, createTime: new Date(at) });
}

const nameOf = async (db: Db, memberId: number) =>
  (await db.select({ name: members.name }).from(members).where(eq(members.id, memberId)))[0]?.name ?? '';

/**
 * Tells the parties on `sides` (one or both) what happened to the contract: the payload names it
 * (agreementId, code, title), both parties (buyerName, supplierName) and its page (link), with `extra`.
 */
export async function tellParties(
  tx: Db,
  row: AgreementRow,
  terms: Pick<AgreementTerms, 'title'>,
  sides: readonly AgreementSide[],
  kind: NotificationKind,
  extra: Record<string, unknown>,
  at: number,
): Promise<void> {
  const buyerName = await nameOf(tx, row.buyerMemberId);
  const supplierName = await nameOf(tx, row.supplierMemberId);
  const payload = {
    agreementId: row.id,
    code: row.agreementNo,
    title: terms.title,
    buyerName,
    supplierName,
    currency: row.currency,
    link: LINKS.agreement(row.id),
    ...extra,
  };
  for (const side of sides) {
    await notify(tx, { recipientMemberId: side === 'buyer' ? row.buyerMemberId : row.supplierMemberId, kind, payload, at });
  }
}
