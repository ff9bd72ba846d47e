// Starts the procurement platform: opens the database (PGlite or PostgreSQL), applies migrations,
// loads reference data, seeds demo data into an empty database, and serves /api over HTTP.
import { pino, type Level } from 'pino';
import { admissionRoutes } from './admission/routes.ts';
import { areaRoutes } from './area/routes.ts';
import { loadDivisions } from './area/divisions.ts';
import { biddingRoutes } from './bidding/routes.ts';
import { categoryRoutes } from './category/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { favouriteRoutes } from './favourite/routes.ts';
import type { PlatformContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import { filesPlugin } from './files/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { buildApp } from './http/app.ts';
import { inquiryRoutes } from './inquiry/routes.ts';
import { memberRoutes } from './member/routes.ts';
import { resolveCaller } from './member/sessions.ts';
import { noticeRoutes } from './notice/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { seedDemoData } from './seed/index.ts';
import { shopProfileRoutes } from './shop/profile.ts';
import { shopRoutes } from './shop/routes.ts';
import { siteRoutes } from './site/routes.ts';
import { tenderRoutes } from './tender/routes.ts';

export type PlatformOptions = {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** PostgreSQL via node-postgres; unset: PGlite. */
  databaseUrl?: string;
  /** PGlite directory, or 'memory://'. Default ./data/pglite. */
  dataDir?: string;
  /** Artificial delay added to every /api call, for benchmarks. */
  latencyMs?: number;
  /** Seed demo data when the database is empty. Default true. */
  seed?: boolean;
  /** The platform's clock (epoch ms). Default Date.now. */
  now?: () => number;
  /** Default 'info'; tests pass 'warn'. */
  logLevel?: Level | 'silent';
};

export type RunningPlatform = {
  /** e.g. http://127.0.0.1:3100 (no trailing slash). */
  url: string;
  close(): Promise<void>;
};

export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  const logger = pino({ name: 'platform', level: options.logLevel ?? 'info' });
  const startedAt = performance.now();
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir ?? './data/pglite' });
  const context: PlatformContext = { db: database.db, now: options.now ?? Date.now };
  try {
    await loadDivisions(context.db);
    if (options.seed ?? true) await seedDemoData(context, logger);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = buildApp({
    logger,
    latencyMs: options.latencyMs ?? 0,
    resolveCaller: (token) => resolveCaller(context, token),
    plugins: [filesPlugin],
    routes: [
      ...siteRoutes(context),
      ...categoryRoutes(context),
      ...contentRoutes(context),
      ...areaRoutes(context),
      ...healthRoutes(context, database.ping),
      ...noticeRoutes(context),
      ...inquiryRoutes(context),
      ...tenderRoutes(context),
      ...biddingRoutes(context),
      ...shopRoutes(context),
      ...shopProfileRoutes(context),
      ...admissionRoutes(context),
      ...searchRoutes(context),
      ...favouriteRoutes(context),
      ...memberRoutes(context),
    ],
  });
  try {
    await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('platform is not listening on a TCP port');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  logger.info({ url, database: options.databaseUrl ? 'postgresql' : 'pglite', ms: Math.round(performance.now() - startedAt) }, 'platform started');

  return {
    url,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
