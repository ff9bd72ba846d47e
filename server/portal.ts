// Starts the portal in front of a platform: serves the React Router build with the BFF, /ws, the
// health endpoints and the image proxy. The launcher (launcher.ts) decides which platform.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import { bffEnv } from '#bff/env.server.ts';
import { createRedisStore } from '#bff/cache/redis-store.server.ts';
import { sessionSecrets } from '#bff/session-secret.server.ts';
import { createPortalApp } from './app.ts';
import type { ServerEnv } from './env.ts';
import { startMetrics } from './metrics.ts';
import { warmUp } from './warm-up.ts';
import { attachWebSocket } from './ws.ts';

export type RunningPortal = {
  url: string;
  /** The metrics listener's base URL (GET /metrics), when METRICS_PORT is set. */
  metricsUrl?: string;
  close: () => Promise<void>;
};

export async function startPortal(env: ServerEnv, upstreamUrl: string, log: Logger): Promise<RunningPortal> {
  // The BFF (bundled in the build) reads its upstream from the environment on first use; its
  // configuration is checked now so that a bad value stops the process, not every page.
  process.env.UPSTREAM_URL = upstreamUrl;
  bffEnv();
  // The AUTH cookie's key, settled before the first request (generated on first start when unset).
  const session = sessionSecrets();
  if (session.source !== 'environment') {
    log.warn(
      { file: session.file, generated: session.source === 'generated' },
      'SESSION_SECRET is not set: the AUTH cookie is signed with the secret kept in this file (set SESSION_SECRET in production)',
    );
  }

  const buildEntry = path.resolve(env.BUILD_DIR, 'server/index.js');
  if (!existsSync(buildEntry)) throw new Error(`No build at ${buildEntry}: run \`npm run build\` first.`);
  const build = (await import(pathToFileURL(buildEntry).href)) as ServerBuild;

  const redisStore = env.REDIS_URL ? createRedisStore(env.REDIS_URL, 'portal:readyz:') : null;
  const app = createPortalApp({
    build,
    buildDir: path.resolve(env.BUILD_DIR),
    upstreamUrl,
    redisStore,
    trustProxy: env.TRUST_PROXY,
    log,
    mode: env.NODE_ENV,
  });
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  const ws = attachWebSocket(server, { trustProxy: env.TRUST_PROXY, log, redisUrl: env.REDIS_URL, redisPrefix: env.CACHE_PREFIX, upstreamUrl });

  await warmUp(app, log);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = `http://${env.HOST === '127.0.0.1' ? 'localhost' : env.HOST}:${port}`;
  log.info({ url }, 'portal listening');
  // Prometheus' /metrics on a port of its own, the embedded platform's with the portal's (docs/decisions/029-metrics.md).
  const metrics =
    env.METRICS_PORT === undefined
      ? undefined
      : await startMetrics({ port: env.METRICS_PORT, host: env.METRICS_HOST, embeddedPlatform: env.UPSTREAM_URL === undefined });
  if (metrics) log.info({ url: `${metrics.url}/metrics` }, 'metrics listening');

  return {
    url,
    metricsUrl: metrics?.url,
    close: async () => {
      await metrics?.close();
      ws.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections would hold close() open until they time out.
      server.closeIdleConnections();
      await closed;
      await redisStore?.close();
    },
  };
}
