// Benchmark of a mall list page with three filters against the mall home, in the same run.
// Run: node bench/lists.ts [--no-build]   (with the pinned Node: export PATH=node_modules/.bin:$PATH)
// Prints: requests/s and p50/p99 under load (anonymous, warm cache); platform calls per warm view;
// time to first byte with 100 ms latency on every platform call (cold cache, then warm). Bounded:
// about a minute in all.
import { build, comparePages } from './support.ts';

const HOME = '/';
/** A category, 'only unexpired' and a sort: the filters a visitor coming from the category menu adds. */
const FILTERED_LIST = '/purchaseInquiry/c1?priceTypeList=1&Reputation=3&Unexpired=1';
const OTHER_LISTS = ['/enterprisePurchasing?keyword=%E5%85%AC%E5%8F%B8', '/procurementPublicity?priceTypeList=2'];

async function main() {
  if (!process.argv.includes('--no-build')) build();
  await comparePages([HOME, FILTERED_LIST], OTHER_LISTS);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
