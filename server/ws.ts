// The /ws upgrade hook: only a logged-in browser (signed AUTH cookie) may open it. The relay of
// the platform's events to each user comes with the messaging issue; for now it greets and pings.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { getAuth } from '#bff/session.server.ts';

const PING_INTERVAL_MS = 30_000;

export function attachWebSocket(server: Server): { close(): void } {
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
  const alive = new WeakSet<WebSocket>();

  server.on('upgrade', async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(req.url ?? '/', 'http://portal');
    if (pathname !== '/ws') {
      socket.destroy();
      return;
    }
    const auth = await getAuth(new Request('http://portal/ws', { headers: { cookie: req.headers.cookie ?? '' } }));
    if (!auth) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      alive.add(ws);
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
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      wss.close();
    },
  };
}
