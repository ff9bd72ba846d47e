// Benchmark of a tender's public opening (docs/product/tenders.md#the-public-opening), in process
// against the platform on PGlite in memory, or with DATABASE_URL on a database of its own created on
// that PostgreSQL server (and dropped at the end): RUNS tenders of 50 material lines are published
// through the API (loopback), each gets 100 sealed bids written as the bidding action writes them
// (AES-256-GCM prices bound to bid and revision, a receipt's sha256), and past the opening time each
// is opened as the sweep opens it (platform/tender/opening.ts): every bid decrypted, its receipt
// recomputed and verified, the record written with its digest, everyone told. Prints each opening's
// time and the p50 over the runs; every bid must verify and count.
//
//   export PATH=node_modules/.bin:$PATH
//   node bench/tender-opening.ts                                       # PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/tender-opening.ts
//
// Bounded: 5 tenders × 100 bids × 50 lines, and it stops itself after 5 minutes; it touches no other database.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { api, type TenderFormBody } from '#contract/endpoints.ts';
import { selectRows } from '#platform/db/client.ts';
import {
  memberRoles,
  members,
  roles,
  tenderBidRevisions,
  tenderBids,
  tenderOpenings,
  tenderRegistrations,
  tenders,
  users,
} from '#platform/db/schema.ts';
import { transaction } from '#platform/http/idempotency.ts';
import { startPlatform } from '#platform/server.ts';
import { throwawayDatabase } from './platform-harness.ts';
import { DEMO_PASSWORD } from '#platform/seed/members.ts';
import { sealer as makeSealer } from '#platform/sourcing/seal.ts';
import { bidReceiptHash, bidSealBinding, pricedLines } from '#platform/tender/bid-receipts.ts';
import { openTender } from '#platform/tender/opening.ts';

const RUNS = 5;
const BIDS = 100;
const LINES = 50;
const DAY = 86_400_000;

setTimeout(() => {
  console.error('tender-opening: over 5 minutes, stopping');
  process.exit(1);
}, 5 * 60_000).unref();

const sealKey = randomBytes(32);
const sealer = makeSealer(sealKey);
const database = await benchDatabase();
const platform = await startPlatform({
  port: 0,
  dataDir: 'memory://',
  databaseUrl: database?.url,
  quoteSealKey: sealKey.toString('hex'),
  logLevel: 'warn',
});
console.info(`on ${database ? 'PostgreSQL' : 'PGlite in memory'}`);

/** With DATABASE_URL: a database of the benchmark's own on that server. */
function benchDatabase(): Promise<{ url: string; drop(): Promise<void> }> | null {
  const adminUrl = process.env.DATABASE_URL;
  return adminUrl ? throwawayDatabase(adminUrl, 'portal_bench') : null;
}

async function send(endpoint: { method: string; path: string }, token: string | undefined, body: unknown) {
  const response = await fetch(`${platform.url}/api${endpoint.path}`, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; message: string; data: unknown };
  if (answer.code !== 1000) throw new Error(`${endpoint.path}: ${answer.code} ${answer.message}`);
  return answer.data as never;
}
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const key = (name: string) => `bench-${name}-${randomBytes(6).toString('hex')}`;

try {
  const db = platform.db;
  const buyer = ((await send(api.member.login, undefined, { account: 'buyer', password: DEMO_PASSWORD })) as { token: string }).token;
  const [category] = await selectRows<{ id: number }>(db, sql`select id from categories where parent_id is not null order by id limit 1`);

  // The bidders: members with a supplier role and a user each (written directly: the opening is what is measured).
  const [supplierRole] = await db.select({ id: roles.id }).from(roles).where(sql`${roles.memberRoleType} = 1`).limit(1);
  const run = randomBytes(3).toString('hex');
  const created = await db
    .insert(members)
    .values(Array.from({ length: BIDS }, (_, i) => ({ name: `开标压测会员${i}`, logo: '', memberRoleType: 1 as const })))
    .returning({ id: members.id });
  await db.insert(memberRoles).values(created.map((m) => ({ memberId: m.id, roleId: supplierRole!.id })));
  const bidders = await db
    .insert(users)
    .values(created.map((m, i) => ({ memberId: m.id, account: `to${run}x${i}`, name: `to${i}`, passwordHash: 'x', passwordSalt: 'x' })))
    .returning({ id: users.id, memberId: users.memberId });

  const now = Date.now() + 60_000;
  const form: TenderFormBody = {
    projectName: '开标压测招标',
    categoryId: category!.id,
    purchaseType: 2,
    materiels: Array.from({ length: LINES }, (_, i) => ({ code: `M-${i}`, name: `物料${i}`, unit: '件', count: 10 + i + 0.5 })),
    isAllArea: true,
    deliverAddress: '上海市浦东新区',
    hopeDate: now + 60 * DAY,
    registerStartTime: now,
    registerEndTime: now + 5 * DAY,
    isQualificationCheck: false,
    inviteTenderStartTime: now + 8 * DAY,
    inviteTenderEndTime: now + 25 * DAY,
    openTenderTime: now + 25 * DAY,
    evaluationMethod: 'lowestPrice',
    tenderScope: 'public',
  };
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const draft = (await send(api.tenderBuyer.save, buyer, { form, idempotencyKey: key(`draft${r}`) })) as { id: number };
    const published = (await send(api.tenderBuyer.publish, buyer, { id: draft.id, idempotencyKey: key(`publish${r}`) })) as {
      id: number;
      materielList: Array<{ id: number; count: number }>;
    };
    const tenderId = published.id;
    const counts = new Map(published.materielList.map((m) => [m.id, m.count]));
    const at = now + 9 * DAY;
    const registrations = await db
      .insert(tenderRegistrations)
      .values(bidders.map((u) => ({ tenderId, memberId: u.memberId, memberRoleId: supplierRole!.id, userId: u.id, createTime: new Date(now) })))
      .returning({ id: tenderRegistrations.id });
    const heads = await db
      .insert(tenderBids)
      .values(
        bidders.map((u, i) => ({
          tenderId,
          registrationId: registrations[i]!.id,
          memberId: u.memberId,
          memberRoleId: supplierRole!.id,
          userId: u.id,
          createTime: new Date(at),
        })),
      )
      .returning({ id: tenderBids.id });
    const revisions = bidders.map((u, i) => {
      const bidId = heads[i]!.id;
      const prices = published.materielList.map((m, line) => ({ materielId: m.id, price: 100 + ((i * 7 + line * 13) % 50) + 0.25 }));
      const { lines, totalAmount } = pricedLines(prices, counts);
      const lineTerms = prices.map((p) => ({ materielId: p.materielId, deliveryDays: 30, note: '' }));
      const terms = { payment: '验收后付款', delivery: '送货上门', validityDays: 90, warranty: '一年' };
      const receiptHash = bidReceiptHash({
        tenderId,
        tenderRevision: 1,
        supplier: { memberId: u.memberId, roleId: supplierRole!.id },
        bidId,
        revision: 1,
        kind: 'submitted',
        lines,
        totalAmount,
        currency: 'CNY',
        taxRate: 13,
        terms,
        lineTerms,
        remark: '',
        technicalFiles: [],
        commercialFiles: [],
        receivedTime: at,
      });
      return {
        bidId,
        tenderId,
        revision: 1,
        tenderRevision: 1,
        kind: 'submitted' as const,
        userId: u.id,
        sealedPrices: sealer.seal({ lines: prices, totalAmount }, bidSealBinding(bidId, 1)),
        taxRate: 13,
        terms,
        lineTerms,
        receiptHash,
        createTime: new Date(at),
      };
    });
    await db.insert(tenderBidRevisions).values(revisions);

    // Past the opening time: opened as the sweep opens it, in one transaction.
    const past = now + 25 * DAY + 60_000;
    const started = performance.now();
    const outcome = await transaction(db, async (tx) => {
      const [tender] = await tx.select().from(tenders).where(eq(tenders.id, tenderId)).for('update');
      return openTender(tx, sealer, tender!, past, console);
    });
    const took = performance.now() - started;
    times.push(took);
    const [record] = await db.select().from(tenderOpenings).where(eq(tenderOpenings.tenderId, tenderId));
    const verified = record!.bids.filter((b) => b.verified).length;
    console.info(`run ${r + 1}: opened ${BIDS} bids × ${LINES} lines in ${ms(took)} (${outcome}, ${verified} verified, ${record!.validCount} valid)`);
    if (outcome !== 'opened' || verified !== BIDS || record!.validCount !== BIDS) process.exitCode = 1;
  }
  console.info(`the opening (decrypt, verify, record, tell): p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))} over ${RUNS} runs`);
} finally {
  await platform.close();
  await database?.drop();
}
