import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cached, forget, setCacheStore } from './cache.server.ts';
import { createMemoryStore } from './memory-store.server.ts';
import { CACHE_STRATEGIES, freshnessOf, STALE_IF_ERROR_MS } from './strategies.ts';

describe('cache strategies', () => {
  it('a medium entry is fresh for 60 s, then stale for 10 min, then expired', () => {
    const medium = CACHE_STRATEGIES.medium;
    expect(freshnessOf(0, medium, 59_999)).toBe('fresh');
    expect(freshnessOf(0, medium, 60_000)).toBe('stale');
    expect(freshnessOf(0, medium, 60_000 + 10 * 60_000 - 1)).toBe('stale');
    expect(freshnessOf(0, medium, 60_000 + 10 * 60_000)).toBe('expired');
  });

  it('the template id and province tree (long) stay fresh for an hour and stale for a day', () => {
    expect(CACHE_STRATEGIES.long).toEqual({ freshMs: 3_600_000, staleMs: 86_400_000 });
  });
});

describe('stale-while-revalidate', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    setCacheStore(createMemoryStore());
  });
  afterEach(() => {
    vi.useRealTimers();
    setCacheStore(undefined);
  });

  it('serves a fresh answer without calling upstream again', async () => {
    const load = vi.fn(async () => ({ value: 'banners', cacheable: true }));
    expect(await cached('k', 'medium', load)).toBe('banners');
    expect(await cached('k', 'medium', load)).toBe('banners');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale answer at once and refreshes it once in the background', async () => {
    let version = 1;
    const load = vi.fn(async () => ({ value: `v${version}`, cacheable: true }));
    await cached('k', 'medium', load);
    version = 2;
    vi.setSystemTime(1_000_000 + 61_000);
    const [a, b] = await Promise.all([cached('k', 'medium', load), cached('k', 'medium', load)]);
    expect([a, b]).toEqual(['v1', 'v1']);
    await vi.waitFor(async () => expect(await cached('k', 'medium', load)).toBe('v2'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a forgotten entry is asked for again at once, while still fresh (a buyer saved its profile)', async () => {
    let version = 1;
    const load = vi.fn(async () => ({ value: `shop v${version}`, cacheable: true }));
    expect(await cached('shop', 'short', load)).toBe('shop v1');
    version = 2;
    await forget(['shop', 'not cached']);
    expect(await cached('shop', 'short', load)).toBe('shop v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never stores a failed answer', async () => {
    const load = vi.fn(async () => ({ value: 'error', cacheable: false }));
    await cached('k', 'short', load);
    await cached('k', 'short', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("'none' always asks upstream", async () => {
    const load = vi.fn(async () => ({ value: 'mine', cacheable: true }));
    await cached('k', 'none', load);
    await cached('k', 'none', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('concurrent misses for one key share a single upstream call', async () => {
    const load = vi.fn(async () => ({ value: 'tree', cacheable: true }));
    await Promise.all([cached('k', 'medium', load), cached('k', 'medium', load), cached('k', 'medium', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('stale-if-error (docs/security.md#outages)', () => {
  const START = 1_000_000;
  // A public detail (short: fresh 5 s, stale 30 s), asked for again long after it expired.
  const EXPIRED = START + 5_000 + 30_000 + 60_000;
  const down = { value: 'request timed out', cacheable: false, outage: true };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    setCacheStore(createMemoryStore());
  });
  afterEach(() => {
    vi.useRealTimers();
    setCacheStore(undefined);
  });

  it('serves the expired copy while the platform does not answer, and asks again next time', async () => {
    await cached('detail', 'short', async () => ({ value: 'inquiry 7', cacheable: true }));
    vi.setSystemTime(EXPIRED);
    const load = vi.fn(async () => down);
    expect(await cached('detail', 'short', load)).toBe('inquiry 7');
    expect(await cached('detail', 'short', load)).toBe('inquiry 7');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('takes the new answer once the platform is back', async () => {
    await cached('detail', 'short', async () => ({ value: 'inquiry 7', cacheable: true }));
    vi.setSystemTime(EXPIRED);
    expect(await cached('detail', 'short', async () => ({ value: 'inquiry 7, edited', cacheable: true }))).toBe('inquiry 7, edited');
  });

  it('passes on a refusal of the platform (an answer, not an outage)', async () => {
    await cached('detail', 'short', async () => ({ value: 'inquiry 7', cacheable: true }));
    vi.setSystemTime(EXPIRED);
    expect(await cached('detail', 'short', async () => ({ value: 'not found', cacheable: false }))).toBe('not found');
  });

  it('keeps a copy no longer than its stale-if-error time', async () => {
    await cached('detail', 'short', async () => ({ value: 'inquiry 7', cacheable: true }));
    const { freshMs, staleMs } = CACHE_STRATEGIES.short;
    vi.setSystemTime(START + freshMs + staleMs + STALE_IF_ERROR_MS.short + 1);
    expect(await cached('detail', 'short', async () => down)).toBe('request timed out');
  });

  it('has nothing to serve for a page never seen', async () => {
    expect(await cached('detail', 'short', async () => down)).toBe('request timed out');
  });
});

describe('memory store', () => {
  it('evicts the least recently used entry beyond its size', async () => {
    const store = createMemoryStore(2);
    await store.set('a', { value: 1, storedAt: 0 }, 60_000);
    await store.set('b', { value: 2, storedAt: 0 }, 60_000);
    await store.get('a');
    await store.set('c', { value: 3, storedAt: 0 }, 60_000);
    expect(await store.get('b')).toBeNull();
    expect((await store.get('a'))?.value).toBe(1);
  });

  it('grants a refresh lock to one caller at a time', async () => {
    const store = createMemoryStore();
    expect(await store.tryLock('k', 1_000)).toBe(true);
    expect(await store.tryLock('k', 1_000)).toBe(false);
    await store.unlock('k');
    expect(await store.tryLock('k', 1_000)).toBe(true);
  });
});
