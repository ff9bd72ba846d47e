// Benchmark of the mall home against a minimal page of the same server (docs/architecture.md#tests).
// Prints: requests/s and p50/p99 under load for a visitor (the HTML cache) and for a logged-in
// member (rendered every time), each against the minimal page; time to first byte with the
// platform's artificial latency at 100 ms and at 3 s per call (cold cache and warm); and platform
// calls per warm anonymous view. Bounded: about two minutes in all. Run: npm run bench
// Targets (docs/decisions/013-bytes-and-first-byte.md): visitor's home ≥ 50 % of the minimal page,
// member's home ≥ 20 % (≤ 5× its cost); cold first byte ≤ 150 ms at 100 ms, ≤ 3.5 s at 3 s.
import { build, comparePages } from './support.ts';

const MINIMAL_PAGE = '/_bench/minimal';
const HOME = '/';

async function main() {
  if (!process.argv.includes('--no-build')) build();
  await comparePages([MINIMAL_PAGE, HOME], [], [HOME], [100, 3000]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
