// Benchmark of the mall home against a minimal page of the same server (docs/architecture.md#tests).
// Prints: requests/s and p50/p99 under load for a visitor (the HTML cache) and for a logged-in
// member (rendered every time), each against the minimal page; the CPU the portal and the platform
// spend per view of each (a cost that holds when other work shares the machine); time to first byte
// with the platform's artificial latency at 100 ms and at 3 s per call (the first view after a start,
// whose first-screen data the start's warm-up cached, and the first view under another host name,
// whose site is not cached: one round trip), with the calls asked before the first byte; and platform
// calls per warm anonymous view. Bounded: about three minutes in all. Run: npm run bench
// With --first-byte, only the time to first byte (a fresh stack each run, some 20 s): node bench/home.ts --first-byte [--runs=N]
// With --cpu, only the CPU per view (some 40 s): node bench/home.ts --cpu [--member-only] [--cpu-prof=DIR]
// (--member-only: the minimal page and the member's pages; --cpu-prof: V8 profiles of both processes in DIR)
// The CPU rows: the minimal page, the visitor's and the member's home, and the member's inquiry list (the
// mall's list page logged in, rendered every time too); docs/decisions/031-member-page-cost.md has the figures.
// Targets (docs/decisions/013-bytes-and-first-byte.md): visitor's home ≥ 50 % of the minimal page,
// member's home ≥ 20 % (≤ 5× its cost); cold first byte ≤ 150 ms at 100 ms, ≤ 3.5 s at 3 s.
import { build, comparePages, cpuCostRows, firstByteRows, logIn, type Stack, startStack, table } from './support.ts';

const MINIMAL_PAGE = '/_bench/minimal';
const HOME = '/';
/** The mall's inquiry list: the list page a member sees most (app/routes/sourcing-list.tsx). */
const MEMBER_LIST = '/purchaseInquiry';

/** The same portal under another host name: the platform gives it the same (default) site, which the BFF has not cached. */
const otherHost = (stack: Stack) => stack.portalUrl.replace('127.0.0.1', 'localhost');

/** The first-byte rows at `latencyMs` per platform call on `runs` fresh stacks (a first view after a start is one sample per stack). */
async function firstByteOnly(runs: number, latencyMs = 100) {
  const rows: Array<Record<string, string | number>> = [];
  for (let run = 1; run <= runs; run++) {
    const stack = await startStack({ latencyMs });
    try {
      for (const row of await firstByteRows(stack, [MINIMAL_PAGE, HOME])) rows.push({ run, ...row });
      for (const row of await firstByteRows(stack, [HOME], otherHost(stack), 'first view, another host')) rows.push({ run, ...row });
    } finally {
      await stack.stop();
    }
  }
  console.log(`\n# Time to first byte with ${latencyMs} ms latency on every platform call`);
  table(rows);
}

async function cpuCost(options: { memberOnly?: boolean; profileDir?: string } = {}) {
  console.log('\n# CPU per view (platform latency 0 ms, 400 views 10 at a time after 100 to warm up)');
  const stack = await startStack({ latencyMs: 0, profileDir: options.profileDir });
  try {
    const member = await logIn(stack.portalUrl, 'buyer');
    const pages = [
      { path: MINIMAL_PAGE },
      ...(options.memberOnly ? [] : [{ path: HOME }]),
      { path: HOME, label: `${HOME} (member)`, cookie: member },
      { path: MEMBER_LIST, label: `${MEMBER_LIST} (member)`, cookie: member },
    ];
    table(await cpuCostRows(stack, pages));
  } finally {
    await stack.stop();
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (!args.includes('--no-build')) build();
  if (args.includes('--first-byte')) {
    const runs = Number(/^--runs=(\d+)$/.exec(args.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 3);
    return firstByteOnly(runs);
  }
  if (args.includes('--cpu')) {
    const profileDir = args.find((arg) => arg.startsWith('--cpu-prof='))?.slice('--cpu-prof='.length);
    return cpuCost({ memberOnly: args.includes('--member-only'), profileDir });
  }
  await comparePages([MINIMAL_PAGE, HOME], [], [HOME], [100, 3000]);
  await cpuCost();
  for (const latencyMs of [100, 3000]) await firstByteOnly(1, latencyMs);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
