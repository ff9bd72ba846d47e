// The PostgreSQL server the platform's suites run on (the one DATABASE_URL names or, when it is unset
// and a Docker engine is reachable, a throwaway one that testcontainers starts for the importing
// file), and a database of a suite's own on it, created for the suite and dropped by its cleanup.
// Without a server, `skipped` says why and the suites skip. Imported by the platform's
// *.postgres.test.ts runner files, one per area so that vitest runs them side by side.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { findTestServer } from './test-server.ts';
import type { describeApiSuite } from '#platform/testing/api-suite.ts';

/** The server of docker/compose.yaml. */
const POSTGRES_IMAGE = 'postgres:17';

const server = await findTestServer('DATABASE_URL', async () => {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer(POSTGRES_IMAGE).start();
  return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
});
if ('skipped' in server) console.warn(`PostgreSQL suite skipped: ${server.skipped}`);
// After the suite's own afterAll, which drops its database.
afterAll(async () => {
  if ('stop' in server) await server.stop?.();
});

/** A database of the suite's own on the server, dropped by its cleanup. */
export const freshDatabase: Parameters<typeof describeApiSuite>[1] = async () => {
  if (!('url' in server)) throw new Error('unreachable: the suite is skipped without a server');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(server.url);
  databaseUrl.pathname = `/${name}`;
  const checker = new pg.Client({ connectionString: databaseUrl.toString() });
  await checker.connect();
  // Uploads in a folder of the suite's own, not the data directory's.
  const uploadsDir = mkdtempSync(join(tmpdir(), 'portal-test-uploads-'));
  return {
    databaseUrl: databaseUrl.toString(),
    uploadsDir,
    async count(sql, params) {
      const { rows } = await checker.query(sql, params);
      return Number(Object.values(rows[0])[0]);
    },
    async cleanup() {
      await checker.end();
      // pg's Pool.end() resolves before its sockets are closed: wait for the sessions to leave
      // rather than terminating them (a terminated session raises an error in the test process).
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
};

/** Why the PostgreSQL suites are skipped (no server), or undefined. */
export const skipped = 'skipped' in server ? server.skipped : undefined;
