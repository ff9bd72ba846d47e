// The supplier's decision on a purchase order an award made (docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// confirm, or decline with a reason; decided once (60003 the second time), in one transaction that
// tells the buyer which order of which inquiry or tender (docs/decisions/022-tender-evaluation.md).
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { PurchaseOrder } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { members, purchaseOrders } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import { LINKS, notify } from '../message/index.ts';
import { asSupplier, orderDetail } from './queries.ts';

/** The supplier decides its pending order once: the second decision finds none pending (60003). */
export async function decideOrder(
  { db, now }: PlatformContext,
  id: number,
  caller: Caller,
  decision: { state: 'confirmed' | 'declined'; reason: string | null },
): Promise<PurchaseOrder> {
  await transaction(db, async (tx) => {
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
