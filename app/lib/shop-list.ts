// The filter state of a shop's own lists (docs/product.md#shop-internal-lists: category, unexpired,
// time range, use area, 10 a page), read from and written to the URL with the mall lists' parser
// (list-filters.ts): the same values, the same checks, only fewer keys. The category is one of the
// shop's own tree and travels as categoryKey (the shop's category menu links so).
import type { SourcingKind } from '#contract/vocabulary.ts';
import type { ShopListFilters } from '#bff/url-state/list-state.ts';
import { listQueryString, parseListUrl, sourcingPageOf, type ListFilters } from './list-filters.ts';
import { SHOP_LIST_PAGE } from './shop-links.ts';
import { shopPrefix } from '#bff/url-state/shop-prefix.ts';

export type { ShopListFilters };

/** The query keys a shop list reads; others (priceTypeList from the category menu…) are left alone. */
const KEYS = ['categoryKey', 'Unexpired', 'startTime', 'endTime', 'provinceCode', 'cityCode', 'page'];

export function pickShopListFilters(filters: ListFilters): ShopListFilters {
  const { page, categoryId, unexpired, startTime, endTime, provinceCode, cityCode } = filters;
  const picked: ShopListFilters = { page, categoryId, unexpired, startTime, endTime, provinceCode, cityCode };
  for (const key of Object.keys(picked) as Array<keyof ShopListFilters>) if (picked[key] === undefined) delete picked[key];
  return picked;
}

/** The state of a shop list's URL; `canonical` is false when one of its keys had a bad value. */
export function parseShopListUrl(kind: SourcingKind, search: URLSearchParams | string): { filters: ShopListFilters; canonical: boolean } {
  const { filters, issues } = parseListUrl(sourcingPageOf(kind), undefined, search);
  return {
    filters: pickShopListFilters(filters),
    canonical: !issues.some((issue) => KEYS.includes(issue) || issue === 'max' || issue === 'cityCode'),
  };
}

/** The canonical URL of a shop list in a state: categoryKey first, then the mall lists' order. */
export function shopListHref(kind: SourcingKind, filters: ListFilters, prefix: number | string | null): string {
  const { categoryId, ...rest } = pickShopListFilters(filters);
  const query = [categoryId !== undefined ? `categoryKey=${categoryId}` : '', listQueryString(sourcingPageOf(kind), rest)].filter(Boolean).join('&');
  return `${shopPrefix(prefix)}/${SHOP_LIST_PAGE[kind]}${query ? `?${query}` : ''}`;
}
