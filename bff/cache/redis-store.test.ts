import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisStore } from './redis-store.server.ts';

const REDIS_URL = process.env.REDIS_URL;

describe.skipIf(!REDIS_URL)('redis store (REDIS_URL)', () => {
  const store = createRedisStore(REDIS_URL ?? 'redis://127.0.0.1:6379', `portal-test:${randomUUID()}:`);
  afterAll(() => store.close());

  const ready = async () => {
    for (let i = 0; i < 50 && !(await store.ping()); i++) await new Promise((r) => setTimeout(r, 50));
  };

  it('stores, reads back and expires an entry', async () => {
    await ready();
    await store.set('banners', { value: [{ id: 1 }], storedAt: 42 }, 200);
    expect(await store.get('banners')).toEqual({ value: [{ id: 1 }], storedAt: 42 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await store.get('banners')).toBeNull();
  });

  it('lets one instance at a time hold a refresh lock', async () => {
    await ready();
    expect(await store.tryLock('tree', 5_000)).toBe(true);
    expect(await store.tryLock('tree', 5_000)).toBe(false);
    await store.unlock('tree');
    expect(await store.tryLock('tree', 5_000)).toBe(true);
  });
});

describe('redis store when Redis is unreachable', () => {
  it('degrades to no cache instead of failing', async () => {
    const store = createRedisStore('redis://127.0.0.1:1', 'portal-test:down:');
    await new Promise((r) => setTimeout(r, 100));
    expect(await store.get('k')).toBeNull();
    await expect(store.set('k', { value: 1, storedAt: 0 }, 1_000)).resolves.toBeUndefined();
    expect(await store.ping()).toBe(false);
    await store.close();
  });
});
