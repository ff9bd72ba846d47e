// Fewer bytes (server/compression.ts): the browser that says it reads brotli or gzip gets the page
// and the build's assets that way (assets from the .br/.gz files written at build time), one that
// does not gets them as they are; a streamed page is compressed chunk by chunk, never held back.
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, built, root, type Stack, startStack } from '#tests/support/portal-process.ts';
import { compression, negotiateEncoding } from './compression.ts';

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET that leaves the body as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function decode(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

describe('negotiateEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and the wildcard', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.5, br;q=0.2')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});

describe('compression in front of a small app', () => {
  let server: http.Server;
  let base: string;
  let dir: string;
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'compression-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets/app-abc123.js'), script);
    writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(script));
    writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), zlib.gzipSync(script));
    const app = express();
    app.use(compression(dir));
    app.use('/assets', express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '1y' }));
    // A page written in two parts 400 ms apart, as React streams a shell and then a deferred part.
    app.get('/streamed', (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(`<!DOCTYPE html><html><body><main>${'shell '.repeat(300)}</main>`);
      (res as unknown as { flush?: () => void }).flush?.();
      setTimeout(() => res.end(`<section>${'later '.repeat(300)}</section></body></html>`), 400);
    });
    app.get('/tiny', (_req, res) => {
      res.type('text/plain').send('ok');
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the first part of a streamed page compressed before the rest is written', async () => {
    const started = performance.now();
    const { firstAt, headers, body } = await new Promise<{ firstAt: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}/streamed`, { headers: { 'accept-encoding': 'br' } }, (response) => {
          const chunks: Buffer[] = [];
          let firstAt = 0;
          response.on('data', (c: Buffer) => {
            if (!firstAt) firstAt = performance.now() - started;
            chunks.push(c);
          });
          response.on('end', () => resolve({ firstAt, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(firstAt).toBeLessThan(300);
    const html = zlib.brotliDecompressSync(body).toString('utf8');
    expect(html).toContain('<main>shell');
    expect(html).toMatch(/<\/html>$/);
  });

  it('serves an asset from its .br file, else its .gz, else as it is, with its type and caching', async () => {
    const br = await rawGet(`${base}/assets/app-abc123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.equals(readFileSync(path.join(dir, 'assets/app-abc123.js.br')))).toBe(true);

    const gz = await rawGet(`${base}/assets/app-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(script);

    const plain = await rawGet(`${base}/assets/app-abc123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.toString('utf8')).toBe(script);
  });

  it('leaves a tiny answer alone', async () => {
    const tiny = await rawGet(`${base}/tiny`, { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('ok');
  });
});

describe.skipIf(!built)('the built portal, compressed (real platform)', () => {
  let stack: Stack;
  let base: string;

  beforeAll(async () => {
    stack = await startStack();
    base = stack.portal.url;
  }, 120_000);
  afterAll(() => stack?.stop());

  it('sends the home brotli- or gzip-compressed when asked, and as it is otherwise', async () => {
    const headers = { 'user-agent': BROWSER_UA };
    const br = await rawGet(`${base}/`, { ...headers, 'accept-encoding': 'gzip, deflate, br' });
    const gz = await rawGet(`${base}/`, { ...headers, 'accept-encoding': 'gzip' });
    const plain = await rawGet(`${base}/`, headers);
    expect([br.status, gz.status, plain.status]).toEqual([200, 200, 200]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const answer of [br, gz, plain]) {
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decode(answer)).toMatch(/^<!DOCTYPE html>.*<\/html>/s);
    }
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('serves a build asset from its .br file with the right headers', async () => {
    const assets = path.join(root, 'build/client/assets');
    // The framework's chunk: large, so it has its .br (files under 1 KB have none).
    const name = readdirSync(assets).find((file) => /^framework-.*\.js$/.test(file) && readdirSync(assets).includes(`${file}.br`));
    expect(name, 'the build has a framework-*.js with its .br').toBeDefined();
    const answer = await rawGet(`${base}/assets/${name}`, { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.equals(readFileSync(path.join(assets, `${name}.br`)))).toBe(true);
    expect(decode(answer)).toBe(readFileSync(path.join(assets, name!), 'utf8'));
  });
});
