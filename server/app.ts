// The portal's HTTP server: security headers and the same-origin rule for writes on every answer
// (server/security.ts), static assets, health checks, the image proxy to the platform, and
// everything else to React Router (streamed SSR). The /ws upgrade is server/ws.ts. Every request is
// logged with its id and timed by its route's pattern (server/metrics.ts).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import express, { type ErrorRequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import type { Logger } from 'pino';
import type { CacheStore } from '#bff/cache/store.server.ts';
import { compression } from './compression.ts';
import { earlyAnswers } from './early-answers.ts';
import { filesProxy } from './files-proxy.ts';
import { htmlCache, htmlCacheStore } from './html-cache.ts';
import { loadContextFor, observeRequest, withRouteLabels } from './metrics.ts';
import { scriptsAfterPaint } from './scripts-after-paint.ts';
import { checkReadiness } from './readiness.ts';
import { privateWhenPersonal, sameOriginWrites, securityHeaders } from './security.ts';

export type PortalOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  buildDir: string;
  upstreamUrl: string;
  /** The shared cache store, for /readyz (null without REDIS_URL). */
  redisStore: CacheStore | null;
  trustProxy: number;
  log: Logger;
  mode?: string;
};

export function createPortalApp(options: PortalOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);

  // Request id and the client's address, as the BFF forwards them to the platform.
  app.use((req, res, next) => {
    const id = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID();
    req.headers['x-request-id'] = id;
    res.setHeader('x-request-id', id);
    req.headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      observeRequest(req, res, ms / 1000);
      options.log.info({ reqId: id, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  });

  // A body an answer leaves unread never holds its keep-alive connection (server/early-answers.ts).
  app.use(earlyAnswers());

  // Before anything answers: every answer carries the headers, and no write from another site
  // reaches a route (docs/security.md).
  app.use(securityHeaders(options.trustProxy));
  app.use(sameOriginWrites(options.trustProxy, options.log));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'alive' });
  });

  app.get('/readyz', async (_req, res) => {
    const readiness = await checkReadiness(options.upstreamUrl, options.redisStore);
    res.status(readiness.ready ? 200 : 503).json(readiness);
  });

  // Build assets from their .br/.gz files by Accept-Encoding, every other text answer compressed as it streams (server/compression.ts).
  app.use(compression(path.join(options.buildDir, 'client')));

  // Images live on the platform; the browser only ever talks to the portal. Before the static
  // files, so that no /files path is ever resolved against the build's folder.
  // Mounted without a route pattern: the path is never decoded by Express's router first.
  app.use('/files', filesProxy(options.upstreamUrl));

  const clientDir = path.join(options.buildDir, 'client');
  // Fingerprinted by Vite: safe to cache for a year.
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use(express.static(clientDir, { maxAge: '1h', index: false, redirect: false }));

  app.use(privateWhenPersonal());
  // A visitor's pages from the HTML cache, with this answer's nonce (server/html-cache.ts); members never.
  app.use(htmlCache({ store: htmlCacheStore(), trustProxy: options.trustProxy, log: options.log, mode: options.mode }));
  // The page's scripts start once its first screen is painted (server/scripts-after-paint.ts); the dev
  // server's pages keep Vite's own scripts (its client, the hot reload) as they are.
  if (options.mode !== 'development') app.use(scriptsAfterPaint());
  // The route that answers leaves its pattern in the answer's locals, the label of its metrics (server/metrics.ts).
  const { build } = options;
  app.all(
    '{*path}',
    createRequestHandler({
      build: typeof build === 'function' ? async () => withRouteLabels(await build()) : withRouteLabels(build),
      getLoadContext: loadContextFor,
      mode: options.mode ?? 'production',
    }),
  );

  // Express's own error page would drop the security headers set above: a short text instead.
  const onError: ErrorRequestHandler = (error: { status?: number; statusCode?: number }, req, res, _next) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) options.log.error({ reqId: req.headers['x-request-id'], err: error }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .type('text/plain; charset=utf-8')
      .send(status < 500 ? 'Bad Request' : 'Internal Server Error');
  };
  app.use(onError);
  return app;
}
