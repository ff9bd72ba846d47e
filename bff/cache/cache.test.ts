import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { cacheKeyOf, personalKeyOf } from '../upstream.server.ts';
import { cached, setCacheStore } from './cache.server.ts';
import { createMemoryGenerations, invalidate, SHOPS_TAG, setGenerations } from './generations.server.ts';
import { createMemoryStore } from './memory-store.server.ts';
import { memberTag, tagsOfKey } from './tags.ts';
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

  it('an answer about shops is asked for again at once after a buyer saves its profile, while still fresh', async () => {
    setGenerations(createMemoryGenerations(new Map()));
    try {
      const shop = cacheKeyOf(api.buyerShop.detail, { locale: 'zh-CN', siteId: 1 }, { id: 3 });
      let version = 1;
      const load = vi.fn(async () => ({ value: `shop v${version}`, cacheable: true }));
      const other = vi.fn(async () => ({ value: 'banners', cacheable: true }));
      expect(await cached(shop, 'short', load)).toBe('shop v1');
      expect(await cached(shop, 'short', load)).toBe('shop v1');
      await cached('zh_CN:1:/banners', 'short', other);
      version = 2;
      await invalidate([SHOPS_TAG]);
      expect(await cached(shop, 'short', load)).toBe('shop v2');
      expect(await cached(shop, 'short', load)).toBe('shop v2');
      expect(load).toHaveBeenCalledTimes(2);
      // What shows no shop stays.
      await cached('zh_CN:1:/banners', 'short', other);
      expect(other).toHaveBeenCalledTimes(1);
    } finally {
      setGenerations(undefined);
    }
  });

  it('a load begun before the save is not kept under the new generation, nor handed to a caller after it', async () => {
    setGenerations(createMemoryGenerations(new Map()));
    try {
      const key = cacheKeyOf(api.buyerShop.main, { locale: 'zh-CN', siteId: 1 }, { current: 1 });
      let release: () => void = () => {};
      let started: () => void = () => {};
      const slow = new Promise<void>((resolve) => {
        release = resolve;
      });
      const begun = new Promise<void>((resolve) => {
        started = resolve;
      });
      const before = cached(key, 'short', async () => {
        started();
        await slow;
        return { value: 'list without the new shop', cacheable: true };
      });
      await begun;
      await invalidate([SHOPS_TAG]);
      const after = cached(key, 'short', async () => ({ value: 'list with the new shop', cacheable: true }));
      release();
      expect(await before).toBe('list without the new shop');
      expect(await after).toBe('list with the new shop');
      expect(await cached(key, 'short', async () => ({ value: 'asked again', cacheable: true }))).toBe('list with the new shop');
    } finally {
      setGenerations(undefined);
    }
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

describe('which answers depend on the shops', () => {
  const where = { locale: 'en-US' as const, siteId: 1 };
  it('every buyer-shop GET (one shop, its figures, the company lists, the rankings), nothing else', () => {
    expect(tagsOfKey(cacheKeyOf(api.buyerShop.detail, where, { id: 0, memberId: 4, roleId: 2 }))).toEqual([SHOPS_TAG]);
    expect(tagsOfKey(cacheKeyOf(api.buyerShop.statistics, where, { memberId: 4, roleId: 2 }))).toEqual([SHOPS_TAG]);
    expect(tagsOfKey(cacheKeyOf(api.buyerShop.main, where, { current: 1, newJoin: true }))).toEqual([SHOPS_TAG]);
    expect(tagsOfKey(cacheKeyOf(api.buyerShop.newest, where))).toEqual([SHOPS_TAG]);
    expect(tagsOfKey(cacheKeyOf(api.buyerShop.active, where))).toEqual([SHOPS_TAG]);
    expect(tagsOfKey(cacheKeyOf(api.inquiry.list, where, { current: 1 }))).toEqual([]);
    expect(tagsOfKey(cacheKeyOf(api.category.enterpriseTree, where, { templateId: 1 }))).toEqual([]);
  });
});

describe("a member's own entries (personal)", () => {
  const where = { locale: 'zh-CN' as const, siteId: 1, shopId: null };
  const supplier = { ...where, auth: { userId: 7, memberId: 3, memberRoleId: 4, roleId: 1, token: 't1' } };
  const other = { ...where, auth: { userId: 8, memberId: 5, memberRoleId: 6, roleId: 1, token: 't2' } };
  const query = { current: 1, pageSize: 9 };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    setCacheStore(createMemoryStore());
    setGenerations(createMemoryGenerations(new Map()));
  });
  afterEach(() => {
    vi.useRealTimers();
    setCacheStore(undefined);
    setGenerations(undefined);
  });

  it('are keyed by the member, apart from the shared entry and from every other member, and depend on that member alone', () => {
    const shared = cacheKeyOf(api.inquiry.list, where, query);
    const mine = personalKeyOf(api.inquiry.list, supplier, query);
    const theirs = personalKeyOf(api.inquiry.list, other, query);
    expect(new Set([shared, mine, theirs]).size).toBe(3);
    expect(mine.endsWith(shared)).toBe(true);
    expect(tagsOfKey(mine)).toEqual([memberTag(supplier.auth)]);
    expect(tagsOfKey(theirs)).toEqual([memberTag(other.auth)]);
    expect(memberTag(supplier.auth)).not.toBe(memberTag(other.auth));
  });

  it('are fresh for a few seconds and then asked again, never served stale', async () => {
    const key = personalKeyOf(api.inquiry.list, supplier, query);
    const load = vi.fn(async () => ({ value: 'standing', cacheable: true }));
    await cached(key, 'personal', load);
    vi.setSystemTime(1_000_000 + CACHE_STRATEGIES.personal.freshMs - 1);
    await cached(key, 'personal', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000_000 + CACHE_STRATEGIES.personal.freshMs);
    await cached(key, 'personal', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("are a miss at once after that member's write, and another member's stay", async () => {
    const mine = personalKeyOf(api.inquiry.list, supplier, query);
    const theirs = personalKeyOf(api.inquiry.list, other, query);
    await cached(mine, 'personal', async () => ({ value: 'quote now', cacheable: true }));
    await cached(theirs, 'personal', async () => ({ value: 'theirs', cacheable: true }));
    await invalidate([memberTag(supplier.auth)]);
    expect(await cached(mine, 'personal', async () => ({ value: 'already quoted', cacheable: true }))).toBe('already quoted');
    expect(await cached(theirs, 'personal', async () => ({ value: 'asked again', cacheable: true }))).toBe('theirs');
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
