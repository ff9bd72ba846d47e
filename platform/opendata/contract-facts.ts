// What the three kinds' facts share (queries.ts): the member companies' names, and the signed
// contracts drafted from their awards with the payments made under them. Reads only: the tables are
// the member's and the agreement's (docs/decisions/025-contracts.md); nothing of a person is read.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { PRICE_TYPE, type SourcingKind } from '#contract/vocabulary.ts';
import type { Db } from '../db/client.ts';
import { agreementPayments, agreements, agreementVersions, members, purchaseOrders } from '../db/schema.ts';
import type { ContractFacts, Organisation, PaymentFacts } from './facts.ts';

/** The companies `ids` by id: their names only. */
export async function companiesOf(db: Db, ids: Iterable<number>): Promise<Map<number, Organisation>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ memberId: members.id, name: members.name }).from(members).where(inArray(members.id, unique));
  return new Map(rows.map((r) => [r.memberId, r]));
}

/** A company by id, or a placeholder for one that is gone (a release still names the party). */
export function companyIn(companies: Map<number, Organisation>, memberId: number): Organisation {
  return companies.get(memberId) ?? { memberId, name: String(memberId) };
}

/**
 * The signed contracts of the processes `ids` of `kind`, by process id, with their payments: each
 * as its signed version says (lines, total, dates), linked to the award its order came from.
 */
export async function contractsOf(
  db: Db,
  kind: SourcingKind,
  ids: number[],
): Promise<Map<number, { contracts: Array<Omit<ContractFacts, 'supplier'> & { supplierId: number }>; payments: PaymentFacts[] }>> {
  const byProcess = new Map<number, { contracts: Array<Omit<ContractFacts, 'supplier'> & { supplierId: number }>; payments: PaymentFacts[] }>();
  if (ids.length === 0) return byProcess;
  const rows = await db
    .select({
      id: agreements.id,
      agreementNo: agreements.agreementNo,
      processId: agreements.sourceId,
      supplierId: agreements.supplierMemberId,
      currency: agreements.currency,
      state: agreements.state,
      signTime: agreements.signTime,
      endTime: agreements.endTime,
      endReason: agreements.endReason,
      terms: agreementVersions.terms,
      totalAmount: agreementVersions.totalAmount,
      awardId: sql<number>`coalesce(${purchaseOrders.awardId}, ${purchaseOrders.tenderAwardId}, ${purchaseOrders.biddingAwardId})`,
    })
    .from(agreements)
    .innerJoin(agreementVersions, and(eq(agreementVersions.agreementId, agreements.id), eq(agreementVersions.version, agreements.signedVersion)))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, agreements.orderId))
    .where(and(eq(agreements.sourceType, PRICE_TYPE[kind]), inArray(agreements.sourceId, ids), isNotNull(agreements.signTime)))
    .orderBy(agreements.id);
  const payments =
    rows.length === 0
      ? []
      : await db
          .select({
            id: agreementPayments.id,
            contractId: agreementPayments.agreementId,
            stageNo: agreementPayments.stageNo,
            amount: agreementPayments.amount,
            date: agreementPayments.createTime,
          })
          .from(agreementPayments)
          .where(
            inArray(
              agreementPayments.agreementId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(agreementPayments.id);
  const processOf = new Map(rows.map((r) => [r.id, r.processId]));
  const entry = (processId: number) => {
    const existing = byProcess.get(processId);
    if (existing) return existing;
    const created = { contracts: [], payments: [] };
    byProcess.set(processId, created);
    return created;
  };
  for (const row of rows) {
    const ended =
      (row.state === 'completed' || row.state === 'terminated') && row.endTime
        ? { state: row.state, date: row.endTime, reason: row.endReason }
        : null;
    entry(row.processId).contracts.push({
      id: row.id,
      agreementNo: row.agreementNo,
      awardId: Number(row.awardId),
      supplierId: row.supplierId,
      title: row.terms.title,
      currency: row.currency,
      totalAmount: row.totalAmount,
      lines: row.terms.lines.map((l) => ({
        lineNo: l.lineNo,
        name: l.name,
        model: l.model,
        unit: l.unit,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
      })),
      startDate: row.terms.startDate,
      endDate: row.terms.endDate,
      dateSigned: row.signTime!,
      ended,
    });
  }
  for (const payment of payments) entry(processOf.get(payment.contractId)!).payments.push(payment);
  return byProcess;
}
