// Runs the browser journeys: starts the built product (from a snapshot of build/) on a loopback
// port with a database of its own (a fresh PGlite directory, or a fresh PostgreSQL database when
// DATABASE_URL is set) and its own Redis key prefix, waits until it is ready, runs
// tests/e2e/*.e2e.ts with node's test runner in Debian's Chromium, then stops everything and drops
// what it made. The journeys run in lanes side by side (E2E_LANES, 2 by default), each lane on such a
// product of its own (docs/architecture.md#how-long-the-suite-takes). The embedded platform listens on a
// loopback port the runner chooses, with the movable test clock
// (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): journeys reach it at E2E_PLATFORM_URL
// (POST /api/testing/clock) to pass a deadline without waiting. The clock in a production-mode process
// needs the runner's own opt-in and a loopback address; a deployment refuses it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TEST_CLOCK_PRODUCTION_OPT_IN } from '#platform/inquiry/test-clock.ts';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(baseUrl: string, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the portal at ${baseUrl} was not ready within ${deadlineMs} ms`);
}

/**
 * Journeys that publish inquiries or tenders into the mall's public lists (and award notices into publicity) run
 * after all the others: the list journeys count the seed's items (150 inquiries, 13 pages; 40 notices),
 * and the journeys share one database (and its clock, which the tender journeys move weeks ahead).
 */
const PUBLISHES = [
  'inquiry.e2e.ts',
  'inquiry-order-decline.e2e.ts',
  'tender.e2e.ts',
  'tender-failed.e2e.ts',
  'tender-phone.e2e.ts',
  'phone-member.e2e.ts',
  'bidding.e2e.ts',
];

/**
 * Journeys that leave the shared clock weeks ahead run last, each batch after the one before: what
 * they create is dated then, and "my messages" (newest first) would list it above every message a
 * later journey looks for.
 */
const MOVES_CLOCK_FAR = ['contract.e2e.ts'];

/** Where one stack (a portal with its embedded platform, a database and a Redis prefix of its own) answers. */
type Stack = { baseUrl: string; platformUrl: string; env: NodeJS.ProcessEnv; stop: () => Promise<void> };

async function startStack(): Promise<Stack> {
  const suffix = randomBytes(4).toString('hex');
  const port = await freePort();
  const platformPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PLATFORM_PORT: String(platformPort),
    PLATFORM_TEST_CLOCK: '1',
    PLATFORM_TEST_CLOCK_PRODUCTION: TEST_CLOCK_PRODUCTION_OPT_IN,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Production on an external database demands a real secret (docs/security.md#session-secret): one per run.
    SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('hex'),
    // Likewise the key that seals sealed quotes (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): one per run.
    QUOTE_SEAL_KEY: process.env.QUOTE_SEAL_KEY || randomBytes(32).toString('hex'),
    // Every browser of the journeys is 127.0.0.1: the SMS codes' hourly limit per address would be
    // reached by the registrations alone (the limit itself has its platform story).
    SMS_HOURLY_PER_IP: '1000',
  };
  const cleanups: Array<() => Promise<void> | void> = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const database = `portal_e2e_${suffix}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.end();
    });
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
    env.PGLITE_DIR = dir;
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  }
  if (process.env.REDIS_URL) env.CACHE_PREFIX = `portal-e2e-${suffix}:`;

  // The portal serves a snapshot of the build: a rebuild while the suite runs (another worktree
  // user, a watcher) would otherwise delete the hashed assets the open pages load, and no page would
  // hydrate. The snapshot sits under node_modules so the server bundle still resolves its packages.
  const buildCopy = path.join(root, 'node_modules', '.cache', `portal-e2e-${suffix}`);
  cpSync(path.resolve(root, process.env.BUILD_DIR ?? 'build'), buildCopy, { recursive: true });
  env.BUILD_DIR = buildCopy;
  cleanups.push(() => rmSync(buildCopy, { recursive: true, force: true }));

  const portal = spawn(process.execPath, ['server/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const portalExited = new Promise<number | null>((resolve) => portal.once('exit', resolve));
  cleanups.push(async () => {
    portal.kill('SIGTERM');
    await Promise.race([portalExited, new Promise((r) => setTimeout(r, 15_000))]);
  });
  try {
    await Promise.race([
      waitReady(baseUrl, 90_000),
      portalExited.then((exit) => {
        throw new Error(`the portal exited early (${exit})`);
      }),
    ]);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { baseUrl, platformUrl, env, stop: cleanUp };
}

/**
 * Runs one batch of journey files with node's runner against a stack. Its report is held until the
 * batch ends and then printed whole, so that two lanes running side by side do not interleave their lines.
 */
async function runBatch(stack: Stack, batch: string[], name: string): Promise<number> {
  const runner = spawn(
    process.execPath,
    ['--test', '--test-concurrency=1', '--test-timeout=120000', ...batch.map((f) => path.join('tests/e2e', f))],
    {
      cwd: root,
      env: { ...stack.env, E2E_BASE_URL: stack.baseUrl, E2E_PLATFORM_URL: stack.platformUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const chunks: Buffer[] = [];
  runner.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  runner.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  const exit = (await new Promise<number | null>((resolve) => runner.once('close', resolve))) ?? 1;
  process.stdout.write(`\n── ${name}: ${batch.join(', ')}\n${Buffer.concat(chunks).toString()}`);
  return exit;
}

/**
 * The journeys split into lanes, each on a stack of its own, run side by side: most of a journey's time is spent
 * waiting (on a page, a timer, the clock), so two lanes on two cores take little more than half the time of one. The
 * publishing journeys and those that move the clock far run on the last lane, after that lane's read-only share, so
 * the list journeys of every lane count the seed's items. The read-only journeys are dealt out by their size (a
 * fair proxy of their length) so that the lanes end together.
 */
function planLanes(files: string[], laneCount: number): string[][][] {
  const size = (f: string) => statSync(path.join(import.meta.dirname, f)).size;
  const later = [...PUBLISHES, ...MOVES_CLOCK_FAR];
  const readOnly = files.filter((f) => !later.includes(f)).sort((a, b) => size(b) - size(a) || a.localeCompare(b));
  const publishes = files.filter((f) => PUBLISHES.includes(f));
  const movesClock = files.filter((f) => MOVES_CLOCK_FAR.includes(f));
  const lanes = Array.from({ length: laneCount }, () => ({ readOnly: [] as string[], load: 0 }));
  lanes[laneCount - 1]!.load = [...publishes, ...movesClock].reduce((sum, f) => sum + size(f), 0);
  for (const file of readOnly) {
    const lightest = lanes.reduce((best, lane) => (lane.load < best.load ? lane : best));
    lightest.readOnly.push(file);
    lightest.load += size(file);
  }
  return lanes.map((lane, index) => [lane.readOnly, ...(index === laneCount - 1 ? [publishes, movesClock] : [])].filter((batch) => batch.length > 0));
}

async function main() {
  const files = readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith('.e2e.ts'))
    .filter((f) => !process.argv[2] || f.includes(process.argv[2]));
  const laneCount = Math.max(1, Math.min(Number(process.env.E2E_LANES) || 2, files.length));
  const lanes = planLanes(files, laneCount).filter((lane) => lane.length > 0);
  const stacks: Stack[] = [];
  let code = 0;
  try {
    for (const _ of lanes) stacks.push(await startStack());
    const exits = await Promise.all(
      lanes.map(async (batches, index) => {
        let exit = 0;
        for (const [batchIndex, batch] of batches.entries()) {
          const batchExit = await runBatch(stacks[index]!, batch, `lane ${index + 1}, batch ${batchIndex + 1}`);
          if (batchExit !== 0) exit = batchExit;
        }
        return exit;
      }),
    );
    code = exits.find((exit) => exit !== 0) ?? 0;
  } catch (error) {
    console.error(error);
    code = 1;
  } finally {
    await Promise.all(stacks.map((stack) => stack.stop()));
  }
  process.exit(code);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
