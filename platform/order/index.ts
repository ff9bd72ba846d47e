// What the order domain offers the others: an award (an inquiry's or a tender's) creates its purchase
// orders, and an award's record names them; a contract is drafted from an order and its lines.
export { createBiddingOrder } from './bidding-orders.ts';
export { createOrders, createTenderOrders, ordersOfAward, type TenderOrderShare } from './orders.ts';
export {
  contractableOrderPage,
  type OrderForAgreement,
  type OrderLineForAgreement,
  orderForAgreement,
  ordersForAgreement,
} from './agreement-lines.ts';
