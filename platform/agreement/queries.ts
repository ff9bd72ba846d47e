// What either party reads of one contract (docs/product/contracts.md): the contract with its current
// terms, every version with the sides that confirmed it, the signatures, the record of events and,
// once signed, its execution; one version's terms; the changes between two versions. 404 to anyone
// who is neither the buyer nor the supplier of the contract (its member and role).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { Agreement, AgreementDiff, AgreementSide, AgreementTerms, AgreementVersionRow } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { agreementConfirmations, agreementEvents, agreements, agreementVersions, users } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { ordersForAgreement } from '../order/index.ts';
import { termsChanges } from './diff.ts';
import { eventText } from './event-text.ts';
import { type AgreementRow, sideOf } from './execution.ts';
import { executionOf } from './execution-queries.ts';

/** The contract `id` and the caller's side; 404 when the caller is neither party. */
export async function partyRow(db: Db, id: number, caller: Caller): Promise<{ row: AgreementRow; side: AgreementSide }> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id));
  const side = row ? sideOf(row, caller) : null;
  if (!row || side === null) throw new BusinessError(Code.NOT_FOUND);
  return { row, side };
}

/** Every version's row of the contract (without its terms), oldest first, with the sides that confirmed each; or only `version`. */
async function versionRows(db: Db, agreementId: number, version?: number): Promise<AgreementVersionRow[]> {
  const own = eq(agreementVersions.agreementId, agreementId);
  const ownConfirmations = eq(agreementConfirmations.agreementId, agreementId);
  const [versions, confirmations] = await Promise.all([
    db
      .select({
        version: agreementVersions.version,
        side: agreementVersions.side,
        comment: agreementVersions.comment,
        hash: agreementVersions.hash,
        totalAmount: agreementVersions.totalAmount,
        createTime: agreementVersions.createTime,
      })
      .from(agreementVersions)
      .where(version === undefined ? own : and(own, eq(agreementVersions.version, version)))
      .orderBy(asc(agreementVersions.version)),
    db
      .select({ version: agreementConfirmations.version, side: agreementConfirmations.side })
      .from(agreementConfirmations)
      .where(version === undefined ? ownConfirmations : and(ownConfirmations, eq(agreementConfirmations.version, version)))
      .orderBy(asc(agreementConfirmations.id)),
  ]);
  return versions.map((v) => ({
    ...v,
    confirmedBy: confirmations.filter((c) => c.version === v.version).map((c) => c.side),
    createTime: v.createTime.getTime(),
  }));
}

/** One version's terms, or undefined. */
async function versionTerms(db: Db, agreementId: number, version: number): Promise<AgreementTerms | undefined> {
  const [found] = await db
    .select({ terms: agreementVersions.terms })
    .from(agreementVersions)
    .where(and(eq(agreementVersions.agreementId, agreementId), eq(agreementVersions.version, version)));
  return found?.terms;
}

/**
 * The contract `id` as the caller reads it (404 unless it is the buyer or the supplier): `viewerSide`
 * is the caller's, `terms` the current version's, `execution` null until it is signed.
 */
export async function readAgreement(db: Db, id: number, caller: Caller, now: number): Promise<Agreement> {
  const { row, side } = await partyRow(db, id, caller);
  // The current version's terms, read once: once signed it is the signed one, which the execution reads against.
  const currentTerms = versionTerms(db, id, row.currentVersion);
  const [terms, orders, versions, signatures, events, execution] = await Promise.all([
    currentTerms,
    ordersForAgreement(db, [row.orderId], { lines: false }),
    versionRows(db, id),
    db
      .select({ confirmation: agreementConfirmations, userName: users.name })
      .from(agreementConfirmations)
      .innerJoin(users, eq(users.id, agreementConfirmations.userId))
      .where(eq(agreementConfirmations.agreementId, id))
      .orderBy(asc(agreementConfirmations.id)),
    db
      .select({ event: agreementEvents, userName: users.name })
      .from(agreementEvents)
      .leftJoin(users, eq(users.id, agreementEvents.userId))
      .where(eq(agreementEvents.agreementId, id))
      .orderBy(asc(agreementEvents.id)),
    currentTerms.then((current) => executionOf(db, row, now, row.signedVersion === row.currentVersion ? current : undefined)),
  ]);
  const order = orders.get(row.orderId);
  const current = versions.find((v) => v.version === row.currentVersion);
  if (!order || !current || !terms) throw new Error(`agreement ${id} has no order or no version ${row.currentVersion}`);
  return {
    id: row.id,
    agreementNo: row.agreementNo,
    state: row.state,
    viewerSide: side,
    source: { type: order.source.type, id: order.source.id, code: order.source.code, title: order.source.title },
    order: { id: order.id, orderNo: order.orderNo },
    buyer: order.buyer,
    supplier: order.supplier,
    currency: row.currency,
    awardAmount: row.awardAmount,
    version: row.currentVersion,
    hash: current.hash,
    terms,
    versions,
    signatures: signatures.map(({ confirmation: c, userName }) => ({
      side: c.side,
      userName,
      version: c.version,
      hash: c.hash,
      createTime: c.createTime.getTime(),
    })),
    signedVersion: row.signedVersion,
    signTime: row.signTime?.getTime() ?? null,
    events: events.map(({ event: e, userName }) => ({
      id: e.id,
      kind: e.kind,
      side: e.side,
      userName,
      text: eventText(e.detail, row.currency),
      createTime: e.createTime.getTime(),
    })),
    execution,
    endReason: row.endReason,
    endTime: row.endTime?.getTime() ?? null,
    createTime: row.createTime.getTime(),
  };
}

/** One version of the caller's contract: its row and its terms (404 for no such version). */
export async function agreementVersion(
  db: Db,
  id: number,
  version: number,
  caller: Caller,
): Promise<{ row: AgreementVersionRow; terms: AgreementTerms }> {
  await partyRow(db, id, caller);
  const [[row], terms] = await Promise.all([versionRows(db, id, version), versionTerms(db, id, version)]);
  if (!row || !terms) throw new BusinessError(Code.NOT_FOUND);
  return { row, terms };
}

/** The changes from version `from` to version `to` of the caller's contract, row by row (404 for no such version). */
export async function agreementDiff(db: Db, id: number, from: number, to: number, caller: Caller): Promise<AgreementDiff> {
  await partyRow(db, id, caller);
  const rows = await db
    .select({ version: agreementVersions.version, terms: agreementVersions.terms })
    .from(agreementVersions)
    .where(and(eq(agreementVersions.agreementId, id), inArray(agreementVersions.version, [from, to])));
  const before = rows.find((r) => r.version === from);
  const after = rows.find((r) => r.version === to);
  if (!before || !after) throw new BusinessError(Code.NOT_FOUND);
  return { from, to, changes: termsChanges(before.terms, after.terms) };
}
