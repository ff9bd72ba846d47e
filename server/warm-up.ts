// The first page after a start renders cold: V8 compiles the render path (Express, React Router, the
// root route, React's server renderer, Mantine, i18next, the compression) as it first runs it, and
// the home's own code (the frame, its sections, the BFF's schemas) on top — tens of milliseconds that
// the first visitor would wait for (docs/decisions/013-bytes-and-first-byte.md: the cold first byte).
// Before the portal listens, it renders pages through its own app, on a loopback port of its own:
// - the 404 page a few times: the whole common path, asking the platform nothing;
// - then the mall home once, whole: its code runs, and the BFF's caches take what its first screen
//   and frame read (the site of the warm-up's host, the city by IP, the template and category tree,
//   the app link, the banners and small ads; the lists too, for their few seconds). A visitor's first
//   home then waits for no platform call it shares with the warm-up, and for one round trip at most
//   otherwise (the site of another host, the user, beside each other).
// The renders pass by the HTML cache (server/html-cache.ts warmUpHeaders). Bounded in time: a platform
// that is slow or down leaves the start late by a few seconds at most, and is only logged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { warmUpHeaders } from './html-cache.ts';

/** A path no route matches: the not-found page, under no layout that asks the platform anything. */
export const WARM_UP_PATH = '/_warm-up/not-found';
/** The page whose code and first-screen data are warmed. */
export const WARM_UP_HOME = '/';
const RENDERS = 3;
const TIME_LIMIT_MS = 3_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

function get(url: string, timeLimitMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      {
        headers: {
          'user-agent': BROWSER,
          accept: 'text/html',
          'accept-encoding': 'br, gzip',
          'x-request-id': 'warm-up',
          ...warmUpHeaders(),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.setTimeout(timeLimitMs, () => request.destroy(new Error('warm-up timed out')));
    request.on('error', reject);
  });
}

/** Renders the 404 page a few times, then the home, through `app`; never fails (a failure is logged, the start goes on). */
export async function warmUp(app: http.RequestListener, log: Logger): Promise<void> {
  const started = performance.now();
  const server = http.createServer(app);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    for (let i = 0; i < RENDERS; i++) await get(`http://127.0.0.1:${port}${WARM_UP_PATH}`, TIME_LIMIT_MS);
    const status = await get(`http://127.0.0.1:${port}${WARM_UP_HOME}`, TIME_LIMIT_MS);
    log.debug({ ms: Math.round(performance.now() - started), home: status }, 'render path and the home warmed up');
  } catch (error) {
    log.warn({ err: error }, 'warm-up failed (the first page renders cold)');
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
