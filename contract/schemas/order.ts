// Purchase orders (docs/decisions/017-inquiry-sealed-quotes-and-currency.md, 022-tender-evaluation.md):
// each supplier an inquiry's award names gets one (order type 7, INQUIRY_QUOTATION_ORDER), each winner
// of a tender's award one (type 5, TENDER_ORDER), with its awarded lines; it confirms or declines it.
// The buyer lists its purchase orders, the supplier its sale orders.
import { z } from 'zod';
import { Currency, InquiryParty } from './inquiry.ts';
import { epochMs, int } from './shared.ts';

/** The order type of an order made from an inquiry's award. */
export const INQUIRY_QUOTATION_ORDER = 7;
/** A tender's award makes order type 5. */
export const TENDER_ORDER = 5;
/** An auction's award makes order type 5 too (its winner's, with the auction's lines). */
export const BIDDING_ORDER = 5;

export const OrderState = z.enum(['pending', 'confirmed', 'declined']);
export type OrderState = z.infer<typeof OrderState>;

export const OrderLine = z.object({
  materielId: int(),
  number: z.string(),
  name: z.string(),
  model: z.string(),
  unit: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** What the order came from: an inquiry's award (its id, number and title) or a tender's (its id, code and project). */
export const OrderSource = z.object({ kind: z.enum(['inquiry', 'tender', 'bidding']), id: int(), number: z.string(), title: z.string() });
export type OrderSource = z.infer<typeof OrderSource>;

export const OrderRow = z.object({
  id: int(),
  orderNo: z.string(),
  orderType: int(),
  source: OrderSource,
  buyer: InquiryParty,
  supplier: InquiryParty,
  totalAmount: z.number(),
  currency: Currency,
  state: OrderState,
  lineCount: int(),
  createTime: epochMs(),
  decideTime: epochMs().nullable(),
});
export type OrderRow = z.infer<typeof OrderRow>;

export const PurchaseOrder = OrderRow.extend({
  lines: z.array(OrderLine),
  declineReason: z.string().nullable(),
  /** The caller is the supplier and the order waits for it. */
  canDecide: z.boolean(),
  /** The contract (合同) drafted from the order, if any (docs/decisions/025-contracts.md): the latest that is not terminated, else the latest. */
  agreement: z.object({ id: int(), agreementNo: z.string() }).nullable(),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrder>;
