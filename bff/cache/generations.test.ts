// Invalidation across replicas (docs/decisions/014-html-cache.md#invalidation): two portal
// replicas, each with its own connections to one Redis (REDIS_URL, or a throwaway one from
// testcontainers; skipped with its reason otherwise), under a key prefix of this file's own. A
// buyer's save on one replica makes the other ask the platform again at once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { findTestServer } from '#tests/support/test-server.ts';
import { cacheKeyOf } from '../upstream.server.ts';
import { cached, setCacheStore } from './cache.server.ts';
import { createMemoryGenerations, createRedisGenerations, type Generations, SHOPS_TAG, setGenerations } from './generations.server.ts';
import { createRedisStore } from './redis-store.server.ts';
import type { CacheStore } from './store.server.ts';

describe('generations in one process', () => {
  it('start at 0, move on when bumped, and are shared by every copy of the BFF in the process', async () => {
    const a = createMemoryGenerations();
    const b = createMemoryGenerations();
    const before = await a.read([SHOPS_TAG, 'other']);
    expect(await b.read([SHOPS_TAG, 'other'])).toBe(before);
    await b.bump([SHOPS_TAG]);
    const after = await a.read([SHOPS_TAG, 'other']);
    expect(after).not.toBe(before);
    expect(after?.split(',')[1]).toBe(before?.split(',')[1]);
    expect(await a.read([])).toBe('');
  });
});

const server = await findTestServer('REDIS_URL', async () => {
  const { RedisContainer } = await import('@testcontainers/redis');
  const container = await new RedisContainer('redis:7').start();
  return { url: container.getConnectionUrl(), stop: async () => void (await container.stop()) };
});
if ('skipped' in server) console.warn(`Redis generations suite skipped: ${server.skipped}`);
afterAll(async () => {
  if ('stop' in server) await server.stop?.();
});

const skipped = 'skipped' in server ? server.skipped : undefined;
describe.skipIf(skipped !== undefined)(skipped ? `generations in Redis (skipped: ${skipped})` : 'generations in Redis', () => {
  type Replica = { store: CacheStore; generations: Generations };
  const replicas: Replica[] = [];
  const prefix = `portal-test:${randomUUID()}:`;
  const replica = () => {
    if (!('url' in server)) throw new Error('unreachable: the suite is skipped without a server');
    const made = { store: createRedisStore(server.url, prefix), generations: createRedisGenerations(server.url, `${prefix}gen:`) };
    replicas.push(made);
    return made;
  };
  /** Runs `work` as `on` would: its store and generations. */
  const on = async <T>(which: Replica, work: () => Promise<T>): Promise<T> => {
    setCacheStore(which.store);
    setGenerations(which.generations);
    try {
      return await work();
    } finally {
      setCacheStore(undefined);
      setGenerations(undefined);
    }
  };
  let a: Replica;
  let b: Replica;

  beforeAll(async () => {
    a = replica();
    b = replica();
    for (let i = 0; i < 50 && !((await a.store.ping()) && (await b.store.ping())); i++) await new Promise((r) => setTimeout(r, 50));
    // The generations' own connections.
    for (let i = 0; i < 50 && (await a.generations.read([SHOPS_TAG])) === null; i++) await new Promise((r) => setTimeout(r, 50));
    for (let i = 0; i < 50 && (await b.generations.read([SHOPS_TAG])) === null; i++) await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(async () => {
    for (const { store, generations } of replicas) {
      await store.close();
      await generations.close();
    }
  });

  it('a bump on one replica is the other’s new stamp', async () => {
    const before = await a.generations.read([SHOPS_TAG]);
    expect(before).toBe(await b.generations.read([SHOPS_TAG]));
    await b.generations.bump([SHOPS_TAG]);
    const after = await a.generations.read([SHOPS_TAG]);
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  });

  it('a shop answer kept by one replica is asked for again after a save on the other, fresh or not', async () => {
    const key = cacheKeyOf(api.buyerShop.detail, { locale: 'zh-CN', siteId: 1 }, { id: 7 });
    let describe = 'old profile';
    const load = vi.fn(async () => ({ value: describe, cacheable: true }));
    expect(await on(a, () => cached(key, 'short', load))).toBe('old profile');
    // Shared: the other replica serves it without a call.
    expect(await on(b, () => cached(key, 'short', load))).toBe('old profile');
    expect(load).toHaveBeenCalledTimes(1);

    describe = 'new profile';
    await on(b, () => b.generations.bump([SHOPS_TAG]));
    expect(await on(a, () => cached(key, 'short', load))).toBe('new profile');
    expect(await on(b, () => cached(key, 'short', load))).toBe('new profile');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('generations when Redis is unreachable', () => {
  it('are unknown (nothing served or kept under them), and a bump does not fail', async () => {
    const generations = createRedisGenerations('redis://127.0.0.1:1', 'portal-test:down:gen:');
    await new Promise((r) => setTimeout(r, 100));
    expect(await generations.read([SHOPS_TAG])).toBeNull();
    expect(await generations.read([])).toBe('');
    await expect(generations.bump([SHOPS_TAG])).resolves.toBeUndefined();
    await generations.close();
  });
});
