// What a contract is drafted from (docs/decisions/025-contracts.md): a purchase order an award made,
// with its lines as awarded (each with the contract that already holds it, if any), its parties and
// what it came from — an inquiry (type 1), a tender (2) or an auction (3) — with that source's
// delivery time, address and fixed amount, which a draft starts from and a contract may not exceed.
import { aliasedTable, and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, ne, notExists, or, type SQL } from 'drizzle-orm';
import type { AgreementSource, OrderState } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { containing, offsetOf } from '../db/filters.ts';
import { agreementOrderLines, biddings, inquiries, members, purchaseOrderLines, purchaseOrders, tenders } from '../db/schema.ts';

const buyerMember = aliasedTable(members, 'buyer_member');
const supplierMember = aliasedTable(members, 'supplier_member');

export type OrderParty = { memberId: number; roleId: number; name: string };

/** One awarded line of the order: `lineNo` is its place in the order (1, 2, …), the number a contract gives it. */
export type OrderLineForAgreement = {
  lineNo: number;
  orderLineId: number;
  materielId: number;
  number: string;
  name: string;
  model: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  /** The contract that holds the line already, or null: free. */
  agreementId: number | null;
};

export type OrderForAgreement = {
  id: number;
  orderNo: string;
  state: OrderState;
  currency: string;
  totalAmount: number;
  createTime: Date;
  buyer: OrderParty;
  supplier: OrderParty;
  source: {
    type: AgreementSource;
    id: number;
    code: string;
    title: string;
    /** When the source asked for delivery, if it says. */
    deliveryTime: Date | null;
    address: string | null;
    /** A fixed purchase amount (purchaseType 1) the contract may not exceed, else null. */
    fixedAmount: number | null;
  };
  lines: OrderLineForAgreement[];
};

const fields = {
  order: purchaseOrders,
  buyerName: buyerMember.name,
  supplierName: supplierMember.name,
  inquiry: {
    code: inquiries.purchaseInquiryNo,
    title: inquiries.details,
    deliveryTime: inquiries.deliveryTime,
    address: inquiries.address,
    purchaseType: inquiries.purchaseType,
    budgetAmount: inquiries.budgetAmount,
  },
  tender: {
    code: tenders.code,
    title: tenders.projectName,
    deliveryTime: tenders.hopeDate,
    address: tenders.deliverAddress,
    purchaseType: tenders.purchaseType,
    budgetAmount: tenders.budgetAmount,
  },
  bidding: { code: biddings.biddingNo, title: biddings.details, deliveryTime: biddings.deliveryTime, address: biddings.address },
};

const joined = (db: Db) =>
  db
    .select(fields)
    .from(purchaseOrders)
    .innerJoin(buyerMember, eq(buyerMember.id, purchaseOrders.buyerMemberId))
    .innerJoin(supplierMember, eq(supplierMember.id, purchaseOrders.supplierMemberId))
    .leftJoin(inquiries, eq(inquiries.id, purchaseOrders.inquiryId))
    .leftJoin(tenders, eq(tenders.id, purchaseOrders.tenderId))
    .leftJoin(biddings, eq(biddings.id, purchaseOrders.biddingId));

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

const fixed = (purchaseType: number | null, budgetAmount: number | null) => (purchaseType === 1 ? budgetAmount : null);

/** What the order came from: migration 0020 checks that it names an inquiry, a tender or an auction. */
function sourceOf({ order, inquiry, tender, bidding }: Joined): OrderForAgreement['source'] {
  if (order.tenderId !== null && tender) {
    const { code, title, deliveryTime, address } = tender;
    return { type: 2, id: order.tenderId, code, title, deliveryTime, address, fixedAmount: fixed(tender.purchaseType, tender.budgetAmount) };
  }
  if (order.biddingId !== null && bidding) return { type: 3, id: order.biddingId, ...bidding, fixedAmount: null };
  const { code = '', title = '', deliveryTime = null, address = null } = inquiry ?? {};
  const fixedAmount = inquiry ? fixed(inquiry.purchaseType, inquiry.budgetAmount) : null;
  return { type: 1, id: order.inquiryId ?? 0, code, title, deliveryTime, address, fixedAmount };
}

/**
 * The orders `ids` with their lines, by id (an unknown id is left out). `lock`: inside an action's
 * transaction, the orders' rows are locked first, so that two drafts from one order claim its lines
 * one after the other. `lines: false`: without their lines (a list shows the order and its source).
 */
export async function ordersForAgreement(
  db: Db,
  ids: readonly number[],
  options: { lock?: boolean; lines?: boolean } = {},
): Promise<Map<number, OrderForAgreement>> {
  if (ids.length === 0) return new Map();
  if (options.lock) {
    await db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(inArray(purchaseOrders.id, [...ids]))
      .orderBy(asc(purchaseOrders.id))
      .for('update');
  }
  // One after the other: inside an action's transaction both run on its one connection.
  const rows = await joined(db).where(inArray(purchaseOrders.id, [...ids]));
  const lines =
    options.lines === false
      ? []
      : await db
          .select({ line: purchaseOrderLines, agreementId: agreementOrderLines.agreementId })
          .from(purchaseOrderLines)
          .leftJoin(agreementOrderLines, eq(agreementOrderLines.orderLineId, purchaseOrderLines.id))
          .where(inArray(purchaseOrderLines.orderId, [...ids]))
          .orderBy(asc(purchaseOrderLines.orderId), asc(purchaseOrderLines.sort), asc(purchaseOrderLines.id));
  const orders = new Map<number, OrderForAgreement>();
  for (const row of rows) {
    const { order } = row;
    const own = lines.filter(({ line }) => line.orderId === order.id);
    orders.set(order.id, {
      id: order.id,
      orderNo: order.orderNo,
      state: order.state,
      currency: order.currency,
      totalAmount: order.totalAmount,
      createTime: order.createTime,
      buyer: { memberId: order.buyerMemberId, roleId: order.buyerRoleId, name: row.buyerName },
      supplier: { memberId: order.supplierMemberId, roleId: order.supplierRoleId, name: row.supplierName },
      source: sourceOf(row),
      lines: own.map(({ line, agreementId }, index) => ({
        lineNo: index + 1,
        orderLineId: line.id,
        materielId: line.materielId,
        number: line.number,
        name: line.name,
        model: line.model,
        unit: line.unit,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        amount: line.amount,
        agreementId,
      })),
    });
  }
  return orders;
}

/** One order with its lines (locked inside an action's transaction when `lock`), or undefined. */
export async function orderForAgreement(db: Db, id: number, options: { lock?: boolean } = {}): Promise<OrderForAgreement | undefined> {
  return (await ordersForAgreement(db, [id], options)).get(id);
}

const sourceColumn = { 1: purchaseOrders.inquiryId, 2: purchaseOrders.tenderId, 3: purchaseOrders.biddingId } as const;

/**
 * A page of the buyer's orders a contract may still be drafted from, newest first: not declined, with
 * at least one line no contract holds; of one source type, and matching `keyword` (the order's
 * number, the source's number or title) when given. Their ids, in order, and how many there are.
 */
export async function contractableOrderPage(
  db: Db,
  buyer: { memberId: number; roleId: number },
  filter: { sourceType?: AgreementSource; keyword?: string; current: number; pageSize: number },
): Promise<{ ids: number[]; totalCount: number }> {
  const freeLine = db
    .select({ id: purchaseOrderLines.id })
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.orderId, purchaseOrders.id),
        notExists(
          db
            .select({ id: agreementOrderLines.orderLineId })
            .from(agreementOrderLines)
            .where(eq(agreementOrderLines.orderLineId, purchaseOrderLines.id)),
        ),
      ),
    );
  const pattern = filter.keyword ? containing(filter.keyword) : null;
  const matches: SQL | undefined = pattern
    ? or(
        ilike(purchaseOrders.orderNo, pattern),
        ilike(inquiries.purchaseInquiryNo, pattern),
        ilike(inquiries.details, pattern),
        ilike(tenders.code, pattern),
        ilike(tenders.projectName, pattern),
        ilike(biddings.biddingNo, pattern),
        ilike(biddings.details, pattern),
      )
    : undefined;
  const where = and(
    eq(purchaseOrders.buyerMemberId, buyer.memberId),
    eq(purchaseOrders.buyerRoleId, buyer.roleId),
    ne(purchaseOrders.state, 'declined'),
    exists(freeLine),
    filter.sourceType ? isNotNull(sourceColumn[filter.sourceType]) : undefined,
    matches,
  );
  const base = () =>
    db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .leftJoin(inquiries, eq(inquiries.id, purchaseOrders.inquiryId))
      .leftJoin(tenders, eq(tenders.id, purchaseOrders.tenderId))
      .leftJoin(biddings, eq(biddings.id, purchaseOrders.biddingId))
      .where(where);
  const [rows, [total]] = await Promise.all([
    base().orderBy(desc(purchaseOrders.createTime), desc(purchaseOrders.id)).limit(filter.pageSize).offset(offsetOf(filter)),
    db
      .select({ n: count() })
      .from(purchaseOrders)
      .leftJoin(inquiries, eq(inquiries.id, purchaseOrders.inquiryId))
      .leftJoin(tenders, eq(tenders.id, purchaseOrders.tenderId))
      .leftJoin(biddings, eq(biddings.id, purchaseOrders.biddingId))
      .where(where),
  ]);
  return { ids: rows.map((row) => row.id), totalCount: total?.n ?? 0 };
}
