// The platform's Prometheus metrics (docs/decisions/029-metrics.md): its own registry, the metric
// objects, and the listener that serves them on a port of their own (never under /api). Counted at
// the few places every request, push and submission passes: the app's onResponse hook (./app.ts),
// registerRoutes (./route.ts) for the quotes' and bids' codes, the socket's send (message/socket.ts);
// the pool's figures are read when scraped. Every label takes a bounded set of values: a route's
// pattern, never its URL; a catalogue code; an event's action.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';

export const platformRegistry = new Registry();

/** Seconds; a platform call is mostly under 100 ms, an upload or a list at 100× rows may take seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const requestDuration = new Histogram({
  name: 'platform_http_request_duration_seconds',
  help: 'Time to answer an /api request, by method, route pattern and HTTP status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: DURATION_BUCKETS,
  registers: [platformRegistry],
});

/** An HTTP method the label keeps as it is; any other is OTHER. */
const METHODS = new Set(['GET', 'POST', 'HEAD', 'OPTIONS']);

/** One answered request (Fastify's onResponse): `route` is the pattern Fastify matched, undefined for a 404. */
export function observeRequest(method: string, route: string | undefined, status: number, elapsedMs: number): void {
  requestDuration.observe({ method: METHODS.has(method) ? method : 'OTHER', route: route ?? 'unmatched', status: String(status) }, elapsedMs / 1000);
}

const submissions = new Counter({
  name: 'platform_submissions_total',
  help: 'Quotes and bids received, accepted (code 1000) or refused, by kind and catalogue code',
  labelNames: ['kind', 'outcome', 'code'] as const,
  registers: [platformRegistry],
});

/** The endpoints whose answers are counted by code: a supplier's quote, a tender bid, a competitive bid. */
const SUBMISSION_KINDS = new Map<string, string>([
  [api.inquiryQuote.submit.path, 'quote'],
  [api.tenderBid.submit.path, 'tender_bid'],
  [api.biddingBid.place.path, 'auction_bid'],
]);

/** For an endpoint of SUBMISSION_KINDS, what counts one of its answers by code; else undefined. Asked once, when the route is registered. */
export function submissionCounter(path: string): ((code: number) => void) | undefined {
  const kind = SUBMISSION_KINDS.get(path);
  if (kind === undefined) return undefined;
  return (code) => submissions.inc({ kind, outcome: code === Code.SUCCESS ? 'accepted' : 'refused', code: String(code) });
}

export const openSockets = new Gauge({
  name: 'platform_websockets_open',
  help: 'Message sockets open on this instance (/api/message/websocket)',
  registers: [platformRegistry],
});

export const eventsPushed = new Counter({
  name: 'platform_events_pushed_total',
  help: 'Member events pushed on the message sockets, by action',
  labelNames: ['action'] as const,
  registers: [platformRegistry],
});

/** node-postgres' pool, as far as the gauges read it. */
export type PoolFigures = { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };

const pools = new Set<PoolFigures>();
const sum = (figure: keyof PoolFigures) => [...pools].reduce((total, pool) => total + pool[figure], 0);
const poolGauge = (name: string, help: string, figure: keyof PoolFigures) =>
  new Gauge({
    name,
    help,
    registers: [],
    collect() {
      this.set(sum(figure));
    },
  });
/** On the registry from the first pool watched on: a platform on PGlite has none, and shows none. */
let poolGaugesShown = false;
const poolGauges = [
  poolGauge('platform_db_pool_connections', 'Connections the PostgreSQL pool holds, busy or idle', 'totalCount'),
  poolGauge('platform_db_pool_idle_connections', 'Connections of the PostgreSQL pool that are idle', 'idleCount'),
  poolGauge('platform_db_pool_waiting_queries', 'Queries waiting for a connection of the PostgreSQL pool', 'waitingCount'),
];

/** Reads a node-postgres pool's figures at each scrape until the returned function is called (PGlite has no pool). */
export function watchPool(pool: PoolFigures): () => void {
  if (!poolGaugesShown) for (const gauge of poolGauges) platformRegistry.registerMetric(gauge);
  poolGaugesShown = true;
  pools.add(pool);
  return () => pools.delete(pool);
}

let processMetrics = false;

/** The process's own figures (CPU, memory, event loop, GC) on `registry`, once per process: its metrics listener's registry. */
export function collectProcessMetrics(registry: Registry): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry });
}

export type MetricsListener = { url: string; close(): Promise<void> };

/**
 * GET /metrics in Prometheus' text format, on a listener of its own: a deployment keeps its port off
 * the public network (docs/decisions/029-metrics.md). Every other request is a 404. The registries'
 * texts are joined: the portal serves its own and, when it embeds the platform, the platform's.
 */
export async function serveMetrics(registries: readonly Registry[], options: { port: number; host: string }): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    Promise.all(registries.map((registry) => registry.metrics())).then(
      (texts) => response.writeHead(200, { 'content-type': Registry.PROMETHEUS_CONTENT_TYPE }).end(texts.join('\n')),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal Server Error'),
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { address, port, family } = server.address() as AddressInfo;
  return {
    url: `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
