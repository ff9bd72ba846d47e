// Starts the procurement platform: opens the database (PGlite or PostgreSQL), applies migrations,
// loads reference data, seeds demo data into an empty database, and serves /api over HTTP.
import { pino, type Level } from 'pino';
import { admissionRoutes } from './admission/routes.ts';
import { startOverdueSweep } from './agreement/overdue.ts';
import { agreementRoutes } from './agreement/routes.ts';
import { areaRoutes } from './area/routes.ts';
import { loadDivisions } from './area/divisions.ts';
import { biddingRoutes } from './bidding/routes.ts';
import { categoryRoutes } from './category/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { favouriteRoutes } from './favourite/routes.ts';
import type { PlatformContext } from './context.ts';
import { openDatabase, type Db } from './db/client.ts';
import type { ReadRouting, ReplicaSettings } from './db/replica.ts';
import { filesPlugin, uploadedFilesPlugin, uploadRoutes } from './files/routes.ts';
import { defaultStorage, type FileStorage } from './files/storage.ts';
import { healthRoutes } from './health/routes.ts';
import { buildApp } from './http/app.ts';
import { collectProcessMetrics, type MetricsListener, platformRegistry, serveMetrics, watchPool } from './http/metrics.ts';
import { startDeadlineReminders } from './inquiry/deadline-reminders.ts';
import { inquiryRoutes, testClockRoutes } from './inquiry/routes.ts';
import { resolveSealKey, sealer as quoteSealer } from './sourcing/seal.ts';
import { movableClock, testClockRefusal } from './inquiry/test-clock.ts';
import { readInquiryEnv, readReplicaEnv, readSmsEnv, readTrustedProxies, smsProviderRequired } from './env.ts';
import { completeSeededQuotes } from './seed/quotes.ts';
import { memberCentreRoutes, memberRoutes, registrationRoutes } from './member/routes.ts';
import { messageRoutes } from './message/routes.ts';
import { attachMessageSockets, type MessageSockets } from './message/socket.ts';
import { resolveCaller } from './member/sessions.ts';
import { smsSenderFor, type SmsSender } from './member/sms-sender.ts';
import { noticeRoutes } from './notice/routes.ts';
import { orderRoutes } from './order/routes.ts';
import { opendataRoutes } from './opendata/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { seedDemoData } from './seed/index.ts';
import { shopRoutes } from './shop/routes.ts';
import { siteRoutes } from './site/routes.ts';
import { startBiddingSweep } from './bidding/tellings.ts';
import { startTenderOpenings } from './tender/opening.ts';
import { tenderRoutes } from './tender/routes.ts';

export type PlatformOptions = {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** PostgreSQL via node-postgres; unset: PGlite. */
  databaseUrl?: string;
  /**
   * A streaming replica of databaseUrl's server for visitors' public reads (docs/decisions/032-read-replica.md);
   * unset: DATABASE_REPLICA_URL. Ignored without databaseUrl.
   */
  replicaUrl?: string;
  /** The replica's lag threshold and probe interval; unset: DATABASE_REPLICA_MAX_LAG_MS, every 2 s. */
  replica?: ReplicaSettings;
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
  /** How SMS codes reach phones. Default: SMS_PROVIDER's adapter, else the outbox (sms_outbox, the log and the outbox endpoint). */
  smsSender?: SmsSender;
  /**
   * A real deployment (PLATFORM_DEPLOYED, or the embedding portal's PORTAL_DEPLOYED): start-up
   * refuses the SMS outbox. Default false.
   */
  deployed?: boolean;
  /** The hops whose X-Forwarded-For names the client (http/client-address.ts); unset: PLATFORM_TRUST_PROXY, else loopback. */
  trustedProxies?: readonly string[];
  /** Where uploaded files are kept. Default: a folder (files/storage.ts defaultStorage). */
  fileStorage?: FileStorage;
  /** The default storage's folder; unset: `uploads` beside PGlite's folder, or a temporary one for memory://. */
  uploadsDir?: string;
  /** The key sealing sealed quotes and bids (sourcing/seal.ts); unset: QUOTE_SEAL_KEY, else a key file beside PGlite's folder. */
  quoteSealKey?: string;
  /** POST /api/testing/clock moves the clock (never in production); unset: PLATFORM_TEST_CLOCK=1. */
  testClock?: boolean;
  /** SMS codes one client address may ask for in an hour; unset: SMS_HOURLY_PER_IP from the environment, else 10. */
  smsHourlyPerIp?: number;
  /** Sweep for inquiries whose deadline is near and tell their invited suppliers (inquiry/deadline-reminders.ts). Default false: a process that serves sets it; test suites sweep when they choose. */
  deadlineReminders?: boolean;
  /** Sweep for tenders whose opening time has come and open them (tender/opening.ts). Default: as deadlineReminders (a process that serves sets it). */
  tenderOpenings?: boolean;
  /**
   * GET /metrics (Prometheus) on this port of its own, 0 for a free one (docs/decisions/029-metrics.md).
   * Unset (default): no listener; a portal that embeds the platform serves its metrics with its own.
   */
  metricsPort?: number;
  /** Where the metrics listener listens. Default 127.0.0.1. */
  metricsHost?: string;
};

export type RunningPlatform = {
  /** e.g. http://127.0.0.1:3100 (no trailing slash). */
  url: string;
  /** The platform's database, for tests that check what only the database can tell (an append-only table refusing an UPDATE). */
  db: Db;
  /** With a replica: how reads are routed and how the replica is doing (db/replica.ts). */
  reads?: ReadRouting;
  /** The message sockets open on this instance (message/socket.ts). */
  sockets: Pick<MessageSockets, 'count'>;
  /** The metrics listener's base URL (GET /metrics), when metricsPort was given. */
  metricsUrl?: string;
  close(): Promise<void>;
};

export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  const logger = pino({ name: 'platform', level: options.logLevel ?? 'info' });
  const startedAt = performance.now();
  const inquiryEnv = readInquiryEnv();
  const testClock = options.testClock ?? inquiryEnv.testClock;
  const clockRefusal = testClockRefusal({
    testClock,
    production: inquiryEnv.production,
    optIn: inquiryEnv.testClockOptIn,
    host: options.host ?? '127.0.0.1',
  });
  if (clockRefusal !== null) throw new Error(clockRefusal);
  const smsEnv = readSmsEnv();
  const smsSender = options.smsSender ?? smsSenderFor(smsEnv.provider, logger);
  if (options.deployed && smsSender.kind === 'outbox') throw new Error(smsProviderRequired('PLATFORM_DEPLOYED or PORTAL_DEPLOYED'));
  const replicaEnv = readReplicaEnv();
  const replicaUrl = options.replicaUrl ?? replicaEnv.url;
  if (replicaUrl && !options.databaseUrl) throw new Error('a read replica needs DATABASE_URL: it follows a PostgreSQL server, not PGlite');
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? './data/pglite',
    readReplica: replicaUrl
      ? {
          url: replicaUrl,
          maxLagMs: options.replica?.maxLagMs ?? replicaEnv.maxLagMs,
          probeMs: options.replica?.probeMs,
          onChange: ({ healthy, lagMs, error }) =>
            healthy
              ? logger.info({ lagMs }, 'read replica serves public reads')
              : logger.warn({ lagMs, err: error }, 'read replica set aside: reads go to the primary'),
        }
      : undefined,
  });
  const clock = testClock ? movableClock(options.now ?? Date.now) : undefined;
  const context: PlatformContext = { db: database.db, now: clock?.now ?? options.now ?? Date.now };
  const sealer = quoteSealer(
    resolveSealKey({
      configured: options.quoteSealKey ?? inquiryEnv.quoteSealKey,
      dataDir: options.dataDir ?? './data/pglite',
      databaseUrl: options.databaseUrl,
      production: inquiryEnv.production,
    }),
  );
  const storage = options.fileStorage ?? defaultStorage({ uploadsDir: options.uploadsDir, dataDir: options.dataDir ?? './data/pglite' });
  const unwatchPool = database.pool ? watchPool(database.pool) : () => {};
  let metrics: MetricsListener | undefined;
  const closeAll = async () => {
    await metrics?.close();
    unwatchPool();
    await database.close();
    await storage.close();
  };
  try {
    await loadDivisions(context.db);
    if (options.seed ?? true) await seedDemoData(context, logger, storage);
    await completeSeededQuotes(context, sealer);
  } catch (error) {
    await closeAll();
    throw error;
  }
  const callerOf = (token: string) => resolveCaller(context, token);

  const app = buildApp({
    logger,
    latencyMs: options.latencyMs ?? 0,
    trustedProxies: options.trustedProxies ?? readTrustedProxies(),
    resolveCaller: callerOf,
    reads: database.reads,
    plugins: [filesPlugin, uploadedFilesPlugin(context, storage, callerOf)],
    routes: [
      ...siteRoutes(context),
      ...categoryRoutes(context),
      ...contentRoutes(context),
      ...areaRoutes(context),
      ...healthRoutes(context, database.ping),
      ...noticeRoutes(context),
      ...inquiryRoutes(context, sealer),
      ...orderRoutes(context),
      ...(clock ? testClockRoutes(clock) : []),
      ...tenderRoutes(context, sealer),
      ...biddingRoutes(context),
      ...agreementRoutes(context),
      ...shopRoutes(context),
      ...admissionRoutes(context),
      ...searchRoutes(context),
      ...favouriteRoutes(context),
      ...memberRoutes(context),
      ...registrationRoutes(context, smsSender, options.smsHourlyPerIp ?? smsEnv.hourlyPerIp),
      ...memberCentreRoutes(context),
      ...uploadRoutes(context, storage),
      ...messageRoutes(context),
      ...opendataRoutes(context),
    ],
  });
  try {
    await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
    if (options.metricsPort !== undefined) {
      collectProcessMetrics(platformRegistry);
      metrics = await serveMetrics([platformRegistry], { port: options.metricsPort, host: options.metricsHost ?? '127.0.0.1' });
    }
  } catch (error) {
    await app.close();
    await closeAll();
    throw error;
  }
  let sockets: MessageSockets;
  try {
    sockets = await attachMessageSockets(app.server, { context, database, resolveCaller: callerOf, logger });
  } catch (error) {
    await app.close();
    await closeAll();
    throw error;
  }
  const stopReminders = options.deadlineReminders ? startDeadlineReminders(context, logger) : () => {};
  const stopOpenings = (options.tenderOpenings ?? options.deadlineReminders) ? startTenderOpenings(context, sealer, logger) : () => {};
  // Auctions whose bidding opened or closed are told (and those closed without a bid fail) by the same sweeps' switch (bidding/tellings.ts).
  const stopClosing = (options.tenderOpenings ?? options.deadlineReminders) ? startBiddingSweep(context, logger) : () => {};
  // Contracts' overdue stages and deliveries are flagged and told once each, by the same switch (agreement/overdue.ts).
  const stopOverdue = (options.tenderOpenings ?? options.deadlineReminders) ? startOverdueSweep(context, logger) : () => {};
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('platform is not listening on a TCP port');
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  logger.info(
    {
      url,
      metrics: metrics ? `${metrics.url}/metrics` : null,
      database: options.databaseUrl ? 'postgresql' : 'pglite',
      ms: Math.round(performance.now() - startedAt),
    },
    'platform started',
  );

  return {
    url,
    db: context.db,
    reads: database.reads,
    sockets,
    metricsUrl: metrics?.url,
    async close() {
      stopReminders();
      stopOpenings();
      stopClosing();
      stopOverdue();
      await sockets.close();
      await app.close();
      await closeAll();
    },
  };
}
