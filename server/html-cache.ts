// Anonymous pages are cheap (docs/decisions/014-html-cache.md): a visitor's page (home, lists,
// details, shops) is kept rendered for a few seconds and served from the store, refreshed in the
// background once stale (stale-while-revalidate, one refresh at a time across replicas by the
// store's lock). The store is bff/cache's interface: Redis when REDIS_URL is set (shared by every
// replica), an in-memory LRU otherwise.
//
// - Keyed by everything a visitor's page depends on: the host (and the forwarded host and
//   protocol), the language as the app resolves it (LX_LANG, app/lib/locale-cookie.ts), the city
//   cookie, the remembered shop where the layout is the shop's, bot or browser (bots get the whole
//   page at once), and the full URL.
// - Never for a member (an AUTH cookie came), nor for anything but a GET of an HTML page answered
//   200 without Set-Cookie and without private/no-store.
// - The CSP nonce: a page is stored as rendered, with the nonce of the request that made it; each
//   answer from the store gets its own request's fresh nonce (server/security.ts made it and put it
//   in this answer's CSP header) on every nonce attribute. The old nonce was random and never sent
//   anywhere but with that first answer, so it only occurs where React and React Router wrote it;
//   a page where it occurs otherwise is not stored. No two answers share a nonce.
// - Invalidation (docs/decisions/014-html-cache.md#invalidation): a page that shows buyer shops (a
//   shop-layout page, the company list) depends on the "shops" generation; it is kept with the
//   stamp read before it was rendered and is a miss, on every replica, once a buyer's profile save
//   or role choice bumps it (bff/cache/generations.server.ts).
// - The clock: the page says when it was made (RENDER_TIME_HEADER → serverTime); an answer from the
//   store also says when it was served (<meta name="portal-served-at">), so a countdown corrects
//   its offset (app/lib/countdown.ts).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import { localeFromCookieHeader } from '#app/lib/locale-cookie.ts';
import { layoutFor } from '#app/lib/layout-choice.ts';
import { createMemoryStore } from '#bff/cache/memory-store.server.ts';
import { type Generations, generations as configuredGenerations, SHOPS_TAG } from '#bff/cache/generations.server.ts';
import { createRedisStore } from '#bff/cache/redis-store.server.ts';
import type { CacheStore } from '#bff/cache/store.server.ts';
import { bffEnv } from '#bff/env.server.ts';
import { RENDER_TIME_HEADER } from '#bff/request-context.server.ts';
import { routeSegments } from '#bff/url-state/shop-prefix.ts';
import { DEFAULT_LOCALE } from '#contract/lang.ts';

/** Pages kept in this process's memory (whole pages: fewer than the BFF's answers). */
const PAGES_IN_MEMORY = 500;

/** A page is served as it is for this long, then stale (served, and refreshed in the background) for STALE_MS. */
export const FRESH_MS = 5_000;
export const STALE_MS = 30_000;

/** Paths never kept: resources and actions, the login and logout, the benchmarks' baseline, files and assets. */
const NEVER = /^\/(resources|_bench|login|logout|files|assets|healthz|readyz|ws)(\/|$)|\.data$/;

/** The headers of a page that are part of it (the security headers are the answer's own, set fresh). */
const KEPT_HEADERS = ['content-type', 'content-language', 'link', 'x-robots-tag'] as const;

/** Marks the background refresh's own request (a loopback GET): it renders and stores, never reads. */
const REFRESH_HEADER = 'x-portal-html-refresh';

/** Marks the warm-up's renders before the portal listens (server/warm-up.ts): they pass by the cache, neither read nor kept. */
const WARM_UP_HEADER = 'x-portal-warm-up';
const warmUpToken = randomBytes(24).toString('base64url');

/** The header that lets this process's warm-up pass by the cache (known to this process only). */
export function warmUpHeaders(): Record<string, string> {
  return { [WARM_UP_HEADER]: warmUpToken };
}

export type CachedPage = { html: string; nonce: string; madeAt: number; headers: Array<[string, string]> };

type Options = {
  store: CacheStore;
  trustProxy: number;
  log?: Logger;
  freshMs?: number;
  staleMs?: number;
  /** 'development' (npm run dev): no cache, every edit shows at once. */
  mode?: string;
  /** The generations pages depend on (pageTags): bff/cache's configured ones by default. */
  generations?: Generations;
};

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function firstHeader(req: IncomingMessage, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The store key of a request's page, or null when the request must not use the cache. */
export function pageKey(req: IncomingMessage & { originalUrl?: string }, trustProxy: number): string | null {
  if (req.method !== 'GET') return null;
  const url = req.originalUrl ?? req.url ?? '/';
  const pathname = url.split('?')[0] ?? '/';
  if (NEVER.test(pathname)) return null;
  const cookie = firstHeader(req, 'cookie');
  if (cookieValue(cookie, 'AUTH') !== null) return null;
  const accept = firstHeader(req, 'accept');
  if (accept && !/text\/html|\*\/\*/.test(accept)) return null;
  const forwarded = trustProxy > 0 ? `${firstHeader(req, 'x-forwarded-host')}|${firstHeader(req, 'x-forwarded-proto')}` : '';
  const locale = localeFromCookieHeader(cookie) ?? DEFAULT_LOCALE;
  const city = cookieValue(cookie, 'LX_CITY') ?? '';
  let search = '';
  try {
    search = new URL(url, 'http://x').search;
  } catch {
    return null;
  }
  const shop = layoutFor(pathname, search) === 'shop' ? (cookieValue(cookie, 'SrmShopId') ?? '') : '';
  const agent = isbot(firstHeader(req, 'user-agent')) ? 'bot' : 'browser';
  return ['html1', firstHeader(req, 'host'), forwarded, locale, city, shop, agent, url].map((part) => encodeURIComponent(part)).join(':');
}

/** Pages that show a buyer's shop: they depend on the "shops" generation (bumped by a profile save or a role choice). */
const SHOP_LIST_ROUTES = new Set(['enterprisePurchasing']);

/** The generation tags a page depends on: a shop-layout page (the shop's card, home, profile, lists) and the company list. */
export function pageTags(url: string): readonly string[] {
  const [pathname = '/', query = ''] = url.split('?', 2);
  const first = routeSegments(pathname)[0];
  if (layoutFor(pathname, query) === 'shop' || (first !== undefined && SHOP_LIST_ROUTES.has(first))) return [SHOPS_TAG];
  return [];
}

/** The page as a later visitor gets it: its own nonce on every nonce attribute, and when it was served. */
export function servePage(page: CachedPage, nonce: string, servedAt: number): string {
  const withNonce = page.html.replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`);
  const meta = `<meta name="portal-served-at" content="${servedAt}" data-made-at="${page.madeAt}"/>`;
  return withNonce.replace(/<head>/, `<head>${meta}`);
}

/**
 * Whether a rendered page may be kept: its nonce only in nonce attributes (where servePage
 * replaces it), and the page whole.
 */
export function keepable(html: string, nonce: string): boolean {
  if (!nonce || !html.includes('</html>')) return false;
  return html.split(nonce).length === html.split(`nonce="${nonce}"`).length;
}

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The store of server/app.ts: Redis under CACHE_PREFIX + "html:" when REDIS_URL is set (memory while it is away), else memory. */
export function htmlCacheStore(env: { REDIS_URL?: string; CACHE_PREFIX: string } = bffEnv()): CacheStore {
  return env.REDIS_URL
    ? createRedisStore(env.REDIS_URL, `${env.CACHE_PREFIX}html:`, { fallbackEntries: PAGES_IN_MEMORY })
    : createMemoryStore(PAGES_IN_MEMORY);
}

export function htmlCache(options: Options): RequestHandler {
  const { store, trustProxy, log } = options;
  const gens = options.generations ?? configuredGenerations();
  const freshMs = options.freshMs ?? FRESH_MS;
  const staleMs = options.staleMs ?? STALE_MS;
  // Known to this process only: a client cannot ask for a refresh.
  const refreshToken = randomBytes(24).toString('base64url');

  /** Renders the page again through this server (loopback), with only what the key depends on. */
  function refresh(req: Request, key: string): void {
    void (async () => {
      if (!(await store.tryLock(key, 10_000))) return;
      try {
        const cookie = ['LX_LANG', 'LX_CITY', 'SrmShopId']
          .map((name) => [name, cookieValue(req.headers.cookie, name)] as const)
          .filter(([, value]) => value !== null)
          .map(([name, value]) => `${name}=${value}`)
          .join('; ');
        const headers: Record<string, string> = { [REFRESH_HEADER]: refreshToken, accept: 'text/html', 'accept-encoding': 'identity' };
        for (const name of ['host', 'user-agent', 'accept-language', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for']) {
          const value = firstHeader(req, name);
          if (value) headers[name] = value;
        }
        if (cookie) headers.cookie = cookie;
        await new Promise<void>((resolve, reject) => {
          const request = http.get(
            { host: req.socket.localAddress, port: req.socket.localPort, path: req.originalUrl, headers, timeout: 15_000 },
            (answer) => {
              answer.resume();
              answer.on('end', resolve);
              answer.on('error', reject);
            },
          );
          request.on('timeout', () => request.destroy(new Error('timed out')));
          request.on('error', reject);
        });
      } catch (error) {
        log?.warn({ err: (error as Error).message, url: req.originalUrl }, 'html cache refresh failed');
      } finally {
        await store.unlock(key);
      }
    })();
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    // The page's clock, from here and never from the client (bff/request-context.server.ts).
    req.headers[RENDER_TIME_HEADER] = String(Date.now());
    const warmingUp = sameToken(firstHeader(req, WARM_UP_HEADER), warmUpToken);
    delete req.headers[WARM_UP_HEADER];
    const key = options.mode === 'development' || warmingUp ? null : pageKey(req, trustProxy);
    if (!key) return next();
    const refreshing = sameToken(firstHeader(req, REFRESH_HEADER), refreshToken);
    delete req.headers[REFRESH_HEADER];

    const url = req.originalUrl ?? req.url;
    const tags = pageTags(url);
    // Read with the page: no round trip of its own. The stamp is taken before rendering, so a page
    // rendered across a bump is kept under the old stamp and never served.
    const [entry, stamp] = await Promise.all([refreshing ? null : store.get(key), tags.length > 0 ? gens.read(tags) : '']);
    if (stamp === null) return next();
    if (!refreshing) {
      const current = entry !== null && (entry.generation ?? '') === stamp;
      const age = entry && current ? Date.now() - entry.storedAt : Number.POSITIVE_INFINITY;
      if (entry && age < freshMs + staleMs) {
        const page = entry.value as CachedPage;
        const nonce = res.locals.cspNonce as string | undefined;
        if (nonce) {
          if (age >= freshMs) refresh(req, key);
          for (const [name, value] of page.headers) res.setHeader(name, value);
          res.setHeader('X-Html-Cache', age < freshMs ? 'fresh' : 'stale');
          res.status(200).end(servePage(page, nonce, Date.now()));
          return;
        }
      }
    }

    // Rendered now: kept if it turns out to be a visitor's whole page.
    const nonce = String(res.locals.cspNonce ?? '');
    const madeAt = Number(req.headers[RENDER_TIME_HEADER]);
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write;
    const end = res.end;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > 4_000_000) return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      chunks.push(buffer);
    };
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Response['write'];
    res.end = function (this: Response, ...args: unknown[]) {
      keep(args[0], args[1]);
      return (end as (...a: unknown[]) => Response).apply(this, args);
    } as Response['end'];
    res.on('finish', () => {
      const type = String(res.getHeader('content-type') ?? '');
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (res.statusCode !== 200 || !type.startsWith('text/html') || res.hasHeader('set-cookie') || /private|no-store/.test(cacheControl)) return;
      if (size > 4_000_000) return;
      const html = Buffer.concat(chunks).toString('utf8');
      if (!keepable(html, nonce)) return;
      const headers: Array<[string, string]> = [];
      for (const name of KEPT_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
      }
      const page: CachedPage = { html, nonce, madeAt, headers };
      const kept = { value: page, storedAt: Date.now(), ...(stamp ? { generation: stamp } : {}) };
      void store.set(key, kept, freshMs + staleMs).then(() => {
        // A visitor's first view of a page was rendered on cold caches: its slow parts were streamed
        // behind placeholders. Rendered once more now that the BFF's caches are warm, the kept page
        // has them in place (bff/streamed.server.ts).
        if (!refreshing) refresh(req, key);
      });
    });
    next();
  };
}
