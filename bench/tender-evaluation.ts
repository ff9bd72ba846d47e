// Benchmark of a tender's evaluation table (docs/decisions/022-tender-evaluation.md), over real HTTP on
// the loopback against the platform on PGlite in memory, or with DATABASE_URL on a database of its own
// created on that PostgreSQL server (and dropped at the end): a scored tender of 50 material lines
// (price and three criteria scored by hand) gets 100 sealed bids through the API; past the opening
// time the first read of the buyer's evaluation page opens it; three evaluators (the buyer's own user
// and two experts who accept) each score the 100 bids in one request; then the buyer's evaluation page
// (opening record, scores, ranking) is read again and again, and the report is submitted. Prints the
// time of each step and the page's p50/p95 over 20 reads; the ranking alone, in process, for scale.
//
//   export PATH=node_modules/.bin:$PATH
//   node bench/tender-evaluation.ts                                       # PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/tender-evaluation.ts
//
// Bounded: 100 suppliers, about 350 requests, and it stops itself after 5 minutes; it touches no other database.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { api, type BidBody, type TenderFormBody } from '#contract/endpoints.ts';
import type { TenderEvaluationPage } from '#contract/schemas.ts';
import { selectRows } from '#platform/db/client.ts';
import { memberRoles, members, roles, supplierAdmissions, users } from '#platform/db/schema.ts';
import { hashPassword } from '#platform/member/password.ts';
import { createSession } from '#platform/member/sessions.ts';
import { startPlatform } from '#platform/server.ts';
import { throwawayDatabase } from './platform-harness.ts';
import { DEMO_PASSWORD } from '#platform/seed/members.ts';
import { rankBids } from '#platform/tender/ranking.ts';

const BIDS = 100;
const LINES = 50;
const READS = 20;

setTimeout(() => {
  console.error('tender-evaluation: over 5 minutes, stopping');
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
function benchDatabase(): Promise<{ url: string; drop(): Promise<void> }> | null {
  const adminUrl = process.env.DATABASE_URL;
  return adminUrl ? throwawayDatabase(adminUrl, 'portal_bench') : null;
}
const base = `${platform.url}/api`;

async function send(
  endpoint: { method: string; path: string },
  token: string | undefined,
  input: { body?: unknown; query?: Record<string, string | number> } = {},
) {
  const url = new URL(`${base}${endpoint.path}`);
  for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  const answer = (await response.json()) as { code: number; message: string; data: unknown };
  if (answer.code !== 1000) throw new Error(`${endpoint.path}: ${answer.code} ${answer.message}`);
  return answer.data as never;
}
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const key = (name: string) => `bench-${name}-${randomBytes(6).toString('hex')}`;

try {
  const db = platform.db;
  const login = async (account: string) =>
    ((await send(api.member.login, undefined, { body: { account, password: DEMO_PASSWORD } })) as { token: string }).token;
  let buyer = await login('buyer');
  const me = (await send(api.member.current, buyer)) as { userId: number; memberId: number; memberRoleId: number };
  const [category] = await selectRows<{ id: number }>(db, sql`select id from categories where parent_id is not null order by id limit 1`);

  // The suppliers and the two experts, each with a session (written directly: the evaluation is what is measured).
  const [supplierRole] = await db.select({ id: roles.id }).from(roles).where(sql`${roles.memberRoleType} = 1`).limit(1);
  const password = await hashPassword(DEMO_PASSWORD);
  const run = randomBytes(3).toString('hex');
  const created = await db
    .insert(members)
    .values(Array.from({ length: BIDS + 2 }, (_, i) => ({ name: `评标压测会员${i}`, logo: '', memberRoleType: 1 as const })))
    .returning({ id: members.id });
  await db.insert(memberRoles).values(created.map((m) => ({ memberId: m.id, roleId: supplierRole!.id })));
  const userRows = await db
    .insert(users)
    .values(
      created.map((m, i) => ({ memberId: m.id, account: `te${run}x${i}`, name: `te${i}`, passwordHash: password.hash, passwordSalt: password.salt })),
    )
    .returning({ id: users.id, account: users.account });
  const suppliers = created.slice(0, BIDS);
  await db.insert(supplierAdmissions).values(
    suppliers.map((m) => ({
      buyerMemberId: me.memberId,
      buyerRoleId: me.memberRoleId,
      supplierMemberId: m.id,
      supplierRoleId: supplierRole!.id,
      status: 'admitted' as const,
    })),
  );

  // A scored public tender of 50 lines without prequalification: registration now, bidding from day 8, opening at day 25.
  const now = Date.now() + 60_000;
  const form: TenderFormBody = {
    projectName: '评标压测招标',
    categoryId: category!.id,
    purchaseType: 2,
    materiels: Array.from({ length: LINES }, (_, i) => ({ code: `M-${i}`, name: `物料${i}`, unit: '件', count: 10 + i })),
    isAllArea: true,
    deliverAddress: '上海市浦东新区',
    hopeDate: now + 60 * DAY,
    registerStartTime: now,
    registerEndTime: now + 5 * DAY,
    isQualificationCheck: false,
    inviteTenderStartTime: now + 8 * DAY,
    inviteTenderEndTime: now + 25 * DAY,
    openTenderTime: now + 25 * DAY,
    evaluationMethod: 'scored',
    evaluationCriteria: [
      { name: '价格', weight: 40, isPrice: true },
      { name: '技术', weight: 30 },
      { name: '服务', weight: 20 },
      { name: '交期', weight: 10 },
    ],
    tenderScope: 'public',
  };
  const tender = (await send(api.tenderBuyer.save, buyer, { body: { form, idempotencyKey: key('draft') } })) as { id: number };
  const published = (await send(api.tenderBuyer.publish, buyer, { body: { id: tender.id, idempotencyKey: key('publish') } })) as {
    materielList: Array<{ id: number }>;
  };
  const offset = (days: number) => send(api.testing.clock, undefined, { body: { offsetMs: now - Date.now() + days * DAY } });
  /** Sessions of `rows` as if logged in at `at` (the platform's clock then). */
  const sessionsAt = (at: number, rows: typeof userRows) =>
    Promise.all(rows.map(async (u) => (await createSession({ db, now: () => at }, u.id)).token));
  await offset(0.01);
  const registering = await sessionsAt(now + 0.01 * DAY, userRows.slice(0, BIDS));
  await Promise.all(
    registering.map((token, i) =>
      send(api.tenderRegistration.register, token, {
        body: {
          tenderId: tender.id,
          contactName: `联系人${i}`,
          phone: '13800138000',
          email: `b${i}@example.com`,
          provinceCode: '310000',
          cityCode: '310100',
          address: '浦东新区',
          idempotencyKey: key(`reg${i}`),
        },
      }),
    ),
  );
  await offset(9);
  const bidders = await sessionsAt(now + 9 * DAY, userRows.slice(0, BIDS));
  const bid = (i: number): BidBody => ({
    tenderId: tender.id,
    lines: published.materielList.map((m, line) => ({ materielId: m.id, price: 100 + ((i * 7 + line * 13) % 50), deliveryDays: 30, note: '' })),
    taxRate: 13,
    terms: { payment: '', delivery: '', validityDays: 90, warranty: '' },
    remark: '',
    idempotencyKey: key(`bid${i}`),
  });
  const [, bidding] = await timed(() => Promise.all(bidders.map((token, i) => send(api.tenderBid.submit, token, { body: bid(i) }))));
  console.info(`${BIDS} sealed bids of ${LINES} lines sent at once: ${ms(bidding)}`);

  // Past the opening: the buyer's first read opens the tender.
  await offset(26);
  buyer = await login('buyer');
  const evaluators = await sessionsAt(now + 26 * DAY, userRows.slice(BIDS));
  const [opened, opening] = await timed(() => send(api.tenderEvaluation.page, buyer, { query: { id: tender.id } }) as Promise<TenderEvaluationPage>);
  console.info(`the first read of the evaluation page, which opens the ${BIDS} bids: ${ms(opening)} (${opened.opening?.validCount} valid)`);

  // The panel: the buyer's own user, and two experts of its library who accept. (Named after the opening: the panel may change until the report.)
  await send(api.tenderEvaluation.addEvaluator, buyer, {
    body: { tenderId: tender.id, source: 'member', userId: me.userId, idempotencyKey: key('own') },
  });
  for (const [i, u] of userRows.slice(BIDS).entries()) {
    const expert = (await send(api.tenderExpert.add, buyer, { body: { account: u.account, idempotencyKey: key(`ex${i}`) } })) as { id: number };
    await send(api.tenderEvaluation.addEvaluator, buyer, {
      body: { tenderId: tender.id, source: 'expert', expertId: expert.id, idempotencyKey: key(`inv${i}`) },
    });
    const [invitation] = (await send(api.tenderScoring.invitations, evaluators[i])) as Array<{ id: number }>;
    await send(api.tenderScoring.answer, evaluators[i], { body: { id: invitation!.id, accept: true } });
  }
  const bidIds = opened.opening!.bids.filter((b) => b.valid).map((b) => b.bidId);
  const sheet = (e: number) => ({
    tenderId: tender.id,
    bids: bidIds.map((bidId, i) => ({ bidId, scores: [1, 2, 3].map((criterion) => ({ criterion, score: ((i + e + criterion) % 10) + 0.5 })) })),
    idempotencyKey: key(`score${e}`),
  });
  const [, scoring] = await timed(() =>
    Promise.all([buyer, ...evaluators].map((token, e) => send(api.tenderScoring.score, token, { body: sheet(e) }))),
  );
  console.info(`3 evaluators each score ${bidIds.length} bids × 3 criteria in one request, at once: ${ms(scoring)}`);

  const reads: number[] = [];
  let page: TenderEvaluationPage | null = null;
  for (let i = 0; i < READS; i++) {
    const [answer, took] = await timed(() => send(api.tenderEvaluation.page, buyer, { query: { id: tender.id } }) as Promise<TenderEvaluationPage>);
    page = answer;
    reads.push(took);
  }
  console.info(
    `the evaluation page (${BIDS} bids × ${LINES} lines, ${page!.scores.length} score sheets, the ranking): p50 ${ms(percentile(reads, 50))}, p95 ${ms(percentile(reads, 95))}, max ${ms(Math.max(...reads))} over ${READS} reads; complete: ${page!.scoringComplete}`,
  );
  const bids = page!.opening!.bids.filter((b) => b.valid);
  const [, ranking] = await timed(async () => {
    for (let i = 0; i < 100; i++)
      rankBids({ method: 'scored', criteria: form.evaluationCriteria!.map((c) => ({ isPrice: false, ...c })), bids, scores: page!.scores });
  });
  console.info(`the ranking alone, in process: ${ms(ranking / 100)} per ranking`);
  const [, report] = await timed(() => send(api.tenderEvaluation.submitReport, buyer, { body: { id: tender.id, idempotencyKey: key('report') } }));
  console.info(`the report (the ranking checked complete and kept with its digest): ${ms(report)}`);
  if (!page!.scoringComplete || page!.ranking.length !== BIDS) process.exitCode = 1;
} finally {
  await platform.close();
  await database?.drop();
}
