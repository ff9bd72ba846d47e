// The /ws upgrade hook (docs/security.md#websocket). A socket opens only for a page of this site
// (its Origin is this site's origin) whose session is alive: a signed AUTH cookie whose token the
// platform still knows (its current-member call answers for that member). A session's sockets are
// closed when it signs out: the logout action tells this process (bff/session-events.server.ts)
// and, with REDIS_URL, every replica through Redis pub/sub. The relay of the platform's events to
// each user comes with the messaging issue; for now it greets and pings.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import { sessionState } from '#bff/member.server.ts';
import { onSessionEnded, sessionName } from '#bff/session-events.server.ts';
import { getAuth } from '#bff/session.server.ts';
import { DEFAULT_LOCALE } from '#contract/lang.ts';
import { originOf, ownOrigin } from './security.ts';

const PING_INTERVAL_MS = 30_000;
/** The close code a socket gets when its session signs out. */
export const SIGNED_OUT = 4401;

export type WebSocketOptions = {
  /** Proxy hops to trust for X-Forwarded-Proto/-Host (the origin check), as for HTTP. */
  trustProxy?: number;
  log?: Logger;
  /** With Redis, a sign-out on one replica closes the session's sockets on every replica. */
  redisUrl?: string;
  redisPrefix?: string;
};

const REASONS = { 401: 'Unauthorized', 403: 'Forbidden', 503: 'Service Unavailable' } as const;

function refuse(socket: Duplex, status: keyof typeof REASONS): void {
  socket.end(`HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Pub/sub between replicas: the names of sessions that signed out somewhere. */
function redisRelay(url: string, channel: string, onMessage: (session: string) => void) {
  const options = { connectTimeout: 2_000, maxRetriesPerRequest: 1, retryStrategy: (times: number) => Math.min(times * 200, 5_000) };
  const publisher = new Redis(url, { ...options, enableOfflineQueue: false });
  const subscriber = new Redis(url, options);
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  subscriber.subscribe(channel).catch(() => {});
  subscriber.on('message', (from, message) => {
    if (from === channel && /^[0-9a-f]{64}$/.test(message)) onMessage(message);
  });
  return {
    publish(session: string) {
      publisher.publish(channel, session).catch(() => {});
    },
    close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

export function attachWebSocket(server: Server, options: WebSocketOptions = {}): { close(): void } {
  const trustProxy = options.trustProxy ?? 0;
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 64 * 1024 });
  const alive = new WeakSet<WebSocket>();
  const bySession = new Map<string, Set<WebSocket>>();

  const closeSession = (session: string) => {
    for (const ws of bySession.get(session) ?? []) ws.close(SIGNED_OUT, 'signed out');
  };
  const relay = options.redisUrl ? redisRelay(options.redisUrl, `${options.redisPrefix ?? 'portal:'}session-ended`, closeSession) : null;
  const unsubscribe = onSessionEnded(({ session }) => {
    closeSession(session);
    relay?.publish(session);
  });

  server.on('upgrade', async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const { pathname } = new URL(req.url ?? '/', 'http://portal');
    if (pathname !== '/ws') {
      socket.destroy();
      return;
    }
    // A browser always sends its page's Origin with a WebSocket: another site's page may not open one.
    const own = ownOrigin(req, trustProxy);
    if (!own || originOf(req.headers.origin) !== own) {
      options.log?.warn({ origin: req.headers.origin ?? null }, 'websocket from another origin refused');
      refuse(socket, 403);
      return;
    }
    const request = new Request('http://portal/ws', {
      headers: { cookie: req.headers.cookie ?? '', 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    });
    const auth = await getAuth(request);
    if (!auth) {
      refuse(socket, 401);
      return;
    }
    const state = await sessionState(request, DEFAULT_LOCALE);
    if (state !== 'alive') {
      refuse(socket, state === 'ended' ? 401 : 503);
      return;
    }
    if (socket.destroyed) return;
    const session = sessionName(auth.token);
    wss.handleUpgrade(req, socket, head, (ws) => {
      alive.add(ws);
      const sockets = bySession.get(session) ?? new Set<WebSocket>();
      sockets.add(ws);
      bySession.set(session, sockets);
      ws.on('close', () => {
        sockets.delete(ws);
        if (sockets.size === 0 && bySession.get(session) === sockets) bySession.delete(session);
      });
      ws.on('pong', () => alive.add(ws));
      ws.send(JSON.stringify({ action: 'connected', data: { memberId: auth.memberId } }));
    });
  });

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, PING_INTERVAL_MS);
  heartbeat.unref();

  return {
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      relay?.close();
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      wss.close();
    },
  };
}
