// Shared pieces of the benchmarks: build, start the platform and the portal as child processes on
// loopback ports (with a counting proxy between them), load them with autocannon, time first bytes.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startUpstreamProxy, type UpstreamProxy } from '#tests/support/upstream-proxy.ts';

export const root = path.resolve(import.meta.dirname, '..');
// A desktop browser's user agent, so that the portal streams (bots get the whole page at once).
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export function build(): void {
  const result = spawnSync(path.join(root, 'node_modules/.bin/react-router'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}:${process.env.PATH}` },
  });
  if (result.status !== 0) throw new Error('build failed');
}

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

async function waitFor(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

export type Stack = {
  portalUrl: string;
  proxy: UpstreamProxy;
  /** CPU time (user + system, ms) the portal and the platform processes have used so far. */
  cpuMs(): { portal: number; platform: number };
  stop(): Promise<void>;
};

const TICK_MS = 10; // Linux's USER_HZ is 100

/** utime + stime of a process from /proc (Linux), in ms; 0 elsewhere. */
function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis: state is the 3rd, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Node's flags for a child process: with `profileDir`, a V8 CPU profile written there as it exits (both exit on SIGTERM). */
function nodeArgs(profileDir: string | undefined): string[] {
  return profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
}

/**
 * Platform (fresh PGlite, given latency) ← counting proxy ← portal (production build); `profileDir`: CPU profiles of both;
 * `portalEnv`: more of the portal's environment (a REDIS_URL the benchmark controls, say).
 */
export async function startStack(options: { latencyMs: number; profileDir?: string; portalEnv?: NodeJS.ProcessEnv }): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const [platformPort, portalPort] = [await freePort(), await freePort()];
  const children: ChildProcess[] = [];
  // Each benchmark owns its data: a fresh PGlite and the in-memory cache, whatever the shell has.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const quiet: NodeJS.ProcessEnv = { ...inherited, LOG_LEVEL: 'warn', NODE_ENV: 'production' };

  const platform = spawn(process.execPath, [...nodeArgs(options.profileDir), 'platform/main.ts'], {
    cwd: root,
    env: { ...quiet, PORT: String(platformPort), HOST: '127.0.0.1', PGLITE_DIR: dataDir, PLATFORM_LATENCY_MS: String(options.latencyMs) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(platform);
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  await waitFor(`${platformUrl}/api/manage/health`);
  const proxy = await startUpstreamProxy(platformUrl);

  const portal = spawn(process.execPath, [...nodeArgs(options.profileDir), 'server/main.ts'], {
    cwd: root,
    // BENCH_ROUTES: the baseline page /_bench/minimal exists only when a benchmark asks for it.
    env: { ...quiet, PORT: String(portalPort), HOST: '127.0.0.1', UPSTREAM_URL: proxy.url, BENCH_ROUTES: '1', ...options.portalEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(portal);
  const portalUrl = `http://127.0.0.1:${portalPort}`;
  try {
    await waitFor(`${portalUrl}/healthz`);
  } catch (error) {
    // A portal that does not start (no build, say) leaves no platform behind.
    for (const child of children) child.kill('SIGTERM');
    await proxy.close();
    throw error;
  }

  return {
    portalUrl,
    proxy,
    cpuMs: () => ({ portal: processCpuMs(portal.pid), platform: processCpuMs(platform.pid) }),
    async stop() {
      for (const child of children.reverse()) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await proxy.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Load = { path: string; requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };

/** autocannon for a bounded time (10 connections by default); `cookie`: a member's AUTH, say. */
export async function load(baseUrl: string, pathname: string, seconds = 10, connections = 10, cookie?: string, label?: string): Promise<Load> {
  const result = await autocannon({
    url: baseUrl + pathname,
    connections,
    duration: seconds,
    headers: { 'user-agent': BROWSER_UA, 'accept-language': 'zh-CN', ...(cookie ? { cookie } : {}) },
  });
  return {
    path: label ?? pathname,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Logs a demo account in through the login form (same origin): its AUTH cookie's name=value. */
export async function logIn(baseUrl: string, account: string, password = 'demo1234'): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl, 'user-agent': BROWSER_UA },
    body: new URLSearchParams({ account, password, redirect: '/' }),
  });
  const auth = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('AUTH='));
  if (!auth) throw new Error(`login of ${account} answered ${response.status}`);
  return auth;
}

/** Time to first byte and to the last byte of one GET, in ms; `atFirstByte` runs as the first byte is in. */
export async function timeRequest(url: string, atFirstByte?: () => void): Promise<{ ttfb: number; total: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'user-agent': BROWSER_UA } });
  const reader = response.body!.getReader();
  const first = await reader.read();
  const ttfb = performance.now() - started;
  atFirstByte?.();
  let done = first.done;
  while (!done) done = (await reader.read()).done;
  return { ttfb, total: performance.now() - started, status: response.status };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export function table(rows: Array<Record<string, string | number>>): void {
  console.table(rows);
}

/** Platform calls per warm anonymous view of each page (the mean of `views` views). */
export async function callsPerView(stack: Stack, paths: string[], views = 20): Promise<Record<string, string>> {
  const calls: Record<string, string> = {};
  for (const path of paths) {
    stack.proxy.calls.length = 0;
    for (let i = 0; i < views; i++) await timeRequest(stack.portalUrl + path);
    calls[path] = (stack.proxy.calls.length / views).toFixed(2);
  }
  return calls;
}

/**
 * Each page's first view after the start (with its platform calls, and those asked before its first
 * byte) and its warm median of 15: first and last byte. `baseUrl`: another address of the same portal
 * (another host name: a site not yet cached).
 */
export async function firstByteRows(
  stack: Stack,
  paths: string[],
  baseUrl = stack.portalUrl,
  label = 'first view after start',
): Promise<Array<Record<string, string | number>>> {
  const rows: Array<Record<string, string | number>> = [];
  for (const path of paths) {
    stack.proxy.calls.length = 0;
    let beforeFirstByte = 0;
    const cold = await timeRequest(baseUrl + path, () => {
      beforeFirstByte = stack.proxy.calls.length;
    });
    const coldCalls = stack.proxy.calls.length;
    const warm: number[] = [];
    const warmTotal: number[] = [];
    for (let i = 0; i < 15; i++) {
      const timing = await timeRequest(baseUrl + path);
      warm.push(timing.ttfb);
      warmTotal.push(timing.total);
    }
    rows.push({
      page: path,
      case: label,
      'TTFB ms': Math.round(cold.ttfb),
      'complete ms': Math.round(cold.total),
      'platform calls': coldCalls,
      'of them before the first byte': beforeFirstByte,
    });
    rows.push({
      page: path,
      case: 'warm (median of 15)',
      'TTFB ms': Math.round(median(warm)),
      'complete ms': Math.round(median(warmTotal)),
      'platform calls': '',
      'of them before the first byte': '',
    });
  }
  return rows;
}

/**
 * Throughput of the pages in one run: each main page warmed up for 2 s and loaded for 10 s, each
 * other page warmed for 1 s and loaded for 5 s (kept shorter so that a run stays bounded).
 */
export async function throughputRows(
  stack: Stack,
  mainPages: string[],
  otherPages: string[] = [],
  memberPages: string[] = [],
): Promise<Array<Record<string, string | number>>> {
  for (const path of mainPages) await load(stack.portalUrl, path, 2); // warm-up: fills the caches
  const loads: Load[] = [];
  for (const path of mainPages) loads.push(await load(stack.portalUrl, path));
  for (const path of otherPages) {
    await load(stack.portalUrl, path, 1);
    loads.push(await load(stack.portalUrl, path, 5));
  }
  if (memberPages.length > 0) {
    // A logged-in buyer: never from the HTML cache, the personal calls every time.
    const auth = await logIn(stack.portalUrl, 'buyer');
    for (const path of memberPages) {
      await load(stack.portalUrl, path, 2, 10, auth);
      loads.push(await load(stack.portalUrl, path, 10, 10, auth, `${path} (member)`));
    }
  }
  const baseline = loads[0]?.requestsPerSecond || 1;
  return loads.map((r) => ({
    page: r.path,
    'req/s': r.requestsPerSecond,
    [`vs ${loads[0]?.path}`]: `${Math.round((100 * r.requestsPerSecond) / baseline)} %`,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  }));
}

/**
 * The phases every page benchmark prints: throughput (visitors', and a member's for `memberPages`)
 * and calls per view, then first bytes at 100 ms latency on every platform call and, for each of
 * `latenciesMs` beyond it, again at that latency.
 */
export async function comparePages(
  mainPages: string[],
  otherPages: string[] = [],
  memberPages: string[] = [],
  latenciesMs: number[] = [100],
): Promise<void> {
  console.log('\n# Throughput (platform latency 0 ms, 10 connections, load generator on the same 2 cores)');
  const fast = await startStack({ latencyMs: 0 });
  try {
    table(await throughputRows(fast, mainPages, otherPages, memberPages));
    // Let the last load's queued requests and background refreshes finish before counting calls.
    await new Promise((r) => setTimeout(r, 3000));
    console.log('platform calls per warm anonymous view:', await callsPerView(fast, mainPages));
  } finally {
    await fast.stop();
  }

  for (const latencyMs of latenciesMs) {
    console.log(`\n# Time to first byte with ${latencyMs} ms latency on every platform call`);
    const slow = await startStack({ latencyMs });
    try {
      table(await firstByteRows(slow, mainPages));
    } finally {
      await slow.stop();
    }
  }
}

export type CostPage = { path: string; label?: string; cookie?: string };

/**
 * CPU per view: `views` GETs of each page (10 at a time, after `views / 4` to warm up), and the
 * CPU time the portal and the platform used meanwhile (and in the half second after, which takes in
 * background refreshes), per view. Unlike requests per second, this holds when other work shares
 * the machine. The ratio is against the first page.
 */
export async function cpuCostRows(stack: Stack, pages: CostPage[], views = 400): Promise<Array<Record<string, string | number>>> {
  const rows: Array<{ page: string; portal: number; platform: number }> = [];
  for (const page of pages) {
    const headers = { 'user-agent': BROWSER_UA, 'accept-language': 'zh-CN', ...(page.cookie ? { cookie: page.cookie } : {}) };
    await autocannon({ url: stack.portalUrl + page.path, connections: 10, amount: Math.ceil(views / 4), headers });
    await new Promise((r) => setTimeout(r, 500));
    const before = stack.cpuMs();
    await autocannon({ url: stack.portalUrl + page.path, connections: 10, amount: views, headers });
    await new Promise((r) => setTimeout(r, 500));
    const after = stack.cpuMs();
    rows.push({
      page: page.label ?? page.path,
      portal: (after.portal - before.portal) / views,
      platform: (after.platform - before.platform) / views,
    });
  }
  const base = (rows[0]?.portal ?? 0) + (rows[0]?.platform ?? 0) || 1;
  return rows.map((r) => ({
    page: r.page,
    'portal CPU ms/view': r.portal.toFixed(2),
    'platform CPU ms/view': r.platform.toFixed(2),
    [`cost vs ${rows[0]?.page}`]: `${((r.portal + r.platform) / base).toFixed(1)}×`,
  }));
}
