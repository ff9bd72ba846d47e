// Stale-while-revalidate over the configured store. A fresh entry is served as is; a stale one is
// served at once while one background refresh runs (one at a time across instances, by lock);
// a miss loads, and concurrent misses for one key in this process share a single load. An expired
// entry is kept a while longer (STALE_IF_ERROR_MS) and served when loading it again finds the
// platform down (stale-if-error). An entry about data a member's write changes (./tags.ts) carries
// the generations it was made under (./generations.server.ts): after the write it is a miss at once.
// Each lookup is counted: fresh, stale or miss (../metrics.server.ts).
import { bffEnv } from '../env.server.ts';
import { countCacheLookup } from '../metrics.server.ts';
import { createMemoryStore } from './memory-store.server.ts';
import { generations } from './generations.server.ts';
import { createRedisStore } from './redis-store.server.ts';
import type { CacheEntry, CacheStore } from './store.server.ts';
import { CACHE_STRATEGIES, freshnessOf, STALE_IF_ERROR_MS, type CacheStrategyName } from './strategies.ts';
import { tagsOfKey } from './tags.ts';

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

const inFlight = new Map<string, Promise<Loaded<unknown>>>();
const REFRESH_LOCK_MS = 10_000;

/** null: the generations are unknown (Redis does not answer), so nothing is served from or kept in the store. */
type Stamp = string | null;

/** One load per key and stamp: a load begun under older generations is never handed to a caller under newer ones. */
function loadOnce<T>(key: string, stamp: Stamp, load: () => Promise<Loaded<T>>): Promise<Loaded<T>> {
  const id = `${stamp}\n${key}`;
  const running = inFlight.get(id);
  if (running) return running as Promise<Loaded<T>>;
  const started = load().finally(() => inFlight.delete(id));
  inFlight.set(id, started);
  return started;
}

async function loadAndStore<T>(key: string, stamp: Stamp, strategyName: Exclude<CacheStrategyName, 'none'>, load: () => Promise<Loaded<T>>) {
  const loaded = await loadOnce(key, stamp, load);
  if (loaded.cacheable && stamp !== null) {
    const strategy = CACHE_STRATEGIES[strategyName];
    const entry: CacheEntry = { value: loaded.value, storedAt: Date.now(), ...(stamp ? { generation: stamp } : {}) };
    await cacheStore().set(key, entry, strategy.freshMs + strategy.staleMs + STALE_IF_ERROR_MS[strategyName]);
  }
  return loaded;
}

export async function cached<T>(key: string, strategyName: CacheStrategyName, load: () => Promise<Loaded<T>>): Promise<T> {
  if (strategyName === 'none') return (await load()).value;
  const tags = tagsOfKey(key);
  // Read together: the generations cost no round trip of their own.
  const [entry, stamp] = await Promise.all([cacheStore().get(key), tags.length > 0 ? generations().read(tags) : '']);
  const current = entry !== null && stamp !== null && (entry.generation ?? '') === stamp;
  const freshness = entry && current ? freshnessOf(entry.storedAt, CACHE_STRATEGIES[strategyName], Date.now()) : 'expired';
  countCacheLookup(strategyName, freshness === 'expired' ? 'miss' : freshness);
  if (entry && freshness === 'fresh') return entry.value as T;
  if (entry && freshness === 'stale') {
    void refreshInBackground(key, stamp, strategyName, load);
    return entry.value as T;
  }
  const loaded = await loadAndStore(key, stamp, strategyName, load);
  // The platform is down: the expired copy we kept (even one of older generations), rather than an error.
  if (entry && !loaded.cacheable && loaded.outage) return entry.value as T;
  return loaded.value;
}

async function refreshInBackground<T>(key: string, stamp: Stamp, strategyName: Exclude<CacheStrategyName, 'none'>, load: () => Promise<Loaded<T>>) {
  const s = cacheStore();
  if (!(await s.tryLock(key, REFRESH_LOCK_MS))) return;
  try {
    await loadAndStore(key, stamp, strategyName, load);
  } catch {
    // The stale copy keeps being served; the next stale read tries again.
  } finally {
    await s.unlock(key);
  }
}
