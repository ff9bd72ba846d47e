// The platform's configuration. `npm run platform` reads all of it; the portal's launcher, which
// can start the platform inside its own process, composes the embedded part into its schema.
import { z } from 'zod';
import { portNumber, postgresUrl, readEnv, unsetWhenEmpty } from '#contract/env.ts';
import { SMS_HOURLY_PER_IP } from '#contract/schemas/member-rules.ts';
import { DEFAULT_REPLICA_MAX_LAG_MS } from './db/replica.ts';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from './http/client-address.ts';
import type { SmsProviderSettings } from './member/sms-sender.ts';

/** 1 or true: set; 0, false or unset: not. */
export const deploymentFlag = () =>
  z
    .enum(['0', '1', 'false', 'true'])
    .default('0')
    .transform((v) => v === '1' || v === 'true');

/** What the platform needs wherever it runs: its database and the benchmarks' artificial latency. */
export const EmbeddedPlatformEnvSchema = z.object({
  /** Unset: PGlite in PGLITE_DIR, seeded with demo data on first start. */
  DATABASE_URL: unsetWhenEmpty(postgresUrl()),
  /**
   * A streaming replica of DATABASE_URL's server: visitors' public reads go to it while it is
   * healthy and close behind (docs/decisions/032-read-replica.md). Needs DATABASE_URL.
   */
  DATABASE_REPLICA_URL: unsetWhenEmpty(postgresUrl()),
  /** The replica serves nothing while its replay lags further than this. */
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).default(DEFAULT_REPLICA_MAX_LAG_MS),
  PGLITE_DIR: z.string().min(1).default('./data/pglite'),
  PLATFORM_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * The key that seals a sealed inquiry's quote prices (AES-256-GCM; 64 hex digits or base64 of 32
   * bytes). Unset: a key file beside PGLITE_DIR (quote-seal.key), or a key of the process for
   * memory://; required with DATABASE_URL in production (docs/decisions/017).
   */
  QUOTE_SEAL_KEY: unsetWhenEmpty(
    z
      .string()
      .refine((key) => /^[0-9a-fA-F]{64}$/.test(key.trim()) || Buffer.from(key.trim(), 'base64').length === 32, '32 bytes: 64 hex digits or base64'),
  ),
  /** 1: POST /api/testing/clock moves the platform's clock (browser journeys); refused when NODE_ENV is production. */
  PLATFORM_TEST_CLOCK: z.enum(['0', '1']).default('0'),
  /**
   * The e2e runner's loud opt-in for the test clock in a production-mode run (inquiry/test-clock.ts
   * TEST_CLOCK_PRODUCTION_OPT_IN), honoured on a loopback address only. Never set in a deployment.
   */
  PLATFORM_TEST_CLOCK_PRODUCTION: unsetWhenEmpty(z.string()),
  /**
   * SMS codes one client address may ask for in an hour (default 10, docs/decisions/011): an office
   * behind one NAT address may need more; the browser journeys, all from 127.0.0.1, do.
   */
  SMS_HOURLY_PER_IP: z.coerce.number().int().min(1).max(100_000).default(SMS_HOURLY_PER_IP),
  /**
   * How SMS codes reach phones (member/sms-sender.ts): 'outbox', the demo's phone (every code
   * readable at the outbox endpoint; refused in a deployment), or 'http', an SMS gateway.
   */
  SMS_PROVIDER: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['outbox', 'http']).default('outbox')),
  /** SMS_PROVIDER=http: where each message is POSTed as JSON. */
  SMS_HTTP_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/, message: 'SMS_HTTP_URL must be an http(s) URL' })),
  /** SMS_PROVIDER=http: sent as `Authorization: Bearer …`. */
  SMS_HTTP_TOKEN: unsetWhenEmpty(z.string().min(1)),
  /** SMS_PROVIDER=http: a gateway that has not answered by then has failed (the code is not kept). */
  SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /**
   * The proxy hops whose X-Forwarded-For names the client (http/client-address.ts): addresses,
   * CIDRs, loopback / linklocal / uniquelocal, comma-separated, or none. Default loopback: the
   * embedded platform's own portal. A platform reached over a network names its portals.
   */
  PLATFORM_TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, context) => {
      if (value.trim() === '') return [...DEFAULT_TRUSTED_PROXIES];
      try {
        return parseTrustedProxies(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

type SmsEnv = Pick<z.output<typeof EmbeddedPlatformEnvSchema>, 'SMS_PROVIDER' | 'SMS_HTTP_URL' | 'SMS_HTTP_TOKEN'>;

/**
 * The SMS settings' rules, for each process's schema: a gateway needs its URL and token; a
 * deployment (`deployment` names the variable that says so, else null) needs a provider.
 */
export function checkSmsEnv(env: SmsEnv, deployment: string | null, context: z.RefinementCtx): void {
  if (env.SMS_PROVIDER === 'http') {
    for (const name of ['SMS_HTTP_URL', 'SMS_HTTP_TOKEN'] as const) {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: `${name} must be set with SMS_PROVIDER=http` });
    }
  }
  if (deployment !== null && env.SMS_PROVIDER === 'outbox') {
    context.addIssue({ code: 'custom', path: ['SMS_PROVIDER'], message: smsProviderRequired(deployment) });
  }
}

/** Why a deployment does not start on the outbox. */
export function smsProviderRequired(deployment: string): string {
  return `SMS_PROVIDER must name an SMS provider in a deployment (${deployment}): the outbox shows every code to anyone. Set SMS_PROVIDER=http with SMS_HTTP_URL and SMS_HTTP_TOKEN`;
}

const SmsEnvSchema = EmbeddedPlatformEnvSchema.pick({
  SMS_HOURLY_PER_IP: true,
  SMS_PROVIDER: true,
  SMS_HTTP_URL: true,
  SMS_HTTP_TOKEN: true,
  SMS_HTTP_TIMEOUT_MS: true,
}).superRefine((env, context) => checkSmsEnv(env, null, context));

/** The SMS limit and provider wherever the platform runs (startPlatform's defaults). */
export function readSmsEnv(source: NodeJS.ProcessEnv = process.env): { hourlyPerIp: number; provider: SmsProviderSettings } {
  const env = readEnv(SmsEnvSchema, source, 'platform configuration');
  const provider: SmsProviderSettings =
    env.SMS_PROVIDER === 'http'
      ? { kind: 'http', url: env.SMS_HTTP_URL!, token: env.SMS_HTTP_TOKEN!, timeoutMs: env.SMS_HTTP_TIMEOUT_MS }
      : { kind: 'outbox' };
  return { hourlyPerIp: env.SMS_HOURLY_PER_IP, provider };
}

/** The read replica wherever the platform runs (startPlatform's default); its URL needs DATABASE_URL's. */
export function readReplicaEnv(source: NodeJS.ProcessEnv = process.env): { url?: string; maxLagMs: number } {
  const env = readEnv(
    EmbeddedPlatformEnvSchema.pick({ DATABASE_REPLICA_URL: true, DATABASE_REPLICA_MAX_LAG_MS: true }),
    source,
    'platform configuration',
  );
  return { url: env.DATABASE_REPLICA_URL, maxLagMs: env.DATABASE_REPLICA_MAX_LAG_MS };
}

/** The hops trusted for X-Forwarded-For wherever the platform runs (startPlatform's default). */
export function readTrustedProxies(source: NodeJS.ProcessEnv = process.env): string[] {
  return readEnv(EmbeddedPlatformEnvSchema.pick({ PLATFORM_TRUST_PROXY: true }), source, 'platform configuration').PLATFORM_TRUST_PROXY;
}

/** What the platform reads of the inquiries' configuration wherever it runs (startPlatform's defaults). */
export function readInquiryEnv(source: NodeJS.ProcessEnv = process.env) {
  const env = readEnv(
    EmbeddedPlatformEnvSchema.pick({ QUOTE_SEAL_KEY: true, PLATFORM_TEST_CLOCK: true, PLATFORM_TEST_CLOCK_PRODUCTION: true }),
    source,
    'platform configuration',
  );
  return {
    quoteSealKey: env.QUOTE_SEAL_KEY,
    testClock: env.PLATFORM_TEST_CLOCK === '1',
    testClockOptIn: env.PLATFORM_TEST_CLOCK_PRODUCTION,
    production: source.NODE_ENV === 'production',
  };
}

/**
 * Where a process serves GET /metrics (Prometheus), on a listener of its own that a deployment keeps
 * off the public network (docs/decisions/029-metrics.md): the portal's (server/env.ts) and the
 * platform's on its own. Unset: no listener.
 */
export const MetricsEnvSchema = z.object({
  METRICS_PORT: unsetWhenEmpty(z.coerce.number().int().min(0).max(65_535)),
  /** 127.0.0.1 by default; 0.0.0.0 in a container whose port is not published (docker/compose.yaml). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

export const PlatformEnvSchema = EmbeddedPlatformEnvSchema.extend({
  ...MetricsEnvSchema.shape,
  PORT: portNumber(3100),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Uploaded files' folder; unset: `uploads` beside PGLITE_DIR (a temporary folder for memory://). */
  UPLOADS_DIR: unsetWhenEmpty(z.string().min(1)),
  /**
   * 1: a real deployment of the platform on its own (the Docker image sets it), which must be given
   * an SMS provider; the portal's PORTAL_DEPLOYED says the same of the platform it embeds.
   */
  PLATFORM_DEPLOYED: deploymentFlag(),
}).superRefine((env, context) => {
  checkSmsEnv(env, env.PLATFORM_DEPLOYED ? 'PLATFORM_DEPLOYED' : null, context);
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_REPLICA_URL'],
      message: 'DATABASE_REPLICA_URL needs DATABASE_URL: a replica follows a PostgreSQL server, not PGlite',
    });
  }
});
export type PlatformEnv = z.infer<typeof PlatformEnvSchema>;

export function readPlatformEnv(source: NodeJS.ProcessEnv = process.env): PlatformEnv {
  return readEnv(PlatformEnvSchema, source, 'platform configuration');
}
