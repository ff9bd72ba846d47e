// A PostgreSQL database of a suite's own, for the suites that run on PostgreSQL: on the server
// DATABASE_URL names or, when it is unset and a Docker engine answers, a throwaway container; created
// for the suite and dropped by its cleanup, so no other database is ever touched. Without a server,
// `skipped` says why.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { findTestServer } from './test-server.ts';

/** The server of docker/compose.yaml. */
const POSTGRES_IMAGE = 'postgres:17';

export type FreshPostgres = {
  skipped: string | undefined;
  /** A new database: its URL, and the cleanup that drops it once its sessions have left. */
  database(): Promise<{ databaseUrl: string; cleanup(): Promise<void> }>;
};

/** Call once per test file, at its top level (the container, if any, stops after the file). */
export async function freshPostgres(): Promise<FreshPostgres> {
  const server = await findTestServer('DATABASE_URL', async () => {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer(POSTGRES_IMAGE).start();
    return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
  });
  afterAll(async () => {
    if ('stop' in server) await server.stop?.();
  });
  return {
    skipped: 'skipped' in server ? server.skipped : undefined,
    async database() {
      if (!('url' in server)) throw new Error('unreachable: the suite is skipped without a server');
      const name = `portal_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: server.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const databaseUrl = new URL(server.url);
      databaseUrl.pathname = `/${name}`;
      return {
        databaseUrl: databaseUrl.toString(),
        async cleanup() {
          // pg's Pool.end() resolves before its sockets are closed: wait for the sessions to leave.
          for (let attempt = 0; attempt < 50; attempt++) {
            const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
            if (rows[0].n === 0) break;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          await admin.end();
        },
      };
    },
  };
}
