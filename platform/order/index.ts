// What the order domain offers the others: an award (an inquiry's or a tender's) creates its purchase
// orders, and an award's record names them.
export { createBiddingOrder } from './bidding-orders.ts';
export { createOrders, createTenderOrders, ordersOfAward, type TenderOrderShare } from './orders.ts';
