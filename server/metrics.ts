// The portal's Prometheus metrics (docs/decisions/029-metrics.md): every request's time by route
// pattern (the request hook of ./app.ts), the /ws sockets open and the events relayed (./ws.ts), and
// the BFF's platform calls and cache lookups (bff/metrics.server.ts), all on prom-client's default
// registry; served at GET /metrics on a listener of its own (METRICS_PORT), never on the site's port.
// A route's label is React Router's pattern of the route that answered (`/:shopId?/InquiryDetail/:id`),
// never the URL, so the labels are as many as the routes.
import type { Request, Response } from 'express';
import { Counter, Gauge, Histogram, type Registry, register } from 'prom-client';
import { createContext, RouterContextProvider, type ServerBuild, type ServerInstrumentation } from 'react-router';
import { DURATION_BUCKETS, metricOnce } from '#bff/metrics.server.ts';
import { collectProcessMetrics, type MetricsListener, platformRegistry, serveMetrics } from '#platform/http/metrics.ts';

const requestDuration = metricOnce(
  'portal_http_request_duration_seconds',
  (name) =>
    new Histogram({
      name,
      help: 'Time to answer a portal request (to its last byte), by method, route pattern and HTTP status; its _count is the request count',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: DURATION_BUCKETS,
    }),
);

export const openSockets = metricOnce('portal_websockets_open', (name) => new Gauge({ name, help: 'Browser sockets open on /ws' }));

export const relayedEvents = metricOnce(
  'portal_websocket_events_relayed_total',
  (name) => new Counter({ name, help: "Frames of the platform's sockets relayed to the pages' /ws sockets" }),
);

/** An HTTP method the label keeps as it is; any other is OTHER. */
const METHODS = new Set(['GET', 'POST', 'HEAD', 'OPTIONS']);

/** The label of a request React Router did not answer: what answered it instead, by its path's prefix. */
function edgeRoute(url: string, res: Response): string {
  if (res.hasHeader('x-html-cache')) return 'html-cache';
  if (url.startsWith('/assets/')) return '/assets/*';
  if (url.startsWith('/files/')) return '/files/*';
  const path = url.split('?', 1)[0];
  if (path === '/healthz' || path === '/readyz') return path;
  // Other static files (favicon, robots.txt, images), and a request refused before any route (a cross-site write).
  return 'other';
}

/** One answered request (its 'finish'), `seconds` after it arrived. */
export function observeRequest(req: Request, res: Response, seconds: number): void {
  const route = (res.locals as { route?: string }).route ?? edgeRoute(req.originalUrl, res);
  requestDuration.observe({ method: METHODS.has(req.method) ? req.method : 'OTHER', route, status: String(res.statusCode) }, seconds);
}

/** Where React Router's request handler finds the Express answer's locals, to leave its route pattern there. */
const expressLocals = createContext<{ route?: string } | null>(null);

/** The load context of a request (@react-router/express getLoadContext): the router's context, holding the answer's locals. */
export function loadContextFor(_req: Request, res: Response): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(expressLocals, res.locals as { route?: string });
  return context;
}

/** React Router's request handler tells the pattern it matched (instrumentation), read back by observeRequest. */
const routeLabels: ServerInstrumentation = {
  handler(handler) {
    handler.instrument({
      async request(handle, info) {
        const result = await handle();
        const locals = info.context?.get(expressLocals);
        if (!locals) return;
        // No meta: the route manifest's request (lazy route discovery), answered before any match.
        const pattern = result.meta ? result.meta.pattern || 'unmatched' : '/__manifest';
        // React Router joins its routes' relative paths (`:shopId?/InquiryDetail/:id`): written as the URL's path is.
        locals.route = pattern.startsWith('/') || pattern === 'unmatched' ? pattern : `/${pattern}`;
      },
    });
  },
};

/** The build with the route labels' instrumentation added to its server entry's. */
export function withRouteLabels(build: ServerBuild): ServerBuild {
  const module = build.entry.module;
  return { ...build, entry: { ...build.entry, module: { ...module, instrumentations: [...(module.instrumentations ?? []), routeLabels] } } };
}

/**
 * Starts GET /metrics on `port` at `host`: the portal's metrics, the process's own (CPU, memory, event
 * loop), and the platform's when it runs in this process (the embedded default).
 */
export async function startMetrics(options: { port: number; host: string; embeddedPlatform: boolean }): Promise<MetricsListener> {
  collectProcessMetrics(register);
  const registries: Registry[] = options.embeddedPlatform ? [register, platformRegistry] : [register];
  return serveMetrics(registries, { port: options.port, host: options.host });
}
