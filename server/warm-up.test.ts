import type http from 'node:http';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { warmUpHeaders } from './html-cache.ts';
import { WARM_UP_HOME, WARM_UP_PATH, warmUp } from './warm-up.ts';

const log = pino({ level: 'silent' });

describe('the warm-up before the portal listens', () => {
  it('renders the not-found path a few times, then the home, as a browser asks for them, passing by the HTML cache', async () => {
    const [header, token] = Object.entries(warmUpHeaders())[0]!;
    const seen: Array<{ url: string | undefined; encoding: string | undefined; warmUp: unknown }> = [];
    const app: http.RequestListener = (req, res) => {
      seen.push({ url: req.url, encoding: req.headers['accept-encoding'], warmUp: req.headers[header] });
      res.writeHead(req.url === WARM_UP_HOME ? 200 : 404, { 'content-type': 'text/html' }).end('<!doctype html><p>page</p>');
    };
    await warmUp(app, log);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.at(-1)).toEqual({ url: WARM_UP_HOME, encoding: 'br, gzip', warmUp: token });
    for (const request of seen.slice(0, -1)) expect(request).toEqual({ url: WARM_UP_PATH, encoding: 'br, gzip', warmUp: token });
  });

  it('never stops the start: an app that fails or never answers is left behind within seconds', async () => {
    await expect(warmUp((_req, res) => res.writeHead(500).end(), log)).resolves.toBeUndefined();
    const started = Date.now();
    await expect(warmUp(() => undefined, log)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 10_000);
});
