// Purchase orders from inquiry awards (docs/decisions/017-inquiry-sealed-quotes-and-currency.md), behind a
// login: the buyer's purchase orders, the supplier's sale orders, one order to either party (404 to
// anyone else), and the supplier's confirmation or refusal (60003 once decided).
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../vocabulary.ts';
import * as s from '../schemas.ts';
import { REASON_MAX } from '../schemas/member-rules.ts';
import { bodyId, get, pagination, post, qId, qInt } from './shared.ts';

const listQuery = z.object({
  current: pagination.current,
  pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(10),
  state: s.OrderState.optional(),
});

export const orderApi = {
  order: {
    purchaseList: get('/order/purchase/list', listQuery, s.page(s.OrderRow)),
    saleList: get('/order/sale/list', listQuery, s.page(s.OrderRow)),
    detail: get('/order/detail', z.object({ id: qId() }), s.PurchaseOrder),
    confirm: post('/order/confirm', z.object({ id: bodyId() }), s.PurchaseOrder),
    decline: post('/order/decline', z.object({ id: bodyId(), reason: z.string().trim().min(1).max(REASON_MAX) }), s.PurchaseOrder),
  },
} as const;
