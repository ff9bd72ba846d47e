// The mixed day (issue 22 point 6, docs/decisions/033-several-platform-processes.md#mixed-day): one
// portal + one platform, then two + two, on one PostgreSQL database of the run's own (dropped at the
// end, even on failure) on one machine, under one load: visitors GET the home, lists with filters and
// details (html); members (the demo buyer and ten suppliers, logged in through the login form) GET
// their home and member-centre lists; suppliers post quotes to open inquiries through the quote
// page's action (the `.data` request the page's form sends, each with its own idempotency key); one
// live auction (its schedule starting now) takes a bid every 200 ms from its bidders in turn, straight
// to the platforms' API with the bidder's token, while watchers' sockets are open on the portals' /ws
// (the buyer and the bidders, two sockets each). Every kind is spread round-robin over the portals
// (the bids over the platforms). The offered rate steps up through LEVELS (GETs and quotes a second,
// of it 60 % visitors, 30 % members, 10 % quotes; the bids' 5 a second on top); for each level: the
// achieved requests a second, p50/p99 of every response's time, errors (failed requests and statuses
// outside 2xx, quotes and bids refused), quotes and bids accepted (a receipt) and found in the
// database at the end (by receipt hash, by bid id), and the watchers' socket-events missing or seen
// twice (every accepted bid's event on every socket). A level is sustained when p99 ≤ 300 ms, nothing
// failed or was lost, and at least 95 % of the offered rate was achieved; the highest such level is
// the tier's sustained throughput, and 2+2 / 1+1 its growth (client and processes share the machine,
// so the figure is the ratio).
//
//   export PATH=node_modules/.bin:$PATH
//   npm run build
//   node bench/mixed-day.ts                                  # DATABASE_URL default postgres://postgres@127.0.0.1:5432/test
//   node bench/mixed-day.ts --levels=20,40 --seconds=10      # shorter
//
// Bounded: every child is killed and the database dropped after 8 minutes at the latest.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import {
  type AuctionState,
  BID_EVERY_MS,
  type BidTally,
  type Cookies,
  pageLoad,
  type QuoteTally,
  quoteLoad,
  Recorder,
  bidLoad,
  type Watcher,
  watch,
} from './mixed-day-load.ts';
import { killChildren, mixedDatabase, prepare, startTier } from './mixed-day-stack.ts';
import { ms, percentile } from './platform-harness.ts';
import { logIn, table } from './support.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const LEVELS = (arg('levels') ?? '25,50,100,150').split(',').map(Number);
const SECONDS = Number(arg('seconds') ?? 30);
const TIERS = (arg('tiers') ?? '1,2').split(',').map(Number);
const SUPPLIERS = 50;
const INQUIRIES = 10;
const SOCKETS_PER_MEMBER = 2;
const P99_LIMIT_MS = 300;
const HARD_STOP_MINUTES = 8;
const DELIVERY_DEADLINE_MS = 10_000;
if (LEVELS.some((l) => !(l > 0)) || !(SECONDS > 0) || TIERS.some((n) => n < 1 || n > 4)) throw new Error('--levels=a,b,… --seconds=s --tiers=1,2');

type Level = {
  n: number;
  offered: number;
  recorder: Recorder;
  quotes: QuoteTally;
  bids: BidTally;
  quotesFound?: number;
  bidsFound?: number;
  missing?: number;
  duplicates?: number;
};

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = await mixedDatabase(adminUrl);
let dropped = false;
const dropOnce = async () => {
  if (dropped) return;
  dropped = true;
  await database.drop();
};
setTimeout(() => {
  console.error(`mixed-day: over ${HARD_STOP_MINUTES} minutes, stopping`);
  killChildren();
  void dropOnce().finally(() => process.exit(1));
}, HARD_STOP_MINUTES * 60_000).unref();
console.info(
  `${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the start; ${SECONDS} s a level, levels ${LEVELS.join(', ')}`,
);

const levels: Level[] = [];
try {
  const sealKey = randomBytes(32).toString('hex');
  const sessionSecret = randomBytes(32).toString('hex');
  const run = randomBytes(3).toString('hex');
  const fixture = await prepare(database.url, sealKey, SUPPLIERS, INQUIRIES, 25_000);
  const auction: AuctionState = { id: fixture.auction.id, price: fixture.auction.startingPrice, turn: 0, step: fixture.auction.step };
  let cookies: Cookies | null = null;

  for (const n of TIERS) {
    const tier = await startTier(n, database.url, sealKey, sessionSecret);
    const watchers: Watcher[] = [];
    const mine: Level[] = [];
    try {
      if (!cookies) {
        // Sessions live in the database and the cookie is signed with the one SESSION_SECRET: one login serves every tier.
        const buyer = await logIn(tier.portals[0]!, fixture.buyerAccount);
        const suppliers: string[] = [];
        for (let i = 0; i < fixture.suppliers.length; i += 5) {
          suppliers.push(...(await Promise.all(fixture.suppliers.slice(i, i + 5).map((s) => logIn(tier.portals[0]!, s.account)))));
        }
        cookies = { buyer, suppliers };
      }
      const members = [cookies.buyer, ...cookies.suppliers];
      for (let s = 0; s < members.length * SOCKETS_PER_MEMBER; s += 25) {
        const batch = Array.from({ length: Math.min(25, members.length * SOCKETS_PER_MEMBER - s) }, (_, b) => s + b);
        watchers.push(...(await Promise.all(batch.map((k) => watch(tier.portals[k % n]!, members[k % members.length]!, auction.id)))));
      }
      // Warm-up (not counted): the caches filled, the connections open.
      await pageLoad(tier.portals, cookies, LEVELS[0]! * 0.6, LEVELS[0]! * 0.3, 3, new Recorder());
      const wait = fixture.auction.biddingStartTime + 500 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));

      for (const offered of LEVELS) {
        const recorder = new Recorder();
        const [, quotes, bids] = await Promise.all([
          pageLoad(tier.portals, cookies, offered * 0.6, offered * 0.3, SECONDS, recorder),
          quoteLoad(tier.portals, fixture, cookies, offered * 0.1, SECONDS, recorder, `${run}${n}${offered}`),
          bidLoad(tier.platforms, fixture, auction, SECONDS, recorder, run),
        ]);
        const level: Level = { n, offered, recorder, quotes, bids };
        mine.push(level);
        levels.push(level);
        console.info(
          `${n}+${n} at ${offered}/s: ${recorder.times.length} responses, p99 ${ms(percentile(recorder.times, 99))} (${[...recorder.byClass].map(([klass, times]) => `${klass} ${times.length}, p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`).join('; ')}), errors ${recorder.errors}${recorder.errors > 0 ? ` (${[...recorder.errorKinds].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}`,
        );
      }

      // Lost writes: every receipt's row in the database; every accepted bid's event on every watcher.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows: bidRows } = await client.query<{ id: number }>('select id from bids where bidding_id = $1 order by id', [auction.id]);
        const bidCountOf = new Map(bidRows.map((row, index) => [row.id, index + 1]));
        const expected = mine.flatMap((level) => level.bids.accepted.map((id) => bidCountOf.get(id)).filter((c) => c !== undefined));
        const deadline = Date.now() + DELIVERY_DEADLINE_MS;
        const anyMissing = () => watchers.some((w) => expected.some((count) => !w.bidCounts.has(count)));
        while (anyMissing() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
        for (const level of mine) {
          const { rows } = await client.query<{ found: number }>('select count(*)::int as found from quote_revisions where receipt_hash = any($1)', [
            level.quotes.accepted,
          ]);
          level.quotesFound = rows[0]!.found;
          level.bidsFound = level.bids.accepted.filter((id) => bidCountOf.has(id)).length;
          const counts = level.bids.accepted.map((id) => bidCountOf.get(id)).filter((c) => c !== undefined);
          level.missing = watchers.reduce((sum, w) => sum + counts.filter((count) => !w.bidCounts.has(count)).length, 0);
          level.duplicates = watchers.reduce((sum, w) => sum + counts.filter((count) => w.duplicates.includes(count)).length, 0);
        }
      } finally {
        await client.end();
      }
    } finally {
      for (const w of watchers) w.ws.close();
      await tier.stop();
    }
  }

  const sustained = (level: Level) =>
    level.recorder.errors === 0 &&
    percentile(level.recorder.times, 99) <= P99_LIMIT_MS &&
    level.recorder.times.length / SECONDS >= 0.95 * (level.offered + 1000 / BID_EVERY_MS) &&
    level.quotesFound === level.quotes.accepted.length &&
    level.bidsFound === level.bids.accepted.length &&
    level.missing === 0 &&
    level.duplicates === 0;
  console.info(
    `\n# The mixed day: ${SECONDS} s a level; offered = GETs and quotes a second (60 % visitors, 30 % members, 10 % quotes) + ${1000 / BID_EVERY_MS} bids a second; ${SUPPLIERS * SOCKETS_PER_MEMBER + SOCKETS_PER_MEMBER} watcher sockets`,
  );
  table(
    levels.map((level) => ({
      N: `${level.n}+${level.n}`,
      'offered/s': level.offered,
      'achieved req/s': Math.round(level.recorder.times.length / SECONDS),
      'p50 ms': Math.round(percentile(level.recorder.times, 50)),
      'p99 ms': Math.round(percentile(level.recorder.times, 99)),
      errors: level.recorder.errors,
      'quotes accepted/found': `${level.quotes.accepted.length}/${level.quotesFound ?? '?'}`,
      'bids accepted/found': `${level.bids.accepted.length}/${level.bidsFound ?? '?'}`,
      'socket events missing/dup': `${level.missing ?? '?'}/${level.duplicates ?? '?'}`,
      sustained: sustained(level) ? 'yes' : 'no',
    })),
  );
  const best = new Map<number, Level>();
  for (const level of levels) if (sustained(level) && (best.get(level.n)?.offered ?? 0) < level.offered) best.set(level.n, level);
  for (const n of TIERS) {
    const level = best.get(n);
    console.info(
      `sustained ${n}+${n}: ${level ? `${level.offered}/s offered, ${Math.round(level.recorder.times.length / SECONDS)} req/s achieved` : `none of the levels (${LEVELS.join(', ')})`}`,
    );
  }
  const one = best.get(1);
  const two = best.get(2);
  if (one && two) {
    const achieved = (level: Level) => level.recorder.times.length / SECONDS;
    console.info(`2+2 / 1+1: ${(achieved(two) / achieved(one)).toFixed(2)}× (achieved req/s at each one's sustained level)`);
  }
  if (
    levels.some(
      (level) =>
        level.quotesFound !== level.quotes.accepted.length ||
        level.bidsFound !== level.bids.accepted.length ||
        level.missing !== 0 ||
        level.duplicates !== 0,
    )
  ) {
    process.exitCode = 1;
  }
} finally {
  killChildren();
  await dropOnce();
}
