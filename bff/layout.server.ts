// The mall layout's view model: site, user, city, category menu and app link, fetched in parallel.
// An expired login (1101) becomes a redirect to the login page that clears AUTH, before any HTML.
import { redirect } from 'react-router';
import { Code, messageFor } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { SessionUser } from '#contract/schemas.ts';
import { resolveCity } from './area.server.ts';
import { returnPath, upstreamContext } from './request-context.server.ts';
import { toSection } from './section.ts';
import { clearAuth } from './session.server.ts';
import { resolveSite, templateId } from './site.server.ts';
import { callUpstream, type UpstreamContext } from './upstream.server.ts';
import type { LayoutView, Section } from './views.ts';
import type { CategoryNode } from '#contract/schemas.ts';

/** The upstream context with the site resolved: what every page's calls start from. */
export async function siteContext(request: Request, locale: Locale) {
  const base = await upstreamContext(request, locale);
  const { site, reachable } = await resolveSite(request, base);
  return { ctx: { ...base, siteId: site.id }, site, reachable };
}

async function currentUser(request: Request, ctx: UpstreamContext): Promise<SessionUser | null> {
  if (!ctx.auth) return null;
  const result = await callUpstream(api.member.current, { ctx });
  if (result.ok) return result.data;
  if (result.code === Code.LOGIN_EXPIRED) {
    throw redirect(`/login?redirect=${encodeURIComponent(returnPath(request))}`, {
      headers: { 'Set-Cookie': await clearAuth(request) },
    });
  }
  // The platform is unreachable: show the page as to a visitor, keep the cookie for next time.
  return null;
}

async function categoryTree(ctx: UpstreamContext & { siteId: number }): Promise<Section<CategoryNode[]>> {
  const template = await templateId(ctx);
  if (template === null) return { status: 'error', code: Code.INTERNAL, message: messageFor(Code.INTERNAL, ctx.locale) };
  return toSection(await callUpstream(api.category.enterpriseTree, { ctx, query: { templateId: template }, cache: 'medium' }));
}

export async function loadLayout(request: Request, locale: Locale): Promise<LayoutView> {
  const { ctx, site } = await siteContext(request, locale);
  const [user, city, categories, appLink] = await Promise.all([
    currentUser(request, ctx),
    resolveCity(request, ctx),
    categoryTree(ctx),
    callUpstream(api.app.downloadLink, { ctx, cache: 'medium' }).then(toSection),
  ]);
  return { locale, site, shopId: ctx.shopId, user, city, categories, appLink, serverTime: Date.now() };
}
