// Purchase orders made by an award, written in the award's transaction, one per awarded supplier with
// its awarded lines (append-only): an inquiry's (order type 7, INQUIRY_QUOTATION_ORDER;
// docs/decisions/017-inquiry-sealed-quotes-and-currency.md) or a tender's (type 5, TENDER_ORDER;
// docs/decisions/022-tender-evaluation.md).
import { asc, eq, sql } from 'drizzle-orm';
import { INQUIRY_QUOTATION_ORDER, TENDER_ORDER, type AwardedLine, type AwardResultOrder, type InquiryLine } from '#contract/schemas.ts';
import { siteFields } from '#contract/time.ts';
import type { Db } from '../db/client.ts';
import { members, purchaseOrderLines, purchaseOrders } from '../db/schema.ts';
import { sum } from '../sourcing/money.ts';

/** DD (an inquiry's; DT a tender's, whose awards are numbered apart) + the Beijing date + the award + the order's place in it. */
function orderNumber(awardId: number, index: number, at: number, prefix: 'DD' | 'DT' = 'DD'): string {
  const day = siteFields(at).date.replaceAll('-', '');
  return `${prefix}${day}${String(awardId).padStart(6, '0')}${String(index + 1).padStart(2, '0')}`;
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

/** A tender award's share of one line to one bid, as its order takes it. */
export type TenderOrderShare = {
  materielId: number;
  bidId: number;
  supplier: { memberId: number; roleId: number };
  quantity: number;
  unitPrice: number;
  amount: number;
};

/** A tender's award makes one order (type 5) per winning bid, with the lines it won at their awarded quantities. */
export async function createTenderOrders(
  tx: Db,
  award: {
    tender: { id: number; memberId: number; memberRoleId: number; currency: string };
    awardId: number;
    shares: TenderOrderShare[];
    materiels: Array<{ id: number; number: string; name: string; model: string; unit: string }>;
    at: number;
  },
): Promise<Array<{ id: number; orderNo: string; totalAmount: number; bidId: number }>> {
  const { tender, awardId, shares, materiels, at } = award;
  const byBid = new Map<number, TenderOrderShare[]>();
  for (const share of shares) byBid.set(share.bidId, [...(byBid.get(share.bidId) ?? []), share]);
  const materielOf = new Map(materiels.map((m) => [m.id, m]));
  const orders = [];
  for (const [index, [bidId, won]] of [...byBid].entries()) {
    const supplier = won[0]!.supplier;
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        orderNo: orderNumber(awardId, index, at, 'DT'),
        orderType: TENDER_ORDER,
        tenderId: tender.id,
        tenderAwardId: awardId,
        tenderBidId: bidId,
        buyerMemberId: tender.memberId,
        buyerRoleId: tender.memberRoleId,
        supplierMemberId: supplier.memberId,
        supplierRoleId: supplier.roleId,
        totalAmount: sum(won.map((s) => s.amount)),
        currency: tender.currency,
        createTime: new Date(at),
      })
      .returning({ id: purchaseOrders.id, orderNo: purchaseOrders.orderNo, totalAmount: purchaseOrders.totalAmount });
    await tx.insert(purchaseOrderLines).values(
      won.map((share, sort) => {
        const m = materielOf.get(share.materielId)!;
        return {
          orderId: order!.id,
          materielId: share.materielId,
          number: m.number,
          name: m.name,
          model: m.model,
          unit: m.unit,
          quantity: share.quantity,
          unitPrice: share.unitPrice,
          amount: share.amount,
          sort,
        };
      }),
    );
    orders.push({ ...order!, bidId });
  }
  return orders;
}

/** The orders an award made (an inquiry's, or with `of` 'tender' a tender's), each with its supplier's name, its line count and where it stands. */
export async function ordersOfAward(db: Db, awardId: number, of: 'inquiry' | 'tender' = 'inquiry'): Promise<AwardResultOrder[]> {
  const rows = await db
    .select({
      order: purchaseOrders,
      supplierName: members.name,
      lineCount: sql<number>`(select count(*)::int from ${purchaseOrderLines} where ${purchaseOrderLines.orderId} = ${purchaseOrders.id})`,
    })
    .from(purchaseOrders)
    .innerJoin(members, eq(members.id, purchaseOrders.supplierMemberId))
    .where(eq(of === 'tender' ? purchaseOrders.tenderAwardId : purchaseOrders.awardId, awardId))
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
