// Anonymous pages are cheap (server/html-cache.ts): a visitor's second view of a page comes from the
// HTML cache without a platform call, with its own nonce; a member never gets a kept page; each
// language has its own entry.
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryGenerations } from '#bff/cache/generations.server.ts';
import { createMemoryStore } from '#bff/cache/memory-store.server.ts';
import { BROWSER_UA, built, logIn, type Stack, startStack } from '#tests/support/portal-process.ts';
import { type CachedPage, htmlCache, keepable, pageKey, servePage, warmUpHeaders } from './html-cache.ts';

function request(url: string, headers: Record<string, string> = {}, method = 'GET'): IncomingMessage & { originalUrl: string } {
  return { method, url, originalUrl: url, headers: { host: 'portal.example', 'user-agent': BROWSER_UA, accept: 'text/html', ...headers } } as never;
}

describe('pageKey', () => {
  it('keys a visitor page by host, language, city and URL', () => {
    const home = pageKey(request('/'), 0);
    expect(home).not.toBeNull();
    expect(pageKey(request('/'), 0)).toBe(home);
    expect(pageKey(request('/', { cookie: 'LX_LANG=ZW4tVVM=' }), 0)).not.toBe(home);
    expect(pageKey(request('/', { cookie: 'LX_CITY=eyJ4IjoxfQ%3D%3D' }), 0)).not.toBe(home);
    expect(pageKey(request('/', { host: 'other.example' }), 0)).not.toBe(home);
    expect(pageKey(request('/?a=1'), 0)).not.toBe(home);
    // The app reads the language from LX_LANG alone (zh-CN without it): no cookie and zh-CN are one page.
    expect(pageKey(request('/', { cookie: 'LX_LANG=emgtQ04=' }), 0)).toBe(home);
  });

  it('keys the remembered shop only where the layout is the shop’s', () => {
    expect(pageKey(request('/', { cookie: 'SrmShopId=3' }), 0)).toBe(pageKey(request('/'), 0));
    expect(pageKey(request('/procurementSourcing', { cookie: 'SrmShopId=3' }), 0)).not.toBe(pageKey(request('/procurementSourcing'), 0));
  });

  it('never keys a member, a write, a resource, a data request or the benchmark page', () => {
    expect(pageKey(request('/', { cookie: 'LX_LANG=ZW4tVVM=; AUTH=abc' }), 0)).toBeNull();
    expect(pageKey(request('/', {}, 'POST'), 0)).toBeNull();
    expect(pageKey(request('/resources/city'), 0)).toBeNull();
    expect(pageKey(request('/_.data'), 0)).toBeNull();
    expect(pageKey(request('/_bench/minimal'), 0)).toBeNull();
    expect(pageKey(request('/', { accept: 'application/json' }), 0)).toBeNull();
  });
});

describe('a kept page served again', () => {
  const page: CachedPage = {
    html: '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js" nonce="OLDnonce123456789012"/></head><body><script nonce="OLDnonce123456789012">1</script></body></html>',
    nonce: 'OLDnonce123456789012',
    madeAt: 1000,
    headers: [],
  };

  it('carries the new nonce on every nonce attribute, and says when it was made and served', () => {
    const html = servePage(page, 'NEWnonce987654321098', 5000);
    expect(html).not.toContain('OLDnonce');
    expect(html.match(/nonce="NEWnonce987654321098"/g)).toHaveLength(2);
    expect(html).toContain('<meta name="portal-served-at" content="5000" data-made-at="1000"/>');
  });

  it('is not kept when its nonce occurs anywhere but in a nonce attribute', () => {
    expect(keepable(page.html, page.nonce)).toBe(true);
    expect(keepable(`${page.html.replace('</body>', '<p>OLDnonce123456789012</p></body>')}`, page.nonce)).toBe(false);
    expect(keepable('<html><head>', page.nonce)).toBe(false);
  });
});

describe('the warm-up’s renders (server/warm-up.ts)', () => {
  it('pass by the cache: neither served from it nor kept; a look-alike header from a client changes nothing', async () => {
    const renders = { count: 0 };
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString('base64url');
      next();
    });
    app.use(htmlCache({ store: createMemoryStore(), trustProxy: 0, generations: createMemoryGenerations(new Map()) }));
    app.get(/.*/, (_req, res) => {
      renders.count += 1;
      res.type('html').send(`<!DOCTYPE html><html><head><script nonce="${res.locals.cspNonce}">1</script></head><body>home</body></html>`);
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const get = async (headers: Record<string, string> = {}) => {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
        headers: { 'user-agent': BROWSER_UA, accept: 'text/html', ...headers },
      });
      await answer.text();
      return answer.headers.get('x-html-cache');
    };
    try {
      expect(await get(warmUpHeaders())).toBeNull();
      expect(await get(warmUpHeaders())).toBeNull();
      expect(renders.count).toBe(2);
      // Nothing was kept: a visitor's first view renders…
      expect(await get()).toBeNull();
      expect(renders.count).toBe(3);
      // …and is kept (served fresh next), even to a request naming the header with another value.
      const [name] = Object.keys(warmUpHeaders());
      await expect.poll(() => get({ [name!]: 'guessed' }), { timeout: 5_000 }).toBe('fresh');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

function nonceOf(response: Response): string {
  const match = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '');
  if (!match) throw new Error('no nonce');
  return match[1]!;
}

describe.skipIf(!built)('the HTML cache in the built portal (real platform)', () => {
  let stack: Stack;
  let base: string;
  const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { headers: { 'user-agent': BROWSER_UA, ...(cookie ? { cookie } : {}) } });

  beforeAll(async () => {
    stack = await startStack();
    base = stack.portal.url;
  }, 120_000);
  afterAll(() => stack?.stop());

  it('serves a visitor’s second view of the home without a platform call, with its own nonce', async () => {
    const first = await get('/');
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    stack.proxy.calls.length = 0;
    const second = await get('/');
    const html = await second.text();
    expect(second.headers.get('x-html-cache')).toBe('fresh');
    expect(stack.proxy.calls).toEqual([]);
    const nonce = nonceOf(second);
    expect(nonce).not.toBe(nonceOf(first));
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain(nonceOf(first));
    // Every script of the kept page (the first view's, or its re-render on warm caches) carries this answer's nonce.
    const nonces = [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    expect(firstHtml).toContain(`nonce="${nonceOf(first)}"`);
    expect(html).toContain('name="portal-served-at"');
  });

  it('never gives a kept page to a member', async () => {
    const auth = await logIn(stack.portal, 'buyer');
    await (await get('/')).text();
    stack.proxy.calls.length = 0;
    const member = await get('/', auth);
    const html = await member.text();
    expect(member.status).toBe(200);
    expect(member.headers.get('x-html-cache')).toBeNull();
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    expect(stack.proxy.calls.length).toBeGreaterThan(0);
    expect(html).not.toContain('name="portal-served-at"');
    // …nor is the member's page kept for the visitors.
    const visitor = await get('/');
    expect(await visitor.text()).not.toContain('data-testid="user-menu"');
  });

  it('keeps one entry per language', async () => {
    const english = 'LX_LANG=ZW4tVVM=';
    await (await get('/purchaseInquiry')).text();
    const chineseAgain = await get('/purchaseInquiry');
    expect(chineseAgain.headers.get('x-html-cache')).toBe('fresh');
    expect(await chineseAgain.text()).toContain('<html lang="zh-CN"');

    const firstEnglish = await get('/purchaseInquiry', english);
    expect(firstEnglish.headers.get('x-html-cache')).toBeNull();
    expect(await firstEnglish.text()).toContain('<html lang="en-US"');
    stack.proxy.calls.length = 0;
    const englishAgain = await get('/purchaseInquiry', english);
    expect(englishAgain.headers.get('x-html-cache')).toBe('fresh');
    expect(await englishAgain.text()).toContain('<html lang="en-US"');
    expect(stack.proxy.calls).toEqual([]);
  });
});
