// The one client of the platform (docs/architecture.md#the-rooms): an undici Pool per platform process (spread round-robin, docs/decisions/033-several-platform-processes.md), the headers of
// docs/product/platform-calls.md#platform-calls-and-headers, a time-out per call, answers parsed with the contract's zod schemas, and failures
// turned into a result the page can show (never a throw). Cached by the strategy the caller names;
// each call's time counted by endpoint (./metrics.server.ts).
import type { Readable } from 'node:stream';
import { Pool } from 'undici';
import type { z } from 'zod';
import { Code, messageFor, transportMessage } from '#contract/codes.ts';
import { anyEnvelope } from '#contract/envelope.ts';
import { Header, type Endpoint } from '#contract/endpoints.ts';
import { toWireLanguage, type Locale } from '#contract/lang.ts';
import { cached, type Loaded } from './cache/cache.server.ts';
import { invalidate } from './cache/generations.server.ts';
import type { CacheStrategyName } from './cache/strategies.ts';
import { memberTag, PERSONAL_PREFIX } from './cache/tags.ts';
import { bffEnv, upstreamUrls } from './env.server.ts';
import { log } from './log.server.ts';
import { observeUpstream } from './metrics.server.ts';
import type { AuthSession } from './views.ts';

/** Who is asking, as the headers of docs/product/platform-calls.md#platform-calls-and-headers say it. */
export type UpstreamContext = {
  locale: Locale;
  auth: AuthSession | null;
  shopId: number | null;
  siteId?: number;
  requestId?: string;
  clientIp?: string;
};

export type UpstreamFailure = {
  ok: false;
  /** The platform's code, the HTTP status, 0 for no answer, or 9999 for an answer we cannot read. */
  code: number;
  /** Already in the user's language. */
  message: string;
  kind: 'business' | 'http' | 'timeout' | 'invalid';
};
export type UpstreamResult<T> = { ok: true; data: T } | UpstreamFailure;

type CallOptions<E extends Endpoint> = {
  ctx: UpstreamContext;
  query?: z.input<E['query']>;
  body?: z.input<E['body']>;
  /** 'short' is for anonymous public data: it turns into 'none' for a logged-in caller. ('personal' entries are keyed per member: personalKeyOf.) */
  cache?: Exclude<CacheStrategyName, 'personal'>;
  timeoutMs?: number;
};

/** One platform process: its connection pool and the path its API is under. */
type Upstream = { pool: Pool; basePath: string };

let upstreams: Upstream[] | undefined;
let turn = 0;

function allUpstreams(): Upstream[] {
  if (!upstreams) {
    upstreams = upstreamUrls(bffEnv().UPSTREAM_URL).map((base) => {
      const url = new URL(base);
      return { pool: new Pool(url.origin, { connections: 128, keepAliveTimeout: 30_000 }), basePath: url.pathname.replace(/\/$/, '') };
    });
  }
  return upstreams;
}

/**
 * The platform processes in the order a call tries them: the next one in turn first (round-robin over
 * UPSTREAM_URL's list, docs/decisions/033-several-platform-processes.md), then the others.
 */
function upstreamsInTurn(): Upstream[] {
  const all = allUpstreams();
  if (all.length === 1) return all;
  const first = turn++ % all.length;
  return [...all.slice(first), ...all.slice(0, first)];
}

/** No connection to that process (refused, reset, closed before an answer): the request never reached its handler, or a GET may be asked again. */
function connectionLost(error: unknown): boolean {
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'];
  for (
    let cause = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    cause && depth < 3;
    cause = cause.cause as typeof cause, depth++
  ) {
    if (typeof cause.code === 'string' && codes.includes(cause.code)) return true;
  }
  return false;
}

export async function closeUpstream(): Promise<void> {
  const open = upstreams ?? [];
  upstreams = undefined;
  await Promise.all(open.map((upstream) => upstream.pool.close()));
}

/** Query strings as the platform reads them; arrays are serialised with indices (docs/product/platform-calls.md#platform-calls-and-headers). */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) params.append(`${key}[${index}]`, String(item));
    } else params.append(key, String(value));
  }
  params.sort();
  const text = params.toString();
  return text ? `?${text}` : '';
}

function headersFor(ctx: UpstreamContext, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    [Header.language]: toWireLanguage(ctx.locale),
    [Header.source]: '1',
    [Header.environment]: '1',
    [Header.shopId]: String(ctx.shopId ?? 0),
  };
  if (ctx.siteId !== undefined) headers[Header.siteId] = String(ctx.siteId);
  if (ctx.auth) {
    headers[Header.userId] = String(ctx.auth.userId);
    headers[Header.token] = ctx.auth.token;
    headers[Header.memberId] = String(ctx.auth.memberId);
    headers[Header.roleId] = String(ctx.auth.memberRoleId);
  }
  if (ctx.requestId) headers['x-request-id'] = ctx.requestId;
  if (ctx.clientIp) headers['x-forwarded-for'] = ctx.clientIp;
  if (hasBody) headers['content-type'] = 'application/json';
  return headers;
}

/** An answer of the platform read: the envelope, its code, and the data checked with the endpoint's schema. */
function readAnswer<E extends Endpoint>(
  endpoint: E,
  ctx: UpstreamContext,
  statusCode: number,
  text: string,
): Loaded<UpstreamResult<z.output<E['data']>>> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const envelope = anyEnvelope.safeParse(json);
  if (!envelope.success) {
    if (statusCode >= 400) return failure(statusCode, transportMessage({ status: statusCode }, ctx.locale), 'http');
    log.warn({ reqId: ctx.requestId, path: endpoint.path, status: statusCode }, 'upstream answer is not an envelope');
    return failure(Code.INTERNAL, messageFor(Code.INTERNAL, ctx.locale), 'invalid');
  }
  if (envelope.data.code !== Code.SUCCESS) {
    return failure(envelope.data.code, envelope.data.message || messageFor(envelope.data.code, ctx.locale), 'business');
  }
  const data = endpoint.data.safeParse(envelope.data.data);
  if (!data.success) {
    log.warn({ reqId: ctx.requestId, path: endpoint.path, issues: data.error.issues.slice(0, 3) }, 'upstream data does not match the contract');
    return failure(Code.INTERNAL, messageFor(Code.INTERNAL, ctx.locale), 'invalid');
  }
  return { value: { ok: true, data: data.data as z.output<E['data']> }, cacheable: true };
}

function failure(code: number, message: string, kind: UpstreamFailure['kind']) {
  return {
    value: { ok: false as const, code, message, kind },
    cacheable: false,
    // No answer, or the platform failing: a cached copy may stand in (bff/cache/cache.server.ts).
    outage: kind === 'timeout' || (kind === 'http' && code >= 500),
  };
}

async function send<E extends Endpoint>(endpoint: E, options: CallOptions<E>, search: string): Promise<Loaded<UpstreamResult<z.output<E['data']>>>> {
  const { ctx } = options;
  const timeoutMs = options.timeoutMs ?? bffEnv().UPSTREAM_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  const hasBody = endpoint.method === 'POST';
  const started = performance.now();
  try {
    const request = (upstream: Upstream) =>
      upstream.pool.request({
        path: `${upstream.basePath}/api${endpoint.path}${search}`,
        method: endpoint.method,
        headers: headersFor(ctx, hasBody),
        body: hasBody ? JSON.stringify(options.body ?? {}) : undefined,
        signal,
      });
    const [first, ...others] = upstreamsInTurn();
    let response: Awaited<ReturnType<typeof request>>;
    try {
      response = await request(first!);
    } catch (error) {
      // A GET changes nothing: a process that refused or dropped the connection is passed over for the next.
      if (endpoint.method !== 'GET' || others.length === 0 || !connectionLost(error)) throw error;
      response = await retryOnOthers(others, request, error);
    }
    const answer = readAnswer(endpoint, ctx, response.statusCode, await response.body.text());
    observeUpstream(endpoint.path, answer.value.ok ? 'ok' : answer.value.kind, started);
    return answer;
  } catch (error) {
    observeUpstream(endpoint.path, 'timeout', started);
    if (!signal.aborted) log.warn({ reqId: ctx.requestId, path: endpoint.path, err: (error as Error).message }, 'upstream unreachable');
    // No answer at all (time-out, refused, reset): docs/product/error-codes.md#how-the-portal-reacts.
    return failure(0, transportMessage('timeout', ctx.locale), 'timeout');
  }
}

/** The other processes in turn, while each refuses or drops the connection; the last error when none answers. */
async function retryOnOthers<T>(others: Upstream[], request: (upstream: Upstream) => Promise<T>, error: unknown): Promise<T> {
  let last = error;
  for (const upstream of others) {
    try {
      return await request(upstream);
    } catch (next) {
      if (!connectionLost(next)) throw next;
      last = next;
    }
  }
  throw last;
}

/**
 * A body the portal does not read but passes on as it streams (an upload's multipart body, with
 * its own content type): the same headers, answer reading and time-out as a JSON call, never cached.
 * `body` may fail while it streams (a limit passed): the caller aborts `signal` then, and tells why.
 */
export async function relayUpstream<E extends Endpoint>(
  endpoint: E,
  options: { ctx: UpstreamContext; query?: z.input<E['query']>; contentType: string; body: Readable; timeoutMs?: number; signal?: AbortSignal },
): Promise<UpstreamResult<z.output<E['data']>>> {
  const { ctx } = options;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? bffEnv().UPSTREAM_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const started = performance.now();
  try {
    const [upstream] = upstreamsInTurn();
    const response = await upstream!.pool.request({
      path: `${upstream!.basePath}/api${endpoint.path}${serializeQuery(options.query as Record<string, unknown> | undefined)}`,
      method: endpoint.method,
      headers: { ...headersFor(ctx, false), 'content-type': options.contentType },
      body: options.body,
      signal,
    });
    const answer = readAnswer(endpoint, ctx, response.statusCode, await response.body.text()).value;
    observeUpstream(endpoint.path, answer.ok ? 'ok' : answer.kind, started);
    return answer;
  } catch (error) {
    observeUpstream(endpoint.path, 'timeout', started);
    if (!signal.aborted) log.warn({ reqId: ctx.requestId, path: endpoint.path, err: (error as Error).message }, 'upstream relay failed');
    return failure(0, transportMessage('timeout', ctx.locale), 'timeout').value;
  }
}

/** The cache key of a call: language, site, path and query (what callUpstream stores an answer under). */
export function cacheKeyOf(endpoint: Endpoint, ctx: Pick<UpstreamContext, 'locale' | 'siteId'>, query?: Record<string, unknown>): string {
  return `${toWireLanguage(ctx.locale)}:${ctx.siteId ?? 0}:${endpoint.path}${serializeQuery(query)}`;
}

/** The cache key of what a call answers one member alone: the member, role and user, then cacheKeyOf (bff/cache/tags.ts). */
export function personalKeyOf(endpoint: Endpoint, ctx: UpstreamContext & { auth: AuthSession }, query?: Record<string, unknown>): string {
  const { memberId, memberRoleId, userId } = ctx.auth;
  return `${PERSONAL_PREFIX}${memberId}.${memberRoleId}.${userId}|${cacheKeyOf(endpoint, ctx, query)}`;
}

export async function callUpstream<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<UpstreamResult<z.output<E['data']>>> {
  const search = serializeQuery(options.query as Record<string, unknown> | undefined);
  const { auth } = options.ctx;
  if (endpoint.method !== 'GET') {
    const result = await send(endpoint, options, search);
    // A member's write may change what was kept for that member alone ('already quoted'): asked again next time.
    if (auth) await invalidate([memberTag(auth)]);
    return result.value;
  }
  let strategy = options.cache ?? 'none';
  if (strategy === 'short' && auth) strategy = 'none';
  return cached(cacheKeyOf(endpoint, options.ctx, options.query as Record<string, unknown> | undefined), strategy, () =>
    send(endpoint, options, search),
  );
}
