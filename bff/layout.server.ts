// The mall layout's view model: site, user, city, category menu and app link, all started at once.
// The first byte waits for one platform round trip: the site, with the user and the city beside it
// (none of them needs another). The category tree (site → template → tree) and the app link follow
// the site: ready with it when the caches are warm, else streamed into the page (bff/streamed.server.ts).
// An expired login (1101) becomes a redirect to the login page that clears AUTH, before any HTML.
import { redirect } from 'react-router';
import { Code, messageFor } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { SessionUser } from '#contract/schemas.ts';
import { resolveCity } from './area.server.ts';
import { currentMember } from './current-member.server.ts';
import { renderTime, returnPath, upstreamContext } from './request-context.server.ts';
import { toSection } from './section.ts';
import { clearAuth } from './session.server.ts';
import { resolveSite, templateId } from './site.server.ts';
import { bffEnv } from './env.server.ts';
import { readyOrStreamed, settledWithin } from './streamed.server.ts';
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
  const result = await currentMember({ ...ctx, auth: ctx.auth });
  if (result.ok) return result.data;
  if (result.code === Code.LOGIN_EXPIRED) {
    throw redirect(`/login?redirect=${encodeURIComponent(returnPath(request))}`, {
      headers: { 'Set-Cookie': await clearAuth(request) },
    });
  }
  // The platform is unreachable: show the page as to a visitor, keep the cookie for next time.
  return null;
}

async function categoryTree(ctx: UpstreamContext & { siteId: number }, timeoutMs: number): Promise<Section<CategoryNode[]>> {
  const template = await templateId(ctx);
  if (template === null) return { status: 'error', code: Code.INTERNAL, message: messageFor(Code.INTERNAL, ctx.locale) };
  return toSection(await callUpstream(api.category.enterpriseTree, { ctx, query: { templateId: template }, cache: 'medium', timeoutMs }));
}

export async function loadLayout(request: Request, locale: Locale): Promise<LayoutView> {
  const base = await upstreamContext(request, locale);
  const timeoutMs = bffEnv().DEFERRED_TIMEOUT_MS;
  const site = resolveSite(request, base).then(({ site }) => site);
  const ctx = site.then((found) => ({ ...base, siteId: found.id }));
  // After the site, settling whatever the platform does (they may stream).
  const categories = settledWithin(
    ctx.then((c) => categoryTree(c, timeoutMs)),
    timeoutMs,
    locale,
  );
  const appLink = settledWithin(
    ctx.then((c) => callUpstream(api.app.downloadLink, { ctx: c, cache: 'medium', timeoutMs }).then(toSection)),
    timeoutMs,
    locale,
  );
  // Neither the current user nor the visitor's city depends on the site: asked beside it.
  const [found, user, city] = await Promise.all([site, currentUser(request, base), resolveCity(request, base)]);
  const [categoriesReady, appLinkReady] = await Promise.all([readyOrStreamed(categories), readyOrStreamed(appLink)]);
  return {
    locale,
    site: found,
    shopId: base.shopId,
    user,
    city,
    categories: categoriesReady.part,
    appLink: appLinkReady.part,
    serverTime: renderTime(request),
  };
}
