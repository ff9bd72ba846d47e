// The view models of orders (docs/product/member-side.md#orders, decision 017): the orders an inquiry's
// award makes, as the buyer's purchase orders and the supplier's sale orders, listed by state, one
// at a time, and the supplier's decision on one. Browser-safe: types only.
import type { OrderRow, OrderState, Page, PurchaseOrder } from '#contract/schemas.ts';
import type { FormFailure } from '../member/views.ts';
import type { Section } from '../views.ts';

/** Who reads an order: the buyer (its purchase orders) or the supplier (its sale orders). */
export type OrderSide = 'buyer' | 'supplier';

export type OrderListView = { list: Section<Page<OrderRow>>; current: number; pageSize: number; state: OrderState | null };

/** One purchase order, as its buyer sees it. */
export type OrderDetailView = { order: PurchaseOrder };

/** One sale order, as its supplier sees it (a failing platform costs the page's body, not the page). */
export type SaleOrderView = { order: Section<PurchaseOrder> };

export type OrderDecisionAnswer = { ok: true; decision: 'confirm' | 'decline' } | FormFailure<'reason'>;
