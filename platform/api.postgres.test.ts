// The platform's API on a real PostgreSQL server, when DATABASE_URL names one: the suite runs in a
// database of its own (created here, dropped afterwards) and never touches any other.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describeApiSuite } from './testing/api-suite.ts';

const serverUrl = process.env.DATABASE_URL;

describeApiSuite(
  'PostgreSQL',
  async () => {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const databaseUrl = new URL(serverUrl!);
    databaseUrl.pathname = `/${name}`;
    const checker = new pg.Client({ connectionString: databaseUrl.toString() });
    await checker.connect();
    return {
      databaseUrl: databaseUrl.toString(),
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
      },
    };
  },
  { skipped: serverUrl ? undefined : 'DATABASE_URL is not set', sqlChecks: true },
);
