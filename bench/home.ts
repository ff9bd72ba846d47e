// Benchmark of the mall home against a minimal page of the same server (docs/architecture.md#tests).
// Prints: requests/s and p50/p99 under load; time to first byte with the platform's artificial
// latency at 100 ms per call (cold cache and warm); and platform calls per warm anonymous view.
// Bounded: about a minute in all. Run: npm run bench
import { build, comparePages } from './support.ts';

const MINIMAL_PAGE = '/_bench/minimal';
const HOME = '/';

async function main() {
  if (!process.argv.includes('--no-build')) build();
  await comparePages([MINIMAL_PAGE, HOME]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
