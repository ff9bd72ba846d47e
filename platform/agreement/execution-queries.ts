// What a signed contract's execution reads (docs/decisions/025-contracts.md, "Execution"): its
// deliveries and payments against the signed version with the progress of each line and stage
// (readAgreement's `execution`), and the figures a list row shows for a page of contracts at once.
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AgreementExecution, AgreementTerms } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { agreementDeliveries, agreementPayments, agreements, agreementVersions } from '../db/schema.ts';
import { siteToday } from './due-dates.ts';
import { type DeliveryFigures, figuresOf, type PaymentFigures, type Progress } from './progress.ts';

type Signed = { id: number; state: string; signedVersion: number | null; signTime: Date | null };

/** The signed version's terms of each signed contract among `rows`, by contract: those versions alone, by their keys. */
async function signedTerms(db: Db, rows: readonly Signed[]): Promise<Map<number, AgreementTerms>> {
  const keys = rows.flatMap((row) => (row.signedVersion === null ? [] : [sql`(${row.id}, ${row.signedVersion})`]));
  if (keys.length === 0) return new Map();
  const versions = await db
    .select({ agreementId: agreementVersions.agreementId, terms: agreementVersions.terms })
    .from(agreementVersions)
    .where(sql`(${agreementVersions.agreementId}, ${agreementVersions.version}) in (${sql.join(keys, sql`, `)})`);
  return new Map(versions.map((v) => [v.agreementId, v.terms]));
}

/** A contract's progress from what was read of it; `running` while it is signed (an ended one is overdue no more). */
export function progressFrom(
  row: Signed,
  terms: AgreementTerms,
  deliveries: readonly DeliveryFigures[],
  payments: readonly PaymentFigures[],
  now: number,
): Progress {
  return figuresOf(terms, row.signTime ?? new Date(now), deliveries, payments, siteToday(now), row.state === 'signed');
}

/**
 * The execution of contract `row` as either side reads it: null before it is signed. The lines and
 * stages are the signed version's (`terms` when the caller read them already); deliveries oldest
 * first, payments oldest first.
 */
export async function executionOf(db: Db, row: Signed, now: number, terms?: AgreementTerms): Promise<AgreementExecution | null> {
  if (row.signedVersion === null) return null;
  const agreementId = row.id;
  const [read, deliveries, payments] = await Promise.all([
    terms ? new Map([[agreementId, terms]]) : signedTerms(db, [row]),
    db.select().from(agreementDeliveries).where(eq(agreementDeliveries.agreementId, agreementId)).orderBy(asc(agreementDeliveries.id)),
    db.select().from(agreementPayments).where(eq(agreementPayments.agreementId, agreementId)).orderBy(asc(agreementPayments.id)),
  ]);
  const signed = read.get(agreementId);
  if (!signed) return null;
  const progress = progressFrom(row, signed, deliveries, payments, now);
  return {
    lines: progress.lines,
    stages: progress.stages,
    deliveries: deliveries.map((d) => ({
      id: d.id,
      lineNo: d.lineNo,
      quantity: d.quantity,
      deliveredOn: d.deliveredOn,
      note: d.note,
      state: d.state,
      reason: d.reason,
      createTime: d.createTime.getTime(),
      decideTime: d.decideTime?.getTime() ?? null,
    })),
    payments: payments.map((p) => ({ id: p.id, stageNo: p.stageNo, amount: p.amount, createTime: p.createTime.getTime() })),
    acceptedPercent: progress.acceptedPercent,
    paidPercent: progress.paidPercent,
  };
}

/** A list row's execution figures: what was accepted (at the lines' prices) and paid, and whether anything is overdue. */
export type RowProgress = { acceptedAmount: number; paidAmount: number; overdue: boolean };

export const NO_PROGRESS: RowProgress = { acceptedAmount: 0, paidAmount: 0, overdue: false };

/** The progress of each signed contract among `agreementIds` in four reads; one not signed (or not found) is left out. */
export async function progressOfEach(db: Db, agreementIds: readonly number[], now: number): Promise<Map<number, Progress>> {
  if (agreementIds.length === 0) return new Map();
  const rows = await db
    .select({ id: agreements.id, state: agreements.state, signedVersion: agreements.signedVersion, signTime: agreements.signTime })
    .from(agreements)
    .where(and(inArray(agreements.id, [...agreementIds]), isNotNull(agreements.signedVersion)));
  if (rows.length === 0) return new Map();
  const ids = rows.map((row) => row.id);
  const [terms, deliveries, payments] = await Promise.all([
    signedTerms(db, rows),
    db
      .select({
        agreementId: agreementDeliveries.agreementId,
        lineNo: agreementDeliveries.lineNo,
        quantity: agreementDeliveries.quantity,
        state: agreementDeliveries.state,
        createTime: agreementDeliveries.createTime,
        decideTime: agreementDeliveries.decideTime,
      })
      .from(agreementDeliveries)
      .where(inArray(agreementDeliveries.agreementId, ids))
      .orderBy(asc(agreementDeliveries.id)),
    db
      .select({ agreementId: agreementPayments.agreementId, stageNo: agreementPayments.stageNo, amount: agreementPayments.amount })
      .from(agreementPayments)
      .where(inArray(agreementPayments.agreementId, ids)),
  ]);
  const progress = new Map<number, Progress>();
  for (const row of rows) {
    const signed = terms.get(row.id);
    if (!signed) continue;
    const own = <T extends { agreementId: number }>(list: T[]) => list.filter((item) => item.agreementId === row.id);
    progress.set(row.id, progressFrom(row, signed, own(deliveries), own(payments), now));
  }
  return progress;
}

/**
 * The list row figures of each of `agreementIds` (a page of a list), read at once: a contract not
 * signed (or not found) has none and is left out of the map (show NO_PROGRESS).
 */
export async function progressOf(db: Db, agreementIds: readonly number[], now: number): Promise<Map<number, RowProgress>> {
  const each = await progressOfEach(db, agreementIds, now);
  return new Map([...each].map(([id, { acceptedAmount, paidAmount, overdue }]) => [id, { acceptedAmount, paidAmount, overdue }]));
}
