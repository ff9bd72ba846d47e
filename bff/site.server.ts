// Which site a request is for, from its host (cached long: sites change rarely). When the platform
// cannot be reached the page still renders with a neutral site and the error states of its sections.
import { api } from '#contract/endpoints.ts';
import type { Site } from '#contract/schemas.ts';
import { callUpstream, type UpstreamContext } from './upstream.server.ts';

export const FALLBACK_SITE: Site = {
  id: 1,
  name: '',
  /** Shipped with the portal (public/), so the header keeps a mark while the platform is away. */
  logo: '/logo.svg',
  siteUrl: '',
  symbol: '',
  language: 'zh-CN',
  enableMultiTenancy: false,
  mallId: 1,
};

export async function resolveSite(request: Request, ctx: UpstreamContext): Promise<{ site: Site; reachable: boolean }> {
  const host = new URL(request.url).hostname;
  const result = await callUpstream(api.site.byHost, { ctx, query: { host }, cache: 'long' });
  return result.ok ? { site: result.data, reachable: true } : { site: FALLBACK_SITE, reachable: false };
}

/** The enterprise template of the site (docs/product/platform-calls.md#platform-calls-and-headers, "cached in session": here cached long). */
export async function templateId(ctx: UpstreamContext & { siteId: number }): Promise<number | null> {
  const result = await callUpstream(api.template.findEnterpriseTemplate, {
    ctx,
    query: { siteId: ctx.siteId, shopId: ctx.shopId ?? 0 },
    cache: 'long',
  });
  return result.ok ? result.data.id : null;
}
