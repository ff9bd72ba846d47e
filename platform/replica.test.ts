// Public reads from a streaming replica (docs/decisions/032-read-replica.md), on a real primary and
// standby of the machine's PostgreSQL binaries (testing/replica-server.ts): a visitor's detail is read
// from the replica (it does not know an inquiry the replica has not replayed yet) while the member who
// published it sees it at once; a replica that lags past the threshold, or that stopped, leaves the
// reads to the primary and every answer still comes. Skips with the reason where the machine lacks
// the binaries.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api, type InquiryFormBody } from '#contract/endpoints.ts';
import { selectRows } from './db/client.ts';
import { type RunningPlatform, startPlatform } from './server.ts';
import { apiClient } from './testing/client.ts';
import { freshKey } from './testing/member-helpers.ts';
import { replicaSkipReason, type ReplicaServers, startReplicaServers } from './testing/replica-server.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 0, 15, 2, 0, 0);
const skipped = replicaSkipReason();
if (skipped) console.warn(`replica test skipped: ${skipped}`);

/** Whether the platform's replica serves reads, measured now. */
async function probedHealthy(platform: RunningPlatform): Promise<boolean> {
  await platform.reads!.probe();
  return platform.reads!.healthy();
}

/** Polls `check` until it holds, for at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(skipped !== null)('public reads from a streaming replica', { timeout: 40_000 }, () => {
  let servers: ReplicaServers | undefined;
  // Tolerant: a replica minutes behind still serves, and it is looked at once a minute, so that a
  // replica stopped between two looks is found out by the read it fails.
  let tolerant: RunningPlatform;
  // Strict: a replica a second behind serves nothing; looked at five times a second.
  let strict: RunningPlatform;
  let buyer: string;
  let categoryId: number;
  const visitorOf = (platform: () => RunningPlatform) => apiClient(() => platform().url);
  const toTolerant = visitorOf(() => tolerant);
  const toStrict = visitorOf(() => strict);

  beforeAll(async () => {
    servers = await startReplicaServers();
    const common = {
      port: 0,
      now: () => NOW,
      logLevel: 'silent',
      quoteSealKey: randomBytes(32).toString('hex'),
      databaseUrl: servers.primaryUrl,
      replicaUrl: servers.replicaUrl,
    } as const;
    tolerant = await startPlatform({ ...common, replica: { maxLagMs: 600_000, probeMs: 60_000 } });
    strict = await startPlatform({ ...common, seed: false, replica: { maxLagMs: 1_000, probeMs: 200 } });
    buyer = await toTolerant.login('buyer');
    const [category] = await selectRows<{ id: number }>(tolerant.db, sql`select id from categories where parent_id is not null order by id limit 1`);
    categoryId = category!.id;
    // The seed has reached the replica: both platforms read from it.
    await eventually(async () => {
      await Promise.all([tolerant.reads!.probe(), strict.reads!.probe()]);
      return tolerant.reads!.healthy() && strict.reads!.healthy();
    });
  }, 60_000);

  afterAll(async () => {
    await tolerant?.close();
    await strict?.close();
    await servers?.stop();
  }, 60_000);

  function form(): InquiryFormBody {
    return {
      details: `轴承询价 ${freshKey()}`,
      categoryId,
      materiels: [{ number: 'M-1', name: '深沟球轴承', model: '6204', unit: '个', purchaseCount: 100 }],
      deliveryTime: NOW + 20 * DAY,
      address: '上海市浦东新区张江路 1 号',
      offerEndTime: NOW + 3 * DAY,
      purchaseType: 2,
      priceContrast: 2,
      isAllArea: true,
    };
  }

  /** The demo buyer publishes an inquiry (on the primary, whatever the replica does). */
  async function publish(): Promise<number> {
    const draft = await toTolerant.call(api.inquiryBuyer.save, { token: buyer, body: { form: form(), idempotencyKey: freshKey() } });
    return (await toTolerant.call(api.inquiryBuyer.publish, { token: buyer, body: { id: draft.id } })).id;
  }

  /** What a visitor (no session) is answered for an inquiry's public page. */
  const visitorDetailCode = async (client: typeof toTolerant, id: number) =>
    (await client.raw('GET', api.inquiry.details.path, { query: { id } })).code;

  it('a visitor reads from the replica, the member who just published reads its inquiry from the primary', async () => {
    await servers!.onReplica('select pg_wal_replay_pause()');
    try {
      const id = await publish();
      // The member sees its inquiry at once, on its own page and on the public one…
      expect((await toTolerant.call(api.inquiryBuyer.detail, { token: buyer, query: { id } })).id).toBe(id);
      expect((await toTolerant.call(api.inquiry.details, { token: buyer, query: { id } })).id).toBe(id);
      // …while a visitor, served by the paused replica, does not know it yet.
      expect(await visitorDetailCode(toTolerant, id)).not.toBe(Code.SUCCESS);
      await servers!.onReplica('select pg_wal_replay_resume()');
      await eventually(async () => (await visitorDetailCode(toTolerant, id)) === Code.SUCCESS);
    } finally {
      await servers!.onReplica('select pg_wal_replay_resume()');
    }
  });

  it('a replica that lags past the threshold serves nothing: visitors read from the primary', async () => {
    await eventually(() => probedHealthy(strict));
    await servers!.onReplica('select pg_wal_replay_pause()');
    try {
      const id = await publish();
      // Once the probe measures more than a second of lag, a visitor's read goes to the primary.
      await eventually(async () => (await visitorDetailCode(toStrict, id)) === Code.SUCCESS);
      expect(strict.reads!.healthy()).toBe(false);
      expect(strict.reads!.lagMs()).toBeGreaterThan(1_000);
      // The tolerant platform still reads from the paused replica, which does not know it.
      expect(await visitorDetailCode(toTolerant, id)).not.toBe(Code.SUCCESS);
      await servers!.onReplica('select pg_wal_replay_resume()');
      // Caught up: the replica serves again.
      await eventually(async () => strict.reads!.healthy());
    } finally {
      await servers!.onReplica('select pg_wal_replay_resume()');
    }
  });

  it('a stopped replica: the read it fails is read again on the primary, and reads stay on the primary until it is back', async () => {
    const id = await publish();
    await eventually(async () => (await visitorDetailCode(toTolerant, id)) === Code.SUCCESS);
    expect(tolerant.reads!.healthy()).toBe(true);
    await servers!.stopReplica();
    // Not probed since: this read goes to the stopped replica, fails there and is answered by the primary.
    expect((await toTolerant.call(api.inquiry.details, { query: { id } })).id).toBe(id);
    expect(tolerant.reads!.healthy()).toBe(false);
    expect((await toTolerant.call(api.inquiry.list, { query: { pageSize: 5 } })).totalCount).toBeGreaterThan(0);
    await eventually(async () => !strict.reads!.healthy());
    expect((await toStrict.call(api.inquiry.details, { query: { id } })).id).toBe(id);
    // Back: the next probe finds it well.
    await servers!.startReplica();
    await eventually(() => probedHealthy(strict));
  });
});
