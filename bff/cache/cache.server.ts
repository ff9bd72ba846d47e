// Stale-while-revalidate over the configured store. A fresh entry is served as is; a stale one is
// served at once while one background refresh runs (one at a time across instances, by lock);
// a miss loads, and concurrent misses for one key in this process share a single load. An expired
// entry is kept a while longer (STALE_IF_ERROR_MS) and served when loading it again finds the
// platform down (stale-if-error).
import { bffEnv } from '../env.server.ts';
import { createMemoryStore } from './memory-store.server.ts';
import { createRedisStore } from './redis-store.server.ts';
import type { CacheStore } from './store.server.ts';
import { CACHE_STRATEGIES, freshnessOf, STALE_IF_ERROR_MS, type CacheStrategyName } from './strategies.ts';

/**
 * What a loader returns: only `cacheable` answers (code 1000) are stored. `outage`: the platform
 * did not answer (or answered 5xx), so a kept copy is better than this value.
 */
export type Loaded<T> = { value: T; cacheable: boolean; outage?: boolean };

let store: CacheStore | undefined;

export function cacheStore(): CacheStore {
  if (!store) {
    const env = bffEnv();
    store = env.REDIS_URL ? createRedisStore(env.REDIS_URL, env.CACHE_PREFIX) : createMemoryStore();
  }
  return store;
}

/** For tests: use a given store (or reset to the configured one with undefined). */
export function setCacheStore(next: CacheStore | undefined): void {
  store = next;
}

/** Drops entries whose answers have changed (a member's edit of what public pages show). */
export async function forget(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => cacheStore().delete(key)));
}

const inFlight = new Map<string, Promise<Loaded<unknown>>>();
const REFRESH_LOCK_MS = 10_000;

function loadOnce<T>(key: string, load: () => Promise<Loaded<T>>): Promise<Loaded<T>> {
  const running = inFlight.get(key);
  if (running) return running as Promise<Loaded<T>>;
  const started = load().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

async function loadAndStore<T>(key: string, strategyName: Exclude<CacheStrategyName, 'none'>, load: () => Promise<Loaded<T>>) {
  const loaded = await loadOnce(key, load);
  if (loaded.cacheable) {
    const strategy = CACHE_STRATEGIES[strategyName];
    await cacheStore().set(key, { value: loaded.value, storedAt: Date.now() }, strategy.freshMs + strategy.staleMs + STALE_IF_ERROR_MS[strategyName]);
  }
  return loaded;
}

export async function cached<T>(key: string, strategyName: CacheStrategyName, load: () => Promise<Loaded<T>>): Promise<T> {
  if (strategyName === 'none') return (await load()).value;
  const entry = await cacheStore().get(key);
  const freshness = entry ? freshnessOf(entry.storedAt, CACHE_STRATEGIES[strategyName], Date.now()) : 'expired';
  if (entry && freshness === 'fresh') return entry.value as T;
  if (entry && freshness === 'stale') {
    void refreshInBackground(key, strategyName, load);
    return entry.value as T;
  }
  const loaded = await loadAndStore(key, strategyName, load);
  // The platform is down: the expired copy we kept, rather than an error.
  if (entry && !loaded.cacheable && loaded.outage) return entry.value as T;
  return loaded.value;
}

async function refreshInBackground<T>(key: string, strategyName: Exclude<CacheStrategyName, 'none'>, load: () => Promise<Loaded<T>>) {
  const s = cacheStore();
  if (!(await s.tryLock(key, REFRESH_LOCK_MS))) return;
  try {
    await loadAndStore(key, strategyName, load);
  } catch {
    // The stale copy keeps being served; the next stale read tries again.
  } finally {
    await s.unlock(key);
  }
}
