// Area endpoints: the province/city tree of the city picker, the visitor's city by address, and
// the areas items deliver to (the lists' use-area filter).
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { cityOfAddress, provinceTreeOnce, useAreas } from './queries.ts';

export function areaRoutes({ db }: PlatformContext): Route[] {
  const provinceTree = provinceTreeOnce(db);
  return [
    route(api.area.provinceCity, 'public', () => provinceTree()),
    route(api.area.useAreas, 'public', ({ query }) => useAreas(db, query)),
    route(api.area.cityByIp, 'public', ({ request }) => cityOfAddress(db, request.ip)),
  ];
}
