// An award as a contract sees it (docs/decisions/025-contracts.md): the purchase order an award made
// for one supplier, shown as an award a contract may be drafted from, and the basis a version's terms
// are checked against. Pure.
import type { ContractableAward } from '#contract/schemas.ts';
import type { OrderForAgreement, OrderLineForAgreement } from '../order/index.ts';
import type { AwardBasis } from './terms.ts';

/**
 * Whether the order is an auction's lot of several lines: the winning price is for the whole lot, so
 * its lines carry no price of their own (platform/order/bidding-orders.ts).
 */
export const isLot = (order: Pick<OrderForAgreement, 'lines' | 'totalAmount'>) =>
  order.lines.length > 1 && order.totalAmount > 0 && order.lines.every((line) => line.amount === 0);

/** What `lines` of the order are checked against: the award's quantities and prices, the lot's price, the fixed amount. */
export function awardBasis(order: OrderForAgreement, lines: OrderLineForAgreement[], everyLine: boolean): AwardBasis {
  return { lines, everyLine, lotAmount: isLot(order) ? order.totalAmount : null, fixedAmount: order.source.fixedAmount };
}

/** The order as an award a contract may be drafted from, each line with the contract that holds it (null: free). */
export function contractableAward(order: OrderForAgreement): ContractableAward {
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    source: { type: order.source.type, id: order.source.id, code: order.source.code, title: order.source.title },
    supplier: order.supplier,
    awardTime: order.createTime.getTime(),
    totalAmount: order.totalAmount,
    currency: order.currency,
    lines: order.lines.map((line) => ({
      lineNo: line.lineNo,
      name: line.name,
      unit: line.unit,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: line.amount,
      agreementId: line.agreementId,
    })),
  };
}
