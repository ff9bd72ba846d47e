// Builds the upstream context (who asks, in which language, under which shop) from a request.
import type { Locale } from '#contract/lang.ts';
import { getAuth } from './session.server.ts';
import type { UpstreamContext } from './upstream.server.ts';

/**
 * The page's path as the user sees it. Loaders of client navigations receive React Router's data
 * request ("/12.data", "/_.data", "/_root.data"), whose path must read as the page's ("/12", "/").
 */
export function pagePathname(pathname: string): string {
  const withoutSuffix = pathname.replace(/\.data$/, '');
  return /^\/_(root)?$/.test(withoutSuffix) || withoutSuffix === '' ? '/' : withoutSuffix;
}

/** The numeric first path segment ("/12/purchaseInquiry" → 12), or null. */
export function shopIdFromPath(pathname: string): number | null {
  const first = pathname.split('/').filter(Boolean)[0];
  return first !== undefined && /^\d{1,9}$/.test(first) ? Number(first) : null;
}

export async function upstreamContext(request: Request, locale: Locale): Promise<UpstreamContext> {
  const url = new URL(request.url);
  const forwardedFor = request.headers.get('x-forwarded-for');
  return {
    locale,
    auth: await getAuth(request),
    shopId: shopIdFromPath(pagePathname(url.pathname)),
    requestId: request.headers.get('x-request-id') ?? undefined,
    clientIp: forwardedFor?.split(',')[0]?.trim() || undefined,
  };
}

/** The path (with search, without React Router's `.data` suffix) to come back to after login. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  const pathname = pagePathname(url.pathname);
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  return pathname + (search ? `?${search}` : '');
}

/**
 * The request header that carries the moment the page is made (epoch ms) from the Express layer
 * (server/html-cache.ts sets it on every request, overwriting the client's), so that a page kept in
 * the HTML cache names the clock it was made with, and is corrected on the way out.
 */
export const RENDER_TIME_HEADER = 'x-render-time';

/** The server's clock for this page (epoch ms): the Express layer's stamp, else now. */
export function renderTime(request: Request): number {
  const stamp = Number(request.headers.get(RENDER_TIME_HEADER));
  return Number.isSafeInteger(stamp) && stamp > 0 ? stamp : Date.now();
}
