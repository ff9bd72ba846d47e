// The platform inside the portal's process (the embedded default: no UPSTREAM_URL), on a loopback
// port (PLATFORM_PORT, a free one by default), with the database the configuration names: PGlite in
// PGLITE_DIR, or DATABASE_URL. The test clock is the platform's own reading of the environment.
import type { Logger } from 'pino';
import { startPlatform } from '#platform/server.ts';
import type { ServerEnv } from './env.ts';

export async function startEmbeddedPlatform(env: ServerEnv, log: Logger): Promise<{ url: string; close: () => Promise<void> }> {
  const platform = await startPlatform({
    port: env.PLATFORM_PORT,
    host: '127.0.0.1',
    databaseUrl: env.DATABASE_URL,
    dataDir: env.PGLITE_DIR,
    latencyMs: env.PLATFORM_LATENCY_MS,
    deployed: env.PORTAL_DEPLOYED,
    deadlineReminders: true,
  });
  log.info({ upstreamUrl: platform.url, database: env.DATABASE_URL ? 'postgresql' : `pglite ${env.PGLITE_DIR}` }, 'embedded platform started');
  return { url: platform.url, close: () => platform.close() };
}
