// Benchmark of a mall list page with three filters against the mall home, in the same run.
// Run: node bench/lists.ts [--no-build]   (with the pinned Node: export PATH=node_modules/.bin:$PATH)
// Prints: requests/s and p50/p99 under load (anonymous, warm cache); platform calls per warm view;
// time to first byte with 100 ms latency on every platform call (cold cache, then warm). Bounded:
// about a minute in all.
import { build, load, median, startStack, table, timeRequest } from './support.ts';

const HOME = '/';
/** A category, 'only unexpired' and a sort: the filters a visitor coming from the category menu adds. */
const FILTERED_LIST = '/purchaseInquiry/c1?priceTypeList=1&Reputation=3&Unexpired=1';
const OTHER_LISTS = ['/enterprisePurchasing?keyword=%E5%85%AC%E5%8F%B8', '/procurementPublicity?priceTypeList=2'];

async function main() {
  if (!process.argv.includes('--no-build')) build();

  console.log('\n# Throughput (platform latency 0 ms, 10 connections, 10 s each, load generator on the same 2 cores)');
  const fast = await startStack({ latencyMs: 0 });
  try {
    for (const path of [HOME, FILTERED_LIST]) await load(fast.portalUrl, path, 2); // warm-up: fills the caches
    const rows = [await load(fast.portalUrl, HOME), await load(fast.portalUrl, FILTERED_LIST)];
    for (const path of OTHER_LISTS) {
      await load(fast.portalUrl, path, 1);
      rows.push(await load(fast.portalUrl, path, 5));
    }
    table(rows.map((r) => ({ page: r.path, 'req/s': r.requestsPerSecond, 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors, non2xx: r.non2xx })));

    const views = 20;
    const calls: Record<string, string> = {};
    for (const path of [HOME, FILTERED_LIST]) {
      fast.proxy.calls.length = 0;
      for (let i = 0; i < views; i++) await timeRequest(fast.portalUrl + path);
      calls[path] = (fast.proxy.calls.length / views).toFixed(2);
    }
    console.log('platform calls per warm anonymous view:', calls);
  } finally {
    await fast.stop();
  }

  console.log('\n# Time to first byte with 100 ms latency on every platform call');
  const slow = await startStack({ latencyMs: 100 });
  try {
    const rows: Array<Record<string, string | number>> = [];
    for (const path of [HOME, FILTERED_LIST]) {
      slow.proxy.calls.length = 0;
      const cold = await timeRequest(slow.portalUrl + path);
      const coldCalls = slow.proxy.calls.length;
      const warm: number[] = [];
      const warmTotal: number[] = [];
      for (let i = 0; i < 15; i++) {
        const timing = await timeRequest(slow.portalUrl + path);
        warm.push(timing.ttfb);
        warmTotal.push(timing.total);
      }
      rows.push({ page: path, case: 'cold cache (first view)', 'TTFB ms': Math.round(cold.ttfb), 'complete ms': Math.round(cold.total), 'platform calls': coldCalls });
      rows.push({ page: path, case: 'warm (median of 15)', 'TTFB ms': Math.round(median(warm)), 'complete ms': Math.round(median(warmTotal)), 'platform calls': '' });
    }
    table(rows);
  } finally {
    await slow.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
