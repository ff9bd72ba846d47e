// Site and template endpoints: which site a host name opens, and the enterprise page template of
// a site (or of one shop of it).
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { malls, sites, templates } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { route, type Route } from '../http/route.ts';

/** "Portal.Example.com:3000" → "portal.example.com"; IPv6 literals keep their brackets. */
function hostName(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}

export function siteRoutes({ db }: PlatformContext): Route[] {
  return [
    route(api.site.byHost, 'public', async ({ query }) => {
      const host = hostName(query.host);
      // The site of that host, else the default site (localhost, a new domain).
      const [site] = await db
        .select({
          id: sites.id,
          name: sites.name,
          logo: sites.logo,
          siteUrl: sites.siteUrl,
          symbol: sites.symbol,
          language: sites.language,
          enableMultiTenancy: sites.enableMultiTenancy,
          mallId: malls.id,
        })
        .from(sites)
        .innerJoin(malls, and(eq(malls.siteId, sites.id), eq(malls.isDefault, true)))
        .where(or(eq(sites.host, host), eq(sites.isDefault, true)))
        .orderBy(sql`${sites.host} is not distinct from ${host} desc`)
        .limit(1);
      if (!site) throw new BusinessError(Code.MALL_MISSING);
      return site;
    }),
    route(api.template.findEnterpriseTemplate, 'public', async ({ query }) => {
      // A shop's own template wins over the site-wide one (shopId 0).
      const [template] = await db
        .select({ id: templates.id })
        .from(templates)
        .where(and(eq(templates.siteId, query.siteId), inArray(templates.shopId, [query.shopId, 0]), eq(templates.kind, 'enterprise')))
        .orderBy(desc(templates.shopId))
        .limit(1);
      if (!template) throw new BusinessError(Code.MALL_MISSING);
      return template;
    }),
  ];
}
