// Benchmark of the live auction's bid engine (docs/product/rules.md#the-live-reverse-auction), over real
// HTTP on the loopback against the platform on PGlite in memory, or with DATABASE_URL on a database of
// its own created on that PostgreSQL server (and dropped at the end): one auction (best price shown,
// a step of 1 yuan, 20 bids each, starting price 100 000), 50 admitted bidders, the clock in its
// bidding window. Each bidder sends 20 bids within one second, in bursts: every 50 ms all 50 send at
// once, at prices that collide (ten levels per burst, five bidders on each, each burst below the one
// before); one bid in ten is sent twice at once with the same key (a double click), and five bids are
// above the starting price. Measured per request, accepted or refused: send → receipt, p50/p99/max.
// Then the database must show: every accepted bid obeys the rule sheet (replayed in bid-id order: at
// most the starting price, a step below the best before it, at most 20 per bidder); none lost (every
// accepted answer has its bid, every bid an answer, every request an answer); none doubled (a key
// retried made one bid); the journal holds every decision, and the log the buyer downloads after the
// close verifies (contract/bidding-log.ts: the hash chain and the ranking). Exits 1 if not. For scale,
// then: 20 accepted bids one at a time, and 20 refused.
//
//   export PATH=node_modules/.bin:$PATH
//   node bench/bidding-bids.ts                                                # PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/bidding-bids.ts
//
// Bounded: 1,145 bids, and it stops itself after 5 minutes; it touches no other database.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { asc, eq } from 'drizzle-orm';
import { Agent, request as undiciRequest } from 'undici';
import { type BiddingLog, verifyBiddingLog } from '#contract/bidding-log.ts';
import { Code } from '#contract/codes.ts';
import { api, type PlaceBidBody } from '#contract/endpoints.ts';
import type { BiddingBidReceipt } from '#contract/schemas.ts';
import { biddingJournal, bids } from '#platform/db/schema.ts';
import { admittedSupplierSessions, benchPlatform, DAY, demoBuyer, liveAuction, ms, percentile, stopAfter } from './platform-harness.ts';

const BIDDERS = 50;
const BIDS_EACH = 20;
const WINDOW_MS = 1_000;
const BURST_EVERY_MS = WINDOW_MS / BIDS_EACH;
const STARTING_PRICE = 100_000;
const STEP = 1;
/** A browser's connections to one host. */
const BROWSER_CONNECTIONS = 6;
/** Price levels in one burst (BIDDERS / LEVELS bidders race for each). */
const LEVELS = 10;
/** One bid in RETRY_EVERY is sent twice at once with one key. */
const RETRY_EVERY = 10;
/** Bidders 0, 10, 20, … send one bid above the starting price. */
const ABOVE_EVERY = 10;
/** Bids sent one after another, for scale, once the burst is checked. */
const ONE_BY_ONE = 20;

type Planned = { bidder: number; burst: number; body: PlaceBidBody; copy: 0 | 1 };
type Answer = { planned: Planned; code: number; receipt: BiddingBidReceipt | null; ms: number; error?: string };

stopAfter('bidding-bids', 5);
const bench = await benchPlatform();
// Client and platform share this process; what else runs on the machine moves every figure.
console.info(`${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the start`);
const { platform, send } = bench;

try {
  const me = await demoBuyer(bench);
  const bidders = await admittedSupplierSessions(bench, me, BIDDERS, '竞价压测供应商');
  const auction = await liveAuction(bench, me, bidders, {
    startingPrice: STARTING_PRICE,
    minPriceStep: STEP,
    allowPurchaseCount: BIDS_EACH,
    visibility: 'bestPrice',
  });
  const run = randomBytes(3).toString('hex');

  // The plan: burst k, bidder i bids on level i % LEVELS, each burst below the one before.
  const planned: Planned[] = [];
  for (let k = 0; k < BIDS_EACH; k++) {
    for (let i = 0; i < BIDDERS; i++) {
      const price = STARTING_PRICE - STEP * (k * 5 * LEVELS + (i % LEVELS) * 5 + 1);
      const body = { biddingId: auction.id, price, idempotencyKey: `bid-${run}-${i}-${k}` };
      planned.push({ bidder: i, burst: k, body, copy: 0 });
      if ((i + k) % RETRY_EVERY === 0) planned.push({ bidder: i, burst: k, body, copy: 1 });
      if (k === BIDS_EACH / 2 && i % ABOVE_EVERY === 0) {
        planned.push({
          bidder: i,
          burst: k,
          body: { biddingId: auction.id, price: STARTING_PRICE + STEP, idempotencyKey: `above-${run}-${i}` },
          copy: 0,
        });
      }
    }
  }

  // Each bidder a client of its own, as its browser: at most BROWSER_CONNECTIONS connections, kept alive.
  const url = `${platform.url}/api${api.biddingBid.place.path}`;
  const agents = bidders.map(() => new Agent({ connections: BROWSER_CONNECTIONS }));
  const place = async (request: Planned): Promise<Answer> => {
    const started = performance.now();
    try {
      const response = await undiciRequest(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: bidders[request.bidder]!.token },
        body: JSON.stringify(request.body),
        dispatcher: agents[request.bidder],
      });
      const answer = (await response.body.json()) as { code: number; data: BiddingBidReceipt | null };
      return { planned: request, code: answer.code, receipt: answer.code === 1000 ? answer.data : null, ms: performance.now() - started };
    } catch (error) {
      const cause = (error as Error & { cause?: { code?: string } }).cause;
      return {
        planned: request,
        code: -1,
        receipt: null,
        ms: performance.now() - started,
        error: `${(error as Error).message} ${cause?.code ?? ''}`,
      };
    }
  };

  // The bursts, open loop: each goes at its time whether or not the ones before were answered.
  const pending: Promise<Answer>[] = [];
  const started = performance.now();
  let lastSent = 0;
  for (let k = 0; k < BIDS_EACH; k++) {
    const wait = k * BURST_EVERY_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastSent = performance.now() - started;
    for (const request of planned) if (request.burst === k) pending.push(place(request));
  }
  const answers = await Promise.all(pending);
  const allMs = performance.now() - started;

  // What the database holds.
  const db = platform.db;
  const stored = await db
    .select({ id: bids.id, memberId: bids.memberId, price: bids.price })
    .from(bids)
    .where(eq(bids.biddingId, auction.id))
    .orderBy(asc(bids.id));
  const journal = await db
    .select({ seq: biddingJournal.seq, accepted: biddingJournal.accepted, bidId: biddingJournal.bidId })
    .from(biddingJournal)
    .where(eq(biddingJournal.biddingId, auction.id))
    .orderBy(asc(biddingJournal.seq));

  // The rule sheet, replayed in bid-id order (the order the lock decided them).
  const cents = (yuan: number) => Math.round(yuan * 100);
  let best: number | null = null;
  const perBidder = new Map<number, number>();
  const broken: string[] = [];
  for (const bid of stored) {
    const price = Number(bid.price);
    const count = (perBidder.get(bid.memberId) ?? 0) + 1;
    perBidder.set(bid.memberId, count);
    if (cents(price) > cents(STARTING_PRICE)) broken.push(`bid ${bid.id} at ${price}: above the starting price`);
    if (best !== null && cents(price) > cents(best) - cents(STEP)) broken.push(`bid ${bid.id} at ${price}: not a step below ${best}`);
    if (count > BIDS_EACH) broken.push(`bid ${bid.id}: member ${bid.memberId}'s bid number ${count}`);
    best = best === null ? price : Math.min(best, price);
  }

  // Lost and doubled.
  const byId = new Map(stored.map((bid) => [bid.id, bid]));
  const accepted = answers.filter((a) => a.receipt !== null);
  const unanswered = answers.filter((a) => a.code === -1);
  const expectedCodes = new Set<number>([1000, Code.STEP_TOO_SMALL, Code.BID_CAP_REACHED, Code.ABOVE_STARTING_PRICE]);
  const unexpected = answers.filter((a) => a.code !== -1 && !expectedCodes.has(a.code));
  const lost = accepted.filter((a) => {
    const bid = byId.get(a.receipt!.bidId);
    return !bid || bid.memberId !== bidders[a.planned.bidder]!.memberId || cents(Number(bid.price)) !== cents(a.planned.body.price);
  });
  const answeredIds = new Set(accepted.map((a) => a.receipt!.bidId));
  const acceptedKeys = new Set(accepted.map((a) => a.planned.body.idempotencyKey));
  const notAnswered = stored.filter((bid) => !answeredIds.has(bid.id));
  const byKey = Map.groupBy(answers, (a) => a.planned.body.idempotencyKey);
  const retried = [...byKey.values()].filter((pair) => pair.length > 1);
  // Both copies answered: the same bid, or the same refusal.
  const retriesDiffering = retried.filter(
    ([a, b]) => a!.code !== -1 && b!.code !== -1 && (a!.receipt?.bidId ?? a!.code) !== (b!.receipt?.bidId ?? b!.code),
  );
  const doubled = Math.max(0, stored.length - acceptedKeys.size) + retriesDiffering.length;

  // The journal: one entry per decision (a replayed retry decides nothing), an accepted one per bid.
  const replays = retried.filter(([a, b]) => a!.receipt !== null && b!.receipt !== null).length;
  const decisions = answers.length - unanswered.length - replays;
  const journalBids = journal.filter((entry) => entry.accepted).map((entry) => entry.bidId);
  const journalMatches =
    journal.length === decisions && journalBids.length === stored.length && journalBids.every((id) => id !== null && byId.has(id));
  // For scale, one at a time: ONE_BY_ONE accepted bids (each a step below the best), then as many refused (at the best).
  let lowest = best ?? STARTING_PRICE + STEP;
  const oneAtATime = async (accept: boolean) => {
    const began = performance.now();
    for (let k = 0; k < ONE_BY_ONE; k++) {
      if (accept) lowest -= STEP;
      const body = { biddingId: auction.id, price: lowest, idempotencyKey: `one-${run}-${accept}-${k}` };
      const answer = await place({ bidder: k % BIDDERS, burst: -1, body, copy: 0 });
      if ((answer.code === 1000) !== accept) throw new Error(`one at a time: ${answer.code} for ${lowest}`);
    }
    return (performance.now() - began) / ONE_BY_ONE;
  };
  const acceptedEach = await oneAtATime(true);
  const refusedEach = await oneAtATime(false);
  await Promise.all(agents.map((agent) => agent.close()));
  // The log as the buyer downloads it after the close, verified as anyone would.
  await send(api.testing.clock, undefined, { offsetMs: DAY + 2 * 3_600_000 + 120_000 });
  const log = (await send(api.biddingBid.log, me.token, undefined, { biddingId: String(auction.id) })) as BiddingLog;
  const verdict = await verifyBiddingLog(log);

  const timings = answers.map((a) => a.ms);
  const p50 = percentile(timings, 50);
  const p99 = percentile(timings, 99);
  const codes = Map.groupBy(answers, (a) => a.code);
  const retries = answers.filter((a) => a.planned.copy === 1).length;
  const above = answers.filter((a) => a.planned.body.price > STARTING_PRICE).length;
  console.info(
    `${BIDDERS} bidders × ${BIDS_EACH} bids in ${WINDOW_MS / 1000} s to one auction (all ${BIDDERS} every ${BURST_EVERY_MS} ms, ${LEVELS} prices per burst), ${retries} sent twice with one key, ${above} above the starting price: ${answers.length} requests`,
  );
  console.info(
    `   sent over ${ms(lastSent)}; all answered after ${ms(allMs)}: ${decisions} decided, ${((decisions * 1000) / allMs).toFixed(0)} a second under the auction's lock`,
  );
  console.info(
    `   send → receipt, every request: p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(Math.max(...timings))}; p99/p50 ${(p99 / p50).toFixed(1)} (target ≤ 5: ${p99 <= 5 * p50 ? 'met' : 'NOT met'})`,
  );
  console.info(`   for scale, one bid at a time: accepted ${ms(acceptedEach)}, refused ${ms(refusedEach)} (the accepted tells the room: live.ts)`);
  const acceptedMs = accepted.map((a) => a.ms);
  if (acceptedMs.length > 0) console.info(`   accepted only: p50 ${ms(percentile(acceptedMs, 50))}, p99 ${ms(percentile(acceptedMs, 99))}`);
  console.info(
    `   answers: accepted ${accepted.length} (${answeredIds.size} bids); refused 60157 ${codes.get(Code.STEP_TOO_SMALL)?.length ?? 0}, 60158 ${codes.get(Code.BID_CAP_REACHED)?.length ?? 0}, 60156 ${codes.get(Code.ABOVE_STARTING_PRICE)?.length ?? 0}; other ${unexpected.length}${unexpected[0] ? ` (e.g. ${unexpected[0].code})` : ''}; no answer ${unanswered.length}${unanswered[0] ? ` (${unanswered[0].error})` : ''}`,
  );
  console.info(
    `   database: ${stored.length} bids; rules broken ${broken.length}; lost ${lost.length + unanswered.length} (accepted without its bid ${lost.length}, unanswered ${unanswered.length}); bids nobody was answered ${notAnswered.length}; doubled ${doubled} (retried keys ${retried.length}, answered differently ${retriesDiffering.length})`,
  );
  console.info(
    `   journal: ${journal.length} entries (want ${decisions}), ${journalBids.length} accepted (want ${stored.length}): ${journalMatches ? 'matches' : 'DOES NOT match'}; downloaded log: chain ${verdict.brokenAt === null ? 'verified' : `broken at ${verdict.brokenAt}`}, ranking ${verdict.rankingMatches ? 'matches' : 'DOES NOT match'} (${log.entries.length} entries with the ${2 * ONE_BY_ONE} sent one at a time, ${log.ranking.length} ranked)`,
  );
  for (const line of broken.slice(0, 5)) console.info(`   broken: ${line}`);
  const failed =
    broken.length > 0 ||
    lost.length > 0 ||
    unanswered.length > 0 ||
    unexpected.length > 0 ||
    notAnswered.length > 0 ||
    doubled > 0 ||
    !journalMatches ||
    !verdict.ok;
  if (failed) process.exitCode = 1;
} finally {
  await bench.close();
}
