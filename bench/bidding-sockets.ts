// Benchmark of the live auction's room events on the platform's socket (docs/product/rules.md#the-live-reverse-auction,
// docs/decisions/016-messages.md#the-socket), over real HTTP and WebSocket on the loopback: one auction
// (best price shown, a step of 1 yuan, starting price 100 000), 50 admitted bidders, the clock in its
// bidding window, and 500 sockets open on /api/message/websocket spread over the buyer's session and
// the 50 bidders' (about ten a member; each accepted bid is told to the buyer and every admitted bidder,
// so every socket receives every bid's event). Then 50 bids, one every 200 ms, from the bidders in turn,
// each a step below the one before. For each bid × socket: the time from the bid's arrival at the
// platform to its `bidding_room` event's arrival on that socket; p50/p99/max, and the socket-events
// missing (want 0) or seen twice (want 0).
// "Arrival" is the bid's receivedAt — the platform's receipt time, taken when the request arrives,
// before the auction's lock is asked for (platform/bidding/placing.ts) — moved back by the test
// clock's offset to this process's clock (the platform runs in this process on the same base clock, so
// the conversion is exact, to the millisecond): the figure includes the wait for the lock (little here:
// one bid every 200 ms), the whole transaction, its commit and the push. Beside it, for scale, the same
// from the receipt's arrival at the bidder (after the commit; the event may come first, so that figure
// can be negative).
// With DATABASE_URL and --processes=2 (the default there), on a database of its own on that server
// (dropped at the end), the same again with two platform processes on it (the second a child process,
// bench/platform-process.ts): half the sockets on each, the bids sent to either in turn, the events
// crossing by the database's LISTEN/NOTIFY; figures per process, then one line beside the
// one-process round (docs/decisions/033-several-platform-processes.md). On PGlite, or with
// --processes=1, the two-process part is skipped (it needs PostgreSQL).
//
//   export PATH=node_modules/.bin:$PATH
//   node bench/bidding-sockets.ts                                             # PGlite, one instance
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/bidding-sockets.ts --processes=2
//
// Bounded: 500 sockets, 50 bids a round, 15 s to deliver after the last, and it stops itself after 5 minutes.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { WebSocket } from 'ws';
import { api, SOCKET_PATH } from '#contract/endpoints.ts';
import type { BiddingBidReceipt, MemberEvent } from '#contract/schemas.ts';
import {
  admittedSupplierSessions,
  benchPlatform,
  demoBuyer,
  liveAuction,
  ms,
  percentile,
  type SupplierSession,
  stopAfter,
} from './platform-harness.ts';
import { childPlatform } from './platform-process.ts';

const BIDDERS = 50;
const SOCKETS = 500;
const BIDS = 50;
const BID_EVERY_MS = 200;
const STARTING_PRICE = 100_000;
const STEP = 1;
const DELIVERY_DEADLINE_MS = 15_000;
/** --processes=1: one platform only; --processes=2 (default with DATABASE_URL): then two, the bids to either. */
const PROCESSES = Number(process.argv.find((arg) => arg.startsWith('--processes='))?.split('=')[1] ?? 2);
if (PROCESSES !== 1 && PROCESSES !== 2) throw new Error('--processes must be 1 or 2');

type Watcher = {
  ws: WebSocket;
  instance: number;
  /** The bid's event by the auction's bid count after it → its arrival, this process's epoch ms. */
  arrivals: Map<number, number>;
  duplicates: number;
};
type Placed = { receipt: BiddingBidReceipt; answeredAt: number; tookMs: number };
/** A round's figures over every socket, for the comparison line. */
type Summary = { title: string; p50: number; p99: number; delivered: number; missing: number; duplicates: number };

stopAfter('bidding-sockets', 5);
const bench = await benchPlatform();
// Client and platform share this process; what else runs on the machine moves every figure.
console.info(`${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the start`);

try {
  const me = await demoBuyer(bench);
  const buyerUser = (await bench.send(api.member.current, me.token)) as { userId: number };
  const bidders = await admittedSupplierSessions(bench, me, BIDDERS, '竞价推送压测供应商');
  const auction = await liveAuction(bench, me, bidders, {
    startingPrice: STARTING_PRICE,
    minPriceStep: STEP,
    allowPurchaseCount: 20,
    visibility: 'bestPrice',
  });
  const watchersOf: SupplierSession[] = [
    { token: me.token, userId: buyerUser.userId, memberId: me.memberId, memberRoleId: me.memberRoleId },
    ...bidders,
  ];
  const run = randomBytes(3).toString('hex');
  let price = STARTING_PRICE;
  let acceptedSoFar = 0;

  /** Opens a socket as `session` on `platform`; resolves once the platform told it where it starts. */
  const watch = (platform: { url: string }, instance: number, session: SupplierSession): Promise<Watcher> =>
    new Promise((resolve, reject) => {
      const query = new URLSearchParams({
        memberId: String(session.memberId),
        roleId: String(session.memberRoleId),
        token: session.token,
        userId: String(session.userId),
        source: '1',
      });
      const ws = new WebSocket(`${platform.url.replace(/^http/, 'ws')}${SOCKET_PATH}?${query}`);
      const watcher: Watcher = { ws, instance, arrivals: new Map(), duplicates: 0 };
      ws.on('message', (raw) => {
        const arrived = Date.now();
        const frame = JSON.parse(String(raw)) as MemberEvent | { action: 'cursor' };
        if (frame.action === 'cursor') return resolve(watcher);
        if (frame.action !== 'bidding_room' || frame.data.biddingId !== auction.id || frame.data.kind !== 'bid') return;
        if (watcher.arrivals.has(frame.data.bidCount)) watcher.duplicates += 1;
        else watcher.arrivals.set(frame.data.bidCount, arrived);
      });
      ws.once('error', reject);
    });

  /** One round: the sockets spread over `instances`, BIDS bids sent to each instance in turn, then the figures per instance. */
  const round = async (title: string, instances: Array<{ url: string }>): Promise<Summary> => {
    const watchers: Watcher[] = [];
    const perInstance = SOCKETS / instances.length;
    for (let j = 0; j < SOCKETS; j += 50) {
      const batch = Array.from({ length: 50 }, (_, b) => j + b);
      watchers.push(
        ...(await Promise.all(
          batch.map((s) => {
            const instance = Math.floor(s / perInstance);
            return watch(instances[instance]!, instance, watchersOf[s % watchersOf.length]!);
          }),
        )),
      );
    }
    const bases = instances.map((instance) => `${instance.url}/api${api.biddingBid.place.path}`);
    const placed: Placed[] = [];
    const refused: number[] = [];
    const pending: Promise<void>[] = [];
    const started = performance.now();
    for (let k = 0; k < BIDS; k++) {
      const wait = k * BID_EVERY_MS - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      price -= STEP;
      const body = { biddingId: auction.id, price, idempotencyKey: `live-${run}-${instances.length}-${k}` };
      const bidder = bidders[k % BIDDERS]!;
      pending.push(
        (async () => {
          const sentAt = performance.now();
          const response = await fetch(bases[k % bases.length]!, {
            method: api.biddingBid.place.method,
            headers: { 'content-type': 'application/json', token: bidder.token },
            body: JSON.stringify(body),
          });
          const answer = (await response.json()) as { code: number; data: BiddingBidReceipt };
          if (answer.code === 1000) placed.push({ receipt: answer.data, answeredAt: Date.now(), tookMs: performance.now() - sentAt });
          else refused.push(answer.code);
        })(),
      );
    }
    await Promise.all(pending);
    // The auction's bid count after each accepted bid: bids are accepted one after another, in bid-id order.
    placed.sort((a, b) => a.receipt.bidId - b.receipt.bidId);
    const expected = placed.map((bid, index) => ({ ...bid, bidCount: acceptedSoFar + index + 1 }));
    acceptedSoFar += placed.length;
    const deadline = Date.now() + DELIVERY_DEADLINE_MS;
    const missing = () => watchers.reduce((n, w) => n + expected.filter((bid) => !w.arrivals.has(bid.bidCount)).length, 0);
    while (missing() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    console.info(
      `${title}: ${SOCKETS} sockets (${instances.length === 1 ? 'one instance' : `${perInstance} on each instance`}), ${BIDS} bids one every ${BID_EVERY_MS} ms to ${instances.length === 1 ? 'it' : 'each instance in turn'}: ${placed.length} accepted${refused.length > 0 ? `, ${refused.length} refused (${refused[0]})` : ''}`,
    );
    const all: number[] = [];
    let allMissing = 0;
    const took = placed.map((bid) => bid.tookMs);
    if (took.length > 0) console.info(`   the bids, send → receipt: p50 ${ms(percentile(took, 50))}, p99 ${ms(percentile(took, 99))}`);
    for (let instance = 0; instance < instances.length; instance++) {
      const mine = watchers.filter((w) => w.instance === instance);
      const fromArrival: number[] = [];
      const fromReceipt: number[] = [];
      let absent = 0;
      for (const w of mine) {
        for (const bid of expected) {
          const arrived = w.arrivals.get(bid.bidCount);
          if (arrived === undefined) {
            absent += 1;
            continue;
          }
          fromArrival.push(arrived - (bid.receipt.receivedAt - auction.offsetMs));
          fromReceipt.push(arrived - bid.answeredAt);
        }
      }
      const duplicates = mine.reduce((n, w) => n + w.duplicates, 0);
      all.push(...fromArrival);
      allMissing += absent;
      const label = instances.length === 1 ? '   sockets:' : `   instance ${instance + 1} (half the bids, ${mine.length} sockets):`;
      const figures =
        fromArrival.length === 0
          ? 'no event arrived'
          : `arrival → socket p50 ${ms(percentile(fromArrival, 50))}, p99 ${ms(percentile(fromArrival, 99))}, max ${ms(Math.max(...fromArrival))}; receipt → socket p50 ${ms(percentile(fromReceipt, 50))}, p99 ${ms(percentile(fromReceipt, 99))}`;
      console.info(
        `${label} ${fromArrival.length} of ${mine.length * expected.length} socket-events; ${figures}; missing ${absent}, seen twice ${duplicates}`,
      );
      if (absent > 0 || duplicates > 0) process.exitCode = 1;
    }
    for (const w of watchers) w.ws.close();
    return {
      title,
      p50: all.length > 0 ? percentile(all, 50) : Number.NaN,
      p99: all.length > 0 ? percentile(all, 99) : Number.NaN,
      delivered: all.length,
      missing: allMissing,
      duplicates: watchers.reduce((n, w) => n + w.duplicates, 0),
    };
  };

  console.info(
    'arrival = the bid’s receivedAt (taken when the request reaches the platform, before the auction’s lock: it counts the wait for the lock, the transaction and its commit) on this process’s clock; receipt = the HTTP answer’s arrival at the bidder',
  );
  const summaries = [await round('1. one platform instance', [bench.platform])];
  // The second instance is a process of its own (bench/platform-process.ts): two platform processes on one database.
  const second = bench.databaseUrl && PROCESSES === 2 ? await childPlatform(bench.databaseUrl, auction.offsetMs) : null;
  if (second) {
    try {
      summaries.push(await round('2. two platform processes on one PostgreSQL database', [bench.platform, second]));
    } finally {
      await second.close();
    }
  } else {
    console.info(`2. two platform processes: skipped — ${PROCESSES === 1 ? '--processes=1' : 'it needs PostgreSQL (set DATABASE_URL)'}`);
  }
  console.info('side by side, every socket-event (arrival → socket):');
  for (const summary of summaries) {
    console.info(
      `   ${summary.title.padEnd(56)} p50 ${ms(summary.p50)}, p99 ${ms(summary.p99)}; ${summary.delivered} delivered, missing ${summary.missing}, seen twice ${summary.duplicates}`,
    );
  }
} finally {
  await bench.close();
}
