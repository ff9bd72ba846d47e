// Runs the platform on its own (`npm run platform`): configuration from the environment, validated
// once at start; SIGTERM/SIGINT close the server and the database before exiting.
import { readPlatformEnv, type PlatformEnv } from './env.ts';
import { startPlatform } from './server.ts';

let env: PlatformEnv;
try {
  env = readPlatformEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const platform = await startPlatform({
  port: env.PORT,
  host: env.HOST,
  databaseUrl: env.DATABASE_URL,
  dataDir: env.PGLITE_DIR,
  latencyMs: env.PLATFORM_LATENCY_MS,
  uploadsDir: env.UPLOADS_DIR,
  deployed: env.PLATFORM_DEPLOYED,
  trustedProxies: env.PLATFORM_TRUST_PROXY,
  tenderOpenings: true,
  metricsPort: env.METRICS_PORT,
  metricsHost: env.METRICS_HOST,
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
