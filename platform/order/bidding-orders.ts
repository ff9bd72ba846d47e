// The purchase order an auction's award makes (order type 5; docs/product/rules.md, "The live reverse
// auction"), in the award's transaction: one, to the winner, for the winning price. The bid is one
// price for the whole auction, so the order's lines are the auction's materials at their quantities;
// a one-line auction's line carries the price (its unit price the price over the quantity), the lines
// of an auction of several carry no price of their own: the order's total is the winning price.
import { BIDDING_ORDER } from '#contract/schemas.ts';
import { siteFields } from '#contract/time.ts';
import type { Db } from '../db/client.ts';
import { purchaseOrderLines, purchaseOrders } from '../db/schema.ts';

/** DJ + the Beijing date + the award, numbered apart from the inquiries' and the tenders'. */
function orderNumber(awardId: number, at: number): string {
  return `DJ${siteFields(at).date.replaceAll('-', '')}${String(awardId).padStart(6, '0')}01`;
}

export async function createBiddingOrder(
  tx: Db,
  award: {
    bidding: { id: number; memberId: number; memberRoleId: number; currency: string };
    awardId: number;
    signUpId: number;
    supplier: { memberId: number; roleId: number };
    totalAmount: number;
    materiels: Array<{ id: number; number: string; name: string; model: string; unit: string; purchaseCount: number }>;
    at: number;
  },
): Promise<{ id: number; orderNo: string; totalAmount: number }> {
  const { bidding, awardId, supplier, totalAmount, materiels, at } = award;
  const [order] = await tx
    .insert(purchaseOrders)
    .values({
      orderNo: orderNumber(awardId, at),
      orderType: BIDDING_ORDER,
      biddingId: bidding.id,
      biddingAwardId: awardId,
      biddingSignupId: award.signUpId,
      buyerMemberId: bidding.memberId,
      buyerRoleId: bidding.memberRoleId,
      supplierMemberId: supplier.memberId,
      supplierRoleId: supplier.roleId,
      totalAmount,
      currency: bidding.currency,
      createTime: new Date(at),
    })
    .returning({ id: purchaseOrders.id, orderNo: purchaseOrders.orderNo, totalAmount: purchaseOrders.totalAmount });
  const single = materiels.length === 1;
  if (materiels.length > 0) {
    await tx.insert(purchaseOrderLines).values(
      materiels.map((m, sort) => ({
        orderId: order!.id,
        materielId: m.id,
        number: m.number,
        name: m.name,
        model: m.model,
        unit: m.unit,
        quantity: m.purchaseCount,
        unitPrice: single ? Math.round((totalAmount / m.purchaseCount) * 100) / 100 : 0,
        amount: single ? totalAmount : 0,
        sort,
      })),
    );
  }
  return order!;
}
