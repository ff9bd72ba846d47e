// Public reads from a PostgreSQL streaming replica (docs/decisions/032-read-replica.md): a second
// pool on the replica, a probe that measures its replay lag every few seconds, and the database the
// domain modules are built with — a thin object that hands each call to the database its request
// was given (held in AsyncLocalStorage), the primary unless the request chose the replica. Writes
// and transactions are the primary's whatever the request chose.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from './db.ts';

export type ReplicaSettings = {
  /** A replica further behind the primary than this serves nothing. Default 5 s. */
  maxLagMs?: number;
  /** How often the lag is measured, and how long a replica that failed a read waits for the next look. Default 2 s. */
  probeMs?: number;
};

export const DEFAULT_REPLICA_MAX_LAG_MS = 5_000;
export const DEFAULT_REPLICA_PROBE_MS = 2_000;

/** Where a request's reads go, and how the replica is doing; absent when no replica is configured. */
export type ReadRouting = {
  /** Whether the replica may serve a read now: its last probe answered and its lag was under the threshold. */
  healthy(): boolean;
  /** Runs `work` with every read of the context's database sent to the replica. */
  onReplica<T>(work: () => Promise<T>): Promise<T>;
  /** A read on the replica failed: the replica serves nothing until a probe finds it well again. */
  failed(error: unknown): void;
  /** The last measured lag in ms (null before the first probe answered or after one failed). */
  lagMs(): number | null;
  /** Measures now rather than at the next tick (tests, and a start that should not wait). */
  probe(): Promise<void>;
  stop(): void;
};

/** The builders that write: never handed to the replica, which would refuse them anyway. */
const primaryOnly = new Set<PropertyKey>(['insert', 'update', 'delete', 'transaction', 'refreshMaterializedView']);

/**
 * The standby's lag: nothing when all it received is replayed (an idle primary sends nothing, and
 * the last replayed transaction's age would read as lag), else the age of the last replayed
 * transaction. A paused or slow replay behind a primary that writes grows it.
 */
const lagQuery = sql`select case
  when not pg_is_in_recovery() then 0
  when pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn() then 0
  else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000, 0)
end::float8 as lag_ms`;

export function replicaRouting(
  primary: Db,
  replica: Db,
  settings: ReplicaSettings = {},
  onChange: (state: { healthy: boolean; lagMs: number | null; error?: unknown }) => void = () => {},
): { db: Db; routing: ReadRouting } {
  const maxLagMs = settings.maxLagMs ?? DEFAULT_REPLICA_MAX_LAG_MS;
  const probeMs = settings.probeMs ?? DEFAULT_REPLICA_PROBE_MS;
  const store = new AsyncLocalStorage<Db>();
  let lag: number | null = null;
  let healthy = false;
  let stopped = false;
  const set = (next: boolean, nextLag: number | null, error?: unknown) => {
    const changed = next !== healthy;
    healthy = next;
    lag = nextLag;
    if (changed) onChange({ healthy, lagMs: lag, error });
  };
  let running: Promise<void> | null = null;
  const probe = (): Promise<void> => {
    running ??= (async () => {
      try {
        const result = (await replica.execute(lagQuery)) as unknown as { rows: { lag_ms: number }[] };
        const measured = Number(result.rows[0]?.lag_ms ?? 0);
        set(measured <= maxLagMs, measured);
      } catch (error) {
        set(false, null, error);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void probe(), probeMs);
  timer.unref();

  const db = new Proxy(primary, {
    get(target, property) {
      const chosen = primaryOnly.has(property) ? target : (store.getStore() ?? target);
      const value = Reflect.get(chosen, property, chosen) as unknown;
      return typeof value === 'function' ? value.bind(chosen) : value;
    },
  });

  return {
    db,
    routing: {
      healthy: () => healthy && !stopped,
      onReplica: (work) => store.run(replica, work),
      failed(error) {
        set(false, null, error);
      },
      lagMs: () => lag,
      probe,
      stop() {
        stopped = true;
        clearInterval(timer);
      },
    },
  };
}
