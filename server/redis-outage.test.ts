// A Redis outage must not slow every request (docs/decisions/020-redis-circuit-breaker.md): once a
// command has failed or timed out, the BFF's cache, the login throttle and /readyz skip Redis at
// once, each with its stand-in, and use it again when it answers. Redis is taken away through a
// relay of this file's own (tests/support/redis-switch.ts), in front of the Redis REDIS_URL names
// (or a throwaway container); the real server is never stopped. Keys live under a prefix of their own.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cached, type Loaded, setCacheStore } from '#bff/cache/cache.server.ts';
import { createRedisStore } from '#bff/cache/redis-store.server.ts';
import type { CacheStore } from '#bff/cache/store.server.ts';
import { resetBffEnv } from '#bff/env.server.ts';
import { beginLoginAttempt, resetLoginThrottle } from '#bff/login-throttle.server.ts';
import { COMMAND_TIMEOUT_MS } from '#bff/redis.server.ts';
import { type RedisSwitch, startRedisSwitch } from '#tests/support/redis-switch.ts';
import { findTestServer } from '#tests/support/test-server.ts';
import { checkReadiness } from './readiness.ts';

const server = await findTestServer('REDIS_URL', async () => {
  const { RedisContainer } = await import('@testcontainers/redis');
  const container = await new RedisContainer('redis:7').start();
  return { url: container.getConnectionUrl(), stop: async () => void (await container.stop()) };
});
afterAll(async () => {
  if ('stop' in server) await server.stop?.();
});

/** Well under the time a command may take: no caller waited on Redis. */
const AT_ONCE_MS = 20;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** The calls that waited (in ms): none should. */
function waited(calls: Array<{ ms: number }>): number[] {
  return calls.map((call) => Math.round(call.ms)).filter((ms) => ms >= AT_ONCE_MS);
}

async function until(condition: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const skipped = 'skipped' in server ? server.skipped : undefined;
describe.skipIf(skipped !== undefined)(skipped ? `a Redis outage (skipped: ${skipped})` : 'a Redis outage', () => {
  let redis: RedisSwitch;
  let store: CacheStore;
  let direct: Redis;
  const prefix = `portal-test:${randomUUID()}:`;
  let loads = 0;
  const load = async (): Promise<Loaded<string>> => {
    loads += 1;
    return { value: `answer ${loads}`, cacheable: true };
  };

  beforeAll(() => {
    if (!('url' in server)) throw new Error('unreachable: the suite is skipped without a server');
    direct = new Redis(server.url);
  });
  afterAll(async () => {
    const keys = await direct.keys(`${prefix}*`);
    if (keys.length > 0) await direct.del(keys);
    direct.disconnect();
  });
  beforeEach(async () => {
    if (!('url' in server)) return;
    redis = await startRedisSwitch(server.url);
    store = createRedisStore(redis.url, prefix);
    setCacheStore(store);
    await until(() => store.ping());
  });
  afterEach(async () => {
    setCacheStore(undefined);
    await store.close();
    await redis.close();
  });

  it('while Redis hangs, the cache answers at once from memory once the breaker is open, and uses Redis again when it answers', async () => {
    const key = `site-${randomUUID()}`;
    await cached(key, 'long', load);
    expect(await direct.exists(prefix + key)).toBe(1);

    redis.freeze();
    // The call that finds Redis hung waits for its command's time-out, once.
    const first = await timed(() => cached(key, 'long', load));
    expect(first.ms).toBeLessThan(COMMAND_TIMEOUT_MS * 3);
    const later = [];
    for (let i = 0; i < 20; i++) later.push(await timed(() => cached(key, 'long', load)));
    expect(waited(later)).toEqual([]);
    // Loaded once for the outage, then kept in this process's memory.
    expect(loads).toBeLessThanOrEqual(3);
    expect(later.at(-1)?.value).toBe(later[0]?.value);

    await redis.revive();
    await until(() => store.ping());
    const back = `tree-${randomUUID()}`;
    await cached(back, 'long', load);
    expect(await direct.exists(prefix + back)).toBe(1);
  });

  it('while Redis is stopped, the cache answers at once, and uses Redis again once it is back', async () => {
    await redis.kill();
    const calls = [];
    for (let i = 0; i < 20; i++) calls.push(await timed(() => cached(`list-${i % 2}`, 'medium', load)));
    expect(waited(calls)).toEqual([]);

    await redis.revive();
    await until(() => store.ping());
    const back = `tree-${randomUUID()}`;
    await cached(back, 'long', load);
    expect(await direct.exists(prefix + back)).toBe(1);
  });

  it('/readyz says Redis is down while it hangs, and up once it answers again', async () => {
    const deadPlatform = 'http://127.0.0.1:9';
    expect((await checkReadiness(deadPlatform, store)).redis).toBe('up');
    redis.freeze();
    const down = await checkReadiness(deadPlatform, store);
    expect(down).toMatchObject({ redis: 'down', degraded: ['redis'] });
    // While the breaker is open, /readyz keeps saying so without waiting on Redis.
    const again = await timed(() => store.ping());
    expect(again).toMatchObject({ value: false });
    expect(again.ms).toBeLessThan(AT_ONCE_MS);
    await redis.revive();
    await until(async () => (await checkReadiness(deadPlatform, store)).redis === 'up');
  });

  describe('the login throttle', () => {
    const saved = { ...process.env };
    beforeEach(() => {
      process.env.REDIS_URL = redis.url;
      process.env.CACHE_PREFIX = prefix;
      process.env.UPSTREAM_URL = 'http://127.0.0.1:9';
      resetBffEnv();
      resetLoginThrottle();
    });
    afterEach(() => {
      resetLoginThrottle();
      process.env = { ...saved };
      resetBffEnv();
    });

    it('while Redis hangs, still stops the 6th wrong password, and answers each attempt at once', async () => {
      const account = `guesser-${randomUUID()}`;
      // Counted in Redis while it answers.
      const counted = await beginLoginAttempt(account, '198.51.100.7');
      expect(counted.allowed).toBe(true);
      if (counted.allowed) await counted.settle('failure');

      redis.freeze();
      const attempts = [];
      for (let i = 0; i < 6; i++) {
        const attempt = await timed(() => beginLoginAttempt(account, '198.51.100.7'));
        if (attempt.value.allowed) await attempt.value.settle('failure');
        attempts.push(attempt);
      }
      // The first finds Redis hung; then this process counts, at once: five failures, then locked.
      expect(waited(attempts.slice(1))).toEqual([]);
      expect(attempts.map((attempt) => attempt.value.allowed)).toEqual([true, true, true, true, true, false]);
    });
  });
});
