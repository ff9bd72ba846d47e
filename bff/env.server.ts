// The BFF's configuration, read once from the environment and validated: a bad value stops the
// request path with a message naming the variable rather than failing obscurely later.
import { z } from 'zod';
import { readEnv, redisUrl, unsetWhenEmpty } from '#contract/env.ts';

export const BffEnvSchema = z.object({
  UPSTREAM_URL: z.url({ message: 'UPSTREAM_URL must be the platform base URL, e.g. http://127.0.0.1:3100' }),
  REDIS_URL: unsetWhenEmpty(redisUrl()),
  CACHE_PREFIX: z.string().min(1).default('portal:'),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').default('dev-only-session-secret-change-me'),
  COOKIE_SECURE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Non-streamed upstream calls (docs/product.md#platform-calls-and-headers: 30 s). */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Deferred sections: below the stream timeout (10 s) so they settle before the stream closes. */
  DEFERRED_TIMEOUT_MS: z.coerce.number().int().positive().default(8_000),
});
export type BffEnv = z.infer<typeof BffEnvSchema>;

let cached: BffEnv | undefined;

export function bffEnv(): BffEnv {
  if (cached) return cached;
  cached = readEnv(BffEnvSchema, process.env, 'BFF configuration');
  return cached;
}

/** Tests change the environment between suites. */
export function resetBffEnv(): void {
  cached = undefined;
}
