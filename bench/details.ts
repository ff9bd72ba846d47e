// Benchmark of a detail page and a shop home against the mall home, in the same run.
// Run: node bench/details.ts [--no-build]   (with the pinned Node: export PATH=node_modules/.bin:$PATH)
// Prints: requests/s and p50/p99 under load (anonymous, warm cache) for the mall home, the inquiry,
// tender and competitive-bid details and the shop home; platform calls per warm view; time to first
// byte with 100 ms latency on every platform call (cold cache, then warm): the detail's rail and the
// shop's lists stream after the first byte. Bounded: about two minutes in all.
import { build, comparePages } from './support.ts';

const HOME = '/';
const INQUIRY_DETAIL = '/1/InquiryDetail/1';
const SHOP_HOME = '/1/shopIndex/1';
const OTHER_PAGES = ['/biddingDetail/1', '/1/competeDetail/1'];

async function main() {
  if (!process.argv.includes('--no-build')) build();
  await comparePages([HOME, INQUIRY_DETAIL, SHOP_HOME], OTHER_PAGES);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
