// What every list route's loader does first and last: read the filter state from the URL (a bad
// filter value is redirected to its canonical form, never an error page; a path that holds no
// filter keys names no page and is a 404), decide whether the favourite filters are offered, and
// send a page beyond the last one to the last one.
import { data, redirect } from 'react-router';
import type { ListDeferred, ListSection, ListStreamed, Streamed } from '#bff/views.ts';
import { pagePathname } from '#bff/request-context.server.ts';
import { getAuth } from '#bff/session.server.ts';
import { layoutFor } from './layout-choice.ts';
import { listHref, pagerOf, parseListUrl, withPage, type ListFilters, type ListPage } from './list-filters.ts';

/** The route's params: the shop prefix, and after the page's name its filter keys ("c12_b3"). */
type ListParams = { shopId?: string; '*'?: string };

/** One segment of filter keys, each a key letter and a number ("c12_b3"). */
const FILTER_SEGMENT = /^[cb]\d+(?:_[cb]\d+)*$/;

/**
 * The page's filter state; throws a redirect to the canonical URL when the URL had bad values, and
 * a 404 when the path after the page's name is not one segment of filter keys ("/purchaseInquiry/x",
 * "/purchaseInquiry/c12/x"): such a URL names no list, as "/procurementSourcing/x" names no shop list.
 */
export async function listFiltersOf(request: Request, page: ListPage, params: ListParams): Promise<ListFilters> {
  const url = new URL(request.url);
  const [keys, ...extra] = (params['*'] ?? '').split('/').filter(Boolean);
  if (extra.length > 0 || (keys !== undefined && !FILTER_SEGMENT.test(keys))) throw data(null, { status: 404 });
  const parsed = parseListUrl(page, keys, url.searchParams);
  const issues = [...parsed.issues];
  let { filters } = parsed;
  // 'Only related to me' is a member's filter (docs/product/rules.md#roles-and-permissions): a visitor's link to it is repaired,
  // so that no chip claims a narrowing the list does not make.
  if (filters.aboutUs && (await getAuth(request)) === null) {
    filters = { ...filters, aboutUs: undefined };
    issues.push('aboutUs');
  }
  if (issues.length > 0) throw redirect(listHref(page, filters, params.shopId ?? null));
  return filters;
}

/** Favourite filters are offered to a logged-in user in the mall layout (docs/product/rules.md#roles-and-permissions). */
export async function offersFavourites(request: Request): Promise<boolean> {
  const url = new URL(request.url);
  return layoutFor(pagePathname(url.pathname), url.search) === 'mall' && (await getAuth(request)) !== null;
}

/** Page 9 of a list that now has 3 pages: go to page 3 (an empty list stays on page 1). */
export function redirectPastLastPage<T>(
  list: ListSection<T>,
  page: ListPage,
  filters: ListFilters,
  pageSize: number,
  shopId: string | undefined,
): void {
  if (list.status !== 'ok' || list.data.totalCount === 0) return;
  const { totalPages } = pagerOf(filters.page, list.data.totalCount, pageSize, list.data.totalCountAtLeast);
  if (filters.page > totalPages) throw redirect(listHref(page, withPage(filters, totalPages), shopId ?? null));
}

/**
 * The deferred parts as the page gets them: a part that is ready by the time the critical data is
 * (a warm cache) goes with it as a value, so neither the server render nor a client navigation
 * shows its skeleton first; a part still on its way streams in as before.
 */
export async function readyOrStreamed(deferred: ListDeferred): Promise<ListStreamed> {
  const [panel, favourites] = await Promise.all([readyOrPromise(deferred.panel), deferred.favourites && readyOrPromise(deferred.favourites)]);
  return { panel: panel.part, favourites: favourites ? favourites.part : null };
}

const PENDING = Symbol('pending');

/** After the pending callbacks of this turn (a cached answer is a few promise steps away), not later. */
const endOfTurn = () => new Promise<typeof PENDING>((resolve) => setImmediate(() => resolve(PENDING)));

/** Boxed: an async function returning the promise itself would wait for it. */
async function readyOrPromise<T>(promise: Promise<T>): Promise<{ part: Streamed<T> }> {
  const first = await Promise.race([promise, endOfTurn()]);
  return { part: first === PENDING ? promise : (first as T) };
}
