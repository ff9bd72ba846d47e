// The /ws upgrade hook (docs/security.md#websocket). A socket opens only for a page of this site
// (its Origin is this site's origin) whose session is alive: a signed AUTH cookie whose token the
// platform still knows (its current-member call answers for that member). A session's sockets are
// closed when it signs out: the logout action tells this process (bff/session-events.server.ts)
// and, with REDIS_URL, every replica through Redis pub/sub. Each browser socket is relayed to a
// platform socket of its own, opened with the session's token (docs/decisions/016-messages.md#the-relay):
// the platform authenticates and filters per user; `?since=` carries the cursor the page's last
// event came with (a transaction position, docs/decisions/016-messages.md#the-cursor), so a page that
// reconnects (a portal restart, a phone that lost its network) gets what it missed. The platform closing for good (session ended) closes the page's socket with SIGNED_OUT;
// any other loss closes it with RECONNECT, and the page comes back with backoff.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer } from 'ws';
import { sessionState } from '#bff/member/member.server.ts';
import { upstreamUrls } from '#bff/env.server.ts';
import { onSessionEnded, relaySessionsEnded, sessionName } from '#bff/session-events.server.ts';
import { getAuth } from '#bff/session.server.ts';
import { SOCKET_CLOSE, SOCKET_PATH } from '#contract/endpoints.ts';
import { DEFAULT_LOCALE } from '#contract/lang.ts';
import { openSockets, relayedEvents } from './metrics.ts';
import { originOf, ownOrigin } from './security.ts';

const PING_INTERVAL_MS = 30_000;
/** The close code a socket gets when its session signs out. */
export const SIGNED_OUT = SOCKET_CLOSE.unauthorized;
/** The close code that asks the page to reconnect (with its cursor): the platform's socket was lost. */
export const RECONNECT = 1012;
/** The platform's socket must open within this, or the page is asked to come back later. */
const UPSTREAM_OPEN_TIMEOUT_MS = 10_000;

export type WebSocketOptions = {
  /** Proxy hops to trust for X-Forwarded-Proto/-Host (the origin check), as for HTTP. */
  trustProxy?: number;
  log?: Logger;
  /** With Redis, a sign-out on one replica closes the session's sockets on every replica. */
  redisUrl?: string;
  redisPrefix?: string;
  /**
   * The platform's base URL (http://…), or several comma-separated (UPSTREAM_URL): each page's socket is
   * relayed to the socket of one of them, in turn. Unset: greeting and pings only.
   */
  upstreamUrl?: string;
};

/** The platform socket's URL for a session (its query: docs/product/platform-calls.md#socket-and-cookies), with the page's cursor. */
export function upstreamSocketUrl(
  upstreamUrl: string,
  auth: { memberId: number; memberRoleId: number; token: string; userId: number },
  since: number | null,
): string {
  const base = new URL(upstreamUrl);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  base.pathname = `${base.pathname.replace(/\/$/, '')}${SOCKET_PATH}`;
  const query: Record<string, string> = {
    memberId: String(auth.memberId),
    roleId: String(auth.memberRoleId),
    token: auth.token,
    userId: String(auth.userId),
    source: '1',
  };
  if (since !== null) query.since = String(since);
  base.search = new URLSearchParams(query).toString();
  return base.toString();
}

/** The page's cursor, from /ws?since=…; null when absent or not a plain number (a 64-bit transaction position, safe below 2^53). */
function sinceOf(url: URL): number | null {
  const value = url.searchParams.get('since');
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** Relays the platform's events to the page, and closes each side when the other goes. */
function relayPlatform(page: WebSocket, upstreamUrl: string, log: Logger | undefined, onOpen: () => void): void {
  const upstream = new WebSocket(upstreamUrl, { perMessageDeflate: false });
  const opening = setTimeout(() => upstream.terminate(), UPSTREAM_OPEN_TIMEOUT_MS);
  upstream.on('open', () => {
    clearTimeout(opening);
    if (page.readyState === page.OPEN) onOpen();
  });
  upstream.on('message', (data, isBinary) => {
    if (page.readyState !== page.OPEN) return;
    page.send(data, { binary: isBinary });
    relayedEvents.inc();
  });
  upstream.on('error', (error) => log?.debug({ err: error }, 'platform socket error'));
  upstream.on('unexpected-response', (_request, response) => {
    clearTimeout(opening);
    // 401: the session is gone on the platform (expired, signed out elsewhere).
    page.close(response.statusCode === 401 ? SIGNED_OUT : RECONNECT, 'platform refused');
    upstream.terminate();
  });
  upstream.on('close', (code) => {
    clearTimeout(opening);
    if (page.readyState === page.OPEN || page.readyState === page.CONNECTING)
      page.close(code === SOCKET_CLOSE.unauthorized ? SIGNED_OUT : RECONNECT, 'platform socket closed');
  });
  page.on('message', (data) => {
    // A browser cannot send protocol pings: its keep-alive is answered here.
    if (String(data) === '{"action":"ping"}') page.send('{"action":"pong"}');
  });
  page.on('close', () => {
    clearTimeout(opening);
    if (upstream.readyState === upstream.OPEN) upstream.close(1000, 'page closed');
    else upstream.terminate();
  });
}

const REASONS = { 401: 'Unauthorized', 403: 'Forbidden', 503: 'Service Unavailable' } as const;

function refuse(socket: Duplex, status: keyof typeof REASONS): void {
  socket.end(`HTTP/1.1 ${status} ${REASONS[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function attachWebSocket(server: Server, options: WebSocketOptions = {}): { close(): void } {
  const trustProxy = options.trustProxy ?? 0;
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 64 * 1024 });
  const alive = new WeakSet<WebSocket>();
  const bySession = new Map<string, Set<WebSocket>>();

  const closeSession = (session: string) => {
    for (const ws of bySession.get(session) ?? []) ws.close(SIGNED_OUT, 'signed out');
  };
  const relay = options.redisUrl ? relaySessionsEnded(options.redisUrl, `${options.redisPrefix ?? 'portal:'}session-ended`, closeSession) : null;
  // Several platform processes: each page's socket to the next in turn (any of them pushes every event, docs/decisions/033-several-platform-processes.md).
  const platforms = options.upstreamUrl ? upstreamUrls(options.upstreamUrl) : [];
  let turn = 0;
  const unsubscribe = onSessionEnded(({ session }) => {
    closeSession(session);
    relay?.publish(session);
  });

  server.on('upgrade', async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const requested = new URL(req.url ?? '/', 'http://portal');
    const { pathname } = requested;
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
      openSockets.inc();
      ws.on('close', () => {
        openSockets.dec();
        sockets.delete(ws);
        if (sockets.size === 0 && bySession.get(session) === sockets) bySession.delete(session);
      });
      ws.on('pong', () => alive.add(ws));
      // 'connected' once events flow: at once without a platform socket, else when it has opened.
      const greet = () => ws.send(JSON.stringify({ action: 'connected', data: { memberId: auth.memberId } }));
      const platform = platforms.length > 0 ? platforms[turn++ % platforms.length]! : undefined;
      if (platform) relayPlatform(ws, upstreamSocketUrl(platform, auth, sinceOf(requested)), options.log, greet);
      else greet();
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
