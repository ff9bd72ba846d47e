// Favourite ('commonly used') filters (docs/product/entities.md#entities-and-fields, #validation-rules): the name rule, what a list page's state
// saves, and where a saved filter leads again. Logged-in users in the mall layout only.
import type { FavouriteFilterSave } from '#contract/endpoints.ts';
import type { FavouriteFilter } from '#contract/schemas.ts';
import { FAVOURITE_LIST_SIZE, FAVOURITE_NAME_MAX } from '#contract/vocabulary.ts';
import { parseListUrl } from './list-read.ts';
import { listKindOf, sourcingPageOfType, withPage, type ListFilters, type ListPage } from './list-state.ts';
import { listHref, listQueryString } from './list-write.ts';
import { replaceControlCharacters } from '#contract/text.ts';

export { FAVOURITE_LIST_SIZE, FAVOURITE_NAME_MAX };

export type FavouriteNameProblem = 'required' | 'tooLong';

/** The name as saved: no control characters, trimmed. */
export function favouriteName(name: string): string {
  return replaceControlCharacters(name).trim();
}

/** Required, and at most six characters (code points: '采购' is two) once trimmed. */
export function favouriteNameProblem(name: string): FavouriteNameProblem | null {
  const trimmed = favouriteName(name);
  if (!trimmed) return 'required';
  if ([...trimmed].length > FAVOURITE_NAME_MAX) return 'tooLong';
  return null;
}

/**
 * What saving the current filter sends: the fields the platform names (category, brand, sourcing
 * type, price, area, attributes) and the page's query string, from which it is applied again.
 */
export function favouriteSaveBody(page: ListPage, filters: ListFilters, name: string): FavouriteFilterSave {
  const kind = listKindOf(page);
  const query = listQueryString(page, withPage(filters, 1));
  return {
    name: favouriteName(name),
    customerCategoryId: filters.categoryId ?? null,
    brandId: kind === 'sourcing' ? (filters.brandId ?? null) : null,
    priceType: filters.priceType ?? null,
    min: filters.min ?? null,
    max: filters.max ?? null,
    provinceCode: filters.provinceCode ?? null,
    cityCode: filters.cityCode ?? null,
    customerAttributeList: (filters.attr ?? []).map((group) => ({ id: group.attributeId, customerAttributeValueList: group.valueIds })),
    filterQuery: query,
  };
}

/**
 * Where applying a favourite goes: on a sourcing list, the list of its sourcing type; elsewhere the
 * page the user is on. The saved query is read like any URL, so a stale or tampered one is cleaned.
 */
export function favouriteHref(
  favourite: Pick<FavouriteFilter, 'customerCategoryId' | 'brandId' | 'priceType' | 'filterQuery'>,
  current: ListPage,
  shopId: string | number | null,
): string {
  const page = listKindOf(current) === 'sourcing' && favourite.priceType ? sourcingPageOfType(favourite.priceType) : current;
  const keys = [favourite.customerCategoryId ? `c${favourite.customerCategoryId}` : '', favourite.brandId ? `b${favourite.brandId}` : '']
    .filter(Boolean)
    .filter((key) => listKindOf(page) === 'sourcing' || key.startsWith('c'))
    .join('_');
  const { filters } = parseListUrl(page, keys || undefined, favourite.filterQuery);
  return listHref(page, withPage(filters, 1), shopId);
}
