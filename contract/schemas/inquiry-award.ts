// An inquiry's award read back (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): per material
// line who won at what price and quantity, when and by whom it was decided, the buyer's reason for a
// line not given to its lowest price, and the purchase orders it made. The buyer reads it whole; a
// supplier that quoted reads whether it won, its own won lines and its own order: never another
// supplier's prices, nor the buyer's reason (which weighs the suppliers against each other).
import { z } from 'zod';
import { Currency, InquiryParty } from './inquiry.ts';
import { OrderState } from './order.ts';
import { epochMs, int } from './shared.ts';

/** One awarded material line as the award shows it. */
export const AwardResultLine = z.object({
  materielId: int(),
  number: z.string(),
  name: z.string(),
  model: z.string(),
  unit: z.string(),
  quoteId: int(),
  supplier: InquiryParty,
  unitPrice: z.number(),
  quantity: z.number(),
  amount: z.number(),
  /** Whether the line went to its lowest quote. */
  lowest: z.boolean(),
});
export type AwardResultLine = z.infer<typeof AwardResultLine>;

/** A purchase order the award made, and where it stands. */
export const AwardResultOrder = z.object({
  id: int(),
  orderNo: z.string(),
  supplier: InquiryParty,
  totalAmount: z.number(),
  currency: Currency,
  state: OrderState,
  lineCount: int(),
  declineReason: z.string().nullable(),
});
export type AwardResultOrder = z.infer<typeof AwardResultOrder>;

export const AwardResult = z.object({
  inquiryId: int(),
  purchaseInquiryNo: z.string(),
  details: z.string(),
  /** Who reads it: the inquiry's buyer, or a supplier that quoted on it. */
  viewer: z.enum(['buyer', 'supplier']),
  /** A supplier: whether any line went to it. The buyer: null. */
  won: z.boolean().nullable(),
  mode: z.enum(['whole', 'split']),
  /** Why a line did not go to its lowest price (the buyer's only; null for a supplier). */
  reason: z.string().nullable(),
  decidedBy: z.object({ memberId: int(), memberName: z.string(), userName: z.string() }),
  createTime: epochMs(),
  /** The buyer: the award's total. A supplier: the total of its own won lines. */
  totalAmount: z.number(),
  currency: Currency,
  /** Every line of the award (a supplier sees how many it won of how many). */
  lineCount: int(),
  /** The buyer: every line. A supplier: its own won lines. */
  lines: z.array(AwardResultLine),
  /** The award notice (procurement publicity type 1) and its bid-result page. */
  noticeId: int().nullable(),
  /** The buyer: every order of the award. A supplier: its own. */
  orders: z.array(AwardResultOrder),
});
export type AwardResult = z.infer<typeof AwardResult>;
