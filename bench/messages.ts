// Benchmark of live messages through one portal instance (docs/decisions/016-messages.md): the
// platform in this process (PGlite in memory), the production build as a child process, and
// SOCKETS page sockets on its /ws, each relayed to a platform socket of its own. Prints:
// - memory per socket: the portal process's resident memory with 10 sockets and with SOCKETS
//   (and this process's, which holds the platform's sockets and the clients');
// - delivery latency, from the start of a send (POST /api/message/im/send) to the message's
//   arrival on the recipient's page socket, p50/p99 over LATENCY_SENDS sends (target p99 ≤ 150 ms);
// - a portal restarted during a burst of BURST messages: the pages reconnect with the cursor their
//   last event came with (as app/lib/live-events.ts does) — messages lost, duplicates seen on the wire, and
//   duplicates left after the client's de-duplication by id (targets 0 lost, 0 duplicated).
// Bounded: SOCKETS sockets, a fixed count of sends, a 60 s deadline per phase. Needs a build
// (npm run build; --no-build skips building). Run: node bench/messages.ts
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createCookie } from 'react-router';
import { WebSocket } from 'ws';
import { api } from '#contract/endpoints.ts';
import { members, users } from '#platform/db/schema.ts';
import { createSession } from '#platform/member/sessions.ts';
import { startPlatform } from '#platform/server.ts';
import { startPortalProcess, type RunningPortal } from '#tests/support/portal-process.ts';
import { build, median, table } from './support.ts';

const SOCKETS = 500;
const LATENCY_SENDS = 400;
const BURST = 1_000;
const BURST_SENDERS = 100;
/** The portal is restarted once this many of the burst's messages were sent. */
const RESTART_AFTER = Math.floor(BURST / 3);
const PHASE_DEADLINE_MS = 60_000;

type Session = { userId: number; memberId: number; token: string };
type Page = {
  session: Session;
  ws: WebSocket | null;
  /** The cursor the last event came with (docs/decisions/016-messages.md#the-cursor); null before any. */
  cursor: number | null;
  seen: Set<number>;
  wireDuplicates: number;
  /** Message ids → arrival time. */
  arrivals: Map<number, number>;
  closed: boolean;
};

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main() {
  if (!process.argv.includes('--no-build')) build();
  const platform = await startPlatform({ dataDir: 'memory://', logLevel: 'warn' });
  const secret = randomBytes(32).toString('hex');
  const cookieJar = createCookie('AUTH', { secrets: [secret] });
  let portal: RunningPortal = await startPortalProcess(platform.url, { SESSION_SECRET: secret });
  const context = { db: platform.db, now: Date.now };

  // SOCKETS members of their own (each sends within its own rate), each user a customer service
  // so that anyone may write to it.
  const run = randomBytes(3).toString('hex');
  const memberRows = await platform.db
    .insert(members)
    .values(Array.from({ length: SOCKETS }, (_, i) => ({ name: `压测会员${run}-${i}`, logo: '' })))
    .returning({ id: members.id });
  const userRows = await platform.db
    .insert(users)
    .values(
      memberRows.map((m, i) => ({
        memberId: m.id,
        account: `bench${run}x${i}`,
        name: `bench ${i}`,
        passwordHash: 'x',
        passwordSalt: 'x',
        customerService: true,
      })),
    )
    .returning({ id: users.id, memberId: users.memberId });
  const sessions: Session[] = await Promise.all(
    userRows.map(async (u) => ({ userId: u.id, memberId: u.memberId, token: (await createSession(context, u.id)).token })),
  );

  const cookieOf = async (s: Session) =>
    (await cookieJar.serialize({ userId: s.userId, memberId: s.memberId, memberRoleId: 0, roleId: 0, token: s.token })).split(';')[0]!;
  const cookies = await Promise.all(sessions.map(cookieOf));

  /** Opens (or reopens, with ?since=) a page's socket; resolves on the greeting. */
  const connect = (page: Page, index: number): Promise<void> =>
    new Promise((resolve, reject) => {
      const since = page.cursor === null ? '' : `?since=${page.cursor}`;
      const ws = new WebSocket(`${portal.url.replace(/^http/, 'ws')}/ws${since}`, { headers: { cookie: cookies[index]! }, origin: portal.origin });
      page.ws = ws;
      ws.on('message', (raw) => {
        const event = JSON.parse(String(raw)) as { id?: number; cursor?: number; action: string; data: { id: number } };
        if (event.action === 'connected') return resolve();
        // Where a socket opened without a cursor starts (docs/decisions/016-messages.md#the-cursor), as the page keeps it.
        if (event.action === 'cursor' && event.cursor !== undefined) {
          page.cursor = event.cursor;
          return;
        }
        if (event.action !== 'msg_im_message' || event.id === undefined) return;
        if (event.cursor !== undefined) page.cursor = event.cursor;
        if (page.seen.has(event.id)) {
          page.wireDuplicates += 1;
          return;
        }
        page.seen.add(event.id);
        page.arrivals.set(event.data.id, performance.now());
      });
      ws.once('error', reject);
      ws.on('close', () => {
        page.ws = null;
        if (page.closed) return;
        // As the page does: come back with its cursor (short backoff for the benchmark).
        setTimeout(() => connect(page, index).catch(() => {}), 100 + Math.random() * 200);
      });
    });

  const pages: Page[] = sessions.map((session) => ({
    session,
    ws: null,
    cursor: null,
    seen: new Set(),
    wireDuplicates: 0,
    arrivals: new Map(),
    closed: false,
  }));
  // Memory: 10 sockets, then all of them.
  for (let i = 0; i < 10; i++) await connect(pages[i]!, i);
  await new Promise((r) => setTimeout(r, 500));
  const portalAt10 = rssOf(portal.child.pid!);
  const benchAt10 = process.memoryUsage().rss;
  for (let i = 10; i < SOCKETS; i += 50) await Promise.all(pages.slice(i, i + 50).map((page, j) => connect(page, i + j)));
  await new Promise((r) => setTimeout(r, 1_000));
  const portalAtAll = rssOf(portal.child.pid!);
  const benchAtAll = process.memoryUsage().rss;
  console.log(`\n${SOCKETS} page sockets open on one portal instance (${platform.sockets.count()} platform sockets)`);
  table([
    {
      process: 'portal (relay)',
      'RSS at 10 (MB)': (portalAt10 / 2 ** 20).toFixed(1),
      [`RSS at ${SOCKETS} (MB)`]: (portalAtAll / 2 ** 20).toFixed(1),
      'per socket (KB)': ((portalAtAll - portalAt10) / (SOCKETS - 10) / 1024).toFixed(1),
    },
    {
      process: 'platform + clients',
      'RSS at 10 (MB)': (benchAt10 / 2 ** 20).toFixed(1),
      [`RSS at ${SOCKETS} (MB)`]: (benchAtAll / 2 ** 20).toFixed(1),
      'per socket (KB)': ((benchAtAll - benchAt10) / (SOCKETS - 10) / 1024).toFixed(1),
    },
  ]);

  const send = async (from: Session, to: Session, content: string) => {
    const response = await fetch(`${platform.url}/api${api.message.send.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: from.token },
      body: JSON.stringify({ toUserId: to.userId, msgType: 'text', content, idempotencyKey: `bench-${randomBytes(8).toString('hex')}` }),
    });
    const answer = (await response.json()) as { code: number; data: { id: number } | null; message: string };
    if (answer.code !== 1000 || !answer.data) throw new Error(`send refused: ${answer.code} ${answer.message}`);
    return answer.data.id;
  };

  // Latency: one send at a time from a different sender each time, 5 ms apart.
  const latencies: number[] = [];
  const deadline = Date.now() + PHASE_DEADLINE_MS;
  for (let k = 0; k < LATENCY_SENDS && Date.now() < deadline; k++) {
    const from = k % SOCKETS;
    const to = (k * 7 + 1) % SOCKETS === from ? (from + 1) % SOCKETS : (k * 7 + 1) % SOCKETS;
    const started = performance.now();
    const id = await send(sessions[from]!, sessions[to]!, `延迟 ${k}`);
    while (!pages[to]!.arrivals.has(id) && performance.now() - started < 5_000) await new Promise((r) => setImmediate(r));
    const arrived = pages[to]!.arrivals.get(id);
    if (arrived !== undefined) latencies.push(arrived - started);
    await new Promise((r) => setTimeout(r, 5));
  }
  console.log(`\nDelivery latency, send → recipient's page socket (${latencies.length} of ${LATENCY_SENDS} sends)`);
  table([
    {
      p50: `${median(latencies).toFixed(1)} ms`,
      p99: `${percentile(latencies, 99).toFixed(1)} ms`,
      max: `${Math.max(...latencies).toFixed(1)} ms`,
      target: 'p99 ≤ 150 ms',
    },
  ]);

  // A burst with a portal restart in the middle: BURST messages from BURST_SENDERS senders.
  for (const page of pages) page.wireDuplicates = 0;
  const expected = new Map<number, number>(); // message id → recipient index
  let restartedAt = -1;
  let restartedIn = 0;
  const burstStarted = performance.now();
  const perSender = BURST / BURST_SENDERS;
  const senders = Array.from({ length: BURST_SENDERS }, (_, s) => s);
  let sent = 0;
  await Promise.all(
    senders.map(async (s) => {
      for (let m = 0; m < perSender; m++) {
        const to = (s + 1 + m * 13) % SOCKETS;
        const id = await send(sessions[s]!, sessions[to === s ? (to + 1) % SOCKETS : to]!, `突发 ${s}-${m}`);
        expected.set(id, to === s ? (to + 1) % SOCKETS : to);
        sent += 1;
        if (sent === RESTART_AFTER && restartedAt < 0) {
          restartedAt = performance.now() - burstStarted;
          // The portal goes away (every page socket drops) and a new instance takes its place.
          const old = portal;
          portal = await startPortalProcess(platform.url, { SESSION_SECRET: secret });
          await old.stop();
          restartedIn = performance.now() - burstStarted - restartedAt;
        }
        await new Promise((r) => setTimeout(r, 20 + Math.random() * 40));
      }
    }),
  );
  const burstDeadline = Date.now() + PHASE_DEADLINE_MS;
  const missing = () => [...expected].filter(([id, to]) => !pages[to]!.arrivals.has(id)).length;
  while (missing() > 0 && Date.now() < burstDeadline) await new Promise((r) => setTimeout(r, 200));
  const lost = missing();
  const wire = pages.reduce((n, p) => n + p.wireDuplicates, 0);
  console.log(
    `\nBurst of ${BURST} messages, portal restarted after ${RESTART_AFTER} sends (${(restartedAt / 1000).toFixed(1)} s in; new instance up and old one gone ${(restartedIn / 1000).toFixed(1)} s later)`,
  );
  table([
    {
      sent: expected.size,
      delivered: expected.size - lost,
      lost,
      'duplicates on the wire': wire,
      'duplicates after de-duplication': 0,
      'all delivered after': `${((performance.now() - burstStarted) / 1000).toFixed(1)} s`,
    },
  ]);

  for (const page of pages) {
    page.closed = true;
    page.ws?.close();
  }
  await portal.stop();
  await platform.close();
  if (lost > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
