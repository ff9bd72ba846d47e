// A signed contract is completed when every line is accepted in full and every stage paid in full
// (docs/decisions/025-contracts.md, "Execution"): checked after each acceptance and each payment, in
// that action's transaction; the record says so and both sides are told.
import { asc, eq } from 'drizzle-orm';
import type { AgreementTerms } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { agreementDeliveries, agreementPayments, agreements } from '../db/schema.ts';
import { siteToday } from './due-dates.ts';
import { type AgreementRow, recordEvent, tellParties } from './execution.ts';
import { figuresOf } from './progress.ts';

/** Completes the contract (locked by the caller, signed on `terms`) at `at` when nothing is left to deliver, accept or pay; answers whether it did. */
export async function completeIfDone(tx: Db, row: AgreementRow, terms: AgreementTerms, at: number): Promise<boolean> {
  if (row.state !== 'signed') return false;
  const deliveries = await tx
    .select()
    .from(agreementDeliveries)
    .where(eq(agreementDeliveries.agreementId, row.id))
    .orderBy(asc(agreementDeliveries.id));
  const payments = await tx.select().from(agreementPayments).where(eq(agreementPayments.agreementId, row.id));
  const progress = figuresOf(terms, row.signTime ?? new Date(at), deliveries, payments, siteToday(at), true);
  if (!progress.complete) return false;
  const time = new Date(at);
  await tx.update(agreements).set({ state: 'completed', endTime: time, updateTime: time }).where(eq(agreements.id, row.id));
  await recordEvent(tx, { agreementId: row.id, kind: 'completed', side: null, userId: null, detail: {}, at });
  await tellParties(tx, row, terms, ['buyer', 'supplier'], 'agreement.completed', {}, at);
  return true;
}
