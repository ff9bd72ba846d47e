// Benchmark of tender registration (docs/product/member-side.md), over real HTTP on the loopback
// against the platform on PGlite in memory, or with DATABASE_URL on a database of its own created on
// that PostgreSQL server (and dropped at the end): 200 admitted suppliers register for one public
// tender all at once, each sending its request twice with the same idempotency key (a double
// click). Every supplier must end with exactly one registration, and each retry must answer the
// same one. Prints: registrations stored, lost, doubled; how long the burst took (beside as many of
// the cheapest signed-in read at once, for scale: client and platform share this process and its
// cores); p50/p95/max latency per request.
//
//   export PATH=node_modules/.bin:$PATH
//   node bench/tender-registration.ts                                       # PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/tender-registration.ts
//
// Bounded: 200 suppliers, 400 requests, and it stops itself after 3 minutes; it touches no other database.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { api, type RegisterTenderBody, type TenderFormBody } from '#contract/endpoints.ts';
import { selectRows } from '#platform/db/client.ts';
import { admittedSupplierTokens, benchPlatform, DAY, demoBuyer, ms, percentile, stopAfter } from './platform-harness.ts';

const SUPPLIERS = 200;

stopAfter('tender-registration', 3);
const bench = await benchPlatform();
const { platform, send } = bench;

try {
  const me = await demoBuyer(bench);
  const buyer = me.token;
  const category = { id: me.categoryId };
  const db = platform.db;
  const run = randomBytes(3).toString('hex');

  // The suppliers the demo buyer admitted, each with a session (written directly: the burst is what is measured).
  const tokens = await admittedSupplierTokens(bench, me, SUPPLIERS, '投标压测供应商');

  // A public tender without prequalification whose registration opens in a day: the test clock moves there.
  const now = Date.now();
  const form: TenderFormBody = {
    projectName: '压测招标',
    categoryId: category!.id,
    purchaseType: 2,
    materiels: [{ code: 'P-1', name: '离心泵', unit: '台', count: 4 }],
    isAllArea: true,
    deliverAddress: '上海市浦东新区',
    hopeDate: now + 60 * DAY,
    registerStartTime: now + DAY,
    registerEndTime: now + 5 * DAY,
    isQualificationCheck: false,
    inviteTenderStartTime: now + 6 * DAY,
    inviteTenderEndTime: now + 25 * DAY,
    openTenderTime: now + 25 * DAY,
    evaluationMethod: 'lowestPrice',
    tenderScope: 'public',
  };
  const draft = (await send(api.tenderBuyer.save, buyer, { form, idempotencyKey: `bench-${run}` })) as { id: number };
  await send(api.tenderBuyer.publish, buyer, { id: draft.id });
  await send(api.testing.clock, undefined, { offsetMs: DAY });

  const body = (i: number): RegisterTenderBody => ({
    tenderId: draft.id,
    contactName: `联系人${i}`,
    phone: '13800138000',
    email: `bid${i}@example.com`,
    provinceCode: '310000',
    cityCode: '310100',
    address: '浦东新区世纪大道 100 号',
    idempotencyKey: `reg-${run}-${i}`,
  });
  const timings: number[] = [];
  const failures: string[] = [];
  const timed = async (token: string, request: RegisterTenderBody) => {
    const started = performance.now();
    try {
      return ((await send(api.tenderRegistration.register, token, request)) as { id: number }).id;
    } catch (error) {
      failures.push((error as Error).message);
      return null;
    } finally {
      timings.push(performance.now() - started);
    }
  };
  // For scale on this machine: the same number of the cheapest signed-in read, all at once.
  const baselineStart = performance.now();
  await Promise.all(tokens.flatMap((token) => [send(api.member.current, token), send(api.member.current, token)]));
  const baselineMs = performance.now() - baselineStart;

  const burstStart = performance.now();
  const answers = await Promise.all(tokens.flatMap((token, i) => [timed(token, body(i)), timed(token, body(i))]));
  const burstMs = performance.now() - burstStart;

  const [stored] = await selectRows<{ rows: number; suppliers: number }>(
    db,
    sql`select count(*)::int as rows, count(distinct member_id)::int as suppliers from tender_registrations where tender_id = ${draft.id}`,
  );
  const lost = SUPPLIERS - stored!.suppliers;
  const doubled = stored!.rows - stored!.suppliers;
  const retriesSame = tokens.every((_, i) => answers[2 * i] !== null && answers[2 * i] === answers[2 * i + 1]);
  console.info(`${SUPPLIERS} suppliers register for one tender at once, each request sent twice with the same key (${2 * SUPPLIERS} requests)`);
  console.info(`   burst ${ms(burstMs)} (for scale: ${2 * SUPPLIERS} reads of the session at once took ${ms(baselineMs)})`);
  console.info(`   per request p50 ${ms(percentile(timings, 50))}, p95 ${ms(percentile(timings, 95))}, max ${ms(Math.max(...timings))}`);
  console.info(
    `   registrations stored ${stored!.rows} (want ${SUPPLIERS}), lost ${lost}, doubled ${doubled}; each retry answered the same: ${retriesSame}`,
  );
  if (failures.length > 0) console.info(`   refused or failed: ${failures.length}, e.g. ${failures[0]}`);
  if (stored!.rows !== SUPPLIERS || lost !== 0 || doubled !== 0 || !retriesSame) process.exitCode = 1;
} finally {
  await bench.close();
}
