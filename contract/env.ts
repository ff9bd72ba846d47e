// Reading a process's configuration: each process (the portal's launcher, the platform alone)
// parses its environment once, at start, with one zod schema composed from its parts' schemas.
import { z } from 'zod';

/** An empty variable (`REDIS_URL=`) means unset, as a shell user expects. */
export const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const postgresUrl = () => z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL');
export const redisUrl = () => z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://');
export const portNumber = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback);

/** Parses the environment, or throws one message naming every bad variable. */
export function readEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv, what = 'configuration'): z.output<S> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid ${what}:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
