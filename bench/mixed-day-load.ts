// The traffic of the mixed day (bench/mixed-day.ts), each kind spread round-robin over the portals:
// visitors' and members' GETs (autocannon at a fixed overall rate, each response's time kept), the
// suppliers' quotes posted to the quote page's action as the browser's form does (an open loop at a
// fixed rate, each with its own idempotency key), the live auction's bids one every BID_EVERY_MS
// straight to the platforms' API (in turn) with the bidders' tokens, and the watchers' sockets on the
// portals' /ws. Every response's time goes into one Recorder.
import autocannon from 'autocannon';
import { WebSocket } from 'ws';
import { api } from '#contract/endpoints.ts';
import type { BiddingBidReceipt, MemberEvent } from '#contract/schemas.ts';
import { QUOTE_FIELD } from '#bff/inquiry/views.ts';
import type { Fixture } from './mixed-day-stack.ts';
import { BROWSER_UA } from './support.ts';

export const BID_EVERY_MS = 200;

/**
 * Every response of a level: its time (ms) and whether it counted as an error (a failed request or a
 * status outside 2xx, a refused quote or bid); `kind` is its class (visitor, member, quote, bid) and what went wrong.
 */
export class Recorder {
  readonly times: number[] = [];
  readonly byClass = new Map<string, number[]>();
  errors = 0;
  readonly errorKinds = new Map<string, number>();
  note(ms: number, ok: boolean, kind: string): void {
    this.times.push(ms);
    const klass = kind.split(' ')[0]!;
    const times = this.byClass.get(klass) ?? [];
    times.push(ms);
    this.byClass.set(klass, times);
    if (!ok) this.fail(kind);
  }
  fail(kind: string): void {
    this.errors += 1;
    this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1);
  }
}

/** What visitors read: the home, lists with filters, details (html). */
const VISITOR_PATHS = [
  '/',
  '/purchaseInquiry/c1?priceTypeList=1&Reputation=3&Unexpired=1',
  '/1/InquiryDetail/1',
  '/enterprisePurchasing?keyword=%E5%85%AC%E5%8F%B8',
  '/biddingDetail/1',
  '/procurementPublicity?priceTypeList=2',
  '/1/shopIndex/1',
  '/1/competeDetail/1',
];
/** What a logged-in buyer reads: its home and its member-centre lists. */
const BUYER_PATHS = ['/', '/memberCenter', '/memberCenter/purchaseInquiry/inquiry', '/memberCenter/purchaseBid/search', '/purchaseInquiry'];
/** What a logged-in supplier reads. */
const SUPPLIER_PATHS = ['/memberCenter', '/memberCenter/offter/inquiry', '/purchaseInquiry'];

const headersFor = (cookie?: string) => ({ 'user-agent': BROWSER_UA, 'accept-language': 'zh-CN', ...(cookie ? { cookie } : {}) });

/** One autocannon run on `portal` cycling through `requests` at `rate` a second for `seconds`. */
async function cannon(
  portal: string,
  requests: Array<{ path: string; cookie?: string }>,
  rate: number,
  seconds: number,
  recorder: Recorder,
  kind: string,
): Promise<void> {
  if (rate <= 0) return;
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: portal,
        connections: Math.max(2, Math.min(40, Math.ceil(rate / 4))),
        duration: seconds,
        overallRate: rate,
        timeout: 10,
        requests: requests.map((r) => ({ method: 'GET' as const, path: r.path, headers: headersFor(r.cookie) })),
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      recorder.note(responseTime, statusCode >= 200 && statusCode < 300, `${kind} ${statusCode}`);
    });
    instance.on('reqError', () => recorder.fail(`${kind} request error`));
  });
}

export type Cookies = { buyer: string; suppliers: string[] };

/** Visitors' (`visitorRate`) and members' (`memberRate`) GETs on every portal for `seconds`. */
export async function pageLoad(
  portals: string[],
  cookies: Cookies,
  visitorRate: number,
  memberRate: number,
  seconds: number,
  recorder: Recorder,
): Promise<void> {
  const members = [
    ...BUYER_PATHS.map((path) => ({ path, cookie: cookies.buyer })),
    ...cookies.suppliers.slice(0, 10).flatMap((cookie, i) => SUPPLIER_PATHS.slice(i % 2).map((path) => ({ path, cookie }))),
  ];
  await Promise.all(
    portals.flatMap((portal) => [
      cannon(
        portal,
        VISITOR_PATHS.map((path) => ({ path })),
        visitorRate / portals.length,
        seconds,
        recorder,
        'visitor',
      ),
      cannon(portal, members, memberRate / portals.length, seconds, recorder, 'member'),
    ]),
  );
}

/** An accepted quote: the sha256 of its receipt (quote_revisions.receipt_hash), to look for at the end. */
export type QuoteTally = { sent: number; accepted: string[]; refused: number };

const siteDay = (epochMs: number) => new Date(epochMs + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Quotes at `rate` a second for `seconds` (an open loop: each sent on time, whatever the others do),
 * supplier i on inquiry i in turn, posted to the quote page's action as the page's form does with
 * JavaScript (React Router's `.data` request, form-encoded, with the page's idempotency key).
 */
export async function quoteLoad(
  portals: string[],
  fixture: Fixture,
  cookies: Cookies,
  rate: number,
  seconds: number,
  recorder: Recorder,
  run: string,
): Promise<QuoteTally> {
  const tally: QuoteTally = { sent: 0, accepted: [], refused: 0 };
  if (rate <= 0) return tally;
  const delivery = siteDay(Date.now() + 10 * 86_400_000);
  const count = Math.floor(rate * seconds);
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let k = 0; k < count; k++) {
    const wait = (k * 1000) / rate - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const n = tally.sent++;
    const portal = portals[n % portals.length]!;
    const supplier = n % cookies.suppliers.length;
    const inquiry = fixture.inquiries[(n + Math.floor(n / cookies.suppliers.length)) % fixture.inquiries.length]!;
    const form = new URLSearchParams({ [QUOTE_FIELD.intent]: 'submit', [QUOTE_FIELD.key]: `mixed-${run}-${n}` });
    inquiry.materiels.forEach((m, i) => {
      form.set(QUOTE_FIELD.price(m.id), String(100 + ((n * 7 + i * 13) % 50)));
      form.set(QUOTE_FIELD.quantity(m.id), String(10 + i));
    });
    form.set(QUOTE_FIELD.taxRate, '13');
    form.set(QUOTE_FIELD.deliveryDate, delivery);
    form.set(QUOTE_FIELD.notes, `mixed ${run} ${n}`);
    pending.push(
      (async () => {
        const sentAt = performance.now();
        try {
          const response = await fetch(`${portal}/memberCenter/procurementAbility/offter/quote.data?id=${inquiry.id}`, {
            method: 'POST',
            headers: { ...headersFor(cookies.suppliers[supplier]), 'content-type': 'application/x-www-form-urlencoded', origin: portal },
            body: form,
            signal: AbortSignal.timeout(10_000),
          });
          const text = await response.text();
          const sha = /"([0-9a-f]{64})"/.exec(text)?.[1];
          recorder.note(performance.now() - sentAt, response.ok && sha !== undefined, `quote ${response.status}${sha ? '' : ' refused'}`);
          if (response.ok && sha) tally.accepted.push(sha);
          else tally.refused += 1;
        } catch (error) {
          recorder.note(performance.now() - sentAt, false, `quote ${(error as Error).name}`);
          tally.refused += 1;
        }
      })(),
    );
  }
  await Promise.all(pending);
  return tally;
}

/** The auction's state across levels: the next price, and whose turn it is. */
export type AuctionState = { price: number; turn: number; step: number; id: number };
export type BidTally = { sent: number; accepted: number[]; refused: string[] };

/**
 * Bids every BID_EVERY_MS for `seconds`, the bidders in turn, each a step below the last accepted
 * price, sent to the platforms in turn (the platform's API with the bidder's token: the room page's
 * bid is the same call relayed); one at a time, so that no bid overtakes another.
 */
export async function bidLoad(
  platforms: string[],
  fixture: Fixture,
  state: AuctionState,
  seconds: number,
  recorder: Recorder,
  run: string,
): Promise<BidTally> {
  const tally: BidTally = { sent: 0, accepted: [], refused: [] };
  const count = Math.floor((seconds * 1000) / BID_EVERY_MS);
  const started = performance.now();
  for (let k = 0; k < count; k++) {
    const wait = k * BID_EVERY_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (performance.now() - started > seconds * 1000) break;
    const bidder = fixture.suppliers[state.turn % fixture.suppliers.length]!;
    const platform = platforms[state.turn % platforms.length]!;
    state.turn += 1;
    tally.sent += 1;
    const price = state.price - state.step;
    const sentAt = performance.now();
    try {
      const response = await fetch(`${platform}/api${api.biddingBid.place.path}`, {
        method: api.biddingBid.place.method,
        headers: { 'content-type': 'application/json', token: bidder.token },
        body: JSON.stringify({ biddingId: state.id, price, idempotencyKey: `mixed-bid-${run}-${state.turn}` }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json()) as { code: number; data: BiddingBidReceipt };
      recorder.note(performance.now() - sentAt, answer.code === 1000, `bid ${answer.code}`);
      if (answer.code === 1000) {
        tally.accepted.push(answer.data.bidId);
        state.price = price;
      } else tally.refused.push(String(answer.code));
    } catch (error) {
      recorder.note(performance.now() - sentAt, false, `bid ${(error as Error).name}`);
      tally.refused.push((error as Error).name);
    }
  }
  return tally;
}

/** A watcher's socket: the bid counts whose events arrived, and those that arrived again. */
export type Watcher = { ws: WebSocket; bidCounts: Set<number>; duplicates: number[] };

/** Opens a watcher's socket on the portal's /ws as a page of that portal does; resolves once the platform told it where it starts. */
export function watch(portal: string, cookie: string, auctionId: number): Promise<Watcher> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${portal.replace(/^http/, 'ws')}/ws`, { headers: { origin: portal, cookie, 'user-agent': BROWSER_UA } });
    const watcher: Watcher = { ws, bidCounts: new Set(), duplicates: [] };
    const timer = setTimeout(() => reject(new Error(`a socket on ${portal} did not start within 15 s`)), 15_000);
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as MemberEvent | { action: string };
      if (frame.action === 'cursor') {
        clearTimeout(timer);
        resolve(watcher);
        return;
      }
      if (!('data' in frame) || frame.action !== 'bidding_room') return;
      const data = (frame as Extract<MemberEvent, { action: 'bidding_room' }>).data;
      if (data.biddingId !== auctionId || data.kind !== 'bid') return;
      if (watcher.bidCounts.has(data.bidCount)) watcher.duplicates.push(data.bidCount);
      else watcher.bidCounts.add(data.bidCount);
    });
    ws.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
