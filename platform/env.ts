// The platform's configuration. `npm run platform` reads all of it; the portal's launcher, which
// can start the platform inside its own process, composes the embedded part into its schema.
import { z } from 'zod';
import { portNumber, postgresUrl, readEnv, unsetWhenEmpty } from '#contract/env.ts';
import { SMS_HOURLY_PER_IP } from '#contract/schemas/member-rules.ts';

/** What the platform needs wherever it runs: its database and the benchmarks' artificial latency. */
export const EmbeddedPlatformEnvSchema = z.object({
  /** Unset: PGlite in PGLITE_DIR, seeded with demo data on first start. */
  DATABASE_URL: unsetWhenEmpty(postgresUrl()),
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
});

/** The SMS limits wherever the platform runs (startPlatform's default). */
export function readSmsEnv(source: NodeJS.ProcessEnv = process.env): { hourlyPerIp: number } {
  return { hourlyPerIp: readEnv(EmbeddedPlatformEnvSchema.pick({ SMS_HOURLY_PER_IP: true }), source, 'platform configuration').SMS_HOURLY_PER_IP };
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

export const PlatformEnvSchema = EmbeddedPlatformEnvSchema.extend({
  PORT: portNumber(3100),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Uploaded files' folder; unset: `uploads` beside PGLITE_DIR (a temporary folder for memory://). */
  UPLOADS_DIR: unsetWhenEmpty(z.string().min(1)),
});
export type PlatformEnv = z.infer<typeof PlatformEnvSchema>;

export function readPlatformEnv(source: NodeJS.ProcessEnv = process.env): PlatformEnv {
  return readEnv(PlatformEnvSchema, source, 'platform configuration');
}
