import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { api, OcdsReleasePage } from '#contract/endpoints.ts';
import { openDatabase, selectRows } from '#platform/db/client.ts';
import { multiplySourcing } from '#platform/seed/multiply.ts';
import { startPlatform } from '#platform/server.ts';
import { pgliteStore, postgresStore, type Store } from './bench-store.ts';

const { values: args } = parseArgs({ options: { scale: { type: 'string', default: '36' }, 'page-size': { type: 'string', default: '100' } } });
const SCALE = Number(args.scale);
const PAGE_SIZE = Number(args['page-size']);
setTimeout(() => {
  console.error('opendata-harvest: still running after 15 minutes, stopping');
  process.exit(1);
}, 15 * 60_000).unref();

const MB = 1024 * 1024;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/** Reads the whole release list from `baseUrl`; keeps only the release ids (to check each comes once) and the times. */
async function harvest(baseUrl: string) {
  const ids = new Set<string>();
  const ocids = new Set<string>();
  const pageTimes: number[] = [];
  let peakRss = 0;
  let peakHeap = 0;
  let bytes = 0;
  let cursor: string | null = null;
  const started = performance.now();
  do {
    const url = new URL(`/api${api.opendata.releases.path}`, baseUrl);
    url.searchParams.set('pageSize', String(PAGE_SIZE));
    if (cursor) url.searchParams.set('cursor', cursor);
    const pageStarted = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const text = await response.text();
    const answer = JSON.parse(text) as { code: number; data: unknown };
    if (answer.code !== 1000) throw new Error(`${url}: code ${answer.code}`);
    const page = OcdsReleasePage.parse(answer.data);
    pageTimes.push(performance.now() - pageStarted);
    bytes += text.length;
    for (const release of page.package.releases as Array<{ id: string; ocid: string }>) {
      if (ids.has(release.id)) throw new Error(`${release.id} came twice`);
      ids.add(release.id);
      ocids.add(release.ocid);
    }
    cursor = page.nextCursor;
    const memory = process.memoryUsage();
    peakRss = Math.max(peakRss, memory.rss);
    peakHeap = Math.max(peakHeap, memory.heapUsed);
  } while (cursor !== null);
  const totalMs = performance.now() - started;
  const tenth = Math.max(1, Math.floor(pageTimes.length / 10));
  return {
    releases: ids.size,
    processes: ocids.size,
    pages: pageTimes.length,
    totalMs,
    firstTenthMs: mean(pageTimes.slice(0, tenth)),
    lastTenthMs: mean(pageTimes.slice(-tenth)),
    megabytes: bytes / MB,
    peakRss: peakRss / MB,
    peakHeap: peakHeap / MB,
  };
}

async function run(store: Store): Promise<void> {
  try {
    // Seed through the platform itself, grow the data with the platform stopped (a PGlite directory
    // has one user at a time), then harvest from the platform over HTTP.
    await (await startPlatform({ ...store.options, port: 0, logLevel: 'warn' })).close();
    const database = await openDatabase({ dataDir: '', ...store.options });
    let processes: number;
    try {
      if (SCALE > 1) await multiplySourcing(database.db, SCALE);
      const [row] = await selectRows<{ n: number }>(
        database.db,
        sql`SELECT ((SELECT count(*) FROM inquiries WHERE state <> 'draft') + (SELECT count(*) FROM tenders WHERE state <> 'draft')
              + (SELECT count(*) FROM biddings WHERE state <> 'draft'))::int AS n`,
      );
      processes = row!.n;
    } finally {
      await database.close();
    }
    const platform = await startPlatform({ ...store.options, host: '127.0.0.1', port: 0, logLevel: 'warn' });
    let result: Awaited<ReturnType<typeof harvest>>;
    try {
      result = await harvest(platform.url);
    } finally {
      await platform.close();
    }
    console.log(`\n# ${store.name}, ${SCALE}× the seed: ${processes} published processes, pages of ${PAGE_SIZE}`);
    console.table([
      {
        releases: result.releases,
        processes: result.processes,
        pages: result.pages,
        'total s': (result.totalMs / 1000).toFixed(1),
        'releases/s': Math.round(result.releases / (result.totalMs / 1000)),
        'first 10% of pages, ms/page': result.firstTenthMs.toFixed(1),
        'last 10% of pages, ms/page': result.lastTenthMs.toFixed(1),
        'JSON MB': result.megabytes.toFixed(1),
        'peak RSS MB': Math.round(result.peakRss),
        'peak heap MB': Math.round(result.peakHeap),
      },
    ]);
    if (result.processes !== processes) throw new Error(`the list named ${result.processes} processes of ${processes}`);
  } finally {
    await store.drop();
  }
}

async function main() {
  await run(pgliteStore('opendata'));
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await run(await postgresStore(serverUrl, 'opendata'));
}

await main();
