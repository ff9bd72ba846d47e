// Where things lead inside a buyer's shop (docs/product.md#shop-layout, "Shop home", "Shop-internal
// lists"): the shop navigation and its active item, the shop's own lists, and the detail pages
// opened from them, which say ?inShop=true so that they keep the shop layout.
import type { SourcingKind } from '#contract/vocabulary.ts';
import { routeSegments, shopPrefix } from '#bff/url-state/shop-prefix.ts';

export type ShopNavItem = 'home' | 'inquiry' | 'tender' | 'bidding' | 'publicity' | 'aboutUs';
export const SHOP_NAV_ITEMS: readonly ShopNavItem[] = ['home', 'inquiry', 'tender', 'bidding', 'publicity', 'aboutUs'];

/** The shop's own lists, by the route name they have in the URL. */
export const SHOP_LIST_PAGE = { inquiry: 'procurementSourcing', tender: 'procurementBidding', bidding: 'procurementCompete' } as const;
export type ShopListPage = (typeof SHOP_LIST_PAGE)[SourcingKind];
const KIND_OF_SHOP_LIST: Record<ShopListPage, SourcingKind> = {
  procurementSourcing: 'inquiry',
  procurementBidding: 'tender',
  procurementCompete: 'bidding',
};

export function shopListKindOf(page: string | undefined): SourcingKind | null {
  return page !== undefined && Object.hasOwn(KIND_OF_SHOP_LIST, page) ? KIND_OF_SHOP_LIST[page as ShopListPage] : null;
}

const ROUTE_TO_ITEM: Record<string, ShopNavItem> = {
  shopIndex: 'home',
  procurementSourcing: 'inquiry',
  InquiryDetail: 'inquiry',
  procurementBidding: 'tender',
  biddingDetail: 'tender',
  procurementCompete: 'bidding',
  competeDetail: 'bidding',
  procurementPublicityShop: 'publicity',
  publicityPurchasing: 'publicity',
  bidResult: 'publicity',
  aboutUs: 'aboutUs',
};

/** `prefix` is the page's shop prefix (kept as it is); `shopId` the buyer shop's id. */
type Where = { prefix: number | string | null; shopId: number };

export function shopNavHref(item: ShopNavItem, { prefix, shopId }: Where): string {
  const base = shopPrefix(prefix);
  switch (item) {
    case 'home':
      return `${base}/shopIndex/${shopId}`;
    case 'inquiry':
      return `${base}/${SHOP_LIST_PAGE.inquiry}`;
    case 'tender':
      return `${base}/${SHOP_LIST_PAGE.tender}`;
    case 'bidding':
      return `${base}/${SHOP_LIST_PAGE.bidding}`;
    case 'publicity':
      return `${base}/procurementPublicityShop`;
    case 'aboutUs':
      return `${base}/aboutUs/${shopId}`;
  }
}

/** The highlighted shop navigation item, a detail page counting for the list it belongs to. */
export function activeShopNavItem(pathname: string): ShopNavItem | null {
  const first = routeSegments(pathname)[0];
  return first !== undefined && Object.hasOwn(ROUTE_TO_ITEM, first) ? ROUTE_TO_ITEM[first]! : null;
}

const DETAIL_ROUTE: Record<SourcingKind, string> = { inquiry: 'InquiryDetail', tender: 'biddingDetail', bidding: 'competeDetail' };
const KIND_OF_DETAIL: Record<string, SourcingKind> = { InquiryDetail: 'inquiry', biddingDetail: 'tender', competeDetail: 'bidding' };

/** The kind of a detail page by its route name (/biddingDetail is a tender, /competeDetail a competitive bid). */
export function detailKindOf(route: string | undefined): SourcingKind | null {
  return route !== undefined && Object.hasOwn(KIND_OF_DETAIL, route) ? KIND_OF_DETAIL[route]! : null;
}

/** A detail opened from inside the shop: /{shopId}/InquiryDetail/{id}?inShop=true (and the others alike). */
export function shopDetailHref(kind: SourcingKind, id: number, shopId: number): string {
  return `/${shopId}/${DETAIL_ROUTE[kind]}/${id}?inShop=true`;
}

/** A detail from the right rail: the shop variant when the page is in the shop, else the mall's. */
export function railDetailHref(kind: SourcingKind, id: number, where: { prefix: number | null; inShop: boolean }): string {
  const path = `${shopPrefix(where.prefix)}/${DETAIL_ROUTE[kind]}/${id}`;
  return where.inShop ? `${path}?inShop=true` : path;
}

/** The winning announcement of an award notice (the notice's id), in the shop when asked from one. */
export function bidResultHref(noticeId: number, prefix: number | null, inShop = false): string {
  return `${shopPrefix(prefix)}/bidResult/${noticeId}${inShop ? '?inShop=true' : ''}`;
}

/** The company profile, at one of its anchors. */
export type AboutUsAnchor = 'brief' | 'album' | 'honor' | 'propaganda';
export function aboutUsHref({ prefix, shopId }: Where, anchor?: AboutUsAnchor): string {
  return `${shopPrefix(prefix)}/aboutUs/${shopId}${anchor ? `#${anchor}` : ''}`;
}
