// The Fastify instance behind /api: framework failures become catalogue codes in the envelope
// (1104 wrong content type, 1105 unreadable body, 404 unknown route, 9999 anything else) so that
// every answer, even a failure, has the shape the portal parses. Each request is known in the logs by
// the portal's x-request-id, and counted (./metrics.ts) by its route's pattern.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import { Code } from '#contract/codes.ts';
import type { ResolveCaller } from './caller.ts';
import type { ReadRouting } from '../db/replica.ts';
import { DEFAULT_TRUSTED_PROXIES } from './client-address.ts';
import { observeRequest } from './metrics.ts';
import { registerRoutes, sendEnvelope, type Route } from './route.ts';

export type AppOptions = {
  logger: Logger;
  routes: Route[];
  resolveCaller: ResolveCaller;
  /** Routes outside the contract (static files), registered under /api too. */
  plugins: FastifyPluginAsync[];
  /** Artificial delay before every /api answer, for benchmarks. */
  latencyMs: number;
  /** The hops whose X-Forwarded-For names the client (http/client-address.ts); default: loopback, where the embedded platform's portal calls from. */
  trustedProxies?: readonly string[];
  /** With a streaming replica: which reads it serves (route.ts, docs/decisions/032-read-replica.md). */
  reads?: ReadRouting;
};

/** @fastify/multipart's failures that are the request's fault: an upload then answers 1105 (1108 when too large). */
const multipartErrors = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
]);

const bodyErrors = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** The request's id in its log lines: the portal's x-request-id (server/app.ts sends it on every call), else a new one. */
function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && given !== '' ? given.slice(0, 64) : randomUUID();
}

/** Fastify's trustProxy for a list of hops: none trusted is `false` (request.ip is the connection's address). */
function trustedHops(hops: readonly string[]): string[] | false {
  return hops.length > 0 ? [...hops] : false;
}

export function buildApp(options: AppOptions) {
  const app = Fastify({
    loggerInstance: options.logger,
    // One line per request at info is noise at the portal's request rate; failures are logged below.
    logController: new LogController({ disableRequestLogging: true }),
    // A failure's log line carries the id the portal logged the page's request under.
    genReqId: requestIdOf,
    // The portal forwards the browser's address in X-Forwarded-For (the SMS and login limits,
    // area/findCityByIP): believed from the configured hops only, never from whoever connects.
    trustProxy: trustedHops(options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES),
  });
  // Only JSON bodies: a text/plain body answers 1104 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  app.addHook('onResponse', (request, reply, done) => {
    observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });

  app.setErrorHandler((error, request, reply) => {
    const code = codeOf(error);
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendEnvelope(reply, Code.CONTENT_TYPE_UNSUPPORTED, null);
    if (code && (bodyErrors.has(code) || multipartErrors.has(code))) return sendEnvelope(reply, Code.BODY_UNPARSABLE, null);
    if (code === 'FST_REQ_FILE_TOO_LARGE') return sendEnvelope(reply, Code.FILE_TOO_LARGE, null);
    request.log.error({ err: error, url: request.url }, 'request failed');
    return sendEnvelope(reply, Code.INTERNAL, null, { status: 500 });
  });
  app.setNotFoundHandler((_request, reply) => sendEnvelope(reply, Code.NOT_FOUND, null, { status: 404 }));

  app.register(
    async (api) => {
      if (options.latencyMs > 0) api.addHook('onRequest', () => sleep(options.latencyMs));
      registerRoutes(
        api,
        options.routes.filter((r) => !r.multipart),
        options.resolveCaller,
        options.reads,
      );
      // Uploads in a context of their own: only their routes parse multipart/form-data, every other
      // POST still answers 1104 to it. Files are read whole (request.file() with its own limits).
      await api.register(async (uploads) => {
        await uploads.register(multipart, { limits: { files: 1, fields: 10, parts: 12 } });
        registerRoutes(
          uploads,
          options.routes.filter((r) => r.multipart),
          options.resolveCaller,
        );
      });
      for (const plugin of options.plugins) await api.register(plugin);
    },
    { prefix: '/api' },
  );
  return app;
}
