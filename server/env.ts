// The portal process's configuration, read once at start and validated: a bad value stops the
// process with a message naming the variable.
import { z } from 'zod';
import { redisUrl, unsetWhenEmpty } from '#bff/env.server.ts';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

const ServerEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Unset: the platform starts inside this process on a loopback port (embedded default). */
  UPSTREAM_URL: unsetWhenEmpty(z.url()),
  DATABASE_URL: unsetWhenEmpty(z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')),
  PGLITE_DIR: z.string().min(1).default('./data/pglite'),
  REDIS_URL: unsetWhenEmpty(redisUrl()),
  PLATFORM_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Number of proxy hops to trust for X-Forwarded-For (nginx in front: 1). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
  BUILD_DIR: z.string().min(1).default('build'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});
export type ServerEnv = z.infer<typeof ServerEnvSchema>;

export function readServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = ServerEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
