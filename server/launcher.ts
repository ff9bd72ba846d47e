// The composition root of `npm start`: starts the platform (unless UPSTREAM_URL names one
// elsewhere) and the portal in front of it, from one validated configuration, and stops them in
// reverse order on SIGTERM/SIGINT. `npm run dev` (dev.ts) composes the same parts around Vite.
import { pino } from 'pino';
import { startEmbeddedPlatform } from './embedded-platform.ts';
import { readServerEnv } from './env.ts';
import { startPortal } from './portal.ts';

const log = pino({ name: 'portal', level: process.env.LOG_LEVEL ?? 'info' });

type Closer = () => Promise<void> | void;

async function main() {
  const env = readServerEnv();
  const closers: Closer[] = [];
  let upstreamUrl = env.UPSTREAM_URL;
  if (!upstreamUrl) {
    const platform = await startEmbeddedPlatform(env, log);
    closers.push(platform.close);
    upstreamUrl = platform.url;
  }
  const portal = await startPortal(env, upstreamUrl, log);
  closers.push(() => portal.close());

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), env.SHUTDOWN_GRACE_MS);
    force.unref();
    for (const close of closers.reverse()) await close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: Error) => {
  log.fatal(error.message);
  process.exit(1);
});
