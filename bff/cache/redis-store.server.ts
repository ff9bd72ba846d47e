// Redis store shared by every portal replica. Redis trouble degrades to this process's memory
// (docs/decisions/020-redis-circuit-breaker.md): once a command fails or times out, the shared
// breaker (../redis.server.ts) opens and every method answers from an in-memory LRU at once, as a
// portal without REDIS_URL does, until Redis answers again; a call caught by the failure itself
// resolves as a miss, a no-op or a lock granted locally. Nothing throws into a page.
import { sharedRedis } from '../redis.server.ts';
import { createMemoryStore } from './memory-store.server.ts';
import type { CacheEntry, CacheStore } from './store.server.ts';

/** A value that is not JSON (not written by this store) is a miss. */
function parsed(raw: string): CacheEntry | null {
  try {
    return JSON.parse(raw) as CacheEntry;
  } catch {
    return null;
  }
}

/** `fallbackEntries`: the size of the memory LRU that stands in while Redis is away. */
export function createRedisStore(url: string, prefix: string, options: { fallbackEntries?: number } = {}): CacheStore {
  const redis = sharedRedis(url);
  const fallback = createMemoryStore(options.fallbackEntries ?? 2_000);
  // What was kept during one outage is not served in the next: by then Redis has had its own say.
  const stopListening = redis.breaker.onChange((state) => {
    if (state === 'closed') void fallback.close();
  });
  const inRedis = () => redis.breaker.allows();

  return {
    kind: 'redis',
    async get(key) {
      if (!inRedis()) return fallback.get(key);
      const raw = await redis.run((client) => client.get(prefix + key), null);
      return raw === null ? null : parsed(raw);
    },
    async set(key, entry, ttlMs) {
      if (!inRedis()) return fallback.set(key, entry, ttlMs);
      await redis.run((client) => client.set(prefix + key, JSON.stringify(entry), 'PX', Math.max(1, Math.round(ttlMs))), null);
    },
    async delete(key) {
      if (!inRedis()) return fallback.delete(key);
      await redis.run((client) => client.del(prefix + key), 0);
    },
    async tryLock(key, ttlMs) {
      if (!inRedis()) return fallback.tryLock(key, ttlMs);
      return redis.run(async (client) => (await client.set(`${prefix}lock:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK', true);
    },
    async unlock(key) {
      // Taken in memory during an outage, or in Redis: dropped in both (a lock outlives no one by more than its TTL).
      await fallback.unlock(key);
      if (inRedis()) await redis.run((client) => client.del(`${prefix}lock:${key}`), 0);
    },
    ping: () => redis.ping(),
    async close() {
      stopListening();
      await fallback.close();
      redis.release();
    },
  };
}
