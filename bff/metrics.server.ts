// The BFF's Prometheus metrics (docs/decisions/029-metrics.md): each platform call's time by
// endpoint, and each cache lookup's result. They live on prom-client's default registry, which the
// portal's metrics listener serves (server/metrics.ts). This module exists twice in the portal's
// process — in the build's bundle, and as server/ imports the BFF's modules directly — while
// prom-client, a package the build leaves external (vite.config.ts), exists once: so each metric
// is made by the first copy and found by its name by the second.
import { Counter, Histogram, type Metric, register } from 'prom-client';

/** The metric of that name on the default registry, made by `make` when it is not there yet. */
export function metricOnce<T extends Metric>(name: string, make: (name: string) => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make(name);
}

/** Seconds; a warm platform call takes a few milliseconds, a call times out at 8 s (deferred) or 30 s. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const upstreamDuration = metricOnce(
  'portal_upstream_request_duration_seconds',
  (name) =>
    new Histogram({
      name,
      help: "Time of a platform call, by the contract's endpoint path and outcome (ok, business, http, timeout, invalid)",
      labelNames: ['endpoint', 'outcome'] as const,
      buckets: DURATION_BUCKETS,
    }),
);

/** One platform call answered (or not) after `startedMs` (performance.now()); `endpoint` is the contract's path, a bounded set. */
export function observeUpstream(endpoint: string, outcome: 'ok' | 'business' | 'http' | 'timeout' | 'invalid', startedMs: number): void {
  upstreamDuration.observe({ endpoint, outcome }, (performance.now() - startedMs) / 1000);
}

const cacheLookups = metricOnce(
  'portal_cache_lookups_total',
  (name) =>
    new Counter({
      name,
      help: 'Lookups of the BFF cache by strategy: fresh (a hit), stale (a hit, refreshed behind it) or miss',
      labelNames: ['strategy', 'result'] as const,
    }),
);

export function countCacheLookup(strategy: string, result: 'fresh' | 'stale' | 'miss'): void {
  cacheLookups.inc({ strategy, result });
}
