// Favourite filters ('commonly used', docs/product/entities.md#favourite-filters-and-filter-parameters): a logged-in user saves the
// filter of a list page under a short name and applies it again later. Each user sees and changes
// only their own: another user's filter answers 401 whatever the call.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { favouriteFilter, ownFilters } from './queries.ts';
import { removeFilter, saveFilter } from './saving.ts';

export function favouriteRoutes(context: PlatformContext): Route[] {
  const { db } = context;
  return [
    route(api.favouriteFilter.get, 'login', ({ query, caller }) => favouriteFilter(db, caller, query.id)),
    route(api.favouriteFilter.list, 'login', ({ query, caller }) => ownFilters(db, caller, query)),
    route(api.favouriteFilter.save, 'login', ({ body, caller }) => saveFilter(context, body, caller)),
    route(api.favouriteFilter.remove, 'login', ({ body, caller }) => removeFilter(db, body.id, caller)),
  ];
}
