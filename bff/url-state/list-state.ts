// The filter state of the mall's list pages, which lives entirely in the URL
// (docs/product.md#filter-state-in-the-url): a path segment of underscore-joined keys (c<category
// id>, b<brand id>) and the query parameters. This file names the pages, the state and the keys
// each page reads; list-read.ts reads a URL into a state, list-write.ts writes one back. Pure and
// light (no zod, or zod/mini): the browser imports these for every filter link, and the BFF
// translates the state into the platform's query (bff/list-query.ts).
import { KIND_OF_PRICE_TYPE, MAX_PAGE, type PriceType, type SourcingKind } from '#contract/vocabulary.ts';

export { INT4_MAX, KEYWORD_MAX, MAX_AMOUNT, MAX_PAGE, PRICE_TYPE, type PriceType } from '#contract/vocabulary.ts';

/** The list pages, by the route name they have in the URL (docs/product.md#routes-and-layouts). */
export const LIST_PAGES = [
  'purchaseInquiry',
  'purchaseBidding',
  'purchaseCompete',
  'enterprisePurchasing',
  'procurementPublicity',
  'procurementPublicityShop',
] as const;
export type ListPage = (typeof LIST_PAGES)[number];
export type ListKind = 'sourcing' | 'enterprise' | 'publicity';

/** 1 credit high→low, 2 credit low→high, 3 publish time high→low, 4 publish time low→high. */
export type Reputation = 1 | 2 | 3 | 4;
export type SearchType = 1 | 2 | 3 | 4;
export type AttributeGroup = { attributeId: number; valueIds: number[] };

export type ListFilters = {
  /** 1-based. */
  page: number;
  categoryId?: number;
  brandId?: number;
  attr?: AttributeGroup[];
  min?: number;
  max?: number;
  minPoint?: number;
  maxPoint?: number;
  /** The sourcing type (priceTypeList): one at a time. */
  priceType?: PriceType;
  /** YYYY-MM-DD. */
  startTime?: string;
  endTime?: string;
  /** Project keyword (sourcing), company name (enterprise). */
  keyword?: string;
  /** The publicity page's search text. */
  searchInp?: string;
  searchType?: SearchType;
  orderType?: 1 | 2 | 3 | 4;
  reputation?: Reputation;
  sortCreditPoint?: 'ASC' | 'DESC';
  unexpired?: true;
  aboutUs?: true;
  provinceCode?: string;
  cityCode?: string;
  ids?: number[];
  activeStores?: true;
  newJoin?: true;
  inShop?: true;
};

export type ParsedList = { filters: ListFilters; issues: string[] };

const SOURCING_PAGE: Record<SourcingKind, ListPage> = { inquiry: 'purchaseInquiry', tender: 'purchaseBidding', bidding: 'purchaseCompete' };
const KIND_OF_SOURCING_PAGE: Partial<Record<ListPage, SourcingKind>> = {
  purchaseInquiry: 'inquiry',
  purchaseBidding: 'tender',
  purchaseCompete: 'bidding',
};
export function listKindOf(page: ListPage): ListKind {
  if (page === 'enterprisePurchasing') return 'enterprise';
  if (page === 'procurementPublicity' || page === 'procurementPublicityShop') return 'publicity';
  return 'sourcing';
}

export function sourcingKindOf(page: ListPage): SourcingKind | null {
  return KIND_OF_SOURCING_PAGE[page] ?? null;
}

export function sourcingPageOf(kind: SourcingKind): ListPage {
  return SOURCING_PAGE[kind];
}

export function sourcingPageOfType(type: PriceType): ListPage {
  return SOURCING_PAGE[KIND_OF_PRICE_TYPE[type]];
}

// ── Which keys each kind of page reads ─────────────────────────────────────────────────────────
export type PathKey = 'c' | 'b';
// biome-ignore format: the canonical order of a list URL's query, as a table.
export const QUERY_KEYS = [
  'priceTypeList', 'searchType', 'categoryKey', 'keyword', 'searchInp', 'attr', 'min', 'max', 'minPoint', 'maxPoint', 'startTime', 'endTime',
  'provinceCode', 'cityCode', 'ids', 'orderType', 'Reputation', 'sortCreditPoint', 'Unexpired', 'aboutUs', 'activeStores', 'newJoin', 'inShop', 'page',
] as const;
export type QueryKey = (typeof QUERY_KEYS)[number];

export const PATH_KEYS: Record<ListKind, readonly PathKey[]> = { sourcing: ['c', 'b'], enterprise: ['c'], publicity: [] };
// biome-ignore format: a table of keys reads best as a table.
export const KEYS_OF: Record<ListKind, ReadonlySet<QueryKey>> = {
  sourcing: new Set<QueryKey>([
    'priceTypeList', 'searchType', 'categoryKey', 'keyword', 'attr', 'min', 'max', 'minPoint', 'maxPoint', 'startTime', 'endTime',
    'provinceCode', 'cityCode', 'ids', 'orderType', 'Reputation', 'sortCreditPoint', 'Unexpired', 'aboutUs', 'inShop', 'page',
  ]),
  enterprise: new Set<QueryKey>(['searchType', 'categoryKey', 'keyword', 'provinceCode', 'cityCode', 'activeStores', 'newJoin', 'inShop', 'page']),
  publicity: new Set<QueryKey>(['priceTypeList', 'searchInp', 'startTime', 'endTime', 'aboutUs', 'inShop', 'page']),
};

/** Whether a page of this kind reads the key (the panel shows a control only where it counts). */
export function pageReads(page: ListPage, key: QueryKey | PathKey): boolean {
  const kind = listKindOf(page);
  return key === 'c' || key === 'b' ? PATH_KEYS[kind].includes(key) : KEYS_OF[kind].has(key);
}

/** Category key as a list filter (docs/product.md#states-and-transitions): last underscore segment, letter c removed ('c3_c17' → '17'). */
export function reduceCategoryKey(key: string): string {
  return (key.split('_').at(-1) ?? '').replaceAll('c', '');
}

/** The state without its unset keys. */
export function compact(filters: ListFilters): ListFilters {
  for (const key of Object.keys(filters) as Array<keyof ListFilters>) {
    if (filters[key] === undefined) delete filters[key];
  }
  return filters;
}

/** The fields of a shop's own lists (docs/product.md#shop-internal-lists): fewer keys, the same values. */
export type ShopListFilters = Pick<ListFilters, 'page' | 'categoryId' | 'unexpired' | 'startTime' | 'endTime' | 'provinceCode' | 'cityCode'>;

/** The same state on another page (1 to MAX_PAGE). */
export function withPage(filters: ListFilters, page: number): ListFilters {
  return { ...filters, page: Math.min(MAX_PAGE, Math.max(1, Math.trunc(page))) };
}
