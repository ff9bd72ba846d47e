// The Redis store against a real Redis: the one REDIS_URL names or, when it is unset and a Docker
// engine is reachable, a throwaway one that testcontainers starts for this file. With neither, the
// suite is skipped and says why. Keys live under a prefix of their own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisStore } from './redis-store.server.ts';
import { findTestServer } from '#tests/support/test-server.ts';

/** The server of docker/compose.yaml. */
const REDIS_IMAGE = 'redis:7';
const server = await findTestServer('REDIS_URL', async () => {
  const { RedisContainer } = await import('@testcontainers/redis');
  const container = await new RedisContainer(REDIS_IMAGE).start();
  return { url: container.getConnectionUrl(), stop: async () => void (await container.stop()) };
});
if ('skipped' in server) console.warn(`Redis store suite skipped: ${server.skipped}`);
afterAll(async () => {
  if ('stop' in server) await server.stop?.();
});

const skipped = 'skipped' in server ? server.skipped : undefined;
describe.skipIf(skipped !== undefined)(skipped ? `redis store (skipped: ${skipped})` : 'redis store', () => {
  // Opened when the suite runs, not when it is collected: a skipped suite connects to nothing.
  let store: ReturnType<typeof createRedisStore>;
  beforeAll(() => {
    if (!('url' in server)) throw new Error('unreachable: the suite is skipped without a server');
    store = createRedisStore(server.url, `portal-test:${randomUUID()}:`);
  });
  afterAll(() => store?.close());

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

  it('drops an entry on delete', async () => {
    await ready();
    await store.set('shop', { value: 1, storedAt: 42 }, 10_000);
    await store.delete('shop');
    expect(await store.get('shop')).toBeNull();
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
  it("degrades to this process's memory instead of failing", async () => {
    const store = createRedisStore('redis://127.0.0.1:1', 'portal-test:down:');
    await new Promise((r) => setTimeout(r, 100));
    expect(await store.get('k')).toBeNull();
    await expect(store.set('k', { value: 1, storedAt: 0 }, 1_000)).resolves.toBeUndefined();
    expect(await store.get('k')).toEqual({ value: 1, storedAt: 0 });
    expect(await store.ping()).toBe(false);
    await store.close();
  });
});
