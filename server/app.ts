// The portal's HTTP server: static assets, health checks, the image proxy to the platform, the
// /ws upgrade hook, and everything else to React Router (streamed SSR).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { request as upstreamRequest } from 'undici';
import type { Logger } from 'pino';
import type { CacheStore } from '#bff/cache/store.server.ts';
import { checkReadiness } from './readiness.ts';

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
      options.log.info({ reqId: id, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'alive' });
  });

  app.get('/readyz', async (_req, res) => {
    const readiness = await checkReadiness(options.upstreamUrl, options.redisStore);
    res.status(readiness.ready ? 200 : 503).json(readiness);
  });

  const clientDir = path.join(options.buildDir, 'client');
  // Fingerprinted by Vite: safe to cache for a year.
  app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use(express.static(clientDir, { maxAge: '1h', index: false }));

  // Images live on the platform; the browser only ever talks to the portal.
  app.get('/files/{*path}', async (req, res) => {
    try {
      const upstream = await upstreamRequest(new URL(`api${req.path}`, options.upstreamUrl.replace(/\/?$/, '/')), {
        signal: AbortSignal.timeout(10_000),
      });
      res.status(upstream.statusCode);
      for (const name of ['content-type', 'cache-control', 'etag', 'last-modified']) {
        const value = upstream.headers[name];
        if (typeof value === 'string') res.setHeader(name, value);
      }
      for await (const chunk of upstream.body) res.write(chunk);
      res.end();
    } catch {
      if (!res.headersSent) res.status(502).end();
      else res.end();
    }
  });

  app.all('{*path}', createRequestHandler({ build: options.build, mode: options.mode ?? 'production' }));
  return app;
}
