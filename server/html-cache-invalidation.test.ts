// A buyer's save shows on its shop pages at once (docs/decisions/014-html-cache.md#invalidation):
// which pages depend on the shops, and two replicas' HTML caches in front of a page that shows a
// profile, sharing one store — Redis (REDIS_URL, or testcontainers; each replica its own
// connections, under this file's own prefix) and, without it, the memory store — where a bump on
// one replica makes the other render the page again on the next view.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryGenerations, createRedisGenerations, type Generations, SHOPS_TAG } from '#bff/cache/generations.server.ts';
import { createMemoryStore } from '#bff/cache/memory-store.server.ts';
import { createRedisStore } from '#bff/cache/redis-store.server.ts';
import type { CacheStore } from '#bff/cache/store.server.ts';
import { BROWSER_UA } from '#tests/support/portal-process.ts';
import { findTestServer } from '#tests/support/test-server.ts';
import { htmlCache, pageTags } from './html-cache.ts';

describe('pageTags', () => {
  it('a shop’s pages and the company list depend on the shops; the mall’s other pages do not', () => {
    for (const url of [
      '/shopIndex/3',
      '/1/shopIndex/3',
      '/aboutUs/3',
      '/12/aboutUs/3?x=1',
      '/procurementSourcing',
      '/12/procurementCompete?page=2',
      '/procurementPublicityShop',
      '/InquiryDetail/5?inShop=true',
      '/enterprisePurchasing',
      '/1/enterprisePurchasing/c4?newJoin=1',
    ])
      expect(pageTags(url), url).toEqual([SHOPS_TAG]);
    for (const url of ['/', '/1', '/purchaseInquiry', '/InquiryDetail/5', '/procurementPublicity', '/publicityPurchasing/2'])
      expect(pageTags(url), url).toEqual([]);
  });
});

type Replica = { store: CacheStore; generations: Generations };
/** Each replica's store and generations (over one Redis, or the same objects), and those of the replica where the buyer saves. */
type Shared = { replicas: [Replica, Replica]; saver: Generations; close: () => Promise<void> };

/** One portal replica: the HTML cache in front of a page that shows the "platform's" profile of shop 3. */
async function startReplica(shared: Replica, profile: { describe: string; renders: number }) {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64url');
    next();
  });
  app.use(htmlCache({ store: shared.store, trustProxy: 0, generations: shared.generations }));
  app.get(/.*/, (_req, res) => {
    profile.renders += 1;
    const nonce = res.locals.cspNonce as string;
    res
      .type('html')
      .send(`<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body><p id="describe">${profile.describe}</p></body></html>`);
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: async (path: string) => {
      const answer = await fetch(`${base}${path}`, { headers: { 'user-agent': BROWSER_UA, accept: 'text/html' } });
      return { cache: answer.headers.get('x-html-cache'), html: await answer.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const shownIn = (html: string) => /<p id="describe">([^<]*)<\/p>/.exec(html)?.[1];

async function twoReplicasStory(shared: Shared) {
  const profile = { describe: 'We buy steel.', renders: 0 };
  const a = await startReplica(shared.replicas[0], profile);
  const b = await startReplica(shared.replicas[1], profile);
  try {
    for (const path of ['/1/shopIndex/3', '/enterprisePurchasing', '/purchaseInquiry']) {
      expect(shownIn((await a.get(path)).html)).toBe('We buy steel.');
      // The kept page's re-render on warm caches (server/html-cache.ts) is done before the save.
      await expect.poll(async () => (await b.get(path)).cache, { timeout: 5_000 }).toBe('fresh');
    }
    // …and every re-render (first views on either replica) has settled.
    for (let seen = -1; seen !== profile.renders; ) {
      seen = profile.renders;
      await new Promise((r) => setTimeout(r, 300));
    }

    // The buyer saves on replica b: the platform has the new profile, b bumps the shops' generation.
    profile.describe = 'We buy steel and copper.';
    await shared.saver.bump([SHOPS_TAG]);
    for (const replica of [a, b]) {
      const shop = await replica.get('/1/shopIndex/3');
      expect(shop.cache).toBeNull();
      expect(shownIn(shop.html)).toBe('We buy steel and copper.');
      expect(shownIn((await replica.get('/enterprisePurchasing')).html)).toBe('We buy steel and copper.');
    }
    // A page that shows no shop keeps its copy for its few seconds.
    const list = await a.get('/purchaseInquiry');
    expect(list.cache).toBe('fresh');
    expect(shownIn(list.html)).toBe('We buy steel.');
  } finally {
    await a.close();
    await b.close();
    await shared.close();
  }
}

describe('two replicas in front of one memory store (one process)', () => {
  it('show a buyer’s saved profile on the shop page and the company list at once', async () => {
    const store = createMemoryStore();
    const generations = createMemoryGenerations(new Map());
    const replica = { store, generations };
    await twoReplicasStory({ replicas: [replica, replica], saver: generations, close: async () => {} });
  });
});

const server = await findTestServer('REDIS_URL', async () => {
  const { RedisContainer } = await import('@testcontainers/redis');
  const container = await new RedisContainer('redis:7').start();
  return { url: container.getConnectionUrl(), stop: async () => void (await container.stop()) };
});
if ('skipped' in server) console.warn(`Redis HTML-cache invalidation suite skipped: ${server.skipped}`);
afterAll(async () => {
  if ('stop' in server) await server.stop?.();
});

const skipped = 'skipped' in server ? server.skipped : undefined;
describe.skipIf(skipped !== undefined)(skipped ? `two replicas sharing Redis (skipped: ${skipped})` : 'two replicas sharing Redis', () => {
  it('show a buyer’s saved profile on the shop page and the company list at once', async () => {
    if (!('url' in server)) throw new Error('unreachable: the suite is skipped without a server');
    const url = server.url;
    const prefix = `portal-test:${randomUUID()}:`;
    const opened: Array<{ close(): Promise<void> }> = [];
    const open = <T extends { close(): Promise<void> }>(made: T): T => {
      opened.push(made);
      return made;
    };
    const ready = async (store: CacheStore, generations: Generations) => {
      for (let i = 0; i < 50 && !(await store.ping()); i++) await new Promise((r) => setTimeout(r, 50));
      for (let i = 0; i < 50 && (await generations.read([SHOPS_TAG])) === null; i++) await new Promise((r) => setTimeout(r, 50));
    };
    const stores = [open(createRedisStore(url, `${prefix}html:`)), open(createRedisStore(url, `${prefix}html:`))];
    const generations = [open(createRedisGenerations(url, `${prefix}gen:`)), open(createRedisGenerations(url, `${prefix}gen:`))];
    const saver = open(createRedisGenerations(url, `${prefix}gen:`));
    await ready(stores[0]!, generations[0]!);
    await ready(stores[1]!, generations[1]!);
    await ready(stores[0]!, saver);
    await twoReplicasStory({
      replicas: [
        { store: stores[0]!, generations: generations[0]! },
        { store: stores[1]!, generations: generations[1]! },
      ],
      saver,
      close: async () => {
        for (const made of opened) await made.close();
      },
    });
  });
});
