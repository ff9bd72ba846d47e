// What the site endpoints read: the site a host name opens, and the enterprise page template of a
// site (or of one shop of it).
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import { TENDER_DEFAULTS } from '#contract/schemas/tender-rules.ts';
import type { Db } from '../db/client.ts';
import { malls, sites, templates } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';

/** "Portal.Example.com:3000" → "portal.example.com"; IPv6 literals keep their brackets. */
function hostName(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '');
}

/** The site of the host with its default mall, else the default site (localhost, a new domain); MALL_MISSING without either. */
export async function siteByHost(db: Db, query: { host: string }) {
  const host = hostName(query.host);
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
}

/** The enterprise template of the site: a shop's own wins over the site-wide one (shopId 0). */
export async function enterpriseTemplate(db: Db, query: { siteId: number; shopId: number }) {
  const [template] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.siteId, query.siteId), inArray(templates.shopId, [query.shopId, 0]), eq(templates.kind, 'enterprise')))
    .orderBy(desc(templates.shopId))
    .limit(1);
  if (!template) throw new BusinessError(Code.MALL_MISSING);
  return template;
}

/** The default site's tendering rules (platform/tender/): the minimum tendering period, an amendment's days before the deadline, the valid bids an opening needs. */
export type TenderingRules = { minTenderingDays: number; clarificationDays: number; minValidBids: number };

export async function tenderingRules(db: Db): Promise<TenderingRules> {
  const [site] = await db
    .select({ minTenderingDays: sites.minTenderingDays, clarificationDays: sites.clarificationDays, minValidBids: sites.minValidBids })
    .from(sites)
    .where(eq(sites.isDefault, true))
    .limit(1);
  return site ?? { ...TENDER_DEFAULTS };
}
