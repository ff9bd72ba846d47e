// A loopback proxy in front of the platform for tests: it counts the calls that reach the
// platform and can make a path fail (HTTP status) or hang (delay), to show what a page does then.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

export type Fault = { status?: number; delayMs?: number };

export type UpstreamProxy = {
  url: string;
  /** Paths (without query) of every call that reached the proxy, in order. */
  calls: string[];
  faults: Map<string, Fault>;
  close(): Promise<void>;
};

export async function startUpstreamProxy(target: string): Promise<UpstreamProxy> {
  const calls: string[] = [];
  const faults = new Map<string, Fault>();
  const targetUrl = new URL(target);
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://proxy').pathname;
    calls.push(pathname);
    const fault = [...faults.entries()].find(([prefix]) => pathname.startsWith(prefix))?.[1];
    const forward = () => {
      if (fault?.status) {
        res.writeHead(fault.status, { 'content-type': 'text/plain' }).end('failure injected by the test');
        return;
      }
      const upstream = http.request(
        { hostname: targetUrl.hostname, port: targetUrl.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      // A caller that gives up mid-body (an upload refused as it streams) ends the platform's request too.
      req.on('close', () => {
        if (!req.complete) upstream.destroy();
      });
      req.pipe(upstream);
    };
    if (fault?.delayMs) setTimeout(forward, fault.delayMs);
    else forward();
  });
  // WebSocket upgrades (the message socket) pass through as raw bytes, counted like calls.
  server.on('upgrade', (req, socket, head) => {
    calls.push(new URL(req.url ?? '/', 'http://proxy').pathname);
    const upstream = net.connect(Number(targetUrl.port), targetUrl.hostname, () => {
      const headers = Object.entries(req.headers).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`));
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    faults,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
