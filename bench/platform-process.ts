// Another platform instance in a process of its own, on the benchmark's PostgreSQL database: what a
// deployment with two platform processes behind one database looks like (bench/bidding-sockets.ts).
// The parent runs this file as `node bench/platform-process.ts`; the child starts the platform on
// the database named by BENCH_DATABASE_URL (already migrated and seeded by the parent: it only
// serves), with the movable test clock, on a loopback port of its own, prints its URL as one JSON
// line, and stops when its parent closes its stdin or sends SIGTERM.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { api } from '#contract/endpoints.ts';
import { randomBytes } from 'node:crypto';

/** A platform in a child process: its URL and how to stop it. */
export type ChildPlatform = { url: string; close(): Promise<void> };

/** Starts a platform process on `databaseUrl` with its test clock at `offsetMs`; rejects if it does not answer within 60 s. */
export async function childPlatform(databaseUrl: string, offsetMs: number): Promise<ChildPlatform> {
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the platform process did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`the platform process exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const { url: started } = JSON.parse(line) as { url?: string };
        if (started) {
          clearTimeout(timer);
          resolve(started);
        }
      } catch {
        // Not our line: the platform's own logs go to stderr.
      }
    });
  });
  const response = await fetch(`${url}/api${api.testing.clock.path}`, {
    method: api.testing.clock.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs }),
  });
  if (((await response.json()) as { code: number }).code !== 1000) throw new Error('the platform process would not move its clock');
  return {
    url,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// Run as the child.
if (process.env.BENCH_DATABASE_URL && import.meta.url === `file://${process.argv[1]}`) {
  const { startPlatform } = await import('#platform/server.ts');
  const platform = await startPlatform({
    port: 0,
    dataDir: 'memory://',
    databaseUrl: process.env.BENCH_DATABASE_URL,
    seed: false,
    quoteSealKey: randomBytes(32).toString('hex'),
    testClock: true,
    logLevel: 'warn',
  });
  process.stdout.write(`${JSON.stringify({ url: platform.url })}\n`);
  const stop = async () => {
    await platform.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.stdin.once('end', () => void stop());
  process.stdin.resume();
}
