// Where a benchmark keeps its platform's data: a fresh PGlite directory, or a fresh database on the
// PostgreSQL server DATABASE_URL names (only this run's; dropped after, its sessions with it).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PlatformOptions } from '#platform/server.ts';

export type Store = { name: string; options: PlatformOptions; drop(): Promise<void> };

/** `prefix` names the benchmark in the directory's and the database's name (e.g. 'lists'). */
export function pgliteStore(prefix: string): Store {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-bench-`));
  return { name: 'PGlite', options: { dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function postgresStore(serverUrl: string, prefix: string): Promise<Store> {
  const name = `${prefix}_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    options: { databaseUrl: url.toString() },
    async drop() {
      // Only this run's own sessions can be connected to its own database.
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
