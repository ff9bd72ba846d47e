// What purchase orders read (docs/decisions/017-inquiry-sealed-quotes-and-currency.md, 022-tender-evaluation.md):
// the buyer's purchase orders, the supplier's sale orders, and one order with its lines to either
// party (404 to anyone else); each names what it came from, an inquiry, a tender or an auction, and
// the contract drafted from it (docs/decisions/025-contracts.md).
import { aliasedTable, and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { OrderRow, OrderSource, OrderState, PurchaseOrder } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { offsetOf } from '../db/filters.ts';
import { agreements, biddings, inquiries, members, purchaseOrderLines, purchaseOrders, tenders } from '../db/schema.ts';
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
  tenderCode: tenders.code,
  projectName: tenders.projectName,
  biddingNo: biddings.biddingNo,
  biddingDetails: biddings.details,
  buyerName: buyerMember.name,
  supplierName: supplierMember.name,
  lineCount: count(purchaseOrderLines.id),
};
const joined = (db: Db) =>
  db
    .select(fields)
    .from(purchaseOrders)
    .leftJoin(inquiries, eq(inquiries.id, purchaseOrders.inquiryId))
    .leftJoin(tenders, eq(tenders.id, purchaseOrders.tenderId))
    .leftJoin(biddings, eq(biddings.id, purchaseOrders.biddingId))
    .innerJoin(buyerMember, eq(buyerMember.id, purchaseOrders.buyerMemberId))
    .innerJoin(supplierMember, eq(supplierMember.id, purchaseOrders.supplierMemberId))
    .leftJoin(purchaseOrderLines, eq(purchaseOrderLines.orderId, purchaseOrders.id));

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

/** What the order came from: migration 0020 checks that it names an inquiry, a tender or an auction. */
function sourceOf(r: Joined): OrderSource {
  if (r.order.tenderId !== null) return { kind: 'tender', id: r.order.tenderId, number: r.tenderCode ?? '', title: r.projectName ?? '' };
  if (r.order.biddingId !== null) return { kind: 'bidding', id: r.order.biddingId, number: r.biddingNo ?? '', title: r.biddingDetails ?? '' };
  return { kind: 'inquiry', id: r.order.inquiryId ?? 0, number: r.purchaseInquiryNo ?? '', title: r.details ?? '' };
}

const rowOf = (r: Joined): OrderRow => ({
  id: r.order.id,
  orderNo: r.order.orderNo,
  orderType: r.order.orderType,
  source: sourceOf(r),
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
      .groupBy(purchaseOrders.id, inquiries.id, tenders.id, biddings.id, buyerMember.id, supplierMember.id)
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
    .groupBy(purchaseOrders.id, inquiries.id, tenders.id, biddings.id, buyerMember.id, supplierMember.id);
  if (!row) throw new BusinessError(Code.NOT_FOUND);
  // One after the other: decideOrder reads this inside its transaction.
  const lines = await orderLines(db, id);
  const agreement = await agreementOf(db, id);
  const isSupplier = row.order.supplierMemberId === caller.memberId && row.order.supplierRoleId === caller.memberRoleId;
  return { ...rowOf(row), lines, declineReason: row.order.declineReason, canDecide: isSupplier && row.order.state === 'pending', agreement };
}

/** The order's lines, in their order. */
function orderLines(db: Db, orderId: number) {
  return db
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
    .where(eq(purchaseOrderLines.orderId, orderId))
    .orderBy(asc(purchaseOrderLines.sort));
}

/** The contract drafted from the order (docs/decisions/025-contracts.md): the latest not terminated, else the latest; null before one. */
async function agreementOf(db: Db, orderId: number): Promise<PurchaseOrder['agreement']> {
  const [found] = await db
    .select({ id: agreements.id, agreementNo: agreements.agreementNo })
    .from(agreements)
    .where(eq(agreements.orderId, orderId))
    .orderBy(sql`${agreements.state} = 'terminated'`, desc(agreements.id))
    .limit(1);
  return found ?? null;
}

type ListQuery = { current: number; pageSize: number; state?: OrderState };

/** The caller's purchase orders, as the buyer, newest first. */
export const purchaseOrderList = (db: Db, caller: Caller, query: ListQuery) => orderList(db, asBuyer(caller), query);

/** The caller's sale orders, as the supplier, newest first. */
export const saleOrderList = (db: Db, caller: Caller, query: ListQuery) => orderList(db, asSupplier(caller), query);
