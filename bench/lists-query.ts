import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { api, SourcingListQuery, type Endpoint } from '#contract/endpoints.ts';
import { openDatabase, selectRows, type Db } from '#platform/db/client.ts';
import { inquiryListFields } from '#platform/inquiry/queries/inquiries.ts';
import { multiplySourcing } from '#platform/seed/multiply.ts';
import { startPlatform } from '#platform/server.ts';
import { pageQueries } from '#platform/sourcing/list.ts';
import { inquirySource } from '#platform/sourcing/sources.ts';
import { pgliteStore, postgresStore, type Store } from './bench-store.ts';

const { values: args } = parseArgs({ options: { requests: { type: 'string', default: '50' }, scale: { type: 'string', default: '100' } } });
const REQUESTS = Number(args.requests);
const SCALE = Number(args.scale);
const WARM_UP = 3;
setTimeout(() => {
  console.error('lists-query: still running after 15 minutes, stopping');
  process.exit(1);
}, 15 * 60_000).unref();

type Filter = { name: string; query: Record<string, string | number> };

/** The filters measured, chosen from the data so that each keeps a real share of the items. */
async function filtersOf(db: Db): Promise<Filter[]> {
  const one = async <T>(query: ReturnType<typeof sql>) => (await selectRows<T>(db, query))[0]!;
  const top = await one<{ id: number }>(sql`
    SELECT c.parent_id AS id FROM inquiries i JOIN categories c ON c.id = i.category_id
    GROUP BY c.parent_id ORDER BY count(*) DESC, c.parent_id LIMIT 1`);
  const leaf = await one<{ id: number }>(
    sql`SELECT category_id AS id FROM inquiries GROUP BY category_id ORDER BY count(*) DESC, category_id LIMIT 1`,
  );
  const attribute = await one<{ id: number; values: number[] }>(sql`
    SELECT a.id, (array_agg(v.id ORDER BY v.sort))[1:2] AS values
    FROM attributes a JOIN attribute_values v ON v.attribute_id = a.id
    WHERE a.category_id = ${leaf.id} GROUP BY a.id ORDER BY min(a.sort), a.id LIMIT 1`);
  const amounts = await one<{ low: number; high: number }>(sql`
    SELECT percentile_disc(0.1) WITHIN GROUP (ORDER BY budget_amount)::float8 AS low,
           percentile_disc(0.9) WITHIN GROUP (ORDER BY budget_amount)::float8 AS high FROM inquiries`);
  return [
    { name: 'none', query: {} },
    { name: 'category + province', query: { category: top.id, provinceCode: '440000' } },
    { name: 'keyword 轴承', query: { keyword: '轴承' } },
    { name: 'keyword led', query: { keyword: 'led' } },
    { name: 'keyword 采购询价 (in most titles)', query: { keyword: '采购询价' } },
    { name: 'attr + min/max', query: { attr: `${attribute.id}-${attribute.values.join(',')}`, min: amounts.low, max: amounts.high } },
    { name: 'sortCredit', query: { sortCredit: 1 } },
  ];
}

/**
 * The scans of a plan that the filters decide, each once: "Bitmap Index Scan inquiries_search_tokens_index".
 * Left out: the joins to the small members and categories tables, and the per-item counts
 * (materials, quotes) of the page's rows.
 */
function scansOf(plan: string[]): string {
  const scans = plan
    .map((line) => /((?:Parallel )?(?:Seq|Index|Index Only|Bitmap Index|Bitmap Heap) Scan(?: Backward)?) (?:using|on) (\S+)/.exec(line))
    .filter((match) => match !== null)
    .map((match) => `${match[1]} ${match[2]}`)
    .filter((scan) => !/ (members|categories|quotes)\w*$/.test(scan) && !/^Index Only Scan \w+_materiels_\w+_id_index$/.test(scan));
  return [...new Set(scans)].join('; ');
}

/** How the database answers the inquiry list's page and count queries for each filter. */
async function plansOf(db: Db, filters: Filter[]) {
  const rows = [];
  for (const filter of filters) {
    const query = SourcingListQuery.parse(filter.query);
    const queries = pageQueries(db, inquirySource, inquiryListFields(null), query, { now: Date.now(), caller: null });
    const explain = async (q: typeof queries.rows | typeof queries.total) =>
      (await selectRows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${q}`)).map((r) => r['QUERY PLAN']);
    rows.push({
      filter: filter.name,
      'page query reads': scansOf(await explain(queries.rows)),
      'count query reads': scansOf(await explain(queries.total)),
    });
  }
  return rows;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

/** p50 and p99 of REQUESTS sequential calls of one list with one filter, after a short warm-up. */
async function time(baseUrl: string, endpoint: Endpoint, filter: Filter) {
  const url = new URL(`/api${endpoint.path}`, baseUrl);
  for (const [key, value] of Object.entries(filter.query)) url.searchParams.set(key, String(value));
  const times: number[] = [];
  let totalCount = 0;
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const answer = (await (await fetch(url)).json()) as { code: number; data: { totalCount: number } };
    if (answer.code !== 1000) throw new Error(`${url}: code ${answer.code}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
    totalCount = answer.data.totalCount;
  }
  times.sort((a, b) => a - b);
  return { totalCount, p50: percentile(times, 0.5).toFixed(1), p99: percentile(times, 0.99).toFixed(1) };
}

async function run(store: Store, scale: number): Promise<void> {
  try {
    // Seed through the platform itself, then grow the data and read the plans with the platform
    // stopped (a PGlite directory has one user at a time), then measure the platform over HTTP.
    await (await startPlatform({ ...store.options, port: 0, logLevel: 'warn' })).close();
    const database = await openDatabase({ dataDir: '', ...store.options });
    let filters: Filter[];
    let plans: Awaited<ReturnType<typeof plansOf>>;
    let counts: { inquiries: number; tenders: number; biddings: number };
    try {
      if (scale > 1) await multiplySourcing(database.db, scale);
      counts = (
        await selectRows<typeof counts>(
          database.db,
          sql`SELECT (SELECT count(*) FROM inquiries)::int AS inquiries, (SELECT count(*) FROM tenders)::int AS tenders, (SELECT count(*) FROM biddings)::int AS biddings`,
        )
      )[0]!;
      filters = await filtersOf(database.db);
      plans = await plansOf(database.db, filters);
    } finally {
      await database.close();
    }

    const platform = await startPlatform({ ...store.options, host: '127.0.0.1', port: 0, logLevel: 'warn' });
    const timings = [];
    try {
      for (const [list, endpoint] of [
        ['inquiries', api.inquiry.list],
        ['tenders', api.tender.listMall],
      ] as const) {
        for (const filter of filters) timings.push({ list, filter: filter.name, ...(await time(platform.url, endpoint, filter)) });
      }
    } finally {
      await platform.close();
    }
    console.log(
      `\n# ${store.name}, ${scale}× the seed: ${counts.inquiries} inquiries, ${counts.tenders} tenders, ${counts.biddings} competitive bids`,
    );
    console.log(`answer time of GET over loopback HTTP, ${REQUESTS} sequential requests each (ms)`);
    console.table(timings.map(({ list, filter, totalCount, p50, p99 }) => ({ list, filter, totalCount, 'p50 ms': p50, 'p99 ms': p99 })));
    console.log('what the inquiry list reads (EXPLAIN)');
    console.table(plans);
  } finally {
    await store.drop();
  }
}

async function main() {
  const stores: Array<() => Promise<Store>> = [async () => pgliteStore('lists')];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) stores.push(() => postgresStore(serverUrl, 'lists'));
  for (const makeStore of stores) {
    for (const scale of [1, SCALE]) await run(await makeStore(), scale);
  }
}

await main();
