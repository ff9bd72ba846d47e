// The platform's /metrics (docs/decisions/029-metrics.md), read as Prometheus reads it: a request, a
// quote accepted and one refused, a socket opened and an event pushed on it each move their series;
// the listener is on a loopback port of its own, and /metrics is nowhere on the API's port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Code } from '#contract/codes.ts';
import { api, SOCKET_PATH } from '#contract/endpoints.ts';
import { parsePrometheusText, sampleSum, scrape } from '#tests/support/prometheus-text.ts';
import type { RunningPlatform } from '../server.ts';
import { apiClient } from '../testing/client.ts';
import { type InquiryPlatform, startInquiryPlatform } from '../testing/inquiry-fixture.ts';
import { inquiryStories, NOW } from '../testing/inquiry-stories.ts';
import { memberHelpers } from '../testing/member-helpers.ts';
import { watchPool } from './metrics.ts';

let seeded: InquiryPlatform;
let platform: RunningPlatform;
const client = apiClient(() => platform.url);
const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });
const { admittedSupplier, expectCode, published, quote } = inquiryStories(client, helpers, () => seeded);

const metrics = () => scrape(platform.metricsUrl!);

beforeAll(async () => {
  seeded = await startInquiryPlatform(async () => ({ dataDir: 'memory://', metricsPort: 0 }), NOW);
  platform = seeded.platform;
}, 120_000);
afterAll(() => seeded?.stop());

describe("the platform's metrics", () => {
  it('listen on a loopback port of their own; the API port has no /metrics', async () => {
    expect(new URL(platform.metricsUrl!).hostname).toBe('127.0.0.1');
    expect(new URL(platform.metricsUrl!).port).not.toBe(new URL(platform.url).port);
    expect((await fetch(`${platform.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${platform.url}/api/metrics`)).status).toBe(404);
    expect((await fetch(`${platform.metricsUrl}/other`)).status).toBe(404);
    // The process's own figures come along.
    expect(sampleSum(await metrics(), 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('count a request by its route pattern, never its URL', async () => {
    const route = `/api${api.inquiry.details.path}`;
    const labels = { method: 'GET', route, status: '200' };
    const before = sampleSum(await metrics(), 'platform_http_request_duration_seconds_count', labels);
    await client.raw('GET', api.inquiry.details.path, { query: { id: 1 } });
    await client.raw('GET', api.inquiry.details.path, { query: { id: 2 } });
    const after = await metrics();
    expect(sampleSum(after, 'platform_http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(after.some((sample) => sample.labels.route?.includes('?') || sample.labels.route?.includes('id='))).toBe(false);

    await client.raw('GET', '/no/such/endpoint/12345');
    expect(sampleSum(await metrics(), 'platform_http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBeGreaterThan(0);
  });

  it('count quotes accepted and refused by their code', async () => {
    const inquiry = await published();
    const supplier = await admittedSupplier();
    const samples = await metrics();
    const count = (all: typeof samples, outcome: string, code: number) =>
      sampleSum(all, 'platform_submissions_total', { kind: 'quote', outcome, code: String(code) });

    await client.call(api.inquiryQuote.submit, { token: supplier.token, body: quote(inquiry.id, inquiry.lineIds, [10, 10]) });
    // The buyer cannot quote on its own inquiry.
    await expectCode(api.inquiryQuote.submit, { token: seeded.buyer, body: quote(inquiry.id, inquiry.lineIds, [10, 10]) }, Code.OWN_PUBLICATION);

    const after = await metrics();
    expect(count(after, 'accepted', Code.SUCCESS)).toBe(count(samples, 'accepted', Code.SUCCESS) + 1);
    expect(count(after, 'refused', Code.OWN_PUBLICATION)).toBe(count(samples, 'refused', Code.OWN_PUBLICATION) + 1);
  });

  it('gauge the open sockets and count the events pushed on them', async () => {
    const supplier = await admittedSupplier();
    const me = await client.call(api.member.current, { token: supplier.token });
    const url = new URL(SOCKET_PATH, platform.url.replace(/^http/, 'ws'));
    const query = { memberId: me.memberId, roleId: me.memberRoleId, token: supplier.token, userId: me.userId, source: 1 };
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    const before = await metrics();
    const ws = new WebSocket(url);
    const frames: string[] = [];
    ws.on('message', (data) => frames.push(String(data)));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    expect(sampleSum(await metrics(), 'platform_websockets_open')).toBe(sampleSum(before, 'platform_websockets_open') + 1);

    // An invitation is a notification pushed to the invited supplier's socket.
    await published({ quoteScope: 'invited', invited: [{ memberId: supplier.memberId, roleId: supplier.roleId }] });
    await expect.poll(() => frames.some((frame) => frame.includes('"msg_notification"')), { timeout: 5_000 }).toBe(true);
    const pushed = sampleSum(await metrics(), 'platform_events_pushed_total', { action: 'msg_notification' });
    expect(pushed).toBeGreaterThan(sampleSum(before, 'platform_events_pushed_total', { action: 'msg_notification' }));

    ws.close();
    await expect
      .poll(async () => sampleSum(await metrics(), 'platform_websockets_open'), { timeout: 5_000 })
      .toBe(sampleSum(before, 'platform_websockets_open'));
  });

  it("have no pool figures on PGlite, which has no pool; node-postgres' pools are read at each scrape", async () => {
    const text = await (await fetch(`${platform.metricsUrl}/metrics`)).text();
    expect(parsePrometheusText(text).filter((sample) => sample.name.startsWith('platform_db_pool_'))).toEqual([]);

    // What server.ts watches when the database is PostgreSQL (db/client.ts hands its pg.Pool on).
    const pool = { totalCount: 7, idleCount: 3, waitingCount: 2 };
    const unwatch = watchPool(pool);
    let samples = await metrics();
    expect(sampleSum(samples, 'platform_db_pool_connections')).toBe(7);
    expect(sampleSum(samples, 'platform_db_pool_idle_connections')).toBe(3);
    expect(sampleSum(samples, 'platform_db_pool_waiting_queries')).toBe(2);
    pool.waitingCount = 0;
    expect(sampleSum(await metrics(), 'platform_db_pool_waiting_queries')).toBe(0);
    unwatch();
    samples = await metrics();
    expect(sampleSum(samples, 'platform_db_pool_connections')).toBe(0);
  });
});
