// The portal process's configuration, read once at start and validated: a bad value stops the
// process with a message naming the variable. One schema for the process, composed of the BFF's
// schema (bff/env.server.ts) and, for the platform it may start inside itself, the platform's
// embedded part (platform/env.ts): each variable is defined once, where it is used.
import { z } from 'zod';
import { BffEnvSchema, upstreamUrlList } from '#bff/env.server.ts';
import { portNumber, readEnv, unsetWhenEmpty } from '#contract/env.ts';
import { checkSmsEnv, EmbeddedPlatformEnvSchema, MetricsEnvSchema } from '#platform/env.ts';

const ServerEnvObject = z.object({
  ...BffEnvSchema.shape,
  ...EmbeddedPlatformEnvSchema.shape,
  /** GET /metrics on a listener of its own (unset: none), with the embedded platform's (docs/decisions/029-metrics.md). */
  ...MetricsEnvSchema.shape,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: portNumber(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Unset: the platform starts inside this process on a loopback port (embedded default). Several, comma-separated: spread over. */
  UPSTREAM_URL: unsetWhenEmpty(upstreamUrlList()),
  /** The embedded platform's loopback port; 0 (default) picks a free one. The e2e runner fixes it to reach the test clock. */
  PLATFORM_PORT: portNumber(0),
  /** Number of proxy hops to trust for X-Forwarded-For (nginx in front: 1). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
  BUILD_DIR: z.string().min(1).default('build'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** 1: the benchmarks' baseline page /_bench/minimal exists (bench/support.ts sets it); else it is a 404. */
  BENCH_ROUTES: z.enum(['0', '1']).default('0'),
});

/**
 * A production deployment (the Docker image, or NODE_ENV=production on an external database)
 * must set SESSION_SECRET: a generated file on one machine's disk is a development convenience.
 */
const ServerEnvSchema = ServerEnvObject.superRefine((env, context) => {
  const production = env.PORTAL_DEPLOYED || (env.NODE_ENV === 'production' && env.DATABASE_URL !== undefined);
  if (production && !env.SESSION_SECRET) {
    context.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET'],
      message: 'SESSION_SECRET must be set in production (PORTAL_DEPLOYED or NODE_ENV=production with DATABASE_URL): e.g. openssl rand -hex 32',
    });
  }
  // The platform this process embeds (no UPSTREAM_URL) sends real SMS in a deployment: the outbox
  // would show every code to anyone (docs/security.md#sms-codes-in-a-deployment). A platform
  // elsewhere checks its own settings.
  checkSmsEnv(env, env.PORTAL_DEPLOYED && env.UPSTREAM_URL === undefined ? 'PORTAL_DEPLOYED' : null, context);
  // A real deployment never moves its clock, whatever else is set (docs/decisions/017, the test clock).
  if (env.PORTAL_DEPLOYED && (env.PLATFORM_TEST_CLOCK === '1' || env.PLATFORM_TEST_CLOCK_PRODUCTION !== undefined)) {
    context.addIssue({ code: 'custom', path: ['PLATFORM_TEST_CLOCK'], message: 'the test clock is refused in a deployment (PORTAL_DEPLOYED)' });
  }
});
export type ServerEnv = z.infer<typeof ServerEnvSchema>;

export function readServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  return readEnv(ServerEnvSchema, source);
}
