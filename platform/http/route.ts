// Registers the contract's endpoints on Fastify: each route names its endpoint from contract/
// endpoints.ts and who may call it; this module parses the query and body with the endpoint's zod
// schemas, resolves the caller's session and wraps the handler's answer in the envelope (a quote's
// or a bid's counted by its code: ./metrics.ts). With a replica, a visitor's public read runs on it
// (./public-reads.ts, docs/decisions/032-read-replica.md), and again on the primary if it fails there.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Code, messageFor } from '#contract/codes.ts';
import { Header, type Endpoint } from '#contract/endpoints.ts';
import type { Envelope } from '#contract/envelope.ts';
import { localeFromAcceptLanguage, type Locale } from '#contract/lang.ts';
import type { ReadRouting } from '../db/replica.ts';
import type { Caller, ResolveCaller } from './caller.ts';
import { BusinessError } from './errors.ts';
import { submissionCounter } from './metrics.ts';
import { publicReads } from './public-reads.ts';

/** 'login': a missing, unknown or expired token answers 1101. 'public': such a caller is anonymous. */
export type Access = 'public' | 'login';

export type RouteInput<E extends Endpoint, A extends Access> = {
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  caller: A extends 'login' ? Caller : Caller | null;
  request: FastifyRequest;
};

export type Route = {
  endpoint: Endpoint;
  access: Access;
  handle(input: RouteInput<Endpoint, Access>): Promise<unknown>;
  /** The body is multipart/form-data, which the handler reads itself (request.file()); the body schema sees {}. */
  multipart?: boolean;
};

export function route<E extends Endpoint, A extends Access>(
  endpoint: E,
  access: A,
  handle: (input: RouteInput<E, A>) => Promise<z.input<E['data']>>,
  options: { multipart?: boolean } = {},
): Route {
  return { endpoint, access, handle: handle as Route['handle'], ...options };
}

export function localeOf(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers[Header.language]);
}

/** Sends `{code, message, data}` with the catalogue message in the caller's language. */
export function sendEnvelope(reply: FastifyReply, code: number, data: unknown, options: { status?: number; detail?: string } = {}): FastifyReply {
  const message = messageFor(code, localeOf(reply.request));
  const envelope: Envelope<unknown> = {
    code,
    message: options.detail ? `${message}: ${options.detail}` : message,
    data,
  };
  return reply.code(options.status ?? 200).send(envelope);
}

// zod's own messages in the caller's language, so that a 1102 answer reads as one sentence.
const zodMessages: Record<Locale, z.core.$ZodErrorMap> = {
  'zh-CN': z.locales.zhCN().localeError,
  'en-US': z.locales.en().localeError,
  'ko-KR': z.locales.ko().localeError,
};

/** Whether a request value holds U+0000 anywhere: PostgreSQL text cannot, so no such value is valid. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsNul);
  return false;
}

function parse<T extends z.ZodType>(schema: T, value: unknown, locale: Locale): z.output<T> {
  if (holdsNul(value)) throw new BusinessError(Code.PARAM_INVALID, 'U+0000');
  const result = schema.safeParse(value, { error: zodMessages[locale] });
  if (result.success) return result.data;
  const summary = result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
  throw new BusinessError(Code.PARAM_INVALID, summary);
}

/** An empty parameter ("keyword=") means what an absent one does: the portal sends unset filters so. */
function withoutEmptyParameters(query: unknown): Record<string, unknown> {
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

function tokenOf(request: FastifyRequest): string | undefined {
  const token = request.headers[Header.token];
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

/**
 * Runs a route's handler where its reads belong: on the replica for a public read by a visitor (no
 * session: a member sees what it just wrote at once) while the replica is healthy and close behind;
 * a failure there (a replica that stopped, a query it cancelled) marks it unhealthy until its next
 * probe and runs the read again on the primary. Everything else is the primary's.
 */
function runWhereReadsBelong<T>(
  reads: ReadRouting | undefined,
  endpoint: Endpoint,
  caller: Caller | null,
  request: FastifyRequest,
  work: () => Promise<T>,
): Promise<T> {
  if (!reads || caller || endpoint.method !== 'GET' || !publicReads.has(endpoint) || !reads.healthy()) return work();
  return reads.onReplica(work).catch((error: unknown) => {
    if (error instanceof BusinessError) throw error;
    reads.failed(error);
    request.log.warn({ err: error, url: request.url }, 'replica read failed; read again on the primary');
    return work();
  });
}

export function registerRoutes(app: FastifyInstance, routes: Route[], resolveCaller: ResolveCaller, reads?: ReadRouting): void {
  for (const { endpoint, access, handle, multipart } of routes) {
    // A quote's or a bid's answer is counted by its code (./metrics.ts); undefined for every other endpoint.
    const counted = submissionCounter(endpoint.path);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      handler: async (request, reply) => {
        try {
          const locale = localeOf(request);
          const query = parse(endpoint.query, withoutEmptyParameters(request.query), locale);
          const body = endpoint.method === 'POST' ? parse(endpoint.body, multipart ? {} : (request.body ?? {}), locale) : {};
          const token = tokenOf(request);
          const caller = token ? await resolveCaller(token) : null;
          if (access === 'login' && !caller) throw new BusinessError(Code.LOGIN_EXPIRED);
          const data = await runWhereReadsBelong(reads, endpoint, caller, request, () => handle({ query, body, caller, request }));
          counted?.(Code.SUCCESS);
          return sendEnvelope(reply, Code.SUCCESS, data ?? null);
        } catch (error) {
          counted?.(error instanceof BusinessError ? error.code : Code.INTERNAL);
          if (!(error instanceof BusinessError)) throw error;
          return sendEnvelope(reply, error.code, null, { detail: error.detail });
        }
      },
    });
  }
}
