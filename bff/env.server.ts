// The BFF's configuration, read once from the environment and validated: a bad value stops the
// request path with a message naming the variable rather than failing obscurely later.
import { z } from 'zod';
import { readEnv, redisUrl, unsetWhenEmpty } from '#contract/env.ts';

/**
 * Secrets that were published (in this repository's history and its compose file): whoever has
 * read them can sign any AUTH cookie, so they are refused wherever they come from.
 */
export const PUBLISHED_SECRETS: readonly string[] = ['dev-only-session-secret-change-me', 'change-me-in-production-please'];

const sessionSecret = (name: string) =>
  unsetWhenEmpty(
    z
      .string()
      .min(32, `${name} must be at least 32 characters (e.g. openssl rand -hex 32)`)
      .refine((value) => !PUBLISHED_SECRETS.includes(value), `${name} is a published default: generate your own (openssl rand -hex 32)`),
  );

/**
 * UPSTREAM_URL's base URLs: one platform, or several platform processes on one database separated by
 * commas (docs/decisions/033-several-platform-processes.md).
 */
export function upstreamUrls(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const oneUrl = z.url({ protocol: /^https?$/ });

/** UPSTREAM_URL: each comma-separated part an http(s) URL; the value is kept as written (upstreamUrls splits it). */
export const upstreamUrlList = () =>
  z.string().refine(
    (value) => {
      const urls = upstreamUrls(value);
      return urls.length > 0 && urls.every((url) => oneUrl.safeParse(url).success);
    },
    {
      message:
        'UPSTREAM_URL must be the platform base URL, e.g. http://127.0.0.1:3100, or several separated by commas, e.g. http://platform-a:3100,http://platform-b:3100',
    },
  );

export const BffEnvSchema = z.object({
  UPSTREAM_URL: upstreamUrlList(),
  REDIS_URL: unsetWhenEmpty(redisUrl()),
  CACHE_PREFIX: z.string().min(1).default('portal:'),
  /**
   * The key that signs the AUTH cookie. Unset: a secret generated at first start and kept in
   * SESSION_SECRET_FILE (bff/session-secret.server.ts); a production deployment must set it
   * (server/env.ts refuses to start without).
   */
  SESSION_SECRET: sessionSecret('SESSION_SECRET'),
  /** The previous key during a rotation: cookies it signed are still accepted, never signed with it again. */
  SESSION_SECRET_PREVIOUS: sessionSecret('SESSION_SECRET_PREVIOUS'),
  SESSION_SECRET_FILE: z.string().min(1).default('data/session-secret'),
  /** true: every cookie is Secure; false (default): Secure whenever the request came over TLS (directly or via a trusted proxy). */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Non-streamed upstream calls (docs/product/platform-calls.md#platform-calls-and-headers: 30 s). */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Deferred sections: below the stream timeout (10 s) so they settle before the stream closes. */
  DEFERRED_TIMEOUT_MS: z.coerce.number().int().positive().default(8_000),
  /**
   * Set by the Docker image: a real deployment, which must be given its secrets (docs/security.md#session-secret)
   * and has no SMS outbox page (docs/security.md#sms-codes-in-a-deployment).
   */
  PORTAL_DEPLOYED: z
    .enum(['0', '1', 'false', 'true'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
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
