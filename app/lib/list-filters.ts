// The list pages' filter state as the UI changes it: a change (every change but paging goes back
// to page 1), the chips of the active filters, the pager and the sliders. Reading and writing the
// URL is the BFF's (bff/url-state/), re-exported here so that components have one place to import.
import {
  compact,
  MAX_PAGE,
  sourcingKindOf,
  sourcingPageOfType,
  type ListFilters,
  type ListPage,
  type PriceType,
  type Reputation,
} from '#bff/url-state/list-state.ts';

export * from '#bff/url-state/list-state.ts';
export * from '#bff/url-state/list-read.ts';
export * from '#bff/url-state/list-write.ts';

type Patch = Partial<Omit<ListFilters, 'page'>>;

export function withFilters(filters: ListFilters, patch: Patch): ListFilters {
  const next: ListFilters = { ...filters, ...patch, page: 1 };
  // Choosing (or clearing) a category clears the attributes of the previous one (docs/product.md#states-and-transitions).
  if ('categoryId' in patch && patch.categoryId !== filters.categoryId && !('attr' in patch)) delete next.attr;
  return compact(next);
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
  if (filters.min !== undefined || filters.max !== undefined)
    add({ id: 'price', min: filters.min, max: filters.max }, { min: undefined, max: undefined });
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
/** atLeast: the total was counted up to a cap, so there may be more pages than totalPages. */
export type Pager = { page: number; totalPages: number; hasPrevious: boolean; hasNext: boolean; atLeast: boolean };

/**
 * Previous only above page 1, next only below the last page; there is always at least one page. A
 * total counted up to a cap (`atLeast`: there are more than `totalCount` items, decision 030) has at
 * least one item more, so the pages go on past it: the one holding that item is the last known.
 */
export function pagerOf(page: number, totalCount: number, pageSize: number, atLeast = false): Pager {
  const totalPages = Math.min(MAX_PAGE, Math.max(1, Math.ceil((totalCount + (atLeast ? 1 : 0)) / pageSize)));
  return { page, totalPages, hasPrevious: page > 1, hasNext: page < totalPages, atLeast };
}

/** docs/product/rules.md#validation-rules: an end date before the start date is shown as an error (the request still goes). */
export function endBeforeStart(filters: Pick<ListFilters, 'startTime' | 'endTime'>): boolean {
  return filters.startTime !== undefined && filters.endTime !== undefined && filters.endTime < filters.startTime;
}

// ── The price and points sliders (docs/product/rules.md#validation-rules) ──────────────────────────────────────────────────
/** The top of a slider until the server's maximum has loaded, or when there is none. */
export const DEFAULT_SLIDER_MAX = 900;

/** Sliders go from 0 in steps of 1 up to the server's maximum price, rounded up. */
export function sliderMaxOf(serverMax: number | null | undefined): number {
  return serverMax !== null && serverMax !== undefined && serverMax > 0 ? Math.ceil(serverMax) : DEFAULT_SLIDER_MAX;
}
