// Benchmark of a Redis outage under load (docs/decisions/020-redis-circuit-breaker.md): the portal
// with REDIS_URL on a redis-server of its own (loopback, a free port), a visitor's home loaded with
// 10 connections while Redis is up, then gone, then back. Two ways to lose it: killed (SIGKILL: the
// connection closes, a restart on the same port brings it back) and frozen (SIGSTOP: the connection
// stays open and nothing answers, as a hung server or a lost network; SIGCONT brings it back).
// Prints for each phase: requests/s, p50/p99, errors and what /readyz says part-way through.
// Bounded: some 80 s in all. Needs redis-server on the PATH.
// Run: node bench/redis-outage.ts [--no-build] [--seconds=N] [--mode=killed|frozen]
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { build, freePort, load, startStack, table } from './support.ts';

const HOME = '/';

/** A redis-server of this benchmark's own: no persistence, loopback only. */
function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    const until = Date.now() + 10_000;
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(child);
      });
      socket.once('error', () => {
        if (Date.now() > until) reject(new Error(`redis-server did not listen on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** What /readyz says about Redis, asked `afterMs` into a phase. */
async function readyzLater(portalUrl: string, afterMs: number): Promise<string> {
  await new Promise((r) => setTimeout(r, afterMs));
  const body = (await (await fetch(`${portalUrl}/readyz`)).json()) as { redis: string; degraded: string[] };
  return `redis ${body.redis}, degraded [${body.degraded.join(', ')}]`;
}

async function phase(portalUrl: string, label: string, seconds: number): Promise<Record<string, string | number>> {
  const [result, readyz] = await Promise.all([load(portalUrl, HOME, seconds), readyzLater(portalUrl, (seconds * 1000) / 2)]);
  return {
    phase: label,
    'req/s': result.requestsPerSecond,
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    '/readyz half-way': readyz,
  };
}

async function outage(mode: 'killed' | 'frozen', seconds: number): Promise<void> {
  const redisPort = await freePort();
  let redis = await startRedis(redisPort);
  const stack = await startStack({ latencyMs: 0, portalEnv: { REDIS_URL: `redis://127.0.0.1:${redisPort}` } });
  try {
    await load(stack.portalUrl, HOME, 2); // warm-up: fills the caches
    const rows = [await phase(stack.portalUrl, 'Redis up', seconds)];
    if (mode === 'killed') await killed(redis);
    else redis.kill('SIGSTOP');
    rows.push(await phase(stack.portalUrl, `Redis ${mode}`, seconds));
    if (mode === 'killed') redis = await startRedis(redisPort);
    else redis.kill('SIGCONT');
    rows.push(await phase(stack.portalUrl, 'Redis back', seconds));
    console.log(`\n# A visitor's home, Redis ${mode} for ${seconds} s (platform latency 0 ms, 10 connections, load generator on the same 2 cores)`);
    table(rows);
  } finally {
    await stack.stop();
    redis.kill('SIGCONT');
    await killed(redis);
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (!args.includes('--no-build')) build();
  const seconds = Number(/^--seconds=(\d+)$/.exec(args.find((arg) => arg.startsWith('--seconds=')) ?? '')?.[1] ?? 10);
  const only = args.find((arg) => arg.startsWith('--mode='))?.slice('--mode='.length);
  for (const mode of ['killed', 'frozen'] as const) if (!only || only === mode) await outage(mode, seconds);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
