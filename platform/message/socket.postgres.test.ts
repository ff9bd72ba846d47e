// Two platform instances on one PostgreSQL database (docs/decisions/016-messages.md#the-socket): a
// message written through one reaches a socket open on the other, through LISTEN/NOTIFY; and when
// an instance's listening connection is cut, it reconnects and pushes what was written meanwhile;
// and an event whose transaction commits after a later one was pushed still reaches a page that
// comes back with its cursor (docs/decisions/016-messages.md#the-cursor).
// Needs DATABASE_URL (or Docker), like the PostgreSQL API suite; skipped with the reason otherwise.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, SOCKET_PATH } from '#contract/endpoints.ts';
import type { MemberEvent } from '#contract/schemas.ts';
import { findTestServer } from '#tests/support/test-server.ts';
import type { Db } from '../db/client.ts';
import { DEMO_PASSWORD } from '../seed/members.ts';
import { startPlatform, type RunningPlatform } from '../server.ts';
import { apiClient } from '../testing/client.ts';
import { freshKey } from '../testing/member-helpers.ts';
import { publishEvent } from './events.ts';

const server = await findTestServer('DATABASE_URL', async () => {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:17').start();
  return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
});
const skipped = 'skipped' in server ? server.skipped : undefined;

describe.skipIf(skipped !== undefined)(`message sockets across two instances${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  const name = `portal_ws_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let first: RunningPlatform;
  let second: RunningPlatform;
  let databaseUrl: string;
  const uploadsDir = mkdtempSync(join(tmpdir(), 'portal-ws-uploads-'));

  beforeAll(async () => {
    if (!('url' in server)) return;
    admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    first = await startPlatform({ databaseUrl, uploadsDir, logLevel: 'warn' });
    // The second finds the database seeded and migrated: it only serves.
    second = await startPlatform({ databaseUrl, uploadsDir, logLevel: 'warn' });
  }, 120_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (admin) {
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    }
    rmSync(uploadsDir, { recursive: true, force: true });
    if ('stop' in server) await server.stop?.();
  });

  async function socketOn(
    platform: RunningPlatform,
    session: { token: string; userId: number; memberId: number; memberRoleId: number },
    since?: number,
  ) {
    const url = new URL(SOCKET_PATH, platform.url.replace(/^http/, 'ws'));
    for (const [key, value] of Object.entries({
      memberId: session.memberId,
      roleId: session.memberRoleId,
      token: session.token,
      userId: session.userId,
      source: 1,
      ...(since === undefined ? {} : { since }),
    }))
      url.searchParams.set(key, String(value));
    const ws = new WebSocket(url);
    const events: MemberEvent[] = [];
    ws.on('message', (raw) => events.push(JSON.parse(String(raw)) as MemberEvent));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const waitFor = async (content: string) => {
      for (let i = 0; i < 100; i++) {
        const found = events.find((e) => e.action === 'msg_im_message' && e.data.content === content);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`"${content}" did not arrive within 5 s`);
    };
    const waitForNotification = async (id: number) => {
      for (let i = 0; i < 100; i++) {
        const found = events.find((e) => e.action === 'msg_notification' && e.data.id === id);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`notification ${id} did not arrive within 5 s`);
    };
    return { ws, events, waitFor, waitForNotification };
  }

  it('pushes a message written through one instance to a socket on the other, and catches up after a cut listener', async () => {
    const a = apiClient(() => first.url);
    const buyerSession = await a.call(api.member.login, { body: { account: 'buyer', password: DEMO_PASSWORD } });
    const supplierSession = await a.call(api.member.login, { body: { account: 'supplier', password: DEMO_PASSWORD } });
    const socket = await socketOn(second, buyerSession);
    const send = (content: string) =>
      a.call(api.message.send, {
        token: supplierSession.token,
        body: { toUserId: buyerSession.userId, msgType: 'text', content, idempotencyKey: freshKey() },
      });
    await send('经由另一实例');
    await socket.waitFor('经由另一实例');

    // Cut every listening connection: NOTIFYs sent now reach no one until the listeners are back.
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN%'`, [name]);
    await send('断线期间');
    await socket.waitFor('断线期间');
    const ids = socket.events.map((e) => e.id);
    expect(ids).toEqual([...new Set(ids)]);
    socket.ws.close();
  }, 60_000);

  it('an event committed after a later one was pushed reaches the page that comes back with its cursor', async () => {
    const a = apiClient(() => first.url);
    const buyer = await a.call(api.member.login, { body: { account: 'buyer', password: DEMO_PASSWORD } });
    const page = await socketOn(second, buyer);
    const early = new pg.Client({ connectionString: databaseUrl });
    const late = new pg.Client({ connectionString: databaseUrl });
    await early.connect();
    await late.connect();
    try {
      const notification = (id: number) => ({ id, kind: 'order.created' as const, payload: {}, createTime: Date.now(), readTime: null });
      const write = (client: pg.Client, id: number) =>
        publishEvent(
          drizzle({ client, casing: 'snake_case' }) as unknown as Db,
          [{ memberId: buyer.memberId }],
          'msg_notification',
          notification(id),
          Date.now(),
        );
      // The first transaction takes the lower id and stays open; the second takes a higher one and commits.
      await early.query('BEGIN');
      await write(early, 900_001);
      await late.query('BEGIN');
      await write(late, 900_002);
      await late.query('COMMIT');
      const pushed = await page.waitForNotification(900_002);
      expect(pushed.cursor).toEqual(expect.any(Number));
      // The page goes away (a portal restart, a phone off the network) before the first commits.
      page.ws.close();
      await early.query('COMMIT');
      const again = await socketOn(second, buyer, pushed.cursor);
      const missed = await again.waitForNotification(900_001);
      expect(missed.id).toBeLessThan(pushed.id);
      // Handed on once by the page: what the catch-up repeats has an id the page already had.
      const ids = again.events.map((e) => e.id);
      expect(ids).toEqual([...new Set(ids)]);
      again.ws.close();
    } finally {
      await early.query('ROLLBACK').catch(() => {});
      await early.end();
      await late.end();
    }
  }, 60_000);
});
