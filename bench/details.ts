// Benchmark of a detail page and a shop home against the mall home, in the same run.
// Run: node bench/details.ts [--no-build]   (with the pinned Node: export PATH=node_modules/.bin:$PATH)
// Prints: requests/s and p50/p99 under load (anonymous, warm cache) for the mall home, the inquiry,
// tender and competitive-bid details and the shop home; platform calls per warm view; time to first
// byte with 100 ms latency on every platform call (cold cache, then warm): the detail's rail and the
// shop's lists stream after the first byte. Bounded: about two minutes in all.
import { build, callsPerView, firstByteRows, load, startStack, table } from './support.ts';

const HOME = '/';
const INQUIRY_DETAIL = '/1/InquiryDetail/1';
const SHOP_HOME = '/1/shopIndex/1';
const OTHER_PAGES = ['/biddingDetail/1', '/1/competeDetail/1'];

async function main() {
  if (!process.argv.includes('--no-build')) build();

  console.log('\n# Throughput (platform latency 0 ms, 10 connections, 10 s each, load generator on the same 2 cores)');
  const fast = await startStack({ latencyMs: 0 });
  try {
    for (const path of [HOME, INQUIRY_DETAIL, SHOP_HOME]) await load(fast.portalUrl, path, 2); // warm-up: fills the caches
    const rows = [await load(fast.portalUrl, HOME), await load(fast.portalUrl, INQUIRY_DETAIL), await load(fast.portalUrl, SHOP_HOME)];
    for (const path of OTHER_PAGES) {
      await load(fast.portalUrl, path, 1);
      rows.push(await load(fast.portalUrl, path, 5));
    }
    table(rows.map((r) => ({ page: r.path, 'req/s': r.requestsPerSecond, 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors, non2xx: r.non2xx })));

    const calls = await callsPerView(fast, [HOME, INQUIRY_DETAIL, SHOP_HOME]);
    console.log('platform calls per warm anonymous view:', calls);
  } finally {
    await fast.stop();
  }

  console.log('\n# Time to first byte with 100 ms latency on every platform call');
  const slow = await startStack({ latencyMs: 100 });
  try {
    const rows = await firstByteRows(slow, [HOME, INQUIRY_DETAIL, SHOP_HOME]);
    table(rows);
  } finally {
    await slow.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
