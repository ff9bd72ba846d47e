// The platform's socket, /api/message/websocket (docs/decisions/016-messages.md#the-socket): opened
// with memberId, roleId, token, userId and source=1 (docs/product/platform-calls.md#socket-and-cookies),
// authenticated by the token like every call, it pushes the user's events from the feed. Each instance LISTENs for the feed's
// NOTIFY, so an event written by any instance reaches sockets on all of them. Each event goes out
// with a cursor (docs/decisions/016-messages.md#the-cursor): a socket opened with it as `since`
// first gets every event of the transactions from it on (catch-up; some the page may have had, it
// drops those by id), then live events, none twice on one socket; a socket opened without one is
// first told where it starts (a `cursor` frame). A message pushed to its recipient
// is marked delivered, and the sender is told (msg_im_delivered).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import { CATCH_UP_MAX, SOCKET_CLOSE, SOCKET_PATH, SocketQuery } from '#contract/endpoints.ts';
import { SOCKET_CURSOR_ACTION, type SocketCursor } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { messages, users } from '../db/schema.ts';
import type { Caller, ResolveCaller } from '../http/caller.ts';
import { transaction } from '../http/idempotency.ts';
import { eventsPushed, openSockets } from '../http/metrics.ts';
import { catchUp, currentHorizon, EVENT_CHANNEL, eventsByIds, eventsFrom, parsePayload, publishEvent, type StoredEvent } from './events.ts';

const PING_INTERVAL_MS = 30_000;
const CATCH_UP_BATCH = 1_000;
/** Ids a socket remembers having sent (an instance's catch-up may hand an event on again). */
const SENT_REMEMBERED = 2_000;

/** An event as handed on, with the cursor the instance had reached when it did. */
type Dispatched = { stored: StoredEvent; cursor: number };

type Client = {
  ws: WebSocket;
  caller: Caller;
  token: string;
  /** The ids sent lately, oldest first: none is sent twice. */
  sent: Set<number>;
  /** The cursor its catch-up reached: what it sends is never below it. */
  floor: number;
  /** A catch-up cut short: the cursor stays at `floor` until the socket comes back for the rest. */
  capped: boolean;
  /** Live events that arrived while the catch-up was being read. */
  pending: Dispatched[] | null;
  alive: boolean;
};

export type MessageSockets = { count(): number; close(): Promise<void> };

function refuse(socket: Duplex, status: 400 | 401): void {
  const reason = status === 400 ? 'Bad Request' : 'Unauthorized';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export async function attachMessageSockets(
  server: Server,
  options: { context: PlatformContext; database: Pick<Database, 'listen'>; resolveCaller: ResolveCaller; logger: Logger },
): Promise<MessageSockets> {
  const { context, database, resolveCaller, logger } = options;
  const { db, now } = context;
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 4 * 1024 });
  const byMember = new Map<number, Set<Client>>();
  /** Every transaction below it has ended and its events were handed on (to the sockets open then). */
  let horizon = await currentHorizon(db);
  /** NOTIFYs and catch-ups are handled one after another, in the order they came (commit order). */
  let queue: Promise<void> = Promise.resolve();
  /** Once closed, what is still queued is dropped: the database it would read is going away. */
  let closed = false;
  const enqueue = (work: () => Promise<void>, what: string) => {
    queue = queue.then(() => (closed ? undefined : work())).catch((error) => logger.warn({ err: error }, what));
  };

  const clientsFor = (event: StoredEvent): Client[] => {
    const clients = [...(byMember.get(event.recipientMemberId) ?? [])];
    return event.recipientUserId === null ? clients : clients.filter((c) => c.caller.userId === event.recipientUserId);
  };

  /** Marks the chat messages pushed to their recipient delivered and tells each sender, once. */
  const markDelivered = async (ids: number[]) => {
    if (ids.length === 0) return;
    const at = now();
    await transaction(db, async (tx) => {
      const rows = await tx
        .update(messages)
        .set({ deliveredTime: new Date(at) })
        .where(and(inArray(messages.id, ids), isNull(messages.deliveredTime)))
        .returning({ id: messages.id, fromUserId: messages.fromUserId });
      const bySender = Map.groupBy(rows, (row) => row.fromUserId);
      for (const [fromUserId, sent] of bySender) {
        const [sender] = await tx.select({ memberId: users.memberId }).from(users).where(eq(users.id, fromUserId));
        if (sender)
          await publishEvent(
            tx,
            [{ memberId: sender.memberId, userId: fromUserId }],
            'msg_im_delivered',
            { ids: sent.map((m) => m.id), deliveredTime: at },
            at,
          );
      }
    });
  };

  /** Sends the events to the client, once each; returns the ids of chat messages it received as their recipient. */
  const send = (client: Client, events: Dispatched[]): number[] => {
    const delivered: number[] = [];
    for (const { stored, cursor } of events) {
      const { event } = stored;
      if (client.sent.has(event.id) || client.ws.readyState !== client.ws.OPEN) continue;
      client.ws.send(JSON.stringify({ ...event, cursor: client.capped ? client.floor : Math.max(client.floor, cursor) }));
      eventsPushed.inc({ action: event.action });
      client.sent.add(event.id);
      if (client.sent.size > SENT_REMEMBERED) client.sent.delete(client.sent.values().next().value as number);
      if (event.action === 'msg_im_message' && event.data.toUserId === client.caller.userId && event.data.deliveredTime === null)
        delivered.push(event.data.id);
    }
    return delivered;
  };

  const dispatch = (events: StoredEvent[]) => {
    const delivered: number[] = [];
    for (const stored of events) {
      for (const client of clientsFor(stored)) {
        const item = { stored, cursor: horizon };
        if (client.pending) client.pending.push(item);
        else delivered.push(...send(client, [item]));
      }
    }
    markDelivered(delivered).catch((error) => logger.warn({ err: error }, 'marking messages delivered failed'));
  };

  /** What was written from the horizon on (after a lost listening connection, or a failed read). */
  const catchUpInstance = async () => {
    const reached = await currentHorizon(db);
    let after: { xid: number; id: number } | undefined;
    for (;;) {
      const events = await eventsFrom(db, horizon, CATCH_UP_BATCH, after);
      dispatch(events);
      const last = events.at(-1);
      if (!last || events.length < CATCH_UP_BATCH) break;
      after = { xid: last.xid, id: last.id };
    }
    horizon = Math.max(horizon, reached);
  };

  const onNotify = (payload: string) => {
    const announced = parsePayload(payload);
    enqueue(async () => {
      try {
        // No socket open here: nothing to hand on (a socket opened later catches up from its cursor).
        const events = byMember.size === 0 ? [] : await eventsByIds(db, announced.ids);
        // Handled in commit order, so every transaction below the writer's horizon was handled before.
        if (announced.horizon !== null) horizon = Math.max(horizon, announced.horizon);
        dispatch(events);
      } catch (error) {
        logger.warn({ err: error }, 'reading announced events failed');
        await catchUpInstance();
      }
    }, 'catching up after a failed read failed');
  };
  const unlisten = await database.listen(EVENT_CHANNEL, onNotify, () => {
    enqueue(catchUpInstance, 'catching up after a lost listener failed');
  });

  const register = async (ws: WebSocket, caller: Caller, token: string, since: number | undefined) => {
    const client: Client = { ws, caller, token, sent: new Set(), floor: 0, capped: false, pending: since === undefined ? null : [], alive: true };
    const set = byMember.get(caller.memberId) ?? new Set<Client>();
    set.add(client);
    byMember.set(caller.memberId, set);
    openSockets.inc();
    ws.on('pong', () => {
      client.alive = true;
    });
    ws.on('message', (raw) => {
      // The only message a client sends is an application-level ping (a browser cannot send a protocol ping).
      if (String(raw) === '{"action":"ping"}') ws.send('{"action":"pong"}');
    });
    ws.on('close', () => {
      openSockets.dec();
      set.delete(client);
      if (set.size === 0) byMember.delete(caller.memberId);
    });
    if (since !== undefined) {
      try {
        const missed = await catchUp(db, caller, since);
        // Each but the last keeps the page's cursor: a page cut off midway comes back for the rest.
        const delivered = send(
          client,
          missed.events.map((stored, index) => ({ stored, cursor: index === missed.events.length - 1 ? missed.cursor : since })),
        );
        client.floor = missed.cursor;
        client.capped = missed.events.length >= CATCH_UP_MAX;
        const queued = client.pending ?? [];
        client.pending = null;
        delivered.push(...send(client, queued));
        await markDelivered(delivered);
      } catch (error) {
        logger.warn({ err: error }, 'socket catch-up failed');
        ws.close(1011, 'catch-up failed');
      }
    } else {
      // A socket without a cursor learns where it starts: the instance's horizon, every transaction
      // below it handed on before this socket was registered, every later one coming to it live.
      const start: SocketCursor = { action: SOCKET_CURSOR_ACTION, cursor: horizon };
      ws.send(JSON.stringify(start));
    }
  };

  const onUpgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://platform');
    if (url.pathname !== SOCKET_PATH) return;
    socket.on('error', () => socket.destroy());
    const query = SocketQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return refuse(socket, 400);
    const { token, memberId, userId, since } = query.data;
    let caller: Caller | null = null;
    try {
      caller = await resolveCaller(token);
    } catch {
      caller = null;
    }
    if (!caller || caller.memberId !== memberId || caller.userId !== userId) return refuse(socket, 401);
    const who = caller;
    wss.handleUpgrade(req, socket, head, (ws) => {
      register(ws, who, token, since).catch(() => ws.terminate());
    });
  };
  server.on('upgrade', onUpgrade);

  // Heartbeat: a socket that missed a pong is gone; a session that ended (signed out, expired) closes.
  const heartbeat = setInterval(() => {
    for (const set of byMember.values()) {
      for (const client of set) {
        if (!client.alive) {
          client.ws.terminate();
          continue;
        }
        client.alive = false;
        client.ws.ping();
        resolveCaller(client.token).then(
          (caller) => {
            if (!caller) client.ws.close(SOCKET_CLOSE.unauthorized, 'session ended');
          },
          () => {},
        );
      }
    }
  }, PING_INTERVAL_MS);
  heartbeat.unref();

  return {
    count: () => [...byMember.values()].reduce((n, set) => n + set.size, 0),
    async close() {
      closed = true;
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      for (const set of byMember.values()) for (const client of set) client.ws.close(SOCKET_CLOSE.goingAway, 'platform shutting down');
      wss.close();
      await unlisten();
    },
  };
}
