// Opens the platform's database: PostgreSQL through node-postgres when a URL is given, otherwise
// PGlite (PostgreSQL in WASM) in a directory or in memory; then applies the migrations.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** Both drivers share drizzle's PostgreSQL query builder; modules only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /** True when the database answers `SELECT 1`. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… : use node-postgres. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://'. */
  dataDir: string;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const config = { schema, casing: 'snake_case' } as const;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, ...config });
    await migratePg(db, { migrationsFolder });
    return withPing(db, () => pool.end());
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  const db = drizzlePglite({ client, ...config });
  await migratePglite(db, { migrationsFolder });
  return withPing(db, () => client.close());
}

function withPing(db: Db, close: () => Promise<void>): Database {
  return {
    db,
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close,
  };
}

/** The rows of raw SQL (EXPLAIN, functions): both drivers answer `execute` with `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
