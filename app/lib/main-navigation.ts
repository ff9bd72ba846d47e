// The mall's main navigation (docs/product.md#routes-and-layouts): its items, their links, and which one is active,
// detail pages counting for the list they belong to.
import { routeSegments, shopPrefix } from '#bff/url-state/shop-prefix.ts';

export type NavItem = 'home' | 'inquiry' | 'tender' | 'bidding' | 'enterprise' | 'publicity';

export const NAV_ITEMS: readonly NavItem[] = ['home', 'inquiry', 'tender', 'bidding', 'enterprise', 'publicity'];

const NAV_PATHS: Record<NavItem, string> = {
  home: '/',
  inquiry: '/purchaseInquiry?priceTypeList=1',
  tender: '/purchaseBidding?priceTypeList=2',
  bidding: '/purchaseCompete?priceTypeList=3',
  enterprise: '/enterprisePurchasing',
  publicity: '/procurementPublicity',
};

const ROUTE_TO_ITEM: Record<string, NavItem> = {
  purchaseInquiry: 'inquiry',
  InquiryDetail: 'inquiry',
  purchaseBidding: 'tender',
  biddingDetail: 'tender',
  purchaseCompete: 'bidding',
  competeDetail: 'bidding',
  enterprisePurchasing: 'enterprise',
  procurementPublicity: 'publicity',
  procurementPublicityShop: 'publicity',
  publicityPurchasing: 'publicity',
  bidResult: 'publicity',
};

export function navHref(item: NavItem, shopId: string | number | null): string {
  const prefix = shopPrefix(shopId);
  return item === 'home' ? prefix || '/' : prefix + NAV_PATHS[item];
}

/** The highlighted item for a path, or null for pages outside the navigation. */
export function activeNavItem(pathname: string): NavItem | null {
  const first = routeSegments(pathname)[0];
  if (first === undefined) return 'home';
  return Object.hasOwn(ROUTE_TO_ITEM, first) ? ROUTE_TO_ITEM[first]! : null;
}
