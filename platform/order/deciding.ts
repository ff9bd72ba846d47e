// The supplier's decision on a purchase order an award made (docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// confirm, or decline with a reason; decided once (60003 the second time), in one transaction that
// tells the buyer which order of which inquiry or tender (docs/decisions/022-tender-evaluation.md).
// An order a contract holds lines of cannot be declined (39030, docs/decisions/025-contracts.md)
// while that contract is not terminated.
import { and, eq, ne } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { PurchaseOrder } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { agreementOrderLines, agreements, members, purchaseOrderLines, purchaseOrders } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import { LINKS, notify } from '../message/index.ts';
import { asSupplier, orderDetail } from './queries.ts';

/**
 * 39030 when the supplier's pending order `id` has a line in a contract that is not terminated. The
 * order's row is locked first, as drafting locks it before claiming lines (agreement-lines.ts
 * ordersForAgreement): a draft and a decline of one order run one after the other.
 */
async function refuseDeclineUnderContract(tx: Db, id: number, caller: Caller): Promise<void> {
  const [pending] = await tx
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), asSupplier(caller), eq(purchaseOrders.state, 'pending')))
    .for('update');
  if (!pending) return;
  const [held] = await tx
    .select({ agreementId: agreementOrderLines.agreementId })
    .from(agreementOrderLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, agreementOrderLines.orderLineId))
    .innerJoin(agreements, eq(agreements.id, agreementOrderLines.agreementId))
    .where(and(eq(purchaseOrderLines.orderId, id), ne(agreements.state, 'terminated')))
    .limit(1);
  if (held) throw new BusinessError(Code.ORDER_UNDER_CONTRACT, `agreement ${held.agreementId}`);
}

/** The supplier decides its pending order once: the second decision finds none pending (60003). */
export async function decideOrder(
  { db, now }: PlatformContext,
  id: number,
  caller: Caller,
  decision: { state: 'confirmed' | 'declined'; reason: string | null },
): Promise<PurchaseOrder> {
  await transaction(db, async (tx) => {
    if (decision.state === 'declined') await refuseDeclineUnderContract(tx, id, caller);
    const at = now();
    const [decided] = await tx
      .update(purchaseOrders)
      .set({ state: decision.state, declineReason: decision.reason, decidedByUserId: caller.userId, decideTime: new Date(at) })
      .where(and(eq(purchaseOrders.id, id), asSupplier(caller), eq(purchaseOrders.state, 'pending')))
      .returning();
    if (!decided) {
      const [mine] = await tx
        .select({ id: purchaseOrders.id })
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.id, id), asSupplier(caller)));
      throw new BusinessError(mine ? Code.RECORD_REPEATED : Code.NOT_FOUND);
    }
    const [supplier] = await tx.select({ name: members.name }).from(members).where(eq(members.id, caller.memberId));
    // What the order came from, an inquiry or a tender, for the buyer's message to name.
    const { source } = await orderDetail(tx, decided.id, caller);
    await notify(tx, {
      recipientMemberId: decided.buyerMemberId,
      kind: decision.state === 'confirmed' ? 'order.confirmed' : 'order.declined',
      payload: {
        orderId: decided.id,
        orderNo: decided.orderNo,
        inquiryId: decided.inquiryId,
        source,
        supplierName: supplier?.name ?? '',
        reason: decision.reason,
        link: LINKS.purchaseOrder(decided.id),
      },
      at,
    });
  });
  return orderDetail(db, id, caller);
}
