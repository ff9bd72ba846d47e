// Where the header search goes (docs/product.md#routes-and-layouts): one list per search tab, keyword encoded,
// the shop prefix kept.
import { shopPrefix } from '#bff/url-state/shop-prefix.ts';

/** Search tab codes (docs/product/constants.md#constants-and-limits): 1 inquiry, 2 tender, 3 competitive bid, 4 purchaser. */
export const SEARCH_TABS = [1, 2, 3, 4] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

const TARGETS: Record<SearchTab, { path: string; priceTypeList?: number }> = {
  1: { path: '/purchaseInquiry', priceTypeList: 1 },
  2: { path: '/purchaseBidding', priceTypeList: 2 },
  3: { path: '/purchaseCompete', priceTypeList: 3 },
  4: { path: '/enterprisePurchasing' },
};

export function searchUrl(tab: SearchTab, keyword: string, shopId: string | number | null): string {
  const { path, priceTypeList } = TARGETS[tab];
  const type = priceTypeList === undefined ? '' : `priceTypeList=${priceTypeList}&`;
  return `${shopPrefix(shopId)}${path}?${type}searchType=${tab}&keyword=${encodeURIComponent(keyword.trim())}`;
}
