// Purchase orders (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): the buyer's purchase
// orders, the supplier's sale orders, one order to either party (404 to anyone else), and the
// supplier's decision: confirm, or decline with a reason.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { decideOrder } from './deciding.ts';
import { orderDetail, purchaseOrderList, saleOrderList } from './queries.ts';

export function orderRoutes(context: PlatformContext): Route[] {
  const { db } = context;
  return [
    route(api.order.purchaseList, 'login', ({ query, caller }) => purchaseOrderList(db, caller, query)),
    route(api.order.saleList, 'login', ({ query, caller }) => saleOrderList(db, caller, query)),
    route(api.order.detail, 'login', ({ query, caller }) => orderDetail(db, query.id, caller)),
    route(api.order.confirm, 'login', ({ body, caller }) => decideOrder(context, body.id, caller, { state: 'confirmed', reason: null })),
    route(api.order.decline, 'login', ({ body, caller }) => decideOrder(context, body.id, caller, { state: 'declined', reason: body.reason })),
  ];
}
