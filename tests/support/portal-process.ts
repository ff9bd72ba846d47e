// For the server tests that need the whole portal: the real platform in this process (PGlite in
// memory) behind the counting, fault-injecting proxy, and the built portal (npm run build) as a
// child process on a loopback port, as `npm start` runs it (NODE_ENV=production, own secret).
// The portal serves a snapshot of build/, as tests/e2e/run.ts does: a rebuild while the tests run
// (another user of the tree) would otherwise pull the build from under it.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startPlatform } from '#platform/server.ts';
import { startUpstreamProxy, type UpstreamProxy } from './upstream-proxy.ts';

export const root = path.resolve(import.meta.dirname, '../..');
export const built = existsSync(path.join(root, 'build/server/index.js'));
/** A desktop browser's user agent: the portal streams to it (bots get the whole page at once). */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type RunningPortal = { url: string; origin: string; child: ChildProcess; stop(): Promise<void> };

let snapshot: { dir: string; users: number } | undefined;

/**
 * This test process's copy of build/ (under node_modules, so the server bundle still resolves its
 * packages), shared by the portals it runs and removed when the last one stops.
 */
function takeSnapshot(): string {
  if (!snapshot) {
    const dir = path.join(root, 'node_modules', '.cache', `portal-test-${process.pid}-${randomBytes(3).toString('hex')}`);
    cpSync(path.join(root, 'build'), dir, { recursive: true });
    snapshot = { dir, users: 0 };
  }
  snapshot.users += 1;
  return snapshot.dir;
}

function releaseSnapshot(): void {
  if (!snapshot) return;
  snapshot.users -= 1;
  if (snapshot.users > 0) return;
  rmSync(snapshot.dir, { recursive: true, force: true });
  snapshot = undefined;
}

/**
 * The built portal in front of `upstreamUrl`, ready (its /healthz answers). `readyWithinMs`: how
 * long it may take (a portal that starts its own platform seeds it first).
 */
export async function startPortalProcess(
  upstreamUrl: string,
  env: Record<string, string> = {},
  { readyWithinMs = 15_000 }: { readyWithinMs?: number } = {},
): Promise<RunningPortal> {
  const port = await freePort();
  const buildDir = takeSnapshot();
  const { BENCH_ROUTES: _bench, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'error',
      UPSTREAM_URL: upstreamUrl,
      BUILD_DIR: buildDir,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve())).then(releaseSnapshot);
  const url = `http://127.0.0.1:${port}`;
  const running: RunningPortal = {
    url,
    origin: url,
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/healthz`)).ok) return running;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await running.stop();
  throw new Error('the portal did not start');
}

export type Stack = {
  portal: RunningPortal;
  proxy: UpstreamProxy /** The platform itself (not through the proxy). */;
  platformUrl: string;
  stop(): Promise<void>;
};

/** Platform (in memory) ← proxy ← built portal. */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const platform = await startPlatform({ port: 0, dataDir: 'memory://', logLevel: 'warn' });
  const proxy = await startUpstreamProxy(platform.url);
  const portal = await startPortalProcess(proxy.url, env);
  return {
    portal,
    proxy,
    platformUrl: platform.url,
    async stop() {
      await portal.stop();
      await proxy.close();
      await platform.close();
    },
  };
}

/**
 * A form post, not following redirects: from a page of the URL's own site (its Origin) unless
 * `headers` say otherwise; a header given as '' is not sent at all.
 */
export function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  const all: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin, ...headers };
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: Object.fromEntries(Object.entries(all).filter(([, value]) => value !== '')),
    body: new URLSearchParams(fields),
  });
}

/** The name=value of a Set-Cookie for `name`, or null. */
export function cookieFrom(response: Response, name: string): string | null {
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0]!;
    if (pair.startsWith(`${name}=`)) return pair;
  }
  return null;
}

/** Logs `account` in through the login form (same origin); the AUTH cookie's name=value. */
export async function logIn(portal: RunningPortal, account: string, password = 'demo1234'): Promise<string> {
  const response = await postForm(`${portal.url}/login`, { account, password, redirect: '/' });
  const auth = cookieFrom(response, 'AUTH');
  if (response.status !== 302 || !auth) throw new Error(`login of ${account} answered ${response.status}`);
  return auth;
}
