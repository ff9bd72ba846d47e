// Fewer bytes on the wire (docs/decisions/013-bytes-and-first-byte.md). Two parts, mounted by
// server/app.ts with one line before the static files:
// - build assets are served from the .br / .gz files written beside them at build time
//   (vite.config.ts, precompress), chosen by the request's Accept-Encoding, with the original's
//   Content-Type and caching and `Vary: Accept-Encoding`;
// - every other answer of a compressible type (the streamed HTML, React Router's data, JSON, SVG
//   from /files) is compressed on the fly, brotli or gzip, and flushed as React streams it: each
//   chunk goes out when it is written (coalesced per tick), so the first byte never waits for the
//   whole page.
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export type Encoding = 'br' | 'gzip';

/** The encodings a build asset may have beside it, in order of preference. */
const PRECOMPRESSED: ReadonlyArray<{ encoding: Encoding; suffix: string }> = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** Below this an answer is sent as it is: compressing it saves nothing worth the headers. */
export const MIN_COMPRESS_BYTES = 1024;

/** Types worth compressing on the fly (images other than SVG and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|x-javascript)|image\/svg\+xml)/i;

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else null
 * (identity). Quality values are honoured ("br;q=0" refuses brotli; "*" accepts both).
 */
export function negotiateEncoding(header: string | undefined, available: readonly Encoding[] = ['br', 'gzip']): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const quality = (encoding: Encoding) => q.get(encoding) ?? (encoding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  let best: Encoding | null = null;
  for (const encoding of available) {
    // Ties go to the first available (brotli): it is smaller for the same text.
    if (quality(encoding) > 0 && (best === null || quality(encoding) > quality(best))) best = encoding;
  }
  return best;
}

function appendVary(res: ServerResponse, field: string): void {
  const current = res.getHeader('Vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === field.toLowerCase())) return;
  res.setHeader('Vary', [...list, field].join(', '));
}

type Variants = Partial<Record<Encoding, string>>;

/** url path ("/assets/x.js") → the precompressed files beside it, read once: a build never changes. */
function precompressedIndex(clientDir: string): Map<string, Variants> {
  const index = new Map<string, Variants>();
  if (!existsSync(clientDir)) return index;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      for (const { encoding, suffix } of PRECOMPRESSED) {
        if (!entry.name.endsWith(suffix)) continue;
        const original = full.slice(0, -suffix.length);
        if (!existsSync(original) || !statSync(original).isFile()) continue;
        const url = `/${path.relative(clientDir, original).split(path.sep).join('/')}`;
        index.set(url, { ...index.get(url), [encoding]: full });
      }
    }
  };
  walk(clientDir);
  return index;
}

/**
 * Serves a build file from its .br / .gz sibling when the browser accepts that encoding. Only
 * files found at start are served this way (no path from the request reaches the file system);
 * anything else goes on to express.static. `immutableUnder`: the fingerprinted folder ("/assets").
 */
export function precompressedStatic(clientDir: string, immutableUnder = '/assets'): RequestHandler {
  const index = precompressedIndex(clientDir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const variants = index.get(pathname);
    if (!variants) return next();
    appendVary(res, 'Accept-Encoding');
    const encoding = negotiateEncoding(
      req.headers['accept-encoding'],
      PRECOMPRESSED.map((p) => p.encoding).filter((e) => variants[e]),
    );
    if (!encoding) return next();
    const immutable = pathname.startsWith(`${immutableUnder}/`);
    res.type(path.extname(pathname));
    res.setHeader('Content-Encoding', encoding);
    res.sendFile(variants[encoding] as string, { maxAge: immutable ? '1y' : '1h', immutable, dotfiles: 'allow' }, (error) => {
      if (error && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Type');
        next();
      }
    });
  };
}

/** The zlib stream for an encoding: fast settings, for answers made per request. */
function encoder(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  if (encoding === 'br') {
    return zlib.createBrotliCompress({
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
    });
  }
  return zlib.createGzip({ level: 6 });
}

function flushStream(stream: zlib.BrotliCompress | zlib.Gzip, encoding: Encoding): void {
  stream.flush(encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH);
}

type Chunk = string | Buffer | Uint8Array;

function shouldCompress(res: ServerResponse, method: string): boolean {
  if (method === 'HEAD') return false;
  if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 206 || res.statusCode === 304) return false;
  if (res.getHeader('Content-Encoding')) return false;
  const type = String(res.getHeader('Content-Type') ?? '');
  if (!COMPRESSIBLE.test(type)) return false;
  if (/\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
  const length = Number(res.getHeader('Content-Length'));
  return !(Number.isFinite(length) && length < MIN_COMPRESS_BYTES);
}

/**
 * Compresses answers of compressible types on the fly, flushing what was written at the end of
 * each tick (and whenever the writer calls res.flush(), as React Router's adapter does after each
 * chunk): a streamed page reaches the browser chunk by chunk, compressed.
 */
export function compressDynamic(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const accepted = negotiateEncoding(req.headers['accept-encoding']);
    // The methods as they were when this ran (another layer may have wrapped them before).
    const rawWriteHead = res.writeHead;
    const rawWrite = res.write as (this: Response, ...args: unknown[]) => boolean;
    const rawEnd = res.end as (this: Response, ...args: unknown[]) => Response;
    const rawOn = res.on;
    let stream: zlib.BrotliCompress | zlib.Gzip | null = null;
    let decided = false;
    let flushScheduled = false;

    const decide = () => {
      if (decided) return;
      decided = true;
      if (COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? ''))) appendVary(res, 'Accept-Encoding');
      if (!accepted || !shouldCompress(res, req.method)) return;
      const encoding = accepted;
      res.setHeader('Content-Encoding', encoding);
      res.removeHeader('Content-Length');
      const zipped = encoder(encoding);
      stream = zipped;
      zipped.on('data', (data: Buffer) => {
        if (rawWrite.call(res, data) === false) zipped.pause();
      });
      zipped.on('end', () => rawEnd.call(res));
      zipped.on('error', (error) => res.destroy(error));
      rawOn.call(res, 'drain', () => zipped.resume());
      // The writer's own flush: what it wrote so far goes out now.
      (res as Response & { flush?: () => void }).flush = () => {
        if (!zipped.writableEnded) flushStream(zipped, encoding);
      };
    };

    const scheduleFlush = (zipped: zlib.BrotliCompress | zlib.Gzip, encoding: Encoding) => {
      if (flushScheduled) return;
      flushScheduled = true;
      setImmediate(() => {
        flushScheduled = false;
        if (!zipped.writableEnded) flushStream(zipped, encoding);
      });
    };

    const toBuffer = (chunk: Chunk, encoding: unknown) =>
      typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;

    res.writeHead = function (this: Response, ...args: unknown[]) {
      // The status and headers given here decide (e.g. a 304 from a conditional GET).
      if (typeof args[0] === 'number') res.statusCode = args[0];
      const headersAt = args.findIndex((a, i) => i > 0 && a !== null && typeof a === 'object' && !Array.isArray(a));
      if (headersAt > 0) {
        for (const [name, value] of Object.entries(args[headersAt] as Record<string, unknown>)) {
          if (value !== undefined) res.setHeader(name, value as string);
        }
        args.splice(headersAt, 1);
      }
      decide();
      return (rawWriteHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response['writeHead'];

    res.write = function (this: Response, chunk: Chunk, ...rest: unknown[]) {
      if (!res.headersSent) res.writeHead(res.statusCode);
      if (!stream) return rawWrite.call(this, chunk, ...rest);
      const ok = stream.write(toBuffer(chunk, rest[0]));
      scheduleFlush(stream, accepted as Encoding);
      const callback = rest.find((c) => typeof c === 'function') as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return ok;
    } as Response['write'];

    res.end = function (this: Response, ...args: unknown[]) {
      const data = typeof args[0] === 'function' ? undefined : (args[0] as Chunk | undefined);
      if (!res.headersSent) {
        // A whole body given at once: its length decides whether it is worth compressing.
        if (data !== undefined && data !== null && !res.getHeader('Content-Length')) {
          res.setHeader('Content-Length', typeof data === 'string' ? Buffer.byteLength(data) : data.length);
        }
        res.writeHead(res.statusCode);
      }
      if (!stream) return rawEnd.apply(this, args);
      const callback = args.find((c) => typeof c === 'function') as (() => void) | undefined;
      if (callback) res.once('finish', callback);
      if (data !== undefined && data !== null && data.length > 0) stream.write(toBuffer(data, args[1]));
      stream.end();
      return this;
    } as Response['end'];

    // Writers waiting for 'drain' wait for the compressor's, which follows the socket's.
    res.on = function (this: Response, event: string | symbol, listener: (...a: unknown[]) => void) {
      if (event === 'drain' && stream) {
        stream.on('drain', listener);
        return this;
      }
      return rawOn.call(this, event, listener);
    } as Response['on'];
    const rawOnce = res.once;
    res.once = function (this: Response, event: string | symbol, listener: (...a: unknown[]) => void) {
      if (event === 'drain' && stream) {
        stream.once('drain', listener);
        return this;
      }
      return rawOnce.call(this, event, listener);
    } as Response['once'];

    next();
  };
}

/** The whole of it, as server/app.ts mounts it before the static files: precompressed assets, then on-the-fly compression. */
export function compression(clientDir: string): RequestHandler[] {
  return [precompressedStatic(clientDir), compressDynamic()];
}
