// A signed contract and one payment under it, written as the contract domain leaves them
// (docs/decisions/025-contracts.md), for the open data suite: open data reads contracts, it does not
// make them, and the contract suites test drafting, signing and paying through the API.
import { eq } from 'drizzle-orm';
import type { AgreementTerms } from '#contract/schemas.ts';
import { sum } from '../sourcing/money.ts';
import type { Db } from '../db/client.ts';
import { agreementPayments, agreements, agreementVersions, purchaseOrderLines, purchaseOrders, users } from '../db/schema.ts';

/** Signs a contract on the whole of `orderId` at `signedAt` and pays `paid` of it at `paidAt`; the contract's and the payment's ids. */
export async function signedContractWithPayment(db: Db, orderId: number, signedAt: number, paid: number, paidAt: number) {
  const [order] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, orderId));
  const lines = await db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, orderId)).orderBy(purchaseOrderLines.id);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.memberId, order!.buyerMemberId)).limit(1);
  const terms: AgreementTerms = {
    title: '轴承采购合同',
    startDate: '2026-01-20',
    endDate: '2026-03-31',
    lines: lines.map((l, i) => ({
      lineNo: i + 1,
      materielId: l.materielId,
      number: l.number,
      name: l.name,
      model: l.model,
      unit: l.unit,
      awardedQuantity: l.quantity,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
      deliveryDate: '2026-02-28',
    })),
    totalAmount: sum(lines.map((l) => l.amount)),
    paymentPlan: [
      { stageNo: 1, name: '货到付款', ratio: 100, amount: sum(lines.map((l) => l.amount)), condition: 'delivery', dueDate: null, payDay: 10 },
    ],
    deliveryAddress: '上海市浦东新区张江路 1 号',
    text: '',
    attachments: [],
  };
  const [contract] = await db
    .insert(agreements)
    .values({
      agreementNo: `HT-OPENDATA-${orderId}`,
      orderId,
      sourceType: 1,
      sourceId: order!.inquiryId!,
      buyerMemberId: order!.buyerMemberId,
      buyerRoleId: order!.buyerRoleId,
      supplierMemberId: order!.supplierMemberId,
      supplierRoleId: order!.supplierRoleId,
      currency: order!.currency,
      awardAmount: order!.totalAmount,
      state: 'signed',
      currentVersion: 1,
      signedVersion: 1,
      signTime: new Date(signedAt),
      createdByUserId: user!.id,
      createTime: new Date(signedAt - 3_600_000),
      updateTime: new Date(signedAt),
    })
    .returning({ id: agreements.id });
  await db.insert(agreementVersions).values({
    agreementId: contract!.id,
    version: 1,
    side: 'buyer',
    userId: user!.id,
    terms,
    hash: 'f'.repeat(64),
    totalAmount: terms.totalAmount,
    createTime: new Date(signedAt - 3_600_000),
  });
  const [payment] = await db
    .insert(agreementPayments)
    .values({
      agreementId: contract!.id,
      stageNo: 1,
      amount: paid,
      buyerMovementId: 0,
      supplierMovementId: 0,
      recordedByUserId: user!.id,
      createTime: new Date(paidAt),
    })
    .returning({ id: agreementPayments.id });
  return { contractId: contract!.id, paymentId: payment!.id, totalAmount: terms.totalAmount, supplierMemberId: order!.supplierMemberId };
}
