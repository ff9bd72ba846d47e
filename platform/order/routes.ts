// Purchase orders (docs/decisions/017-rfq-sealed-quotes-and-currency.md): the buyer's purchase
// orders, the supplier's sale orders, one order to either party (404 to anyone else), and the
// supplier's decision: confirm, or decline with a reason; decided once (60003 the second time),
// each in one transaction that tells the buyer.
import { aliasedTable, and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { OrderRow, OrderState, PurchaseOrder } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { offsetOf } from '../db/filters.ts';
import { inquiries, members, purchaseOrderLines, purchaseOrders } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import { route, type Route } from '../http/route.ts';
import { LINKS, tell } from '../inquiry/rfq.ts';

const buyerMember = aliasedTable(members, 'buyer_member');
const supplierMember = aliasedTable(members, 'supplier_member');

const asBuyer = (caller: Caller): SQL => and(eq(purchaseOrders.buyerMemberId, caller.memberId), eq(purchaseOrders.buyerRoleId, caller.memberRoleId))!;
const asSupplier = (caller: Caller): SQL =>
  and(eq(purchaseOrders.supplierMemberId, caller.memberId), eq(purchaseOrders.supplierRoleId, caller.memberRoleId))!;

export function orderRoutes(context: PlatformContext): Route[] {
  const { db, now } = context;

  const fields = {
    order: purchaseOrders,
    purchaseInquiryNo: inquiries.purchaseInquiryNo,
    details: inquiries.details,
    buyerName: buyerMember.name,
    supplierName: supplierMember.name,
    lineCount: count(purchaseOrderLines.id),
  };
  const joined = () =>
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
    inquiryId: r.order.inquiryId,
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

  async function list(where: SQL, query: { current: number; pageSize: number; state?: OrderState }) {
    const filtered = and(where, query.state ? eq(purchaseOrders.state, query.state) : undefined);
    const [rows, [total]] = await Promise.all([
      joined()
        .where(filtered)
        .groupBy(purchaseOrders.id, inquiries.id, buyerMember.id, supplierMember.id)
        .orderBy(desc(purchaseOrders.createTime), desc(purchaseOrders.id))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db.select({ n: count() }).from(purchaseOrders).where(filtered),
    ]);
    return { data: rows.map(rowOf), totalCount: total?.n ?? 0 };
  }

  async function detail(id: number, caller: Caller): Promise<PurchaseOrder> {
    const [row] = await joined()
      .where(and(eq(purchaseOrders.id, id), sqlOr(asBuyer(caller), asSupplier(caller))))
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

  /** The supplier decides its pending order once: the second decision finds none pending (60003). */
  async function decide(id: number, caller: Caller, decision: { state: 'confirmed' | 'declined'; reason: string | null }) {
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
      await tell(tx, {
        recipientMemberId: decided.buyerMemberId,
        kind: decision.state === 'confirmed' ? 'order.confirmed' : 'order.declined',
        payload: {
          orderId: decided.id,
          orderNo: decided.orderNo,
          inquiryId: decided.inquiryId,
          supplierName: supplier?.name ?? '',
          reason: decision.reason,
          link: LINKS.purchaseOrder(decided.id),
        },
        at,
      });
    });
    return detail(id, caller);
  }

  return [
    route(api.order.purchaseList, 'login', ({ query, caller }) => list(asBuyer(caller), query)),
    route(api.order.saleList, 'login', ({ query, caller }) => list(asSupplier(caller), query)),
    route(api.order.detail, 'login', ({ query, caller }) => detail(query.id, caller)),
    route(api.order.confirm, 'login', ({ body, caller }) => decide(body.id, caller, { state: 'confirmed', reason: null })),
    route(api.order.decline, 'login', ({ body, caller }) => decide(body.id, caller, { state: 'declined', reason: body.reason })),
  ];
}

function sqlOr(a: SQL, b: SQL): SQL {
  return or(a, b)!;
}
