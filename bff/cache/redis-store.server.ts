// Redis store shared by every portal replica. Redis trouble degrades to "no cache": every method
// resolves (a miss, a no-op, or a lock granted locally) and never throws into a page.
import { Redis } from 'ioredis';
import type { CacheEntry, CacheStore } from './store.server.ts';

export function createRedisStore(url: string, prefix: string): CacheStore {
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 500,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  // Without a listener ioredis reports every failed reconnect as an unhandled error event.
  redis.on('error', () => {});

  const safe = async <T>(operation: () => Promise<T>, fallback: T): Promise<T> => {
    if (redis.status !== 'ready') return fallback;
    try {
      return await operation();
    } catch {
      return fallback;
    }
  };

  return {
    kind: 'redis',
    get: (key) =>
      safe(async () => {
        const raw = await redis.get(prefix + key);
        return raw === null ? null : (JSON.parse(raw) as CacheEntry);
      }, null),
    set: (key, entry, ttlMs) =>
      safe(async () => {
        await redis.set(prefix + key, JSON.stringify(entry), 'PX', Math.max(1, Math.round(ttlMs)));
      }, undefined),
    delete: (key) =>
      safe(async () => {
        await redis.del(prefix + key);
      }, undefined),
    tryLock: (key, ttlMs) => safe(async () => (await redis.set(`${prefix}lock:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK', true),
    unlock: (key) =>
      safe(async () => {
        await redis.del(`${prefix}lock:${key}`);
      }, undefined),
    ping: () => safe(async () => (await redis.ping()) === 'PONG', false),
    async close() {
      redis.disconnect();
    },
  };
}
