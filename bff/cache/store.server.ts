// One interface, two stores (docs/architecture.md#caching): Redis when REDIS_URL is set, memory otherwise.
/** `generation`: the stamp of the generations the entry was made under (./generations.server.ts); absent for none. */
export type CacheEntry = { value: unknown; storedAt: number; generation?: string };

export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<CacheEntry | null>;
  set(key: string, entry: CacheEntry, ttlMs: number): Promise<void>;
  /** Drops an entry (what it said has changed): the next read loads it again. */
  delete(key: string): Promise<void>;
  /** Takes a short lock so that one refresh runs at a time (across instances for Redis). */
  tryLock(key: string, ttlMs: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
  /** True when the store answers; the memory store always does. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
