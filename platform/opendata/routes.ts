// Open data (docs/product/open-data.md): the release list, page by page, and a process's record,
// for anyone, without a login. Read only.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { recordPackage, releasePage } from './packages.ts';

export function opendataRoutes(context: PlatformContext): Route[] {
  return [
    route(api.opendata.releases, 'public', ({ query }) => releasePage(context, query)),
    route(api.opendata.record, 'public', ({ query }) => recordPackage(context, query.ocid)),
  ];
}
