// Benchmark of inquiry quoting (docs/decisions/017-inquiry-sealed-quotes-and-currency.md), over real HTTP
// against the platform on PGlite in memory, or with DATABASE_URL on a database of its own created on
// that PostgreSQL server (and dropped at the end):
//   1. 100 suppliers submit a quote to one open inquiry within the same second, each twice with the
//      same idempotency key (a double click), then all revise at once: every accepted quote must be
//      stored exactly once per submission, the retries must create nothing; p50/p99 per submission.
//   2. 50 suppliers quote on a sealed inquiry of 100 lines; past its deadline (the test clock) the
//      buyer opens it and asks for the comparison: the time of each.
//
//   node bench/inquiry-quotes.ts
//
// Bounded: it stops itself after 5 minutes; it touches no other database.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { api, type InquiryFormBody, type QuoteBody } from '#contract/endpoints.ts';
import { selectRows } from '#platform/db/client.ts';
import { memberRoles, members, roles, supplierAdmissions, users } from '#platform/db/schema.ts';
import { hashPassword } from '#platform/member/password.ts';
import { createSession } from '#platform/member/sessions.ts';
import { startPlatform } from '#platform/server.ts';
import { DEMO_PASSWORD } from '#platform/seed/members.ts';

setTimeout(() => {
  console.error('inquiry-quotes: over 5 minutes, stopping');
  process.exit(1);
}, 5 * 60_000).unref();

const DAY = 86_400_000;
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

/** With DATABASE_URL: a database of the benchmark's own on that server. */
async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return null;
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
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
const base = `${platform.url}/api`;

async function send(endpoint: { method: string; path: string }, token: string | undefined, body?: unknown, query?: Record<string, string>) {
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
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

try {
  const login = (await send(api.member.login, undefined, { account: 'buyer', password: DEMO_PASSWORD })) as { token: string };
  const buyer = login.token;
  const me = (await send(api.member.current, buyer)) as { memberId: number; memberRoleId: number };
  const [category] = await selectRows<{ id: number }>(platform.db, sql`select id from categories where parent_id is not null order by id limit 1`);

  // 100 suppliers the demo buyer admitted, each with a session.
  const db = platform.db;
  const [supplierRole] = await db.select({ id: roles.id }).from(roles).where(sql`${roles.memberRoleType} = 1`).limit(1);
  const password = await hashPassword(DEMO_PASSWORD);
  const created = await db
    .insert(members)
    .values(Array.from({ length: 100 }, (_, i) => ({ name: `压测供应商${i}`, logo: '', memberRoleType: 1 as const })))
    .returning({ id: members.id });
  await db.insert(memberRoles).values(created.map((m) => ({ memberId: m.id, roleId: supplierRole!.id })));
  const userRows = await db
    .insert(users)
    .values(
      created.map((m, i) => ({ memberId: m.id, account: `bench${i}`, name: `bench${i}`, passwordHash: password.hash, passwordSalt: password.salt })),
    )
    .returning({ id: users.id });
  await db.insert(supplierAdmissions).values(
    created.map((m) => ({
      buyerMemberId: me.memberId,
      buyerRoleId: me.memberRoleId,
      supplierMemberId: m.id,
      supplierRoleId: supplierRole!.id,
      status: 'admitted' as const,
    })),
  );
  const context = { db, now: Date.now };
  const tokens = await Promise.all(userRows.map(async (u) => (await createSession(context, u.id)).token));

  const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ number: `M-${i}`, name: `物料${i}`, unit: '个', purchaseCount: 10 + i }));
  const publish = async (form: Partial<InquiryFormBody>) => {
    const draft = (await send(api.inquiryBuyer.save, buyer, {
      form: {
        details: '压测询价',
        categoryId: category!.id,
        materiels: lines(10),
        deliveryTime: Date.now() + 20 * DAY,
        address: '上海',
        offerEndTime: Date.now() + 3 * DAY,
        purchaseType: 2,
        priceContrast: 2,
        isAllArea: true,
        ...form,
      },
      idempotencyKey: `bench-${Math.random().toString(36).slice(2, 12)}`,
    })) as { id: number };
    return (await send(api.inquiryBuyer.publish, buyer, { id: draft.id })) as { id: number; materiels: Array<{ id: number }> };
  };
  const quote = (inquiry: { id: number; materiels: Array<{ id: number }> }, seed: number, key: string): QuoteBody => ({
    inquiryId: inquiry.id,
    lines: inquiry.materiels.map((m, i) => ({ materielId: m.id, unitPrice: 100 + ((seed * 7 + i * 13) % 50), quantity: 10 + i })),
    taxRate: 13,
    deliveryTime: Date.now() + 10 * DAY,
    idempotencyKey: key,
  });

  // 1. The burst.
  const open = await publish({});
  const timings: number[] = [];
  const timed = async (token: string, body: QuoteBody) => {
    const started = performance.now();
    const receipt = await send(api.inquiryQuote.submit, token, body);
    timings.push(performance.now() - started);
    return receipt as { revision: number; sha256: string };
  };
  const burstStart = performance.now();
  const firstKeys = tokens.map((_, i) => `first-${i}-${Date.now()}`);
  const first = await Promise.all(
    tokens.flatMap((token, i) => [timed(token, quote(open, i, firstKeys[i]!)), timed(token, quote(open, i, firstKeys[i]!))]),
  );
  const revised = await Promise.all(tokens.map((token, i) => timed(token, quote(open, i + 1, `second-${i}-${Date.now()}`))));
  const burstMs = performance.now() - burstStart;
  const replaysEqual = tokens.every((_, i) => first[2 * i]!.sha256 === first[2 * i + 1]!.sha256);
  const [stored] = await selectRows<{ quotes: number; revisions: number }>(
    db,
    sql`select (select count(*)::int from quotes where inquiry_id = ${open.id}) as quotes,
               (select count(*)::int from quote_revisions where inquiry_id = ${open.id}) as revisions`,
  );
  console.info('1. 100 suppliers, one open inquiry of 10 lines: 200 submissions (100 retried with the same key) then 100 revisions');
  console.info(`   all in ${ms(burstMs)}; per submission p50 ${ms(percentile(timings, 50))}, p99 ${ms(percentile(timings, 99))}`);
  console.info(
    `   stored: ${stored!.quotes} quotes (want 100), ${stored!.revisions} revisions (want 200); retries answered the same receipt: ${replaysEqual}; all revised to revision 2: ${revised.every((r) => r.revision === 2)}`,
  );
  if (stored!.quotes !== 100 || stored!.revisions !== 200 || !replaysEqual) process.exitCode = 1;

  // 2. Opening and comparison: 50 quotes × 100 lines.
  const sealed = await publish({ priceContrast: 1, materiels: lines(100) });
  for (let i = 0; i < 50; i += 10) {
    await Promise.all(tokens.slice(i, i + 10).map((token, k) => send(api.inquiryQuote.submit, token, quote(sealed, i + k, `sealed-${i + k}`))));
  }
  await send(api.testing.clock, undefined, { offsetMs: 4 * DAY });
  let started = performance.now();
  const record = (await send(api.inquiryBuyer.open, buyer, { id: sealed.id })) as { quotes: Array<{ verified: boolean }> };
  const openMs = performance.now() - started;
  started = performance.now();
  const comparison = (await send(api.inquiryBuyer.comparison, buyer, undefined, { id: String(sealed.id) })) as { suppliers: unknown[] };
  const compareMs = performance.now() - started;
  console.info('2. a sealed inquiry of 100 lines with 50 quotes');
  console.info(
    `   opening (decrypt, verify every receipt, store the record) ${ms(openMs)}: ${record.quotes.filter((q) => q.verified).length}/50 verified`,
  );
  console.info(`   comparison (50 suppliers × 100 lines) ${ms(compareMs)}: ${comparison.suppliers.length} suppliers`);
} finally {
  await platform.close();
  await database?.drop();
}
