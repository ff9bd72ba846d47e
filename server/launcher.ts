// The composition root: the one module that starts both the platform (unless UPSTREAM_URL names
// one elsewhere) and the portal in front of it, from one validated configuration, and stops them
// in reverse order on SIGTERM/SIGINT.
import { pino } from 'pino';
import { startPlatform } from '#platform/server.ts';
import { readServerEnv, type ServerEnv } from './env.ts';
import { startPortal } from './portal.ts';

const log = pino({ name: 'portal', level: process.env.LOG_LEVEL ?? 'info' });

type Closer = () => Promise<void> | void;

async function startEmbeddedPlatform(env: ServerEnv, closers: Closer[]): Promise<string> {
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
  const portal = await startPortal(env, upstreamUrl, log);
  closers.push(() => portal.close());

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), env.SHUTDOWN_GRACE_MS);
    force.unref();
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
