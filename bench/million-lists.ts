// The mall's and shops' reads at the seed's size and at a million processes, on PostgreSQL, side by
// side (docs/decisions/030-a-million-processes.md): every list with each filter kind, the sorts,
// keywords in Chinese and Latin script (in titles and in material names), deep pages, the shop-scoped
// lists, the buyer-company list and its top lists, the details, the home's card lists and the
// publicity list. Prints, for each, p50/p99 of sequential GETs over loopback HTTP and the total the
// list answered ("10000+": counted up to the cap); then, at the million, what each of the statements
// behind a read does (EXPLAIN (ANALYZE, BUFFERS)): its scans, rows, buffers and time.
//
// Run (with the pinned Node: export PATH=node_modules/.bin:$PATH):
//   node bench/million-lists.ts [--scale=1000000] [--requests=100] [--database=URL] [--keep] [--only=substring]
// --database reuses a database bench/million-seed.ts --keep left (else one is made here, some 6
// minutes at a million on a quiet machine, and dropped unless --keep); --no-explain skips the plans.
// DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test); the seed-size
// database is made and dropped each run. Goal: p99 ≤ 30 ms for every list query and filter at a
// million. Bounded: an hour; a read slower than 20 s in all stops after 5 samples.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PAGE_SIZE } from '#contract/constants.ts';
import { api, type Endpoint } from '#contract/endpoints.ts';
import * as schema from '#platform/db/schema.ts';
import type { Db } from '#platform/db/client.ts';
import type { Route } from '#platform/http/route.ts';
import { biddingRoutes } from '#platform/bidding/routes.ts';
import { inquiryRoutes } from '#platform/inquiry/routes.ts';
import { noticeRoutes } from '#platform/notice/routes.ts';
import { shopRoutes } from '#platform/shop/routes.ts';
import { sealer } from '#platform/sourcing/seal.ts';
import { startPlatform } from '#platform/server.ts';
import { tenderRoutes } from '#platform/tender/routes.ts';
import { postgresStore } from './bench-store.ts';
import { DEFAULT_SERVER, seedMillion } from './million-seed.ts';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '100' },
    database: { type: 'string' },
    keep: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-explain': { type: 'boolean', default: false },
  },
});
const REQUESTS = Number(args.requests);
const WARM_UP = 5;
const SERVER = process.env.DATABASE_URL ?? DEFAULT_SERVER;
setTimeout(() => {
  console.error('million-lists: still running after 60 minutes, stopping');
  process.exit(1);
}, 60 * 60_000).unref();

type Case = { name: string; endpoint: Endpoint; query: Record<string, string | number> };

/** Values the cases need, read from the database so that each filter keeps a real share of the items. */
async function samplesOf(client: pg.Client) {
  const one = async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows[0] as T;
  const top = await one<{ id: number }>(`SELECT c.parent_id AS id FROM inquiries i JOIN categories c ON c.id = i.category_id
    GROUP BY c.parent_id ORDER BY count(*) DESC, c.parent_id LIMIT 1`);
  const leaf = await one<{ id: number }>(`SELECT category_id AS id FROM inquiries GROUP BY category_id ORDER BY count(*) DESC, category_id LIMIT 1`);
  const attribute = await one<{ id: number; values: number[] }>(
    `SELECT a.id, (array_agg(v.id ORDER BY v.sort))[1:2] AS values FROM attributes a JOIN attribute_values v ON v.attribute_id = a.id
     WHERE a.category_id = $1 GROUP BY a.id ORDER BY min(a.sort), a.id LIMIT 1`,
    [leaf.id],
  );
  const amounts = await one<{ low: number; high: number }>(`SELECT percentile_disc(0.1) WITHIN GROUP (ORDER BY budget_amount)::float8 AS low,
    percentile_disc(0.9) WITHIN GROUP (ORDER BY budget_amount)::float8 AS high FROM inquiries`);
  const brand = await one<{ id: number }>(
    `SELECT brand_id AS id FROM inquiry_materiels WHERE brand_id IS NOT NULL GROUP BY brand_id ORDER BY count(*) DESC, brand_id LIMIT 1`,
  );
  // The buyer with most inquiries: its shop and its lists.
  const buyer = await one<{ memberId: number; roleId: number; shopId: number; categoryId: number }>(`
    SELECT i.member_id AS "memberId", i.member_role_id AS "roleId", s.id AS "shopId", min(i.category_id) AS "categoryId"
    FROM inquiries i JOIN shops s ON s.member_id = i.member_id AND s.role_id = i.member_role_id
    GROUP BY i.member_id, i.member_role_id, s.id ORDER BY count(*) DESC, s.id LIMIT 1`);
  const number = await one<{ value: string }>(`SELECT purchase_inquiry_no AS value FROM inquiries ORDER BY id DESC LIMIT 1`);
  const inquiry = await one<{ id: number }>(`SELECT id FROM inquiries WHERE state = 'published' ORDER BY id DESC LIMIT 1`);
  // A tender not yet due for opening (reading a due one opens it) and a competitive bid.
  const tender = await one<{ id: number }>(`SELECT id FROM tenders WHERE state = 'published' AND open_tender_time > now() ORDER BY id DESC LIMIT 1`);
  const bidding = await one<{ id: number }>(`SELECT id FROM biddings WHERE state = 'published' ORDER BY id DESC LIMIT 1`);
  return {
    top: top.id,
    attribute,
    amounts,
    brand: brand.id,
    buyer,
    number: number.value,
    inquiry: inquiry.id,
    tender: tender.id,
    bidding: bidding.id,
  };
}

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time, `days` ago. */
function beijingDaysAgo(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
}

function casesOf(s: Awaited<ReturnType<typeof samplesOf>>): Case[] {
  const home = { provinceCode: '440000', cityCode: '440100', pageSize: PAGE_SIZE.mallHomeCards };
  const lists = [
    { kind: 'inquiries', endpoint: api.inquiry.list },
    { kind: 'tenders', endpoint: api.tender.listMall },
    { kind: 'biddings', endpoint: api.bidding.list },
  ] as const;
  const cases: Case[] = [];
  for (const { kind, endpoint } of lists) {
    const add = (name: string, query: Case['query']) => cases.push({ name: `${kind}: ${name}`, endpoint, query });
    add('newest, no filter', {});
    add('page 50', { current: 50 });
    add('page 834 (the 10,000th item)', { current: 834 });
    add('top category', { category: s.top });
    add('category + province', { category: s.top, provinceCode: '440000' });
    add('home cards (province + city)', home);
    add('keyword 轴承 (titles, materials)', { keyword: '轴承' });
    add('keyword led', { keyword: 'led' });
    add('keyword 采购 (most titles)', { keyword: '采购' });
    if (kind === 'inquiries') {
      add('keyword 伺服电机 (a material)', { keyword: '伺服电机' });
      add('keyword servo motor', { keyword: 'servo motor' });
      add('keyword SKF (models, materials)', { keyword: 'SKF' });
      add('keyword, a document number', { keyword: s.number });
      add('keyword nothing matches', { keyword: '不存在的物资' });
      add('brand', { brandId: s.brand });
      add('attribute + price range', { attr: `${s.attribute.id}-${s.attribute.values.join(',')}`, min: s.amounts.low, max: s.amounts.high });
      add('price range', { min: s.amounts.low, max: s.amounts.high });
      add('credit points 600–900', { minPoint: 600, maxPoint: 900 });
      add('last 30 days', { startTime: beijingDaysAgo(30), endTime: beijingDaysAgo(0) });
      add('sort oldest first', { sortTime: 2 });
      add('sort sold (orderType 1)', { orderType: 1 });
      add('unexpired + category + keyword', { overdue: '1', category: s.top, keyword: '采购' });
    }
    add('unexpired', { overdue: '1' });
    add('sort credit high→low', { sortCredit: 1 });
    if (kind === 'tenders') add('phase registration', { phase: 'registration' });
  }
  const shop = { memberId: s.buyer.memberId, memberRoleId: s.buyer.roleId, pageSize: PAGE_SIZE.shopList };
  cases.push(
    { name: 'shop: inquiries', endpoint: api.inquiry.list, query: shop },
    { name: 'shop: inquiries, its category', endpoint: api.inquiry.list, query: { ...shop, memberCategory: s.buyer.categoryId } },
    { name: 'shop: tenders', endpoint: api.tender.listShop, query: shop },
    { name: 'shop: competitive bids', endpoint: api.bidding.list, query: shop },
    { name: 'buyer companies: by purchases', endpoint: api.buyerShop.list, query: {} },
    { name: 'buyer companies: active stores', endpoint: api.buyerShop.list, query: { activeStores: 1 } },
    { name: 'buyer companies: new join', endpoint: api.buyerShop.list, query: { newJoin: 1 } },
    { name: 'buyer companies: name 机电', endpoint: api.buyerShop.list, query: { memberName: '机电' } },
    { name: 'buyer companies: province + category', endpoint: api.buyerShop.list, query: { provinceCode: '440000', categoryId: s.top } },
    { name: 'active purchasers (top 10)', endpoint: api.buyerShop.active, query: {} },
    { name: 'newest shops (top 10)', endpoint: api.buyerShop.newest, query: {} },
    { name: 'shop detail (with its counts)', endpoint: api.buyerShop.detail, query: { id: s.buyer.shopId } },
    { name: 'buyer statistics (detail rail)', endpoint: api.buyerShop.statistics, query: { memberId: s.buyer.memberId, roleId: s.buyer.roleId } },
    { name: 'detail: inquiry', endpoint: api.inquiry.details, query: { id: s.inquiry } },
    { name: 'detail: tender', endpoint: api.tender.details, query: { inviteTenderId: s.tender } },
    { name: 'detail: competitive bid', endpoint: api.bidding.details, query: { id: s.bidding } },
    { name: 'home: publicity list', endpoint: api.notice.list, query: { type: 1, current: 1, pageSize: PAGE_SIZE.publicity, createTime: 'DESC' } },
  );
  return args.only ? cases.filter((c) => c.name.includes(args.only!)) : cases;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

type Timing = { p50: number; p99: number; total: string; samples: number };

/** A read slower than this in all stops early (after 5 samples at least): its p99 is then its slowest. */
const CASE_BUDGET_MS = 20_000;

/** p50 and p99 of REQUESTS sequential calls after a warm-up, and the total a list answered. */
async function time(baseUrl: string, c: Case): Promise<Timing> {
  const url = new URL(`/api${c.endpoint.path}`, baseUrl);
  for (const [key, value] of Object.entries(c.query)) url.searchParams.set(key, String(value));
  const times: number[] = [];
  let total = '';
  const started = performance.now();
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    if (times.length >= 5 && performance.now() - started > CASE_BUDGET_MS) break;
    const sent = performance.now();
    const answer = (await (await fetch(url)).json()) as { code: number; data: { totalCount?: number; totalCountAtLeast?: boolean } };
    if (answer.code !== 1000) throw new Error(`${c.name}: ${url}: code ${answer.code}`);
    if (i >= WARM_UP || performance.now() - started > CASE_BUDGET_MS) times.push(performance.now() - sent);
    const { totalCount, totalCountAtLeast } = answer.data ?? {};
    total = typeof totalCount === 'number' ? `${totalCount}${totalCountAtLeast ? '+' : ''}` : '';
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), total, samples: times.length };
}

/** Every read's timings on one database, through a platform started on it. */
async function measure(url: string): Promise<{ cases: Case[]; timings: Map<string, Timing>; counts: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let cases: Case[];
  let counts: string;
  try {
    cases = casesOf(await samplesOf(client));
    const c = (
      await client.query(`SELECT (SELECT count(*) FROM inquiries) AS i, (SELECT count(*) FROM tenders) AS t,
      (SELECT count(*) FROM biddings) AS b, (SELECT count(*) FROM members) AS m`)
    ).rows[0];
    counts = `${c.i} inquiries, ${c.t} tenders, ${c.b} competitive bids, ${c.m} members`;
  } finally {
    await client.end();
  }
  const platform = await startPlatform({ databaseUrl: url, host: '127.0.0.1', port: 0, logLevel: 'warn', seed: false });
  const timings = new Map<string, Timing>();
  try {
    for (const c of cases) timings.set(c.name, await time(platform.url, c));
  } finally {
    await platform.close();
  }
  return { cases, timings, counts };
}

type Plan = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: Plan[];
};

/** "Index Scan Backward inquiries_create_time_index ×12" for each scan of a plan that reads a table of the lists. */
function scansOf(plan: Plan): string[] {
  const scans: string[] = [];
  const visit = (node: Plan) => {
    if (/Scan/.test(node['Node Type']) && (node['Index Name'] || node['Relation Name'])) {
      const target = node['Index Name'] ?? node['Relation Name'];
      const rows = node['Actual Rows'] * node['Actual Loops'];
      const loops = node['Actual Loops'] > 1 ? ` (${node['Actual Loops']} loops)` : '';
      scans.push(`${node['Node Type']} ${target} → ${rows} rows${loops}`);
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(plan);
  return scans;
}

/**
 * What the statements of each read do at the million: the route's handler is called in-process on a
 * database whose every statement is recorded, then each SELECT is explained with its parameters.
 */
async function explain(url: string, cases: Case[]): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  const db = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
  }) as unknown as Db;
  const context = { db, now: Date.now };
  const seal = sealer(randomBytes(32));
  const routes: Route[] = [
    ...inquiryRoutes(context, seal),
    ...tenderRoutes(context, seal),
    ...biddingRoutes(context),
    ...shopRoutes(context),
    ...noticeRoutes(context),
  ];
  const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent };
  try {
    console.log('\n## What each read does at this size (EXPLAIN (ANALYZE, BUFFERS) of its statements; the slowest first)');
    for (const c of cases) {
      const route = routes.find((r) => r.endpoint === c.endpoint)!;
      statements.length = 0;
      await route.handle({
        query: c.endpoint.query.parse(Object.fromEntries(Object.entries(c.query).map(([k, v]) => [k, String(v)]))),
        body: {},
        caller: null,
        request: { headers: {}, log: silent } as never,
      });
      const explained = [];
      for (const { sql, params } of statements.filter((s) => /^\s*(select|with)/i.test(s.sql))) {
        const [result] = (await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params)).rows[0]['QUERY PLAN'] as Array<{
          Plan: Plan;
          'Execution Time': number;
        }>;
        const plan = result!.Plan;
        explained.push({
          ms: result!['Execution Time'],
          buffers: (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0),
          scans: scansOf(plan),
          sql: sql.replace(/\s+/g, ' ').slice(0, 80),
        });
      }
      explained.sort((a, b) => b.ms - a.ms);
      console.log(`\n### ${c.name}`);
      for (const e of explained.slice(0, 3)) {
        console.log(`- ${e.ms.toFixed(2)} ms, ${e.buffers} buffers: ${e.scans.join('; ') || '(no table scans)'}`);
        console.log(`  ${e.sql}…`);
      }
    }
  } finally {
    await pool.end();
  }
}

const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(1));

async function main() {
  const seedSize = await postgresStore(SERVER, 'million_seedsize');
  let made: Awaited<ReturnType<typeof seedMillion>> | undefined;
  try {
    // The platform seeds its demo data on a first start.
    await (await startPlatform({ ...seedSize.options, port: 0, logLevel: 'warn' })).close();
    const small = await measure(seedSize.options.databaseUrl!);
    made = args.database ? undefined : await seedMillion({ serverUrl: SERVER, scale: Number(args.scale) });
    const millionUrl = args.database ?? made!.url;
    const large = await measure(millionUrl);
    console.log(`\n# p50 / p99 of ${REQUESTS} sequential GETs over loopback HTTP (ms), PostgreSQL 15`);
    console.log(`seed: ${small.counts}\nlarge: ${large.counts}`);
    console.table(
      large.cases.map((c) => {
        const a = small.timings.get(c.name);
        const b = large.timings.get(c.name)!;
        return {
          read: c.name,
          'seed p50': ms(a?.p50),
          'seed p99': ms(a?.p99),
          'seed total': a?.total ?? '',
          'large p50': ms(b.p50),
          'large p99': ms(b.p99),
          'large total': b.total,
          '≤ 30 ms': b.p99 <= 30 ? 'yes' : 'NO',
          ...(b.samples < REQUESTS ? { samples: b.samples } : {}),
        };
      }),
    );
    if (!args['no-explain']) await explain(millionUrl, large.cases);
  } catch (error) {
    console.error(error);
    throw error;
  } finally {
    // Dropped last, once the platforms' pools have let their sessions go (FORCE ends this run's sessions only).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await seedSize.drop();
    if (made && !args.keep) await made.drop();
    else if (made) {
      await made.keep();
      console.log(`kept: ${made.url}`);
    }
  }
}

await main();
