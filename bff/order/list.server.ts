// Order lists in the member centre (docs/product/member-side.md#orders): the buyer's purchase orders or
// the supplier's sale orders (order type 7, from an inquiry's award), by state (in the URL), a page at a time.
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { OrderState } from '#contract/schemas.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { MEMBER_LIST_PAGE_SIZE, pageParam } from '../page-params.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import type { OrderListView, OrderSide } from './views.ts';

export async function loadOrders(request: Request, locale: Locale, side: OrderSide): Promise<OrderListView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const current = pageParam(url);
  const parsedState = OrderState.safeParse(url.searchParams.get('state'));
  const state = parsedState.success ? parsedState.data : null;
  const query = { current, pageSize: MEMBER_LIST_PAGE_SIZE, ...(state ? { state } : {}) };
  const endpoint = side === 'buyer' ? api.order.purchaseList : api.order.saleList;
  const list = toSection(await memberCall(request, callUpstream(endpoint, { ctx, query })));
  return { list, current, pageSize: MEMBER_LIST_PAGE_SIZE, state };
}
