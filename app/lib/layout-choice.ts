// Which layout a page uses (docs/product.md#routes-and-layouts): the shop layout inside a buyer's shop, the mall otherwise.
import { routeSegments } from '#bff/url-state/shop-prefix.ts';

export type LayoutKind = 'mall' | 'shop';

const SHOP_ROUTES = new Set(['procurementSourcing', 'aboutUs', 'shopIndex', 'procurementBidding', 'procurementCompete', 'procurementPublicityShop']);

export function layoutFor(pathname: string, search: string): LayoutKind {
  if (new URLSearchParams(search).get('inShop') === 'true') return 'shop';
  const first = routeSegments(pathname)[0];
  return first !== undefined && SHOP_ROUTES.has(first) ? 'shop' : 'mall';
}
