// What the list filter panel offers (docs/product.md#list-filter-panel-and-toolbar): the brands of a
// category, the attributes of a leaf category with their values, and the top of the price slider.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { attributesOf, brandsOf, maxPrice } from './queries.ts';

export function searchRoutes({ db, now }: PlatformContext): Route[] {
  return [
    route(api.search.brands, 'public', async ({ query }) => brandsOf(db, query)),
    route(api.search.attributes, 'public', ({ query }) => attributesOf(db, query)),
    route(api.search.maxPrice, 'public', ({ query }) => maxPrice(db, query, now())),
  ];
}
