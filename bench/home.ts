// Benchmark of the mall home against a minimal page of the same server (DESIGN.md "Tests").
// Prints: requests/s and p50/p99 under load; time to first byte with the platform's artificial
// latency at 100 ms per call (cold cache and warm); and platform calls per warm anonymous view.
// Bounded: about a minute in all. Run: npm run bench
import { build, load, median, startStack, table, timeRequest } from './support.ts';

const MINIMAL_PAGE = '/_bench/minimal';
const HOME = '/';

async function main() {
  if (!process.argv.includes('--no-build')) build();

  console.log('\n# Throughput (platform latency 0 ms, 10 connections, 10 s each, load generator on the same 2 cores)');
  const fast = await startStack({ latencyMs: 0 });
  try {
    await load(fast.portalUrl, HOME, 2); // warm-up: fills the caches
    const rows = [await load(fast.portalUrl, MINIMAL_PAGE), await load(fast.portalUrl, HOME)];
    table(rows.map((r) => ({ page: r.path, 'req/s': r.requestsPerSecond, 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors, non2xx: r.non2xx })));

    fast.proxy.calls.length = 0;
    const views = 20;
    for (let i = 0; i < views; i++) await timeRequest(fast.portalUrl + HOME);
    console.log(`platform calls per warm anonymous home view: ${(fast.proxy.calls.length / views).toFixed(2)}`);
  } finally {
    await fast.stop();
  }

  console.log('\n# Time to first byte with 100 ms latency on every platform call');
  const slow = await startStack({ latencyMs: 100 });
  try {
    slow.proxy.calls.length = 0;
    const cold = await timeRequest(slow.portalUrl + HOME);
    const coldCalls = slow.proxy.calls.length;
    const warm: number[] = [];
    const warmTotal: number[] = [];
    for (let i = 0; i < 15; i++) {
      const timing = await timeRequest(slow.portalUrl + HOME);
      warm.push(timing.ttfb);
      warmTotal.push(timing.total);
    }
    const minimal: number[] = [];
    for (let i = 0; i < 15; i++) minimal.push((await timeRequest(slow.portalUrl + MINIMAL_PAGE)).ttfb);
    table([
      { case: 'home, cold cache (first view)', 'TTFB ms': Math.round(cold.ttfb), 'complete ms': Math.round(cold.total), 'platform calls': coldCalls },
      { case: 'home, warm (median of 15)', 'TTFB ms': Math.round(median(warm)), 'complete ms': Math.round(median(warmTotal)), 'platform calls': '' },
      { case: 'minimal page (median of 15)', 'TTFB ms': Math.round(median(minimal)), 'complete ms': '', 'platform calls': '' },
    ]);
  } finally {
    await slow.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
