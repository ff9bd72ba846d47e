// `npm run dev`: the portal with Vite's dev server and hot module replacement, on the same embedded
// defaults as `npm start`: unless UPSTREAM_URL names a platform, the platform starts inside this
// process on a loopback port (PGlite in PGLITE_DIR, ./data/pglite, seeded on first start; or
// DATABASE_URL). Vite serves the app's modules and HMR; the portal's own Express app (request ids,
// /healthz, /readyz, the /files/* image proxy, /ws) is mounted behind it, rendering with the
// build Vite compiles on demand instead of build/.
//
// Configuration is the portal's (server/env.ts), except PORT, which defaults to 5173 here so that
// a dev server and `npm start` (3000) can run side by side; Vite's HMR socket shares that port.
// Run with node --conditions=development, as `react-router dev` does, so React Router loads its
// development build in this process and in the server build alike.
import { EventEmitter } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';

// React and React Router pick their build from NODE_ENV when first loaded: settled before any
// import below that loads them.
process.env.NODE_ENV ??= 'development';
process.env.PORT ??= '5173';

type Closer = () => Promise<void> | void;

const log = pino({ name: 'portal-dev', level: process.env.LOG_LEVEL ?? 'info' });
const closers: Closer[] = [];

async function main() {
  const { readServerEnv } = await import('./env.ts');
  const env = readServerEnv();

  let upstreamUrl = env.UPSTREAM_URL;
  if (!upstreamUrl) {
    const { startEmbeddedPlatform } = await import('./embedded-platform.ts');
    const platform = await startEmbeddedPlatform(env, log);
    closers.push(platform.close);
    upstreamUrl = platform.url;
  }
  // The BFF reads its upstream from the environment on first use (inside Vite's server modules too).
  process.env.UPSTREAM_URL = upstreamUrl;
  const { bffEnv } = await import('#bff/env.server.ts');
  bffEnv();

  const { default: express } = await import('express');
  const app = express();
  app.disable('x-powered-by');
  const server = http.createServer(app);

  // Vite's HMR socket shares the portal's port: Vite answers the upgrades that ask for its
  // protocols (vite-hmr, vite-ping), the portal's /ws hook (which refuses any other path) the rest.
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.resolve('vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server } },
  });
  closers.push(() => vite.close());

  let redisStore = null;
  if (env.REDIS_URL) {
    const { createRedisStore } = await import('#bff/cache/redis-store.server.ts');
    redisStore = createRedisStore(env.REDIS_URL, 'portal:readyz:');
    const store = redisStore;
    closers.push(() => store.close());
  }

  const { createPortalApp } = await import('./app.ts');
  const { attachWebSocket } = await import('./ws.ts');
  app.use(vite.middlewares);
  app.use(
    createPortalApp({
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      // No build in development: Vite serves the client modules; this folder does not exist.
      buildDir: path.resolve('.react-router/no-build-in-dev'),
      upstreamUrl,
      redisStore,
      trustProxy: env.TRUST_PROXY,
      log,
      mode: 'development',
    }),
  );

  const portalUpgrades = new EventEmitter();
  const ws = attachWebSocket(portalUpgrades as http.Server, {
    trustProxy: env.TRUST_PROXY,
    log,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.CACHE_PREFIX,
    upstreamUrl,
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const protocol = req.headers['sec-websocket-protocol'] ?? '';
    if (protocol === 'vite-hmr' || protocol === 'vite-ping') return;
    portalUpgrades.emit('upgrade', req, socket, head);
  });
  closers.push(() => ws.close());
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections and Vite's open requests would hold close() open.
        server.closeAllConnections();
      }),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  log.info(
    { url: `http://${env.HOST === '127.0.0.1' ? 'localhost' : env.HOST}:${env.PORT}` },
    'portal dev server listening (hot module replacement)',
  );
}

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(1), 5_000);
  force.unref();
  // The last started stops first: the HTTP server and /ws, Redis, Vite, then the platform.
  for (const close of closers.reverse()) {
    try {
      await close();
    } catch (error) {
      log.warn({ err: error }, 'while stopping');
    }
  }
  process.exit(code);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

main().catch((error: Error) => {
  log.fatal(error.message);
  void stop(1);
});
