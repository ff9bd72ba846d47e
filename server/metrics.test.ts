// The portal's /metrics (docs/decisions/029-metrics.md), against the built portal as `npm start` runs
// it (the platform embedded): read as Prometheus reads it, a page's request moves its route pattern's
// series, its platform calls and cache lookups theirs, a socket the open sockets'; the embedded
// platform's series come with the portal's. /metrics is on a loopback port of its own, never the site's.
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { api } from '#contract/endpoints.ts';
import { BROWSER_UA, built, freePort, logIn, type RunningPortal, startPortalProcess } from '#tests/support/portal-process.ts';
import { sampleSum, scrape } from '#tests/support/prometheus-text.ts';

const DETAIL = '/:shopId?/InquiryDetail/:id';

describe.skipIf(!built)("the portal's metrics (built portal, embedded platform)", () => {
  let portal: RunningPortal;
  let metricsPort: number;
  const metrics = () => scrape(`http://127.0.0.1:${metricsPort}`);

  beforeAll(async () => {
    metricsPort = await freePort();
    // No UPSTREAM_URL: the platform starts inside the portal's process, on PGlite in memory, even where the suite
    // runs with DATABASE_URL (CI): production on PostgreSQL would need its QUOTE_SEAL_KEY, and share CI's database.
    portal = await startPortalProcess(
      '',
      { DATABASE_URL: '', DATABASE_REPLICA_URL: '', PGLITE_DIR: 'memory://', METRICS_PORT: String(metricsPort) },
      { readyWithinMs: 90_000 },
    );
  }, 120_000);
  afterAll(() => portal?.stop());

  it("answer on the metrics port at 127.0.0.1 only; the site's port has no /metrics", async () => {
    const samples = await metrics();
    expect(sampleSum(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    // The process's own figures once, not once per side.
    expect(samples.filter((sample) => sample.name === 'process_cpu_seconds_total')).toHaveLength(1);
    expect((await fetch(`${portal.url}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outside) await expect(fetch(`http://${outside.address}:${metricsPort}/metrics`)).rejects.toThrow();
  });

  it("count a page's requests by its route pattern, with its platform calls and cache lookups", async () => {
    const before = await metrics();
    for (const id of [1, 2]) {
      const response = await fetch(`${portal.url}/InquiryDetail/${id}`, { headers: { 'user-agent': BROWSER_UA } });
      await response.text();
    }
    const after = await metrics();
    const count = (samples: typeof after, name: string, labels: Record<string, string>) => sampleSum(samples, name, labels);

    // (The HTML cache may render a visitor's streamed page once more, whole, to keep it: a request of its own.)
    const requests = { method: 'GET', route: DETAIL, status: '200' };
    expect(count(after, 'portal_http_request_duration_seconds_count', requests)).toBeGreaterThanOrEqual(
      count(before, 'portal_http_request_duration_seconds_count', requests) + 2,
    );
    expect(after.some((sample) => /InquiryDetail\/\d/.test(sample.labels.route ?? ''))).toBe(false);

    const calls = { endpoint: api.inquiry.details.path };
    expect(count(after, 'portal_upstream_request_duration_seconds_count', calls)).toBeGreaterThanOrEqual(
      count(before, 'portal_upstream_request_duration_seconds_count', calls) + 2,
    );
    expect(count(after, 'portal_cache_lookups_total', { result: 'miss' })).toBeGreaterThan(
      count(before, 'portal_cache_lookups_total', { result: 'miss' }),
    );
    // The embedded platform answered those calls: its series are on the same /metrics.
    const answered = { route: `/api${api.inquiry.details.path}` };
    expect(count(after, 'platform_http_request_duration_seconds_count', answered)).toBeGreaterThanOrEqual(
      count(before, 'platform_http_request_duration_seconds_count', answered) + 2,
    );
  });

  it("gauge the pages' open sockets, and the platform sockets they are relayed to", async () => {
    const cookie = await logIn(portal, 'buyer');
    const ws = new WebSocket(`${portal.url.replace(/^http/, 'ws')}/ws`, { headers: { cookie }, origin: portal.origin });
    // The greeting comes once the platform's socket has opened.
    await new Promise((resolve, reject) => ws.once('message', resolve).once('error', reject));
    const samples = await metrics();
    expect(sampleSum(samples, 'portal_websockets_open')).toBe(1);
    expect(sampleSum(samples, 'platform_websockets_open')).toBe(1);
    // The platform's first frame (where the socket's events start) is relayed to the page.
    await expect.poll(async () => sampleSum(await metrics(), 'portal_websocket_events_relayed_total'), { timeout: 5_000 }).toBeGreaterThan(0);

    ws.close();
    await expect.poll(async () => sampleSum(await metrics(), 'portal_websockets_open'), { timeout: 5_000 }).toBe(0);
    await expect.poll(async () => sampleSum(await metrics(), 'platform_websockets_open'), { timeout: 5_000 }).toBe(0);
  });
});
