// Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown) over the production build, page by
// page: score, FCP, LCP, TBT, CLS and the bytes sent by type. A benchmark that prints figures, not a
// test. Debian's Chromium (/usr/bin/chromium, or CHROME_PATH), headless.
// Run: node bench/lighthouse.ts [--no-build] [--runs=N] [--details] [--save=DIR] [path ...]
// (--save: each run's whole report, JSON, in DIR: request timings, the observed paints, the trace's audits)
// Targets (docs/decisions/013-bytes-and-first-byte.md): score ≥ 90, FCP ≤ 1.8 s, LCP ≤ 2.5 s, CLS ≤ 0.1.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BROWSER_UA, build, median, startStack, table, timeRequest } from './support.ts';

const PAGES = ['/', '/purchaseInquiry?priceTypeList=1', '/InquiryDetail/33', '/1/shopIndex/1'];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--no-default-browser-check'];
const TYPES = ['document', 'script', 'stylesheet', 'image', 'font'] as const;

type Audit = {
  title?: string;
  score?: number | null;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown> & { resourceType?: string; transferSize?: number }> };
};
type Row = { score: number; fcp: number; lcp: number; tbt: number; cls: number; bytes: Record<string, number> };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** With --details: what Lighthouse says holds the page back, and the largest requests. */
function printDetails(url: string, audits: Record<string, Audit>): void {
  console.log(`\n## ${url}`);
  for (const [id, entry] of Object.entries(audits)) {
    if (entry.score === null || entry.score === undefined || entry.score >= 0.9 || !entry.displayValue) continue;
    console.log(`- ${id}: ${entry.displayValue}`);
  }
  const lcp = JSON.stringify(audits['largest-contentful-paint-element']?.details ?? audits['lcp-breakdown-insight']?.details ?? {});
  const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(lcp)?.[1];
  const phases = [...lcp.matchAll(/"(?:phase|subpart)":"([^"]+)",(?:"label":"[^"]*",)?"(?:timing|duration)":([\d.]+)/g)].map(
    ([, phase, ms]) => `${phase} ${Math.round(Number(ms))} ms`,
  );
  if (snippet) console.log(`  LCP element: ${snippet.slice(0, 160)}${phases.length > 0 ? ` (${phases.join(', ')})` : ''}`);
  const requests = (audits['network-requests']?.details?.items ?? []) as Array<{
    url: string;
    resourceType?: string;
    transferSize?: number;
    resourceSize?: number;
  }>;
  for (const request of [...requests].sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0)).slice(0, 12)) {
    console.log(
      `  ${kb(request.transferSize ?? 0).padStart(9)} (${kb(request.resourceSize ?? 0)}) ${request.resourceType} ${request.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  }
}

async function audit(url: string, port: number, details = false, saveDir?: string): Promise<Row> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    const name = new URL(url).pathname.replace(/[^\w]+/g, '_') || '_';
    writeFileSync(join(saveDir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, Audit>;
  if (details) printDetails(url, audits);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const bytes: Record<string, number> = {};
  for (const item of audits['resource-summary']?.details?.items ?? []) bytes[String(item.resourceType)] = Number(item.transferSize ?? 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes,
  };
}

/** The median run of a page (by score), so one noisy run on a busy machine does not decide. */
function medianRow(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  const args = process.argv.slice(2);
  if (!args.includes('--no-build')) build();
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
  const pages = args.filter((a) => a.startsWith('/'));
  const saveDir = args.find((a) => a.startsWith('--save='))?.slice('--save='.length);
  const stack = await startStack({ latencyMs: 0 });
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const rows: Array<Record<string, string | number>> = [];
    for (const path of pages.length > 0 ? pages : PAGES) {
      // A visitor after others: the caches (BFF and HTML) are warm, as for most views, and so are the
      // page's pictures (the platform draws each on its first request; in production a cache keeps them).
      for (let i = 0; i < 3; i++) await timeRequest(stack.portalUrl + path);
      const html = await (await fetch(stack.portalUrl + path, { headers: { 'user-agent': BROWSER_UA } })).text();
      for (const [, src] of html.matchAll(/\bsrc="(\/files\/[^"]+)"/g))
        await fetch(stack.portalUrl + src!.replaceAll('&amp;', '&')).then((r) => r.arrayBuffer());
      const results: Row[] = [];
      for (let i = 0; i < runs; i++) {
        // Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART …): that run again, once.
        const run = () => audit(stack.portalUrl + path, chrome.port, args.includes('--details') && i === 0, saveDir);
        results.push(
          await run().catch((error: Error) => {
            console.warn(`${path}: ${error.message.split('\n')[0]} — running it again`);
            return run();
          }),
        );
      }
      const row = medianRow(results);
      rows.push({
        page: path,
        score: runs > 1 ? `${row.score} (${results.map((r) => r.score).join('/')})` : row.score,
        FCP: seconds(row.fcp),
        LCP: seconds(row.lcp),
        TBT: `${Math.round(row.tbt)} ms`,
        CLS: row.cls.toFixed(3),
        ...Object.fromEntries(TYPES.map((type) => [type, kb(row.bytes[type] ?? 0)])),
        total: kb(row.bytes.total ?? 0),
      });
      if (runs > 1)
        console.log(path, 'LCP of each run:', results.map((r) => seconds(r.lcp)).join(', '), '; median', seconds(median(results.map((r) => r.lcp))));
    }
    console.log(
      `\n# Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}— mobile preset, production build, user agent of the runs: Lighthouse's (bench requests: ${BROWSER_UA.slice(0, 24)}…)`,
    );
    table(rows);
  } finally {
    chrome.kill();
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
