// The built portal in front of two platform processes on one PostgreSQL (UPSTREAM_URL naming both,
// docs/decisions/033-several-platform-processes.md): a member's pages' sockets are relayed to either
// process and each hears a chat message sent through the other, once; with one process stopped, the
// member's pages still load whole (a refused GET is asked of the other) and the portal stays ready.
// Needs a build and a PostgreSQL server (tests/support/postgres-suite-database.ts); skips without.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { transportMessage } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { DEFAULT_LOCALE } from '#contract/lang.ts';
import { type RunningPlatform, startPlatform } from '#platform/server.ts';
import { apiClient } from '#platform/testing/client.ts';
import { freshKey } from '#platform/testing/member-helpers.ts';
import { DEMO_PASSWORD } from '#platform/seed/members.ts';
import { freshDatabase, skipped } from '#tests/support/postgres-suite-database.ts';
import { built, logIn, type RunningPortal, startPortalProcess } from '#tests/support/portal-process.ts';

type Relayed = { action: string; data: { content?: string } };

const why = !built ? 'no build (npm run build)' : skipped;

describe.skipIf(why !== undefined)(`the portal in front of two platform processes${why ? ` (skipped: ${why})` : ''}`, () => {
  let a: RunningPlatform;
  let b: RunningPlatform | undefined;
  let portal: RunningPortal;
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const database = await freshDatabase();
    cleanup = database.cleanup;
    const common = {
      databaseUrl: database.databaseUrl,
      uploadsDir: database.uploadsDir,
      quoteSealKey: randomBytes(32).toString('hex'),
      logLevel: 'warn' as const,
    };
    a = await startPlatform(common);
    b = await startPlatform({ ...common, seed: false });
    portal = await startPortalProcess(`${a.url},${b.url}`);
  }, 120_000);

  afterAll(async () => {
    await portal?.stop();
    await Promise.all([a?.close(), b?.close()]);
    await cleanup?.();
  });

  /** A member's page's socket: what the portal relays to it. */
  async function page(cookie: string) {
    const ws = new WebSocket(`${portal.url.replace(/^http/, 'ws')}/ws`, { headers: { cookie }, origin: portal.origin });
    const events: Relayed[] = [];
    ws.on('message', (raw) => events.push(JSON.parse(String(raw))));
    // The greeting comes once the platform's socket is open.
    await new Promise((resolve, reject) => ws.once('message', resolve).once('error', reject));
    return { ws, events };
  }

  it('two pages of one member, relayed to the two processes, each hear a chat message sent on one of them, once', async () => {
    const supplier = await apiClient(() => a.url).call(api.member.login, { body: { account: 'supplier', password: DEMO_PASSWORD } });
    const buyer = await apiClient(() => b!.url).call(api.member.login, { body: { account: 'buyer', password: DEMO_PASSWORD } });
    const cookie = await logIn(portal, 'buyer');
    const pages = [await page(cookie), await page(cookie)];
    expect(a.sockets.count() + b!.sockets.count()).toBe(2);
    expect([a.sockets.count(), b!.sockets.count()]).toEqual([1, 1]);
    const content = `两个平台进程 ${freshKey()}`;
    await apiClient(() => a.url).call(api.message.send, {
      token: supplier.token,
      body: { toUserId: buyer.userId, msgType: 'text', content, idempotencyKey: freshKey() },
    });
    const heard = (events: Relayed[]) => events.filter((e) => e.action === 'msg_im_message' && e.data.content === content).length;
    for (let i = 0; i < 100 && pages.some((p) => heard(p.events) === 0); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pages.map((p) => heard(p.events))).toEqual([1, 1]);
    for (const p of pages) p.ws.close();
  }, 30_000);

  it('with one process stopped, a member’s pages still load whole and the portal is ready', async () => {
    const cookie = await logIn(portal, 'buyer');
    await b!.close();
    b = undefined;
    const noAnswer = transportMessage('timeout', DEFAULT_LOCALE);
    // Each page in turn asks both processes (round-robin): without the retry half its calls would fail.
    for (const path of ['/', '/memberCenter/memberInfo', '/', '/memberCenter/memberInfo']) {
      const response = await fetch(`${portal.url}${path}`, { headers: { cookie } });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain(noAnswer);
      expect(html, path).not.toContain('data-testid="section-error"');
    }
    expect((await fetch(`${portal.url}/readyz`)).status).toBe(200);
  }, 30_000);
});
