// Several platform processes on one PostgreSQL (docs/decisions/033-several-platform-processes.md):
// two platforms on a database of their own, each with its own port, pool, clock and sweeps, serve the
// same members with nothing lost or doubled — a session made on one is valid on the other, an
// idempotency key used on both makes one bid, a bid and a chat message reach the sockets open on
// either process once each, and an auction's close is told once however the two sweeps race.
// In one test process (separate ports and pools stand for separate processes: nothing is shared but
// the database). Skips without a PostgreSQL server (tests/support/postgres-suite-database.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Code } from '#contract/codes.ts';
import { api, SOCKET_PATH } from '#contract/endpoints.ts';
import type { MemberEvent } from '#contract/schemas.ts';
import { freshDatabase, skipped } from '#tests/support/postgres-suite-database.ts';
import { sweepBiddings } from './bidding/tellings.ts';
import { CLOSE_GRACE_MS } from './bidding/windows.ts';
import { selectRows } from './db/client.ts';
import { type RunningPlatform, startPlatform } from './server.ts';
import { BIDDING_TIMES, admittedBidders, publishAuction } from './testing/bidding-fixture.ts';
import { apiClient } from './testing/client.ts';
import type { InquiryPlatform } from './testing/inquiry-fixture.ts';
import { freshKey, memberHelpers } from './testing/member-helpers.ts';
import { setClock, type TenderSuite } from './testing/tender-fixture.ts';

const NOW = Date.UTC(2026, 6, 1, 2, 0, 0);
const LIVE = NOW + BIDDING_TIMES.biddingStart;
const CLOSED = NOW + BIDDING_TIMES.biddingEnd + CLOSE_GRACE_MS + 1_000;

type Member = { token: string; memberId: number; roleId: number; userId: number };

/** A member's socket on one process, as the portal opens it: every event it received. */
async function openSocket(platform: RunningPlatform, member: Member) {
  const url = new URL(SOCKET_PATH, platform.url.replace(/^http/, 'ws'));
  const query = { memberId: member.memberId, roleId: member.roleId, token: member.token, userId: member.userId, source: 1 };
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const ws = new WebSocket(url);
  const events: MemberEvent[] = [];
  ws.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as MemberEvent | { action: string };
    if ('data' in frame) events.push(frame as MemberEvent);
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return { events, close: () => ws.close() };
}

/** Waits until `check` holds (every 50 ms, up to `ms`), then answers whether it did. */
async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(skipped !== undefined)(`two platform processes on one PostgreSQL${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  let a: RunningPlatform;
  let b: RunningPlatform;
  let cleanup: (() => Promise<void>) | undefined;
  const onA = apiClient(() => a.url);
  const onB = apiClient(() => b.url);
  let seeded: InquiryPlatform;
  let suite: TenderSuite;
  let buyer: Member;

  beforeAll(async () => {
    const database = await freshDatabase();
    cleanup = database.cleanup;
    // One seal key for both, as a deployment sets QUOTE_SEAL_KEY once; each process its own clock and
    // its own sweeps (tenderOpenings: the openings, the auctions' tellings and the overdue flags).
    const common = {
      databaseUrl: database.databaseUrl,
      uploadsDir: database.uploadsDir,
      quoteSealKey: randomBytes(32).toString('hex'),
      now: () => NOW,
      testClock: true,
      tenderOpenings: true,
      logLevel: 'warn' as const,
    };
    a = await startPlatform(common);
    b = await startPlatform({ ...common, seed: false });
    const token = await onA.login('buyer');
    const me = await onA.call(api.member.current, { token });
    buyer = { token, memberId: me.memberId, roleId: me.memberRoleId, userId: me.userId };
    const [category] = await selectRows<{ id: number }>(a.db, sql`select id from categories where parent_id is not null order by id limit 1`);
    seeded = { platform: a, buyer: token, buyerMe: me, categoryId: category!.id, stop: async () => {} };
    const helpers = memberHelpers({ client: onA, now: NOW, clock: { move() {}, reset() {} }, db: () => a.db, url: () => a.url });
    suite = { client: onA, helpers, seeded };
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await cleanup?.();
  });

  /** Both processes' clocks at `at` (each process keeps its own, as each machine reads its own). */
  const clockAt = (at: number) => Promise.all([setClock({ client: onA }, NOW, at), setClock({ client: onB }, NOW, at)]);

  /** An auction the demo buyer published on A, with two bidders admitted. */
  async function auctionWithBidders() {
    const auction = await publishAuction(suite, NOW);
    const [first, second] = await admittedBidders(suite, auction, 2);
    return { auction, first: first!, second: second! };
  }

  const bidsOf = async (biddingId: number) =>
    Number((await selectRows<{ n: number }>(a.db, sql`select count(*)::int as n from bids where bidding_id = ${biddingId}`))[0]!.n);

  it('a session made on one process is valid on the other, and ended there for both', async () => {
    const token = await onA.login('buyer');
    expect(await onB.call(api.member.current, { token })).toMatchObject({ memberId: buyer.memberId, userId: buyer.userId });
    await onB.call(api.member.logout, { token });
    expect(await onA.raw(api.member.current.method, api.member.current.path, { token })).toMatchObject({ code: Code.LOGIN_EXPIRED, data: null });
  });

  it('the same idempotency key sent to both processes at once makes one bid', async () => {
    const { auction, first } = await auctionWithBidders();
    await clockAt(LIVE);
    try {
      const body = { biddingId: auction.id, price: 9_900, idempotencyKey: freshKey() };
      const [onOne, onOther] = await Promise.all([
        onA.call(api.biddingBid.place, { token: first.token, body }),
        onB.call(api.biddingBid.place, { token: first.token, body }),
      ]);
      expect(onOther.bidId).toBe(onOne.bidId);
      // And again on B after both answered: the same receipt, still one bid.
      expect((await onB.call(api.biddingBid.place, { token: first.token, body })).bidId).toBe(onOne.bidId);
      expect(await bidsOf(auction.id)).toBe(1);
    } finally {
      await clockAt(NOW);
    }
  }, 30_000);

  it('a bid placed on one process reaches the sockets open on both, once each', async () => {
    const { auction, first } = await auctionWithBidders();
    const onSocketA = await openSocket(a, buyer);
    const onSocketB = await openSocket(b, buyer);
    await clockAt(LIVE);
    try {
      const receipt = await onA.call(api.biddingBid.place, {
        token: first.token,
        body: { biddingId: auction.id, price: 9_900, idempotencyKey: freshKey() },
      });
      const bidFrames = (events: MemberEvent[]) =>
        events.filter(
          (e) => e.action === 'bidding_room' && e.data.biddingId === auction.id && e.data.kind === 'bid' && e.data.bid?.bidId === receipt.bidId,
        );
      expect(await until(() => bidFrames(onSocketA.events).length > 0 && bidFrames(onSocketB.events).length > 0)).toBe(true);
      // A second delivery would come within the same fan-out: wait past it.
      await pause(1_000);
      expect([bidFrames(onSocketA.events).length, bidFrames(onSocketB.events).length]).toEqual([1, 1]);
    } finally {
      onSocketA.close();
      onSocketB.close();
      await clockAt(NOW);
    }
  }, 30_000);

  it('an auction’s close is told once however the two processes’ sweeps race', async () => {
    const { auction, first } = await auctionWithBidders();
    const onSocketB = await openSocket(b, buyer);
    await clockAt(LIVE);
    try {
      await onB.call(api.biddingBid.place, { token: first.token, body: { biddingId: auction.id, price: 9_900, idempotencyKey: freshKey() } });
      // Both clocks past the close: both timers sweep every second, and two more sweeps race them.
      await clockAt(CLOSED);
      const log = { warn() {}, error() {} };
      await Promise.all([sweepBiddings({ db: a.db, now: () => CLOSED }, log), sweepBiddings({ db: b.db, now: () => CLOSED }, log)]);
      const closedNotifications = async () =>
        Number(
          (
            await selectRows<{ n: number }>(
              a.db,
              sql`select count(*)::int as n from notifications where recipient_member_id = ${buyer.memberId} and kind = 'bidding.closed'
                  and (payload->>'biddingId')::int = ${auction.id}`,
            )
          )[0]!.n,
        );
      expect(await until(async () => (await closedNotifications()) > 0)).toBe(true);
      // Past two more rounds of both timers.
      await pause(2_500);
      expect(await closedNotifications()).toBe(1);
      const closedFrames = onSocketB.events.filter((e) => e.action === 'bidding_room' && e.data.biddingId === auction.id && e.data.kind === 'closed');
      expect(closedFrames).toHaveLength(1);
    } finally {
      onSocketB.close();
      await clockAt(NOW);
    }
  }, 30_000);

  it('a chat message sent on one process reaches the peer’s socket on the other, once', async () => {
    const { first } = await auctionWithBidders();
    const onSocketB = await openSocket(b, buyer);
    try {
      const content = `multi-process ${freshKey()}`;
      await onA.call(api.message.send, {
        token: first.token,
        body: { toUserId: buyer.userId, msgType: 'text', content, idempotencyKey: freshKey() },
      });
      const chats = () => onSocketB.events.filter((e) => e.action === 'msg_im_message' && e.data.content === content);
      expect(await until(() => chats().length > 0)).toBe(true);
      await pause(500);
      expect(chats()).toHaveLength(1);
    } finally {
      onSocketB.close();
    }
  }, 30_000);
});
