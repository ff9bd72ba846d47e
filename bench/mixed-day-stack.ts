// The processes and data of the mixed day (bench/mixed-day.ts): a throwaway PostgreSQL database,
// seeded by a platform started in this process for the set-up (suppliers the demo buyer admitted,
// open inquiries, one auction whose sign-up closes and bidding opens a few seconds from now), then
// N platform processes (`node platform/main.ts`: sweeps on, one QUOTE_SEAL_KEY) and N portal
// processes (`node server/main.ts` with UPSTREAM_URL naming every platform,
// docs/decisions/033-several-platform-processes.md) as children on loopback ports.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { api, type BiddingFormBody, type InquiryFormBody } from '#contract/endpoints.ts';
import { startPlatform } from '#platform/server.ts';
import { admittedSupplierSessions, type BenchPlatform, DAY, demoBuyer, type SupplierSession, throwawayDatabase } from './platform-harness.ts';
import { freePort, root } from './support.ts';

/** Every child this run started, so that the hard stop can end them all. */
const children = new Set<ChildProcess>();

export function killChildren(): void {
  for (const child of children) child.kill('SIGKILL');
}

/** A database of the run's own on DATABASE_URL's server (portal_bench_mixed_<hex>); drop() removes it even while clients hold it. */
export function mixedDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return throwawayDatabase(adminUrl, 'portal_bench_mixed');
}

export type Fixture = {
  buyerAccount: string;
  suppliers: Array<SupplierSession & { account: string }>;
  inquiries: Array<{ id: number; materiels: Array<{ id: number }> }>;
  auction: { id: number; biddingStartTime: number; startingPrice: number; step: number };
};

const STARTING_PRICE = 1_000_000;
const STEP = 1;

/**
 * Migrates and seeds the database (a platform in this process, closed at the end), then writes what
 * the day needs: `supplierCount` admitted suppliers with sessions, `inquiryCount` open inquiries of 5
 * lines, and one auction every supplier signed up for, live from `liveInMs` from now for an hour.
 */
export async function prepare(databaseUrl: string, sealKey: string, supplierCount: number, inquiryCount: number, liveInMs: number): Promise<Fixture> {
  const platform = await startPlatform({ port: 0, dataDir: 'memory://', databaseUrl, quoteSealKey: sealKey, logLevel: 'warn' });
  try {
    const send: BenchPlatform['send'] = async (endpoint, token, body, query) => {
      const url = new URL(`${platform.url}/api${endpoint.path}`);
      for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
      const response = await fetch(url, {
        method: endpoint.method,
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as { code: number; message: string; data: unknown };
      if (answer.code !== 1000) throw new Error(`${endpoint.path}: ${answer.code} ${answer.message}`);
      return answer.data as never;
    };
    const bench: BenchPlatform = { platform, databaseUrl, send, close: async () => {} };
    const me = await demoBuyer(bench);
    const sessions = await admittedSupplierSessions(bench, me, supplierCount, '混合压测供应商');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ id: number; account: string }>('select id, account from users where id = any($1)', [
      sessions.map((s) => s.userId),
    ]);
    await client.end();
    const accountOf = new Map(rows.map((row) => [row.id, row.account]));
    const suppliers = sessions.map((s) => ({ ...s, account: accountOf.get(s.userId)! }));

    const now = Date.now();
    const inquiries: Fixture['inquiries'] = [];
    for (let i = 0; i < inquiryCount; i++) {
      const form: InquiryFormBody = {
        details: `混合压测询价 ${i + 1}`,
        categoryId: me.categoryId,
        materiels: Array.from({ length: 5 }, (_, k) => ({ number: `MX-${k}`, name: `物料${k}`, unit: '个', purchaseCount: 10 + k })),
        deliveryTime: now + 20 * DAY,
        address: '上海',
        offerEndTime: now + 3 * DAY,
        purchaseType: 2,
        priceContrast: 2,
        isAllArea: true,
      };
      const draft = (await send(api.inquiryBuyer.save, me.token, { form, idempotencyKey: `mixed-inquiry-${randomBytes(6).toString('hex')}` })) as {
        id: number;
      };
      inquiries.push((await send(api.inquiryBuyer.publish, me.token, { id: draft.id })) as Fixture['inquiries'][number]);
    }

    const biddingStartTime = Date.now() + liveInMs;
    const auctionForm: BiddingFormBody = {
      details: '混合压测竞价',
      categoryId: me.categoryId,
      materiels: [{ code: 'V-1', name: '闸阀', unit: '台', count: 10 }],
      isAllArea: true,
      address: '上海市浦东新区张江路 1 号',
      deliver: now + 30 * DAY,
      startSignUp: now,
      endSignUp: biddingStartTime - 1000,
      biddingStartTime,
      biddingEndTime: biddingStartTime + DAY / 24,
      stepType: 'amount',
      autoAdmit: true,
      scope: 'public',
      startingPrice: STARTING_PRICE,
      minPriceStep: STEP,
      allowPurchaseCount: 1000,
      visibility: 'bestPrice',
    };
    const run = randomBytes(4).toString('hex');
    const draft = (await send(api.biddingBuyer.save, me.token, { form: auctionForm, idempotencyKey: `mixed-auction-${run}` })) as { id: number };
    await send(api.biddingBuyer.publish, me.token, { id: draft.id, idempotencyKey: `mixed-publish-${run}` });
    for (let i = 0; i < suppliers.length; i += 10) {
      await Promise.all(
        suppliers.slice(i, i + 10).map((supplier, k) =>
          send(api.biddingBid.signUp, supplier.token, {
            biddingId: draft.id,
            contactName: '压测联系人',
            phone: '13800138000',
            email: `mixed${i + k}@example.com`,
            address: '上海市浦东新区世纪大道 100 号',
            idempotencyKey: `mixed-signup-${run}-${i + k}`,
          }),
        ),
      );
    }
    if (Date.now() > auctionForm.endSignUp) throw new Error('the sign-ups took longer than the sign-up window; raise liveInMs');
    return { buyerAccount: 'buyer', suppliers, inquiries, auction: { id: draft.id, biddingStartTime, startingPrice: STARTING_PRICE, step: STEP } };
  } finally {
    await platform.close();
  }
}

async function waitFor(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

function child(file: string, env: NodeJS.ProcessEnv): ChildProcess {
  const process_ = spawn(process.execPath, [file], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(process_);
  process_.once('exit', () => children.delete(process_));
  return process_;
}

async function stopChild(process_: ChildProcess): Promise<void> {
  if (process_.exitCode !== null || process_.signalCode !== null) return;
  const exited = new Promise((r) => process_.once('exit', r));
  process_.kill('SIGTERM');
  const timer = setTimeout(() => process_.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Deletes the tier's keys from the shared Redis (its caches, sessions' events, login counts). */
async function forget(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export type Tier = { platforms: string[]; portals: string[]; stop(): Promise<void> };

/**
 * N platform processes on the database (started one after another: the first checks the migrations
 * and the seed, as compose's depends_on does), then N portals over all of them. With REDIS_URL the
 * portals share a CACHE_PREFIX of this tier's own (as replicas do); without, each its memory.
 */
export async function startTier(n: number, databaseUrl: string, sealKey: string, sessionSecret: string): Promise<Tier> {
  const { REDIS_URL: redisUrl, DATABASE_URL: _admin, UPSTREAM_URL: _upstream, ...inherited } = process.env;
  const started: ChildProcess[] = [];
  const prefix = `portal:bench-mixed-${randomBytes(3).toString('hex')}-${n}:`;
  const stop = async () => {
    for (const process_ of started.reverse()) await stopChild(process_);
    if (redisUrl) await forget(redisUrl, prefix);
  };
  try {
    const platforms: string[] = [];
    for (let i = 0; i < n; i++) {
      const port = await freePort();
      started.push(
        child('platform/main.ts', {
          ...inherited,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          QUOTE_SEAL_KEY: sealKey,
        }),
      );
      platforms.push(`http://127.0.0.1:${port}`);
      await waitFor(`${platforms[i]}/api/manage/health`);
    }
    const portals: string[] = [];
    for (let i = 0; i < n; i++) {
      const port = await freePort();
      started.push(
        child('server/main.ts', {
          ...inherited,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          UPSTREAM_URL: platforms.join(','),
          SESSION_SECRET: sessionSecret,
          ...(redisUrl ? { REDIS_URL: redisUrl, CACHE_PREFIX: prefix } : {}),
        }),
      );
      portals.push(`http://127.0.0.1:${port}`);
    }
    for (const portal of portals) await waitFor(`${portal}/healthz`);
    return { platforms, portals, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
