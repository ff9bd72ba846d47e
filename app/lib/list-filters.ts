// The filter state of the mall's list pages, which lives entirely in the URL (docs/product.md#states-and-transitions): a path
// segment of underscore-joined keys (c<category id>, b<brand id>) and the query parameters. This
// is the one place that reads a list URL into a typed state (bad values dropped or normalised, each
// noted as an issue so the page can redirect to the canonical URL) and writes a state back.
// Pure and light (zod/mini): the browser uses it for every filter link.
import * as z from 'zod/mini';
import type { SourcingKind } from './card-action.ts';
import { reduceCategoryKey } from './category-menu.ts';
import { routeSegments, shopPrefix } from './shop-prefix.ts';

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

export type PriceType = 1 | 2 | 3;
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

// ── Limits (the platform's: contract/endpoints.ts; kept here so the browser need not load zod) ──
export const INT4_MAX = 2_147_483_647;
export const MAX_AMOUNT = 999_999_999_999.99;
export const KEYWORD_MAX = 100;
export const MAX_PAGE = 10_000;
const MAX_IDS = 100;
const MAX_ATTR_LENGTH = 500;

const SOURCING_PAGE: Record<SourcingKind, ListPage> = { inquiry: 'purchaseInquiry', tender: 'purchaseBidding', bidding: 'purchaseCompete' };
const KIND_OF_SOURCING_PAGE: Partial<Record<ListPage, SourcingKind>> = {
  purchaseInquiry: 'inquiry',
  purchaseBidding: 'tender',
  purchaseCompete: 'bidding',
};
export const PRICE_TYPE: Record<SourcingKind, PriceType> = { inquiry: 1, tender: 2, bidding: 3 };
const SOURCING_KIND_OF_TYPE: Record<PriceType, SourcingKind> = { 1: 'inquiry', 2: 'tender', 3: 'bidding' };

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
  return SOURCING_PAGE[SOURCING_KIND_OF_TYPE[type]];
}

// ── Which keys each kind of page reads ─────────────────────────────────────────────────────────
type PathKey = 'c' | 'b';
const QUERY_KEYS = [
  'priceTypeList',
  'searchType',
  'categoryKey',
  'keyword',
  'searchInp',
  'attr',
  'min',
  'max',
  'minPoint',
  'maxPoint',
  'startTime',
  'endTime',
  'provinceCode',
  'cityCode',
  'ids',
  'orderType',
  'Reputation',
  'sortCreditPoint',
  'Unexpired',
  'aboutUs',
  'activeStores',
  'newJoin',
  'inShop',
  'page',
] as const;
type QueryKey = (typeof QUERY_KEYS)[number];

const PATH_KEYS: Record<ListKind, readonly PathKey[]> = { sourcing: ['c', 'b'], enterprise: ['c'], publicity: [] };
const KEYS_OF: Record<ListKind, ReadonlySet<QueryKey>> = {
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

// ── Value schemas ──────────────────────────────────────────────────────────────────────────────
const digits = (max: number) => z.pipe(z.string().check(z.regex(new RegExp(`^\\d{1,${max}}$`))), z.transform(Number));
const id = z.pipe(digits(10), z.number().check(z.refine((n) => n >= 1 && n <= INT4_MAX)));
const amount = z.pipe(
  z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/)),
  z.pipe(z.transform(Number), z.number().check(z.refine((n) => n <= MAX_AMOUNT))),
);
const points = z.pipe(digits(10), z.number().check(z.refine((n) => n <= INT4_MAX)));
const oneToFour = z.pipe(z.string().check(z.regex(/^[1-4]$/)), z.transform((v) => Number(v) as 1 | 2 | 3 | 4));
const priceTypeList = z.pipe(
  z.string().check(z.regex(/^[123](,[123])*$/)),
  z.transform((v) => v.split(',').map((code) => Number(code) as PriceType)),
);
const areaCode = z.string().check(z.regex(/^\d{6}$/));
const flag = z.enum(['1', 'true', '0', 'false']);
const idList = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^\d{1,10}(,\d{1,10})*$/)),
    z.transform((v: string) => [...new Set(v.split(',').map(Number))]),
  ),
  z.array(z.number().check(z.refine((n) => n >= 1 && n <= INT4_MAX))).check(z.maxLength(MAX_IDS)),
);
const attr = z.pipe(
  z.string().check(z.maxLength(MAX_ATTR_LENGTH), z.regex(/^\d{1,10}-\d{1,10}(,\d{1,10})*(;\d{1,10}-\d{1,10}(,\d{1,10})*)*$/)),
  z.transform((text) =>
    text.split(';').map((group): AttributeGroup => {
      const [attributeId, valueIds] = group.split('-') as [string, string];
      return { attributeId: Number(attributeId), valueIds: valueIds.split(',').map(Number) };
    }),
  ),
);
const categoryKey = z.string().check(z.regex(/^c?\d{1,10}(_c?\d{1,10})*$/));

/** A real calendar date 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Control characters (U+0000 cannot even be stored) are no part of a search. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A search text as sent: no control characters, trimmed, at most KEYWORD_MAX characters (code points). */
export function cleanText(text: string): string {
  return [...text.replace(CONTROL_CHARACTERS, ' ').trim()].slice(0, KEYWORD_MAX).join('').trim();
}

// ── URL → state ────────────────────────────────────────────────────────────────────────────────
/**
 * Reads a list page's URL: `keys` is its optional path segment ("c12_b3"), `search` its query.
 * Keys the page does not read are ignored (no issue); a bad value is dropped or normalised and
 * noted in `issues`, and then the canonical URL (listHref of the state) is where to redirect.
 */
export function parseListUrl(page: ListPage, keys: string | undefined, search: URLSearchParams | string): ParsedList {
  const kind = listKindOf(page);
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const issues: string[] = [];
  const filters: ListFilters = { page: 1 };
  const note = (key: string) => issues.push(key);

  // Path segment: c<id>, b<id>, each at most once.
  if (keys !== undefined && keys !== '') {
    for (const part of keys.split('_')) {
      const match = /^([cb])(\d{1,10})$/.exec(part);
      const key = match?.[1] as PathKey | undefined;
      const value = match ? id.safeParse(match[2]) : undefined;
      if (!key || !value?.success || !PATH_KEYS[kind].includes(key)) {
        note(`path:${part}`);
        continue;
      }
      const field = key === 'c' ? 'categoryId' : 'brandId';
      if (filters[field] !== undefined) note(`path:${part}`);
      else filters[field] = value.data;
    }
  }

  const read = (key: QueryKey): string | undefined => {
    if (!KEYS_OF[kind].has(key)) return undefined;
    const all = params.getAll(key);
    if (all.length > 1) note(key);
    const value = all[0];
    return value === undefined || value === '' ? undefined : value;
  };
  function take<T>(key: QueryKey, schema: z.ZodMiniType<T, string>): T | undefined {
    const raw = read(key);
    if (raw === undefined) return undefined;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) note(key);
    return parsed.success ? parsed.data : undefined;
  }
  const takeFlag = (key: QueryKey): true | undefined => {
    const value = take(key, flag);
    return value === '1' || value === 'true' ? true : undefined;
  };
  const takeText = (key: QueryKey): string | undefined => {
    const raw = read(key);
    if (raw === undefined) return undefined;
    const clean = cleanText(raw);
    if (clean !== raw) note(key);
    return clean || undefined;
  };
  const takeDate = (key: QueryKey): string | undefined => {
    const raw = read(key);
    if (raw === undefined) return undefined;
    if (isCalendarDate(raw)) return raw;
    note(key);
    // A full time ('2026-05-01 00:00:00') keeps its date.
    const date = /^(\d{4}-\d{2}-\d{2})[ T]/.exec(raw)?.[1];
    return date && isCalendarDate(date) ? date : undefined;
  };

  const types = take('priceTypeList', priceTypeList);
  if (types) {
    if (types.length > 1) note('priceTypeList');
    const sourcing = sourcingKindOf(page);
    const pageType = sourcing ? PRICE_TYPE[sourcing] : undefined;
    // On a sourcing list the path decides the type: another type there is normalised to the page's.
    if (pageType !== undefined && types[0] !== pageType) {
      note('priceTypeList');
      filters.priceType = pageType;
    } else filters.priceType = types[0];
  }
  filters.searchType = take('searchType', oneToFour);

  const key = take('categoryKey', categoryKey);
  if (key !== undefined) {
    const fromKey = id.safeParse(reduceCategoryKey(key));
    if (!fromKey.success) note('categoryKey');
    else if (filters.categoryId === undefined) filters.categoryId = fromKey.data;
    else if (filters.categoryId !== fromKey.data) note('categoryKey');
  }

  filters.keyword = takeText('keyword');
  filters.searchInp = takeText('searchInp');
  filters.attr = normaliseAttr(take('attr', attr), () => note('attr'));

  [filters.min, filters.max] = inOrder(take('min', amount), take('max', amount), () => note('max'));
  [filters.minPoint, filters.maxPoint] = inOrder(take('minPoint', points), take('maxPoint', points), () => note('maxPoint'));

  // An end before the start stays as it is (docs/product.md#validation-rules: a message, and the request still goes).
  filters.startTime = takeDate('startTime');
  filters.endTime = takeDate('endTime');

  filters.provinceCode = take('provinceCode', areaCode);
  filters.cityCode = take('cityCode', areaCode);
  if (filters.provinceCode && filters.cityCode && filters.cityCode.slice(0, 2) !== filters.provinceCode.slice(0, 2)) {
    note('cityCode');
    filters.cityCode = undefined;
  }

  filters.ids = take('ids', idList);
  filters.orderType = take('orderType', oneToFour);
  filters.reputation = take('Reputation', oneToFour);
  const creditOrder = read('sortCreditPoint');
  if (creditOrder !== undefined) {
    const upper = creditOrder.toUpperCase();
    if (upper === 'ASC' || upper === 'DESC') filters.sortCreditPoint = upper;
    if (upper !== creditOrder) note('sortCreditPoint');
  }
  filters.unexpired = takeFlag('Unexpired');
  filters.aboutUs = takeFlag('aboutUs');
  filters.activeStores = takeFlag('activeStores');
  filters.newJoin = takeFlag('newJoin');

  const inShop = read('inShop');
  if (inShop === 'true') filters.inShop = true;
  else if (inShop !== undefined && inShop !== 'false') note('inShop');

  const page_ = read('page');
  if (page_ !== undefined) {
    const parsed = digits(9).safeParse(page_);
    if (parsed.success && parsed.data >= 1 && parsed.data <= MAX_PAGE) filters.page = parsed.data;
    else note('page');
  }

  return { filters: compact(filters), issues };
}

/** Values ticked twice count once; a group without values is no group. */
function normaliseAttr(groups: AttributeGroup[] | undefined, onChange: () => void): AttributeGroup[] | undefined {
  if (!groups) return undefined;
  const byAttribute = new Map<number, number[]>();
  for (const group of groups) {
    const values = byAttribute.get(group.attributeId) ?? [];
    for (const valueId of group.valueIds) if (!values.includes(valueId)) values.push(valueId);
    byAttribute.set(group.attributeId, values);
  }
  const merged = [...byAttribute].map(([attributeId, valueIds]) => ({ attributeId, valueIds }));
  const count = (list: AttributeGroup[]) => list.reduce((n, g) => n + g.valueIds.length + 1, 0);
  if (count(merged) !== count(groups) || merged.some((g) => g.attributeId < 1 || g.valueIds.some((v) => v < 1 || v > INT4_MAX))) {
    onChange();
    const valid = merged
      .filter((g) => g.attributeId >= 1 && g.attributeId <= INT4_MAX)
      .map((g) => ({ ...g, valueIds: g.valueIds.filter((v) => v >= 1 && v <= INT4_MAX) }))
      .filter((g) => g.valueIds.length > 0);
    return valid.length ? valid : undefined;
  }
  return merged;
}

/** A range whose lower end is above its upper end is turned round. */
function inOrder(low: number | undefined, high: number | undefined, onSwap: () => void): [number | undefined, number | undefined] {
  if (low !== undefined && high !== undefined && low > high) {
    onSwap();
    return [high, low];
  }
  return [low, high];
}

function compact(filters: ListFilters): ListFilters {
  for (const key of Object.keys(filters) as Array<keyof ListFilters>) {
    if (filters[key] === undefined) delete filters[key];
  }
  return filters;
}

// ── State → URL ────────────────────────────────────────────────────────────────────────────────
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

// ── Changes (every change but paging goes back to page 1) ─────────────────────────────────────
type Patch = Partial<Omit<ListFilters, 'page'>>;

export function withFilters(filters: ListFilters, patch: Patch): ListFilters {
  const next: ListFilters = { ...filters, ...patch, page: 1 };
  // Choosing (or clearing) a category clears the attributes of the previous one (docs/product.md#states-and-transitions).
  if ('categoryId' in patch && patch.categoryId !== filters.categoryId && !('attr' in patch)) delete next.attr;
  return compact(next);
}

export function withPage(filters: ListFilters, page: number): ListFilters {
  return { ...filters, page: Math.min(MAX_PAGE, Math.max(1, Math.trunc(page))) };
}

export function toggleAttributeValue(filters: ListFilters, attributeId: number, valueId: number): ListFilters {
  const groups = (filters.attr ?? []).map((g) => ({ ...g, valueIds: [...g.valueIds] }));
  const group = groups.find((g) => g.attributeId === attributeId);
  if (!group) groups.push({ attributeId, valueIds: [valueId] });
  else if (group.valueIds.includes(valueId)) group.valueIds = group.valueIds.filter((v) => v !== valueId);
  else group.valueIds.push(valueId);
  const attr = groups.filter((g) => g.valueIds.length > 0);
  return withFilters(filters, { attr: attr.length ? attr : undefined });
}

export function hasAttributeValue(filters: ListFilters, attributeId: number, valueId: number): boolean {
  return filters.attr?.some((g) => g.attributeId === attributeId && g.valueIds.includes(valueId)) ?? false;
}

/**
 * Ticking a sourcing type (one at a time): another type replaces it, the same one unticks it.
 * On a sourcing list the type is the page, so a new type moves to its list with the same filters.
 */
export function togglePriceType(page: ListPage, filters: ListFilters, type: PriceType): { page: ListPage; filters: ListFilters } {
  if (filters.priceType === type) return { page, filters: withFilters(filters, { priceType: undefined }) };
  const next = withFilters(filters, { priceType: type });
  return { page: sourcingKindOf(page) ? sourcingPageOfType(type) : page, filters: next };
}

/** The publish-time sort cycles none → 3 → 4 → 3 … (a credit sort, 1 or 2, goes to 3 too). */
export function nextTimeSort(reputation: Reputation | undefined): Reputation {
  return reputation === 3 ? 4 : 3;
}

/** The credit sort cycles none → 1 (high→low) → 2 (low→high) → 1 … */
export function nextCreditSort(reputation: Reputation | undefined): Reputation {
  return reputation === 1 ? 2 : 1;
}

/** 'Reset': every filter goes; the page stays in or out of the shop. */
export function resetFilters(filters: ListFilters): ListFilters {
  return compact({ page: 1, inShop: filters.inShop });
}

// ── Chips: one per active filter, each knowing the state without it ───────────────────────────
export type Chip =
  | { id: 'category'; categoryId: number }
  | { id: 'brand'; brandId: number }
  | { id: 'attr'; attributeId: number; valueId: number }
  | { id: 'price'; min?: number; max?: number }
  | { id: 'points'; minPoint?: number; maxPoint?: number }
  | { id: 'priceType'; priceType: PriceType }
  | { id: 'time'; startTime?: string; endTime?: string }
  | { id: 'keyword'; keyword: string }
  | { id: 'searchInp'; searchInp: string }
  | { id: 'area'; provinceCode?: string; cityCode?: string }
  | { id: 'ids'; ids: number[] }
  | { id: 'unexpired' }
  | { id: 'aboutUs' }
  | { id: 'activeStores' }
  | { id: 'newJoin' };

export type ActiveChip = { chip: Chip; key: string; without: ListFilters };

export function activeChips(filters: ListFilters): ActiveChip[] {
  const chips: ActiveChip[] = [];
  const add = (chip: Chip, patch: Patch, key: string = chip.id) => chips.push({ chip, key, without: withFilters(filters, patch) });
  if (filters.categoryId !== undefined) add({ id: 'category', categoryId: filters.categoryId }, { categoryId: undefined });
  if (filters.brandId !== undefined) add({ id: 'brand', brandId: filters.brandId }, { brandId: undefined });
  for (const group of filters.attr ?? []) {
    for (const valueId of group.valueIds) {
      chips.push({
        chip: { id: 'attr', attributeId: group.attributeId, valueId },
        key: `attr-${group.attributeId}-${valueId}`,
        without: toggleAttributeValue(filters, group.attributeId, valueId),
      });
    }
  }
  if (filters.min !== undefined || filters.max !== undefined) add({ id: 'price', min: filters.min, max: filters.max }, { min: undefined, max: undefined });
  if (filters.minPoint !== undefined || filters.maxPoint !== undefined) {
    add({ id: 'points', minPoint: filters.minPoint, maxPoint: filters.maxPoint }, { minPoint: undefined, maxPoint: undefined });
  }
  if (filters.priceType !== undefined) add({ id: 'priceType', priceType: filters.priceType }, { priceType: undefined });
  if (filters.startTime !== undefined || filters.endTime !== undefined) {
    add({ id: 'time', startTime: filters.startTime, endTime: filters.endTime }, { startTime: undefined, endTime: undefined });
  }
  if (filters.keyword !== undefined) add({ id: 'keyword', keyword: filters.keyword }, { keyword: undefined, searchType: undefined });
  if (filters.searchInp !== undefined) add({ id: 'searchInp', searchInp: filters.searchInp }, { searchInp: undefined });
  if (filters.provinceCode !== undefined || filters.cityCode !== undefined) {
    add({ id: 'area', provinceCode: filters.provinceCode, cityCode: filters.cityCode }, { provinceCode: undefined, cityCode: undefined });
  }
  if (filters.ids?.length) add({ id: 'ids', ids: filters.ids }, { ids: undefined });
  if (filters.unexpired) add({ id: 'unexpired' }, { unexpired: undefined });
  if (filters.aboutUs) add({ id: 'aboutUs' }, { aboutUs: undefined });
  if (filters.activeStores) add({ id: 'activeStores' }, { activeStores: undefined });
  if (filters.newJoin) add({ id: 'newJoin' }, { newJoin: undefined });
  return chips;
}

// ── Paging and the publish-time range ─────────────────────────────────────────────────────────
export type Pager = { page: number; totalPages: number; hasPrevious: boolean; hasNext: boolean };

/** Previous only above page 1, next only below the last page; there is always at least one page. */
export function pagerOf(page: number, totalCount: number, pageSize: number): Pager {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return { page, totalPages, hasPrevious: page > 1, hasNext: page < totalPages };
}

/** docs/product.md#validation-rules: an end date before the start date is shown as an error (the request still goes). */
export function endBeforeStart(filters: Pick<ListFilters, 'startTime' | 'endTime'>): boolean {
  return filters.startTime !== undefined && filters.endTime !== undefined && filters.endTime < filters.startTime;
}

/** The publish-time range as the platform takes it: the whole start day to the whole end day. */
export function publishTimeRange(filters: Pick<ListFilters, 'startTime' | 'endTime'>): { startTime?: string; endTime?: string } {
  return {
    ...(filters.startTime ? { startTime: `${filters.startTime} 00:00:00` } : {}),
    ...(filters.endTime ? { endTime: `${filters.endTime} 23:59:59` } : {}),
  };
}

// ── The price and points sliders (docs/product.md#validation-rules) ──────────────────────────────────────────────────
/** The top of a slider until the server's maximum has loaded, or when there is none. */
export const DEFAULT_SLIDER_MAX = 900;

/** Sliders go from 0 in steps of 1 up to the server's maximum price, rounded up. */
export function sliderMaxOf(serverMax: number | null | undefined): number {
  return serverMax !== null && serverMax !== undefined && serverMax > 0 ? Math.ceil(serverMax) : DEFAULT_SLIDER_MAX;
}
