// What the order domain offers the others: an award creates its purchase orders, and an award's
// record names them.
export { createOrders, ordersOfAward } from './orders.ts';
