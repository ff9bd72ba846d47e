// Site and template endpoints: which site a host name opens, and the enterprise page template of
// a site (or of one shop of it).
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { enterpriseTemplate, siteByHost } from './queries.ts';

export function siteRoutes({ db }: PlatformContext): Route[] {
  return [
    route(api.site.byHost, 'public', ({ query }) => siteByHost(db, query)),
    route(api.template.findEnterpriseTemplate, 'public', ({ query }) => enterpriseTemplate(db, query)),
  ];
}
