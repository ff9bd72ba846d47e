// The web tier's promises (docs/security.md), checked over HTTP against the built portal: no
// redirect leaves the site, no write comes from another site, every answer carries the security
// headers (the CSP nonce on every script), /files reaches only the platform's files, sign-out is
// a POST, the city is the platform's, personal answers are not stored, the benchmark page is hidden.
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '#app/routes.ts';
import { BROWSER_UA, built, cookieFrom, logIn, postForm, root, type Stack, startPortalProcess, startStack } from '#tests/support/portal-process.ts';
import { REDIRECT_ATTACKS } from '#tests/support/redirect-attacks.ts';

const EVIL = 'https://evil.example';
const ENGLISH = 'LX_LANG=ZW4tVVM=';

/** Every concrete path of a route pattern: an optional segment with and without its value, a parameter as 1, a splat as one segment. */
function concrete(pattern: string): string[] {
  let paths = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    const values = segment.endsWith('?')
      ? ['', segment.startsWith(':') ? '12' : segment.slice(0, -1)]
      : [segment === '*' ? 'c1' : segment.startsWith(':') ? '1' : segment];
    paths = paths.flatMap((p) => values.map((v) => (v ? `${p}/${v}` : p)));
  }
  return paths.map((p) => p || '/');
}

/** Walks app/routes.ts: the path of every route, nested under its layouts. */
function routePaths(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join('/');
    const children = entry.children ? routePaths(entry.children, own) : [];
    return entry.path === undefined && !entry.index ? children : [...concrete(own), ...children];
  });
}

/** The page URLs and React Router's data URLs ("/x.data", "/_.data") of every route. */
const PATHS = [...new Set(routePaths(routes).flatMap((p) => [p, p === '/' ? '/_.data' : `${p}.data`]))];

/** A raw GET with the path exactly as given (fetch would resolve "..", as a browser does). */
function rawGet(url: string, pathAsIs: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: pathAsIs }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
  });
}

function page(url: string, cookie?: string): Promise<Response> {
  return fetch(url, { headers: { 'user-agent': BROWSER_UA, ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
}

function nonceOf(csp: string | null): string {
  const match = /'nonce-([^']+)'/.exec(csp ?? '');
  if (!match) throw new Error(`no nonce in ${csp}`);
  return match[1]!;
}

describe.skipIf(!built)('the portal under attack (built portal, real platform)', () => {
  let stack: Stack;
  let base: string;
  let buyer: string;

  beforeAll(async () => {
    stack = await startStack({ TRUST_PROXY: '1' });
    base = stack.portal.url;
    buyer = await logIn(stack.portal, 'buyer');
  }, 120_000);
  afterAll(() => stack?.stop());

  describe('security headers on every answer', () => {
    async function answers(): Promise<Array<[string, Response]>> {
      const home = await page(`${base}/`);
      const html = await home.text();
      const asset = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.(?:js|css))"/.exec(html);
      const image = /src="(\/files\/[^"]+\.svg)"/.exec(html);
      expect(asset, 'the home links its assets').not.toBeNull();
      expect(image, 'the home shows pictures from /files').not.toBeNull();
      const targets: Array<[string, Promise<Response>]> = [
        ['page', page(`${base}/`)],
        ['member page', page(`${base}/`, buyer)],
        ['login page', page(`${base}/login`)],
        ['.data', page(`${base}/_.data`)],
        ['asset', page(base + (asset![1] ?? asset![2]))],
        ['/files image', page(base + image![1])],
        ['/healthz', page(`${base}/healthz`)],
        ['/readyz', page(`${base}/readyz`)],
        ['404 page', page(`${base}/no/such/page`)],
        ['404 detail', page(`${base}/InquiryDetail/99999999`)],
        ['/files 404', page(`${base}/files/%2e%2e/manage/health`)],
        ['403 cross-site', fetch(`${base}/resources/locale`, { method: 'POST', headers: { origin: EVIL } })],
      ];
      return Promise.all(targets.map(async ([name, response]) => [name, await response] as [string, Response]));
    }

    it('CSP (nonce, strict-dynamic, no objects, no base, own frames), nosniff, Referrer-Policy, Permissions-Policy, frame options', async () => {
      for (const [name, response] of await answers()) {
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp, name).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
        expect(csp, name).toContain("object-src 'none'");
        expect(csp, name).toContain("base-uri 'none'");
        expect(csp, name).toContain("frame-ancestors 'self'");
        expect(csp, name).toContain("default-src 'self'");
        expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
        expect(response.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('permissions-policy'), name).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
        expect(response.headers.get('x-frame-options'), name).toBe('SAMEORIGIN');
        expect(response.headers.get('strict-transport-security'), `${name}: no HSTS over plain HTTP`).toBeNull();
        expect(response.headers.get('x-powered-by'), name).toBeNull();
      }
    });

    it('a fresh nonce for every answer', async () => {
      const nonces = await Promise.all([1, 2, 3].map(async () => nonceOf((await page(`${base}/login`)).headers.get('content-security-policy'))));
      expect(new Set(nonces).size).toBe(3);
    });

    it('HSTS and upgrade-insecure-requests only when the browser came over TLS (here through the trusted proxy)', async () => {
      const tls = await fetch(`${base}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(tls.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      const plain = await fetch(`${base}/healthz`);
      expect(plain.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    });

    it('every script and module preload of a streamed page carries the nonce of its CSP', async () => {
      for (const url of [`${base}/`, `${base}/InquiryDetail/1`, `${base}/login`, `${base}/no/such/page`]) {
        const response = await page(url, url.endsWith('/') ? buyer : undefined);
        const nonce = nonceOf(response.headers.get('content-security-policy'));
        const html = await response.text();
        const scripts = html.match(/<script\b[^>]*>/g) ?? [];
        expect(scripts.length, url).toBeGreaterThanOrEqual(3);
        for (const tag of scripts) expect(tag, url).toContain(`nonce="${nonce}"`);
        const preloads = html.match(/<link\b[^>]*rel="modulepreload(?:-after-paint)?"[^>]*>/g) ?? [];
        expect(preloads.length, url).toBeGreaterThan(0);
        for (const tag of preloads) expect(tag, url).toContain(`nonce="${nonce}"`);
        expect(html, 'no inline event handlers').not.toMatch(/<[^>]+\son[a-z]+="/);
      }
    });

    it("a member's pages and data, and answers that set a cookie, are private, no-store", async () => {
      expect((await page(`${base}/`, buyer)).headers.get('cache-control')).toBe('private, no-store');
      expect((await page(`${base}/_.data`, buyer)).headers.get('cache-control')).toBe('private, no-store');
      expect((await page(`${base}/InquiryDetail/1`, buyer)).headers.get('cache-control')).toBe('private, no-store');
      const locale = await postForm(`${base}/resources/locale`, { locale: 'en-US', redirect: '/' });
      expect(cookieFrom(locale, 'LX_LANG')).not.toBeNull();
      expect(locale.headers.get('cache-control')).toBe('private, no-store');
      expect((await page(`${base}/`)).headers.get('cache-control') ?? '').not.toContain('public');
    });
  });

  describe('writes from another site', () => {
    it(`enumerates the routes of app/routes.ts (${PATHS.length} paths) and finds them all`, () => {
      for (const expected of ['/resources/favourites', '/resources/city', '/logout', '/login', '/12/InquiryDetail/1', '/_.data']) {
        expect(PATHS).toContain(expected);
      }
    });

    it('a foreign-Origin POST to every route answers 403 in the user language, with or without the victim cookie', async () => {
      const refused: string[] = [];
      for (const p of PATHS) {
        for (const cookie of [buyer, `${buyer}; ${ENGLISH}`]) {
          const response = await postForm(`${base}${p}`, { intent: 'save', name: 'x', href: '/purchaseInquiry' }, { origin: EVIL, cookie });
          const text = await response.text();
          if (response.status !== 403) refused.push(`${p} → ${response.status}`);
          else expect(text, p).toContain(cookie.includes('LX_LANG') ? 'Access denied' : '拒绝访问');
          expect(cookieFrom(response, 'AUTH'), `${p} sets no cookie`).toBeNull();
          expect(cookieFrom(response, 'LX_CITY'), `${p} sets no cookie`).toBeNull();
        }
      }
      expect(refused, 'routes that accepted a cross-site POST').toEqual([]);
    });

    it('any state-changing method, a foreign Referer without Origin, an opaque Origin and no Origin at all are refused', async () => {
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        expect((await fetch(`${base}/resources/favourites`, { method, headers: { origin: EVIL, cookie: buyer } })).status, method).toBe(403);
      }
      const form = { locale: 'en-US', redirect: '/' };
      expect((await postForm(`${base}/resources/locale`, form, { origin: '', referer: `${EVIL}/page` })).status).toBe(403);
      expect((await postForm(`${base}/resources/locale`, form, { origin: 'null' })).status).toBe(403);
      const bare = await fetch(`${base}/resources/locale`, { method: 'POST', body: new URLSearchParams(form) });
      expect(bare.status, 'neither Origin nor Referer').toBe(403);
      expect((await postForm(`${base}/resources/locale`, form, { origin: 'http://127.0.0.1:1' })).status, 'another port').toBe(403);
    });

    it('the favourite filter of the victim is not saved by a cross-site POST, and is by the site itself', async () => {
      const list = async () => (await (await page(`${base}/resources/favourites`, buyer)).json()) as { ok: boolean; data?: Array<{ name: string }> };
      const fields = { intent: 'save', name: 'xsite', href: '/purchaseInquiry' };
      await postForm(`${base}/resources/favourites`, fields, { origin: EVIL, cookie: buyer });
      expect(JSON.stringify(await list())).not.toContain('xsite');
      const own = await postForm(`${base}/resources/favourites`, { ...fields, name: 'mine' }, { cookie: buyer });
      expect(own.status).toBe(200);
      expect(JSON.stringify(await list())).toContain('mine');
    });

    it('same-origin writes still work (Origin, or Referer alone)', async () => {
      const form = { locale: 'en-US', redirect: '/12' };
      const byOrigin = await postForm(`${base}/resources/locale`, form);
      expect([byOrigin.status, byOrigin.headers.get('location')]).toEqual([302, '/12']);
      const byReferer = await postForm(`${base}/resources/locale`, form, { origin: '', referer: `${base}/12` });
      expect(byReferer.status).toBe(302);
      // Behind the trusted proxy the browser's origin is the proxy's scheme and host.
      const proxied = await postForm(`${base}/resources/locale`, form, {
        origin: 'https://portal.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'portal.example',
      });
      expect(proxied.status).toBe(302);
    });

    it('signing out is a POST: GET /logout leaves the session alone, POST /logout ends it', async () => {
      const member = await logIn(stack.portal, 'supplier');
      const visit = await page(`${base}/logout`, member);
      expect(visit.status).toBe(302);
      expect(cookieFrom(visit, 'AUTH'), 'GET does not clear AUTH').toBeNull();
      expect(await (await page(`${base}/`, member)).text()).toContain('data-testid="user-name"');

      const signOut = await postForm(`${base}/logout`, {}, { cookie: member });
      expect(signOut.status).toBe(302);
      expect(cookieFrom(signOut, 'AUTH')).toBe('AUTH=');
      const after = await page(`${base}/`, member);
      expect(after.status, 'the old cookie is a signed-out session').toBe(302);
      expect(after.headers.get('location')).toMatch(/^\/login\?redirect=/);
    });

    it('no component links to /logout: only a POST form signs out', () => {
      const files = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      const mentions = files(path.join(root, 'app/components'))
        .filter((f) => f.endsWith('.tsx'))
        .flatMap((f) => (readFileSync(f, 'utf8').match(/.*\/logout.*/g) ?? []).map((line) => line.trim()));
      expect(mentions.length).toBeGreaterThan(0);
      for (const line of mentions) expect(line).toMatch(/<Form method="post" action="\/logout">/);
    });

    it('the city must be one of the platform area tree, and its names come from the tree', async () => {
      const tree = (await (await page(`${base}/resources/city`)).json()) as {
        status: string;
        data: Array<{
          provinceCode: string;
          provinceName: string;
          directlyAdministered: boolean;
          cityList: Array<{ cityCode: string; cityName: string }>;
        }>;
      };
      const province = tree.data.find((p) => !p.directlyAdministered && p.cityList.length > 1)!;
      const city = province.cityList[1]!;
      const chosen = await postForm(`${base}/resources/city`, {
        provinceCode: province.provinceCode,
        provinceName: '<img src=x onerror=alert(1)>',
        cityCode: city.cityCode,
        cityName: 'Evil City',
      });
      expect(chosen.status).toBe(200);
      const stored = decodeURIComponent(cookieFrom(chosen, 'LX_CITY') ?? '');
      expect(stored).not.toContain('Evil');
      const body = (await chosen.json()) as { city: { cityName: string; provinceName: string } };
      expect(body.city).toMatchObject({ cityName: city.cityName, provinceName: province.provinceName });

      const refusedForms: Array<Record<string, string>> = [
        { provinceCode: '999999', cityCode: city.cityCode },
        { provinceCode: province.provinceCode, cityCode: '999999' },
        { provinceCode: province.provinceCode, cityCode: 'Evil City' },
        { cityName: 'Evil City' },
      ];
      for (const codes of refusedForms) {
        const refused = await postForm(`${base}/resources/city`, codes);
        expect(refused.status, JSON.stringify(codes)).toBe(400);
        expect(cookieFrom(refused, 'LX_CITY')).toBeNull();
      }
    });
  });

  describe('redirects after login and language switch', () => {
    function sameSite(location: string | null): boolean {
      if (!location) return false;
      return new URL(location, base).origin === new URL(base).origin && location.startsWith('/') && !location.startsWith('//');
    }

    it(`the login page and its action keep all ${REDIRECT_ATTACKS.length} attack targets on the site`, async () => {
      const left: string[] = [];
      for (const attack of REDIRECT_ATTACKS) {
        const form = await (await page(`${base}/login?redirect=${encodeURIComponent(attack)}`)).text();
        const field = /name="redirect" value="([^"]*)"/.exec(form)?.[1]?.replaceAll('&amp;', '&') ?? null;
        if (!sameSite(field)) left.push(`form: ${JSON.stringify(attack)} → ${field}`);
        const login = await postForm(`${base}/login?redirect=${encodeURIComponent(attack)}`, {
          account: 'newbie',
          password: 'demo1234',
          redirect: attack,
        });
        if (login.status !== 302 || !sameSite(login.headers.get('location')))
          left.push(`login: ${JSON.stringify(attack)} → ${login.status} ${login.headers.get('location')}`);
        const locale = await postForm(`${base}/resources/locale`, { locale: 'zh-CN', redirect: attack });
        if (!sameSite(locale.headers.get('location'))) left.push(`locale: ${JSON.stringify(attack)} → ${locale.headers.get('location')}`);
      }
      expect(left).toEqual([]);
    });

    it('the reported case: /login?redirect=%2F.%2F%2Fevil.example logs in to the home page', async () => {
      const login = await postForm(`${base}/login?redirect=%2F.%2F%2Fevil.example`, {
        account: 'newbie',
        password: 'demo1234',
        redirect: '/.//evil.example',
      });
      expect([login.status, login.headers.get('location')]).toEqual([302, '/']);
    });
  });

  describe('/files', () => {
    const TRAVERSALS = [
      '/files/%2e%2e/manage/health',
      '/files/%2e%2e/member/current',
      '/files/%2E%2E/manage/health',
      '/files/.%2e/manage/health',
      '/files/%2e./manage/health',
      '/files/../manage/health',
      '/files/picture/../../manage/health',
      '/files/..%2fmanage/health',
      '/files/..%2Fmanage%2Fhealth',
      '/files/%2e%2e%2fmanage%2fhealth',
      '/files/picture/..%2f..%2fmanage/health',
      '/files/..%5cmanage/health',
      '/files/%5c..%5cmanage%5chealth',
      '/files/..\\manage/health',
      '/files//manage/health',
      '/files/%2fmanage/health',
      '/files/%2e%2e/%2e%2e/api/manage/health',
      '/files/./%2e%2e/manage/health',
      '/files/%2e%2e',
      '/files/doc/%00.pdf',
      '/files/doc/%0d%0a.pdf',
      '/files/%252e%252e/manage/health',
      '/files/%',
    ];

    it(`${TRAVERSALS.length} traversal variants answer 404 and none reaches the platform outside its files`, async () => {
      stack.proxy.calls.length = 0;
      for (const variant of TRAVERSALS) expect((await rawGet(base, variant)).status, variant).toBe(404);
      const outside = stack.proxy.calls.filter((call) => !call.startsWith('/api/files/'));
      expect(outside).toEqual([]);
    });

    it("relays the platform's files, and an album page with the platform's CSP (framed by this site only) and nosniff", async () => {
      expect((await rawGet(base, '/files/picture/300x200/%E6%B5%8B%E8%AF%95.svg')).status).toBe(200);
      const album = await rawGet(base, '/files/page/%E5%AE%A3%E4%BC%A0%E5%86%8C.html');
      expect(album.status).toBe(200);
      expect(album.headers['content-security-policy']).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'");
      expect(album.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('the benchmark page', () => {
    it('is a 404 unless a benchmark asks for it (BENCH_ROUTES=1)', async () => {
      expect((await page(`${base}/_bench/minimal`)).status).toBe(404);
      const bench = await startPortalProcess(stack.proxy.url, { BENCH_ROUTES: '1' });
      try {
        expect((await page(`${bench.url}/_bench/minimal`)).status).toBe(200);
      } finally {
        await bench.stop();
      }
    });
  });
});

describe.skipIf(built)('security tests', () => {
  it.skip('need the build: run `npm run build` first (npm test does)', () => {});
});
