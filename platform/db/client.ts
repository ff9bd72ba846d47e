// Opens the platform's database: PostgreSQL through node-postgres when a URL is given, otherwise
// PGlite (PostgreSQL in WASM) in a directory or in memory; then applies the migrations.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migratedMemoryPglite } from './memory-template.ts';
import type { Db } from './db.ts';
import { replicaRouting, type ReadRouting, type ReplicaSettings } from './replica.ts';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** Both drivers share drizzle's PostgreSQL query builder; modules only see this type (db.ts). */
export type { Db } from './db.ts';

export type Database = {
  db: Db;
  /** True when the database answers `SELECT 1`. */
  ping(): Promise<boolean>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel` (PostgreSQL delivers one only after its
   * transaction commits); `onReconnect` after a lost listening connection came back, when
   * notifications may have been missed. Resolves to the unsubscribe.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** node-postgres' pool, whose figures the metrics read (http/metrics.ts watchPool); absent on PGlite, which has none. */
  pool?: pg.Pool;
  /** With a replica: which requests' reads it serves (./replica.ts); `db` then hands each call to the request's choice. */
  reads?: ReadRouting;
};

export type DatabaseOptions = {
  /** postgres://… : use node-postgres. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://'. */
  dataDir: string;
  /**
   * A streaming replica of databaseUrl's server for public reads (docs/decisions/032-read-replica.md);
   * `onChange` hears it become able or unable to serve.
   */
  readReplica?: ReplicaSettings & {
    url: string;
    onChange?: (state: { healthy: boolean; lagMs: number | null; error?: unknown }) => void;
  };
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const config = { schema, casing: 'snake_case' } as const;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const primary = drizzlePg({ client: pool, ...config });
    // Migrations, LISTEN and the ping are the primary's: a replica is read-only and follows it.
    await migratePg(primary, { migrationsFolder });
    const replica = options.readReplica ? openReplica(primary, options.readReplica) : undefined;
    const listeners = new Set<() => Promise<void>>();
    const database = withPing(
      replica?.db ?? primary,
      (channel, onPayload, onReconnect) => listenPg(options.databaseUrl!, channel, onPayload, onReconnect, listeners),
      async () => {
        replica?.routing.stop();
        await Promise.all([...listeners].map((stop) => stop()));
        await Promise.all([pool.end(), replica?.pool.end()]);
      },
    );
    await replica?.routing.probe();
    return { ...database, pool, reads: replica?.routing };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const migrate = (client: PGlite) => migratePglite(drizzlePglite({ client, ...config }), { migrationsFolder });
  // In memory: from a migrated copy (db/memory-template.ts).
  const client = inMemory ? await migratedMemoryPglite(migrationsFolder, migrate) : await PGlite.create(options.dataDir);
  if (!inMemory) await migrate(client);
  const db = drizzlePglite({ client, ...config });
  // One in-process database: its NOTIFY reaches its own LISTEN, and the connection cannot drop.
  return withPing(
    db,
    (channel, onPayload) => client.listen(channel, onPayload),
    () => client.close(),
  );
}

/**
 * The replica's pool: a server that is down or unreachable is given up on within seconds (the read
 * then goes to the primary), and a connection it drops is not the process's crash.
 */
function openReplica(primary: Db, replica: NonNullable<DatabaseOptions['readReplica']>) {
  const pool = new pg.Pool({ connectionString: replica.url, max: 10, connectionTimeoutMillis: 2_000, application_name: 'platform-replica' });
  pool.on('error', () => {});
  const { db, routing } = replicaRouting(primary, drizzlePg({ client: pool, ...config }), replica, replica.onChange);
  return { db, routing, pool };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), reconnecting with
 * backoff when it drops; the caller catches up on what it may have missed through onReconnect,
 * which is called before any notification the new connection heard (they stay in commit order
 * behind the catch-up, docs/decisions/016-messages.md#the-cursor).
 */
async function listenPg(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: (() => void) | undefined,
  listeners: Set<() => Promise<void>>,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  /** What a reconnected connection heard before onReconnect was called; null once it was. */
  let held: string[] | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      if (held) held.push(message.payload ?? '');
      else onPayload(message.payload ?? '');
    });
    next.on('error', () => {});
    next.on('end', () => {
      if (client === next) {
        client = null;
        reconnectLater();
      }
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    attempt = 0;
  };
  const reconnectLater = () => {
    if (stopped) return;
    setTimeout(
      () => {
        held = [];
        connect().then(
          () => {
            onReconnect?.();
            const heard = held ?? [];
            held = null;
            for (const payload of heard) onPayload(payload);
          },
          () => {
            held = null;
            reconnectLater();
          },
        );
      },
      Math.min(100 * 2 ** attempt++, 5_000),
    ).unref();
  };
  await connect();
  const stop = async () => {
    stopped = true;
    listeners.delete(stop);
    await client?.end().catch(() => {});
  };
  listeners.add(stop);
  return stop;
}

function withPing(db: Db, listen: Database['listen'], close: () => Promise<void>): Database {
  return {
    db,
    listen,
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
