// The platform's configuration. `npm run platform` reads all of it; the portal's launcher, which
// can start the platform inside its own process, composes the embedded part into its schema.
import { z } from 'zod';
import { portNumber, postgresUrl, readEnv, unsetWhenEmpty } from '#contract/env.ts';

/** What the platform needs wherever it runs: its database and the benchmarks' artificial latency. */
export const EmbeddedPlatformEnvSchema = z.object({
  /** Unset: PGlite in PGLITE_DIR, seeded with demo data on first start. */
  DATABASE_URL: unsetWhenEmpty(postgresUrl()),
  PGLITE_DIR: z.string().min(1).default('./data/pglite'),
  PLATFORM_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

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
