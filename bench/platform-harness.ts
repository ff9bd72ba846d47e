// What the platform's own benchmarks share (bench/inquiry-quotes.ts, bench/tender-registration.ts, bench/bidding-*.ts):
// the platform started in this process with the movable test clock, on PGlite in memory or, with
// DATABASE_URL, on a database of the benchmark's own created on that PostgreSQL server and dropped
// at the end; a caller of its /api over real HTTP on the loopback; the demo buyer; admitted suppliers
// with sessions, written directly (the burst is what is measured, not their making); a time limit;
// percentiles. Touches no other database.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { api, type BiddingFormBody } from '#contract/endpoints.ts';
import { selectRows } from '#platform/db/client.ts';
import { memberRoles, members, roles, supplierAdmissions, users } from '#platform/db/schema.ts';
import { hashPassword } from '#platform/member/password.ts';
import { createSession } from '#platform/member/sessions.ts';
import { type RunningPlatform, startPlatform } from '#platform/server.ts';
import { DEMO_PASSWORD } from '#platform/seed/members.ts';

export const DAY = 86_400_000;

/** Stops the benchmark `name` once it has run `minutes`. */
export function stopAfter(name: string, minutes: number): void {
  setTimeout(() => {
    console.error(`${name}: over ${minutes} minutes, stopping`);
    process.exit(1);
  }, minutes * 60_000).unref();
}

/** A database of a benchmark's own on `adminUrl`'s server (`<prefix>_<hex>`); drop() removes it even while clients hold it. */
export async function throwawayDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** With DATABASE_URL: a database of the benchmark's own on that server. */
function benchDatabase(): Promise<{ url: string; drop(): Promise<void> }> | null {
  const adminUrl = process.env.DATABASE_URL;
  return adminUrl ? throwawayDatabase(adminUrl, 'portal_bench') : null;
}

export type BenchPlatform = {
  platform: RunningPlatform;
  /** The benchmark's own PostgreSQL database; undefined on PGlite. */
  databaseUrl?: string;
  /** Calls the endpoint as `token` (none: a visitor); its data, or throws with the code and message. */
  send(endpoint: { method: string; path: string }, token: string | undefined, body?: unknown, query?: Record<string, string>): Promise<never>;
  /** Stops the platform and drops the benchmark's database. */
  close(): Promise<void>;
};

/** The platform, seeded, with the test clock, on the database the environment names (or PGlite). */
export async function benchPlatform(): Promise<BenchPlatform> {
  const database = await benchDatabase();
  const platform = await startPlatform({
    port: 0,
    dataDir: 'memory://',
    databaseUrl: database?.url,
    quoteSealKey: randomBytes(32).toString('hex'),
    testClock: true,
    logLevel: 'warn',
  });
  console.info(`on ${database ? 'PostgreSQL' : 'PGlite in memory'}`);
  const base = `${platform.url}/api`;
  return {
    platform,
    databaseUrl: database?.url,
    async send(endpoint, token, body, query) {
      const url = new URL(`${base}${endpoint.path}`);
      for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
      const response = await fetch(url, {
        method: endpoint.method,
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as { code: number; message: string; data: unknown };
      if (answer.code !== 1000) throw new Error(`${endpoint.path}: ${answer.code} ${answer.message}`);
      return answer.data as never;
    },
    async close() {
      await platform.close();
      await database?.drop();
    },
  };
}

/** The demo buyer signed in, its member and role, and a leaf category of the catalogue. */
export async function demoBuyer({ platform, send }: BenchPlatform) {
  const { token } = (await send(api.member.login, undefined, { account: 'buyer', password: DEMO_PASSWORD })) as { token: string };
  const me = (await send(api.member.current, token)) as { memberId: number; memberRoleId: number };
  const [category] = await selectRows<{ id: number }>(platform.db, sql`select id from categories where parent_id is not null order by id limit 1`);
  return { token, memberId: me.memberId, memberRoleId: me.memberRoleId, categoryId: category!.id };
}

/**
 * `count` suppliers the buyer admitted, named `<name><i>`, each with a session: their tokens. Their
 * accounts are unique to this run, so a benchmark may make more than one batch.
 */
export async function admittedSupplierTokens(
  bench: BenchPlatform,
  buyer: { memberId: number; memberRoleId: number },
  count: number,
  name: string,
): Promise<string[]> {
  return (await admittedSupplierSessions(bench, buyer, count, name)).map((session) => session.token);
}

/** A supplier's session as a socket names it (platform/message/socket.ts): the token, its user, member and role. */
export type SupplierSession = { token: string; userId: number; memberId: number; memberRoleId: number };

/** As admittedSupplierTokens, with each supplier's user, member and role (what opening its socket needs). */
export async function admittedSupplierSessions(
  { platform }: BenchPlatform,
  buyer: { memberId: number; memberRoleId: number },
  count: number,
  name: string,
): Promise<SupplierSession[]> {
  const db = platform.db;
  const [supplierRole] = await db.select({ id: roles.id }).from(roles).where(sql`${roles.memberRoleType} = 1`).limit(1);
  const password = await hashPassword(DEMO_PASSWORD);
  const run = randomBytes(3).toString('hex');
  const created = await db
    .insert(members)
    .values(Array.from({ length: count }, (_, i) => ({ name: `${name}${i}`, logo: '', memberRoleType: 1 as const })))
    .returning({ id: members.id });
  await db.insert(memberRoles).values(created.map((m) => ({ memberId: m.id, roleId: supplierRole!.id })));
  const userRows = await db
    .insert(users)
    .values(
      created.map((m, i) => ({
        memberId: m.id,
        account: `b${run}x${i}`,
        name: `b${run}x${i}`,
        passwordHash: password.hash,
        passwordSalt: password.salt,
      })),
    )
    .returning({ id: users.id });
  await db.insert(supplierAdmissions).values(
    created.map((m) => ({
      buyerMemberId: buyer.memberId,
      buyerRoleId: buyer.memberRoleId,
      supplierMemberId: m.id,
      supplierRoleId: supplierRole!.id,
      status: 'admitted' as const,
    })),
  );
  return Promise.all(
    userRows.map(async (u, i) => ({
      token: (await createSession({ db, now: Date.now }, u.id)).token,
      userId: u.id,
      memberId: created[i]!.id,
      memberRoleId: supplierRole!.id,
    })),
  );
}

/** The nearest-rank `p`th percentile of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

const HOUR = 3_600_000;

/**
 * An auction of the demo buyer's (bench/bidding-bids.ts, bench/bidding-sockets.ts) published with
 * `rules` (amount step, every area, admitting without review), every bidder signed up through the
 * API, then the test clock moved a minute into its bidding window (sign-up a day, an hour's wait,
 * an hour live, as platform/testing/bidding-fixture.ts schedules it): its id and the clock's offset.
 */
export async function liveAuction(
  { send }: BenchPlatform,
  buyer: { token: string; categoryId: number },
  bidders: readonly SupplierSession[],
  rules: Pick<BiddingFormBody, 'startingPrice' | 'minPriceStep' | 'allowPurchaseCount' | 'visibility'>,
): Promise<{ id: number; offsetMs: number }> {
  const now = Date.now();
  const form: BiddingFormBody = {
    details: '压测竞价',
    categoryId: buyer.categoryId,
    materiels: [{ code: 'V-1', name: '闸阀', unit: '台', count: 10 }],
    isAllArea: true,
    address: '上海市浦东新区张江路 1 号',
    deliver: now + 30 * DAY,
    startSignUp: now,
    endSignUp: now + DAY,
    biddingStartTime: now + DAY + HOUR,
    biddingEndTime: now + DAY + 2 * HOUR,
    stepType: 'amount',
    autoAdmit: true,
    scope: 'public',
    ...rules,
  };
  const run = randomBytes(4).toString('hex');
  const draft = (await send(api.biddingBuyer.save, buyer.token, { form, idempotencyKey: `auction-${run}` })) as { id: number };
  await send(api.biddingBuyer.publish, buyer.token, { id: draft.id, idempotencyKey: `publish-${run}` });
  for (let i = 0; i < bidders.length; i += 10) {
    await Promise.all(
      bidders.slice(i, i + 10).map((bidder, k) =>
        send(api.biddingBid.signUp, bidder.token, {
          biddingId: draft.id,
          contactName: '压测联系人',
          phone: '13800138000',
          email: `bidder${i + k}@example.com`,
          address: '上海市浦东新区世纪大道 100 号',
          idempotencyKey: `signup-${run}-${i + k}`,
        }),
      ),
    );
  }
  const offsetMs = DAY + HOUR + 60_000;
  await send(api.testing.clock, undefined, { offsetMs });
  return { id: draft.id, offsetMs };
}
