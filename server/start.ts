// Starts the portal: validates configuration, starts the embedded platform when no UPSTREAM_URL
// is given, serves the React Router build, and shuts down gracefully on SIGTERM/SIGINT.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { createPortalApp } from './app.ts';
import { bffEnv } from '#bff/env.server.ts';
import { readServerEnv, type ServerEnv } from './env.ts';
import { attachWebSocket } from './ws.ts';

const log = pino({ name: 'portal', level: process.env.LOG_LEVEL ?? 'info' });

type Closer = () => Promise<void> | void;

async function startEmbeddedPlatform(env: ServerEnv, closers: Closer[]): Promise<string> {
  const { startPlatform } = await import('#platform/server.ts');
  const platform = await startPlatform({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: env.DATABASE_URL,
    dataDir: env.PGLITE_DIR,
    latencyMs: env.PLATFORM_LATENCY_MS,
  });
  closers.push(() => platform.close());
  log.info({ upstreamUrl: platform.url, database: env.DATABASE_URL ? 'postgresql' : `pglite ${env.PGLITE_DIR}` }, 'embedded platform started');
  return platform.url;
}

async function main() {
  const env = readServerEnv();
  const closers: Closer[] = [];

  const upstreamUrl = env.UPSTREAM_URL ?? (await startEmbeddedPlatform(env, closers));
  // The BFF (bundled in the build) reads its upstream from the environment on first use; its
  // configuration is checked now so that a bad value stops the process, not every page.
  process.env.UPSTREAM_URL = upstreamUrl;
  bffEnv();

  const buildEntry = path.resolve(env.BUILD_DIR, 'server/index.js');
  if (!existsSync(buildEntry)) throw new Error(`No build at ${buildEntry}: run \`npm run build\` first.`);
  const build = (await import(pathToFileURL(buildEntry).href)) as ServerBuild;

  let redisStore = null;
  if (env.REDIS_URL) {
    const { createRedisStore } = await import('#bff/cache/redis-store.server.ts');
    redisStore = createRedisStore(env.REDIS_URL, 'portal:readyz:');
    const store = redisStore;
    closers.push(() => store.close());
  }

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
  const ws = attachWebSocket(server);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  log.info({ url: `http://${env.HOST === '127.0.0.1' ? 'localhost' : env.HOST}:${port}` }, 'portal listening');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), env.SHUTDOWN_GRACE_MS);
    force.unref();
    ws.close();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections would hold close() open until they time out.
    server.closeIdleConnections();
    await closed;
    for (const close of closers.reverse()) await close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: Error) => {
  log.fatal(error.message);
  process.exit(1);
});
