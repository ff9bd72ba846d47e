// A list page's URL read into its filter state (list-state.ts): bad values dropped or normalised,
// each noted as an issue so that the page can redirect to the canonical URL (docs/decisions/008-list-urls.md).
import * as z from 'zod/mini';
import { INT4_MAX, KEYWORD_MAX, MAX_AMOUNT, MAX_ATTR_LENGTH, MAX_IDS, MAX_PAGE, PRICE_TYPE, type PriceType } from '#contract/vocabulary.ts';
import {
  compact,
  KEYS_OF,
  listKindOf,
  PATH_KEYS,
  reduceCategoryKey,
  sourcingKindOf,
  type AttributeGroup,
  type ListFilters,
  type ListPage,
  type ParsedList,
  type PathKey,
  type QueryKey,
} from './list-state.ts';
import { replaceControlCharacters } from '#contract/text.ts';

// ── Value schemas ──────────────────────────────────────────────────────────────────────────────
const digits = (max: number) => z.pipe(z.string().check(z.regex(new RegExp(`^\\d{1,${max}}$`))), z.transform(Number));
const id = z.pipe(digits(10), z.number().check(z.refine((n) => n >= 1 && n <= INT4_MAX)));
const amount = z.pipe(
  z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/)),
  z.pipe(z.transform(Number), z.number().check(z.refine((n) => n <= MAX_AMOUNT))),
);
const points = z.pipe(digits(10), z.number().check(z.refine((n) => n <= INT4_MAX)));
const oneToFour = z.pipe(
  z.string().check(z.regex(/^[1-4]$/)),
  z.transform((v) => Number(v) as 1 | 2 | 3 | 4),
);
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

/** A search text as sent: no control characters, trimmed, at most KEYWORD_MAX characters (code points). */
export function cleanText(text: string): string {
  return [...replaceControlCharacters(text, ' ').trim()].slice(0, KEYWORD_MAX).join('').trim();
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

  // An end before the start stays as it is (docs/product/rules.md#validation-rules: a message, and the request still goes).
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
