// In-memory LRU store for a single portal instance (no REDIS_URL).
import type { CacheEntry, CacheStore } from './store.server.ts';

export function createMemoryStore(maxEntries = 2_000): CacheStore {
  // A Map iterates in insertion order: re-inserting on read keeps the most recent at the end.
  const entries = new Map<string, { entry: CacheEntry; expiresAt: number }>();
  const locks = new Map<string, number>();

  return {
    kind: 'memory',
    async get(key) {
      const hit = entries.get(key);
      if (!hit) return null;
      if (hit.expiresAt <= Date.now()) {
        entries.delete(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, hit);
      return hit.entry;
    },
    async set(key, entry, ttlMs) {
      entries.delete(key);
      entries.set(key, { entry, expiresAt: Date.now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
    },
    async delete(key) {
      entries.delete(key);
    },
    async tryLock(key, ttlMs) {
      const until = locks.get(key);
      if (until !== undefined && until > Date.now()) return false;
      locks.set(key, Date.now() + ttlMs);
      return true;
    },
    async unlock(key) {
      locks.delete(key);
    },
    async ping() {
      return true;
    },
    async close() {
      entries.clear();
      locks.clear();
    },
  };
}
