// A list's filter state written back: its canonical URL (path keys and query in a fixed order),
// and the pieces the platform's query reuses (the attribute filter, the publish-time range).
import { routeSegments, shopPrefix } from './shop-prefix.ts';
import {
  KEYS_OF,
  LIST_PAGES,
  listKindOf,
  PATH_KEYS,
  QUERY_KEYS,
  type AttributeGroup,
  type ListFilters,
  type ListPage,
  type QueryKey,
} from './list-state.ts';

export function serialiseAttr(groups: readonly AttributeGroup[]): string {
  return groups.map((g) => `${g.attributeId}-${g.valueIds.join(',')}`).join(';');
}

/** Percent-encoding that leaves the attr separators (",", ";") readable. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3B/gi, ';');
}

/** The path segment of a state on a page ("c12_b3"), '' for none. */
export function pathKeys(page: ListPage, filters: ListFilters): string {
  const kind = listKindOf(page);
  const parts: string[] = [];
  if (filters.categoryId !== undefined && PATH_KEYS[kind].includes('c')) parts.push(`c${filters.categoryId}`);
  if (filters.brandId !== undefined && PATH_KEYS[kind].includes('b')) parts.push(`b${filters.brandId}`);
  return parts.join('_');
}

/** The query string of a state on a page, in canonical order, without '?' ('' for none). */
export function listQueryString(page: ListPage, filters: ListFilters): string {
  const kind = listKindOf(page);
  const values: Partial<Record<QueryKey, string | undefined>> = {
    priceTypeList: filters.priceType?.toString(),
    searchType: filters.searchType?.toString(),
    keyword: filters.keyword,
    searchInp: filters.searchInp,
    attr: filters.attr?.length ? serialiseAttr(filters.attr) : undefined,
    min: filters.min?.toString(),
    max: filters.max?.toString(),
    minPoint: filters.minPoint?.toString(),
    maxPoint: filters.maxPoint?.toString(),
    startTime: filters.startTime,
    endTime: filters.endTime,
    provinceCode: filters.provinceCode,
    cityCode: filters.cityCode,
    ids: filters.ids?.length ? filters.ids.join(',') : undefined,
    orderType: filters.orderType?.toString(),
    Reputation: filters.reputation?.toString(),
    sortCreditPoint: filters.sortCreditPoint,
    Unexpired: filters.unexpired ? '1' : undefined,
    aboutUs: filters.aboutUs ? '1' : undefined,
    activeStores: filters.activeStores ? '1' : undefined,
    newJoin: filters.newJoin ? '1' : undefined,
    inShop: filters.inShop ? 'true' : undefined,
    page: filters.page > 1 ? String(filters.page) : undefined,
  };
  return QUERY_KEYS.filter((key) => KEYS_OF[kind].has(key) && values[key] !== undefined)
    .map((key) => `${key}=${encode(values[key]!)}`)
    .join('&');
}

/** The canonical URL of a list page in a state, under the shop prefix when there is one. */
export function listHref(page: ListPage, filters: ListFilters, shopId: string | number | null | undefined): string {
  const keys = pathKeys(page, filters);
  const query = listQueryString(page, filters);
  return `${shopPrefix(shopId)}/${page}${keys ? `/${keys}` : ''}${query ? `?${query}` : ''}`;
}

/**
 * Which list page a path is ("/12/purchaseInquiry/c3" → purchaseInquiry, keys "c3", shop 12), or
 * null. Segments after the keys are no part of it (the page redirects them away).
 */
export function matchListPath(pathname: string): { page: ListPage; keys: string | undefined; shopId: string | null } | null {
  const segments = routeSegments(pathname);
  const page = LIST_PAGES.find((name) => name === segments[0]);
  if (!page) return null;
  const first = pathname.split('/').filter(Boolean)[0]!;
  return { page, keys: segments[1], shopId: first === page ? null : first };
}

/** The publish-time range as the platform takes it: the whole start day to the whole end day. */
export function publishTimeRange(filters: Pick<ListFilters, 'startTime' | 'endTime'>): { startTime?: string; endTime?: string } {
  return {
    ...(filters.startTime ? { startTime: `${filters.startTime} 00:00:00` } : {}),
    ...(filters.endTime ? { endTime: `${filters.endTime} 23:59:59` } : {}),
  };
}
