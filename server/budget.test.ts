// The home's first load stays light on a phone (docs/decisions/013-bytes-and-first-byte.md): what the
// browser fetches before the page is usable — the HTML, every stylesheet, every script the page
// loads or preloads — measured compressed (brotli, as a browser asks for them) from the built portal.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, built, type Stack, startStack } from '#tests/support/portal-process.ts';

/** Compressed bytes (brotli), first load of the home, warm caches: the targets of docs/decisions/013-bytes-and-first-byte.md. */
export const BUDGET = { html: 30 * 1024, css: 30 * 1024, js: 150 * 1024 } as const;

/**
 * JavaScript is above its target today (React and React Router alone are some 93 KB): this ceiling,
 * today's size and a little room, keeps it from growing while the frame's menus move to load on first use.
 */
export const JS_CEILING = 235 * 1024;

function compressedGet(url: string): Promise<{ status: number; encoding: string | undefined; bytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'br, gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], bytes: body.length, body });
        });
      })
      .on('error', reject);
  });
}

/** The stylesheets and scripts a page's HTML names: links (stylesheet, modulepreload), script sources and module imports. */
export function firstLoadAssets(html: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  for (const [, tag] of html.matchAll(/<link\b([^>]*)>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag ?? '')?.[1];
    if (!href?.startsWith('/')) continue;
    if (/\brel="stylesheet"/.test(tag ?? '')) css.add(href);
    if (/\brel="modulepreload"/.test(tag ?? '')) js.add(href);
  }
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="(\/[^"]+)"/g)) js.add(src!);
  for (const [, src] of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) js.add(src!);
  return { css: [...css], js: [...js] };
}

describe.skipIf(!built)('the home’s first load, compressed (built portal)', () => {
  let stack: Stack;
  let base: string;

  beforeAll(async () => {
    stack = await startStack();
    base = stack.portal.url;
    // Warm: the platform's answers and the page itself are in the caches, as for most visitors.
    for (let i = 0; i < 2; i++) await compressedGet(`${base}/`);
  }, 120_000);
  afterAll(() => stack?.stop());

  it(`stays within ${BUDGET.html / 1024} KB of HTML, ${BUDGET.css / 1024} KB of CSS and ${JS_CEILING / 1024} KB of JavaScript (target ${BUDGET.js / 1024} KB)`, async () => {
    const page = await compressedGet(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.encoding).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    const { css, js } = firstLoadAssets(brotliDecompressSync(page.body).toString('utf8'));
    expect(js.length).toBeGreaterThan(0);
    expect(css.length).toBeGreaterThan(0);
    const total = async (paths: string[]) => {
      let bytes = 0;
      for (const path of paths) {
        const asset = await compressedGet(`${base}${path}`);
        expect(asset.status, path).toBe(200);
        bytes += asset.bytes;
      }
      return bytes;
    };
    const sizes = { html: page.bytes, css: await total(css), js: await total(js) };
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `home, first load (brotli): HTML ${kb(sizes.html)}, CSS ${kb(sizes.css)} in ${css.length} files, JS ${kb(sizes.js)} in ${js.length} files` +
        (sizes.js > BUDGET.js ? ` (JS ${kb(sizes.js - BUDGET.js)} over its ${kb(BUDGET.js)} target)` : ''),
    );
    expect(sizes.html).toBeLessThanOrEqual(BUDGET.html);
    expect(sizes.css).toBeLessThanOrEqual(BUDGET.css);
    expect(sizes.js).toBeLessThanOrEqual(JS_CEILING);
  });
});
