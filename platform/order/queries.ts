// What purchase orders read (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): the buyer's
// purchase orders, the supplier's sale orders, and one order with its lines to either party (404 to
// anyone else).
import { aliasedTable, and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { OrderRow, OrderState, PurchaseOrder } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { offsetOf } from '../db/filters.ts';
import { inquiries, members, purchaseOrderLines, purchaseOrders } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';

const buyerMember = aliasedTable(members, 'buyer_member');
const supplierMember = aliasedTable(members, 'supplier_member');

const asBuyer = (caller: Caller): SQL => and(eq(purchaseOrders.buyerMemberId, caller.memberId), eq(purchaseOrders.buyerRoleId, caller.memberRoleId))!;
export const asSupplier = (caller: Caller): SQL =>
  and(eq(purchaseOrders.supplierMemberId, caller.memberId), eq(purchaseOrders.supplierRoleId, caller.memberRoleId))!;

const fields = {
  order: purchaseOrders,
  purchaseInquiryNo: inquiries.purchaseInquiryNo,
  details: inquiries.details,
  buyerName: buyerMember.name,
  supplierName: supplierMember.name,
  lineCount: count(purchaseOrderLines.id),
};
const joined = (db: Db) =>
  db
    .select(fields)
    .from(purchaseOrders)
    .innerJoin(inquiries, eq(inquiries.id, purchaseOrders.inquiryId))
    .innerJoin(buyerMember, eq(buyerMember.id, purchaseOrders.buyerMemberId))
    .innerJoin(supplierMember, eq(supplierMember.id, purchaseOrders.supplierMemberId))
    .leftJoin(purchaseOrderLines, eq(purchaseOrderLines.orderId, purchaseOrders.id));

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];
const rowOf = (r: Joined): OrderRow => ({
  id: r.order.id,
  orderNo: r.order.orderNo,
  orderType: r.order.orderType,
  inquiryId: r.order.inquiryId!, // issue 19: a tender's order (type 5) names no inquiry; the award helper makes the order generic
  purchaseInquiryNo: r.purchaseInquiryNo,
  details: r.details,
  buyer: { memberId: r.order.buyerMemberId, roleId: r.order.buyerRoleId, name: r.buyerName },
  supplier: { memberId: r.order.supplierMemberId, roleId: r.order.supplierRoleId, name: r.supplierName },
  totalAmount: r.order.totalAmount,
  currency: r.order.currency,
  state: r.order.state,
  lineCount: r.lineCount,
  createTime: r.order.createTime.getTime(),
  decideTime: r.order.decideTime?.getTime() ?? null,
});

async function orderList(db: Db, where: SQL, query: ListQuery) {
  const filtered = and(where, query.state ? eq(purchaseOrders.state, query.state) : undefined);
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(filtered)
      .groupBy(purchaseOrders.id, inquiries.id, buyerMember.id, supplierMember.id)
      .orderBy(desc(purchaseOrders.createTime), desc(purchaseOrders.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(purchaseOrders).where(filtered),
  ]);
  return { data: rows.map(rowOf), totalCount: total?.n ?? 0 };
}

export async function orderDetail(db: Db, id: number, caller: Caller): Promise<PurchaseOrder> {
  const [row] = await joined(db)
    .where(and(eq(purchaseOrders.id, id), or(asBuyer(caller), asSupplier(caller))))
    .groupBy(purchaseOrders.id, inquiries.id, buyerMember.id, supplierMember.id);
  if (!row) throw new BusinessError(Code.NOT_FOUND);
  const lines = await db
    .select({
      materielId: purchaseOrderLines.materielId,
      number: purchaseOrderLines.number,
      name: purchaseOrderLines.name,
      model: purchaseOrderLines.model,
      unit: purchaseOrderLines.unit,
      quantity: purchaseOrderLines.quantity,
      unitPrice: purchaseOrderLines.unitPrice,
      amount: purchaseOrderLines.amount,
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, id))
    .orderBy(asc(purchaseOrderLines.sort));
  const isSupplier = row.order.supplierMemberId === caller.memberId && row.order.supplierRoleId === caller.memberRoleId;
  return { ...rowOf(row), lines, declineReason: row.order.declineReason, canDecide: isSupplier && row.order.state === 'pending' };
}

type ListQuery = { current: number; pageSize: number; state?: OrderState };

/** The caller's purchase orders, as the buyer, newest first. */
export const purchaseOrderList = (db: Db, caller: Caller, query: ListQuery) => orderList(db, asBuyer(caller), query);

/** The caller's sale orders, as the supplier, newest first. */
export const saleOrderList = (db: Db, caller: Caller, query: ListQuery) => orderList(db, asSupplier(caller), query);
