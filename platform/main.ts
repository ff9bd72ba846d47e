// Runs the platform on its own (`npm run platform`): configuration from the environment, validated
// once at start; SIGTERM/SIGINT close the server and the database before exiting.
import { z } from 'zod';
import { startPlatform } from './server.ts';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3100),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PGLITE_DIR: z.string().min(1).default('./data/pglite'),
  PLATFORM_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

const parsed = Env.safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const env = parsed.data;

const platform = await startPlatform({
  port: env.PORT,
  host: env.HOST,
  databaseUrl: env.DATABASE_URL,
  dataDir: env.PGLITE_DIR,
  latencyMs: env.PLATFORM_LATENCY_MS,
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: stopping the platform`);
  await platform.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
