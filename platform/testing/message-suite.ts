// Messages as small stories (docs/decisions/016-messages.md): a member finds a buyer's customer
// service, writes, and both sides' sockets see the message, its delivery and its reading live; the
// rules (2,000 characters, 20 in 10 s, who may write to whom, who may read what) answer their
// codes; a socket that reconnects with the last id it saw gets what it missed, once; a decided
// application arrives as a notification, live and in "my messages". Run inside describeApiSuite.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Code } from '#contract/codes.ts';
import { api, SOCKET_PATH } from '#contract/endpoints.ts';
import {
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_MS,
  CHAT_TEXT_MAX,
  type LoginResult,
  type MemberEvent,
  SOCKET_CURSOR_ACTION,
  type SocketCursor,
} from '#contract/schemas.ts';
import { selectRows } from '../db/client.ts';
import { freshKey, memberHelpers, PDF, type MemberSuiteContext } from './member-helpers.ts';
import { storyHelpers } from './stories.ts';

type Session = Pick<LoginResult, 'token' | 'userId' | 'memberId' | 'memberRoleId'>;

export function messageStories(context: MemberSuiteContext) {
  const { client, db, clock } = context;
  const { call, raw } = client;
  const { expectCode } = storyHelpers(client);
  const { register, uploaded } = memberHelpers(context);

  function socketUrl(session: Session, since?: number, token = session.token): string {
    const url = new URL(SOCKET_PATH, context.url().replace(/^http/, 'ws'));
    const query = {
      memberId: session.memberId,
      roleId: session.memberRoleId,
      token,
      userId: session.userId,
      source: 1,
      ...(since === undefined ? {} : { since }),
    };
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    return url.toString();
  }

  /** A socket as the portal opens it: every event it receives, and a wait for the next that matches. */
  async function openSocket(session: Session, since?: number) {
    const ws = new WebSocket(socketUrl(session, since));
    const events: MemberEvent[] = [];
    /** The cursors of `cursor` frames (where a socket opened without one starts): not events. */
    const starts: number[] = [];
    const waiters: Array<{ match: (e: MemberEvent) => boolean; resolve: (e: MemberEvent) => void }> = [];
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as MemberEvent | SocketCursor;
      if (frame.action === SOCKET_CURSOR_ACTION) {
        starts.push(frame.cursor);
        return;
      }
      const event = frame;
      events.push(event);
      for (const waiter of waiters.splice(0)) {
        if (waiter.match(event)) waiter.resolve(event);
        else waiters.push(waiter);
      }
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return {
      events,
      starts,
      async started(): Promise<number> {
        for (let i = 0; i < 100 && starts.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
        if (starts.length === 0) throw new Error('no cursor frame within 5 s');
        return starts[0]!;
      },
      next<A extends MemberEvent['action']>(action: A, match: (e: Extract<MemberEvent, { action: A }>) => boolean = () => true) {
        const found = events.find((e) => e.action === action && match(e as Extract<MemberEvent, { action: A }>));
        if (found) return Promise.resolve(found as Extract<MemberEvent, { action: A }>);
        return new Promise<Extract<MemberEvent, { action: A }>>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no ${action} within 5 s`)), 5_000);
          waiters.push({
            match: (e) => e.action === action && match(e as Extract<MemberEvent, { action: A }>),
            resolve: (e) => {
              clearTimeout(timer);
              resolve(e as Extract<MemberEvent, { action: A }>);
            },
          });
        });
      },
      close: () =>
        new Promise<void>((resolve) => {
          if (ws.readyState === ws.CLOSED) return resolve();
          ws.once('close', () => resolve());
          ws.close();
        }),
    };
  }

  /** The status an upgrade is refused with (or 101 when it opens). */
  function upgradeStatus(url: string): Promise<number> {
    return new Promise((resolve) => {
      const ws = new WebSocket(url);
      ws.once('open', () => {
        ws.close();
        resolve(101);
      });
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', () => {});
    });
  }

  async function serviceOf(buyer: Session) {
    const [service] = await call(api.message.historySession, { token: buyer.token, query: { memberId: buyer.memberId } });
    return service!.userList[0]!;
  }

  function send(from: Session, toUserId: number, content: string, key = freshKey()) {
    return raw('POST', api.message.send.path, { token: from.token, body: { toUserId, msgType: 'text', content, idempotencyKey: key } });
  }

  describe('messages', () => {
    it('names a buyer’s customer service; a member without one answers 57003, a visitor 1101', async () => {
      const buyer = await register('buyer');
      const supplier = await register('supplier');
      const [service] = await call(api.message.historySession, { token: supplier.token, query: { memberId: buyer.memberId } });
      expect(service).toMatchObject({ memberId: buyer.memberId, userList: [{ userId: buyer.userId }] });
      await expectCode(api.message.historySession, { token: buyer.token, query: { memberId: supplier.memberId } }, Code.NO_CUSTOMER_SERVICE);
      await expectCode(api.message.historySession, { query: { memberId: buyer.memberId } }, Code.LOGIN_EXPIRED);
    }, 30_000);

    it('a supplier writes to a buyer’s service: both see it live, delivered and then read', async () => {
      const buyer = await register('buyer');
      const supplier = await register('supplier');
      const service = await serviceOf(buyer);
      const [buyerSocket, supplierSocket] = await Promise.all([openSocket(buyer), openSocket(supplier)]);
      const sent = await send(supplier, service.userId, '  <b>你好</b>，请问交期？ ');
      expect(sent.code, sent.message).toBe(Code.SUCCESS);
      const message = (await buyerSocket.next('msg_im_message')).data;
      // Stored as typed (trimmed), never as markup: the page renders it as text.
      expect(message).toMatchObject({ fromUserId: supplier.userId, toUserId: buyer.userId, msgType: 'text', content: '<b>你好</b>，请问交期？' });
      expect((await supplierSocket.next('msg_im_message')).data.id).toBe(message.id);
      expect((await supplierSocket.next('msg_im_delivered')).data.ids).toEqual([message.id]);

      const [conversation] = await call(api.message.conversations, { token: buyer.token });
      expect(conversation).toMatchObject({ peerUserId: supplier.userId, unread: 1, last: { id: message.id } });
      expect((await call(api.message.unreadCount, { token: buyer.token })).chats).toBe(1);
      expect(await call(api.message.markRead, { token: buyer.token, body: { peerUserId: supplier.userId } })).toEqual({ marked: 1 });
      expect((await supplierSocket.next('msg_im_read')).data).toMatchObject({ readerUserId: buyer.userId, upToId: message.id });
      expect((await call(api.message.unreadCount, { token: buyer.token })).chats).toBe(0);

      // The service answers; the supplier, who wrote first, may now be written to by it.
      expect((await send(buyer, supplier.userId, '下周一发货')).code).toBe(Code.SUCCESS);
      expect((await supplierSocket.next('msg_im_message', (e) => e.data.fromUserId === buyer.userId)).data.content).toBe('下周一发货');
      const history = await call(api.message.history, { token: supplier.token, query: { peerUserId: buyer.userId } });
      expect(history.data.map((m) => m.content)).toEqual(['<b>你好</b>，请问交期？', '下周一发货']);
      await Promise.all([buyerSocket.close(), supplierSocket.close()]);
    }, 30_000);

    it('refuses what the rules forbid, with their codes, and writes no event for it', async () => {
      const buyer = await register('buyer');
      const supplier = await register('supplier');
      const other = await register('supplier');
      const service = await serviceOf(buyer);
      const [before] = await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from member_events`);
      expect((await send(supplier, service.userId, 'x'.repeat(CHAT_TEXT_MAX + 1))).code).toBe(Code.MESSAGE_TOO_LONG);
      // A supplier that is no customer service and never wrote to the caller; and oneself.
      expect((await send(supplier, other.userId, 'hello')).code).toBe(Code.MAY_NOT_WRITE);
      expect((await send(supplier, supplier.userId, 'hello')).code).toBe(Code.MAY_NOT_WRITE);
      const [after] = await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from member_events`);
      expect(after!.n).toBe(before!.n);
      expect((await send(supplier, service.userId, 'x'.repeat(CHAT_TEXT_MAX))).code).toBe(Code.SUCCESS);
      // The same key twice (a double click): one message.
      const key = freshKey();
      const [a, b] = await Promise.all([send(supplier, service.userId, 'once', key), send(supplier, service.userId, 'once', key)]);
      expect((a.data as { id: number }).id).toBe((b.data as { id: number }).id);
      // Twenty in ten seconds per member, by the platform's clock.
      for (let i = 2; i < CHAT_RATE_LIMIT; i++) expect((await send(supplier, service.userId, `#${i}`)).code).toBe(Code.SUCCESS);
      expect((await send(supplier, service.userId, 'one too many')).code).toBe(Code.TOO_MANY_MESSAGES);
      clock.move(CHAT_RATE_WINDOW_MS + 1);
      try {
        expect((await send(supplier, service.userId, 'later')).code).toBe(Code.SUCCESS);
      } finally {
        clock.reset();
      }
      // A third member reads nothing of the conversation.
      const history = await call(api.message.history, { token: other.token, query: { peerUserId: service.userId } });
      expect(history.data).toEqual([]);
      expect((await call(api.message.markRead, { token: other.token, body: { peerUserId: supplier.userId } })).marked).toBe(0);
    }, 60_000);

    it('sends a file only the recipient may read, and a card with the inquiry’s title and deadline', async () => {
      const buyer = await register('buyer');
      const supplier = await register('supplier');
      const other = await register('supplier');
      const service = await serviceOf(buyer);
      const quotation = await uploaded(supplier.token, PDF, '报价单.pdf', 'document');
      const sentFile = await call(api.message.send, {
        token: supplier.token,
        body: { toUserId: service.userId, msgType: 'file', fileId: quotation.id, idempotencyKey: freshKey() },
      });
      expect(sentFile).toMatchObject({
        msgType: 'file',
        content: '报价单.pdf',
        attachment: { fileId: quotation.id, contentType: 'application/pdf' },
      });
      expect((await client.file(quotation.url, buyer.token)).status).toBe(200);
      expect((await client.file(quotation.url, other.token)).status).toBe(404);
      // Another member's upload is not the sender's to send.
      await expectCode(
        api.message.send,
        { token: other.token, body: { toUserId: service.userId, msgType: 'file', fileId: quotation.id, idempotencyKey: freshKey() } },
        Code.FILE_UNUSABLE,
      );
      const [inquiry] = await selectRows<{ id: number; details: string; offer_end_time: Date }>(
        db(),
        sql`select id, details, offer_end_time from inquiries order by id limit 1`,
      );
      const card = await call(api.message.send, {
        token: supplier.token,
        body: { toUserId: service.userId, msgType: 'card', card: { kind: 'inquiry', id: inquiry!.id }, idempotencyKey: freshKey() },
      });
      expect(card.card).toEqual({ kind: 'inquiry', id: inquiry!.id, title: inquiry!.details, deadline: new Date(inquiry!.offer_end_time).getTime() });
    }, 30_000);

    it('a socket that comes back with the cursor it was given gets what it missed, once, in order', async () => {
      const buyer = await register('buyer');
      const supplier = await register('supplier');
      const service = await serviceOf(buyer);
      const first = await openSocket(buyer, 0);
      expect((await send(supplier, service.userId, 'one')).code).toBe(Code.SUCCESS);
      const seen = await first.next('msg_im_message');
      expect(seen.cursor).toEqual(expect.any(Number));
      await first.close();
      for (const text of ['two', 'three']) expect((await send(supplier, service.userId, text)).code).toBe(Code.SUCCESS);
      const again = await openSocket(buyer, seen.cursor);
      await again.next('msg_im_message', (e) => e.data.content === 'three');
      expect((await send(supplier, service.userId, 'four')).code).toBe(Code.SUCCESS);
      await again.next('msg_im_message', (e) => e.data.content === 'four');
      // The catch-up may repeat what the first socket had (the page drops those by id): none is lost.
      const had = new Set(first.events.map((e) => e.id));
      const contents = again.events.flatMap((e) => (e.action === 'msg_im_message' && !had.has(e.id) ? [e.data.content] : []));
      expect(contents).toEqual(['two', 'three', 'four']);
      const ids = again.events.map((e) => e.id);
      expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
      // The same catch-up over HTTP (a page that reloads its lists).
      const missed = await call(api.message.events, { token: buyer.token, query: { since: seen.id } });
      expect(missed.filter((e) => e.action === 'msg_im_message').map((e) => e.action === 'msg_im_message' && e.data.content)).toEqual([
        'two',
        'three',
        'four',
      ]);
      await again.close();
    }, 30_000);

    it('a socket opened without a cursor is told where it starts: coming back from there, it gets what was written meanwhile', async () => {
      const buyer = await register('buyer');
      const supplier = await register('supplier');
      const service = await serviceOf(buyer);
      const first = await openSocket(buyer);
      const cursor = await first.started();
      expect(first.events, 'no event yet').toEqual([]);
      // The page received no event; its connection drops; a message is written meanwhile.
      await first.close();
      expect((await send(supplier, service.userId, 'while away')).code).toBe(Code.SUCCESS);
      const again = await openSocket(buyer, cursor);
      await again.next('msg_im_message', (e) => e.data.content === 'while away');
      expect(again.starts, 'a socket opened with a cursor gets no start frame').toEqual([]);
      await again.close();
    }, 30_000);

    it('opens only for a live session that matches its query', async () => {
      const supplier = await register('supplier');
      expect(await upgradeStatus(socketUrl(supplier))).toBe(101);
      expect(await upgradeStatus(socketUrl(supplier, undefined, 'not-a-token'))).toBe(401);
      expect(await upgradeStatus(socketUrl({ ...supplier, userId: supplier.userId + 1 }))).toBe(401);
      expect(await upgradeStatus(socketUrl(supplier).replace('source=1', 'source=2'))).toBe(400);
    }, 30_000);

    it('a decided application arrives as a notification, live and in my messages; read marks one and all', async () => {
      const buyer = await register('buyer');
      const supplier = await register('supplier');
      const licence = await uploaded(supplier.token, PDF, '营业执照.pdf', 'document');
      const [category] = await selectRows<{ id: number }>(db(), sql`select id from categories where parent_id is not null order by id limit 1`);
      const application = await call(api.admission.apply, {
        token: supplier.token,
        body: {
          buyerMemberId: buyer.memberId,
          buyerRoleId: buyer.memberRoleId,
          categoryIds: [category!.id],
          documentFileIds: [licence.id],
          contactName: '李四',
          contactPhone: '021-87654321',
          idempotencyKey: freshKey(),
        },
      });
      const socket = await openSocket(supplier);
      await call(api.admission.decide, { token: buyer.token, body: { id: application.id, decision: 'reject', reason: '资质不全' } });
      const live = await socket.next('msg_notification');
      expect(live.data).toMatchObject({ kind: 'admission.rejected', readTime: null });
      const service = await serviceOf(buyer);
      await send(supplier, service.userId, '已补充资质');
      await send(buyer, supplier.userId, '收到');

      const all = await call(api.message.inbox, { token: supplier.token, query: { filter: 'all' } });
      expect(all.totalCount).toBe(2);
      expect(all.data.map((item) => item.type).sort()).toEqual(['chat', 'notification']);
      expect(all.data.every((item) => item.unread)).toBe(true);
      const system = await call(api.message.inbox, { token: supplier.token, query: { filter: 'system' } });
      expect(system.data).toMatchObject([{ type: 'notification', notification: { id: live.data.id, kind: 'admission.rejected' } }]);
      expect(await call(api.message.unreadCount, { token: supplier.token })).toEqual({ notifications: 1, chats: 1, total: 2 });
      expect(await call(api.message.markRead, { token: supplier.token, body: { id: live.data.id } })).toEqual({ marked: 1 });
      // The member's other windows hear it, and update their counts.
      expect((await socket.next('msg_notification_read')).data.ids).toEqual([live.data.id]);
      // Read lines go after unread ones.
      const reordered = await call(api.message.inbox, { token: supplier.token, query: {} });
      expect(reordered.data.map((item) => [item.type, item.unread])).toEqual([
        ['chat', true],
        ['notification', false],
      ]);
      // Another member's notification is not the caller's to mark.
      await expectCode(api.message.markRead, { token: buyer.token, body: { id: live.data.id } }, Code.MESSAGE_MISSING);
      expect(await call(api.message.markRead, { token: supplier.token, body: { all: true } })).toEqual({ marked: 1 });
      expect((await call(api.message.unreadCount, { token: supplier.token })).total).toBe(0);
      await socket.close();
    }, 30_000);

    it('keeps the event feed append-only', async () => {
      for (const statement of [sql`update member_events set action = 'x'`, sql`delete from member_events`, sql`truncate member_events`]) {
        // drizzle wraps the database's error: its cause carries the trigger's message.
        const refusal = await db()
          .execute(statement)
          .then(
            () => 'done',
            (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
          );
        expect(refusal).toMatch(/^append-only table member_events: (UPDATE|DELETE|TRUNCATE) refused$/);
      }
    });
  });
}
