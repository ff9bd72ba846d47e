// Purchase orders made by an inquiry's award (docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// one per awarded supplier (order type 7, INQUIRY_QUOTATION_ORDER) with its awarded lines, written in
// the award's transaction; its lines are append-only.
import { asc, eq, sql } from 'drizzle-orm';
import { INQUIRY_QUOTATION_ORDER, type AwardedLine, type AwardResultOrder, type InquiryLine } from '#contract/schemas.ts';
import { siteFields } from '#contract/time.ts';
import type { Db } from '../db/client.ts';
import { members, purchaseOrderLines, purchaseOrders } from '../db/schema.ts';
import { sum } from '../sourcing/money.ts';

/** DD + the Beijing date + the award + the order's place in it. */
function orderNumber(awardId: number, index: number, at: number): string {
  const day = siteFields(at).date.replaceAll('-', '');
  return `DD${day}${String(awardId).padStart(6, '0')}${String(index + 1).padStart(2, '0')}`;
}

export async function createOrders(
  tx: Db,
  award: {
    inquiry: { id: number; memberId: number; memberRoleId: number; currency: string };
    awardId: number;
    lines: AwardedLine[];
    materiels: InquiryLine[];
    at: number;
  },
) {
  const { inquiry, awardId, lines, materiels, at } = award;
  const byQuote = new Map<number, AwardedLine[]>();
  for (const line of lines) byQuote.set(line.quoteId, [...(byQuote.get(line.quoteId) ?? []), line]);
  const materielOf = new Map(materiels.map((m) => [m.id, m]));
  const orders = [];
  for (const [index, [quoteId, awarded]] of [...byQuote].entries()) {
    const supplier = awarded[0]!.supplier;
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        orderNo: orderNumber(awardId, index, at),
        orderType: INQUIRY_QUOTATION_ORDER,
        inquiryId: inquiry.id,
        awardId,
        quoteId,
        buyerMemberId: inquiry.memberId,
        buyerRoleId: inquiry.memberRoleId,
        supplierMemberId: supplier.memberId,
        supplierRoleId: supplier.roleId,
        totalAmount: sum(awarded.map((l) => l.amount)),
        currency: inquiry.currency,
        createTime: new Date(at),
      })
      .returning();
    await tx.insert(purchaseOrderLines).values(
      awarded.map((line, sort) => {
        const m = materielOf.get(line.materielId)!;
        return {
          orderId: order!.id,
          materielId: line.materielId,
          number: m.number,
          name: m.name,
          model: m.model,
          unit: m.unit,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          amount: line.amount,
          sort,
        };
      }),
    );
    orders.push(order!);
  }
  return orders;
}

/** The orders an award made, each with its supplier's name, its line count and where it stands. */
export async function ordersOfAward(db: Db, awardId: number): Promise<AwardResultOrder[]> {
  const rows = await db
    .select({
      order: purchaseOrders,
      supplierName: members.name,
      lineCount: sql<number>`(select count(*)::int from ${purchaseOrderLines} where ${purchaseOrderLines.orderId} = ${purchaseOrders.id})`,
    })
    .from(purchaseOrders)
    .innerJoin(members, eq(members.id, purchaseOrders.supplierMemberId))
    .where(eq(purchaseOrders.awardId, awardId))
    .orderBy(asc(purchaseOrders.id));
  return rows.map(({ order, supplierName, lineCount }) => ({
    id: order.id,
    orderNo: order.orderNo,
    supplier: { memberId: order.supplierMemberId, roleId: order.supplierRoleId, name: supplierName },
    totalAmount: order.totalAmount,
    currency: order.currency,
    state: order.state,
    lineCount: Number(lineCount),
    declineReason: order.declineReason,
  }));
}
