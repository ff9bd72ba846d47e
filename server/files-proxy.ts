// GET /files/*: the platform's pictures, documents and album pages, relayed so that the browser
// only ever talks to the portal. Only the platform's /api/files/ tree can be reached: the path is
// decoded segment by segment and rebuilt; a segment that is empty, "." or "..", or that holds a
// slash, a backslash or a control character once decoded, is a 404 before any platform call
// (docs/security.md#files).
import type { RequestHandler } from 'express';
import { request as upstreamRequest } from 'undici';
import { upstreamUrls } from '#bff/env.server.ts';
import { getAuth } from '#bff/session.server.ts';
import { Header } from '#contract/endpoints.ts';
import { hasControlCharacter } from '#contract/text.ts';

const SLASHES = /[/\\]/;

/**
 * The platform path for the path of a /files request as it came (still percent-encoded), e.g.
 * "/files/doc/%E6%8B%9B.pdf" → "/api/files/doc/%E6%8B%9B.pdf"; null when it is not a plain file path.
 */
function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** A segment that names a file, not a way out: also when something downstream decodes it once more ("%252e%252e"). */
function plainSegment(decoded: string): boolean {
  const unsafe = (text: string) => text === '' || text === '.' || text === '..' || SLASHES.test(text) || hasControlCharacter(text);
  if (unsafe(decoded)) return false;
  const twice = decodedOrNull(decoded);
  return twice === null || !unsafe(twice);
}

export function platformFilePath(rawPath: string): string | null {
  if (!rawPath.startsWith('/files/')) return null;
  const safe: string[] = [];
  for (const segment of rawPath.slice('/files/'.length).split('/')) {
    const decoded = decodedOrNull(segment);
    if (decoded === null || !plainSegment(decoded)) return null;
    safe.push(encodeURIComponent(decoded));
  }
  return `/api/files/${safe.join('/')}`;
}

/** The platform's policy for a page it serves (album pages), which the portal's frames may embed and no one else. */
function framedPolicy(policy: string): string {
  return /(^|;)\s*frame-ancestors\s/i.test(policy) ? policy : `${policy.replace(/;\s*$/, '')}; frame-ancestors 'self'`;
}

const PASSED_ON = ['content-type', 'content-disposition', 'cache-control', 'etag', 'last-modified', 'x-content-type-options'] as const;

/**
 * A member's uploads (/files/u/…) are served by the platform to whoever may read them (a document:
 * its owner and the buyers it was sent to): the session's token goes along, and only there.
 */
async function sessionHeaders(rawPath: string, cookie: string | undefined): Promise<Record<string, string>> {
  if (!rawPath.startsWith('/files/u/') || !cookie) return {};
  const auth = await getAuth(new Request('http://portal.invalid/', { headers: { cookie } }));
  return auth ? { [Header.token]: auth.token } : {};
}

export function filesProxy(upstreamUrl: string): RequestHandler {
  // Several platform processes (UPSTREAM_URL's list) share one file store: each request to the next in turn.
  const bases = upstreamUrls(upstreamUrl).map((url) => new URL(url.replace(/\/?$/, '/')));
  let turn = 0;
  return async (req, res, next) => {
    const base = bases[turn++ % bases.length]!;
    const basePath = base.pathname.replace(/\/$/, '');
    // Mounted on /files: the path as sent, before any decoding (a query string is never passed on).
    const raw = req.originalUrl.split('?')[0]!;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !raw.startsWith('/files/')) {
      next();
      return;
    }
    const path = platformFilePath(raw);
    const target = path ? new URL(basePath + path, base.origin) : null;
    if (!target?.pathname.startsWith(`${basePath}/api/files/`)) {
      res.status(404).type('text/plain; charset=utf-8').send('Not Found');
      return;
    }
    try {
      const headers = await sessionHeaders(raw, req.headers.cookie);
      const upstream = await upstreamRequest(target, { headers, signal: AbortSignal.timeout(10_000) });
      res.status(upstream.statusCode >= 500 ? 502 : upstream.statusCode);
      for (const name of PASSED_ON) {
        const value = upstream.headers[name];
        if (typeof value === 'string') res.setHeader(name, value);
      }
      const policy = upstream.headers['content-security-policy'];
      if (typeof policy === 'string') res.setHeader('Content-Security-Policy', framedPolicy(policy));
      for await (const chunk of upstream.body) res.write(chunk);
      res.end();
    } catch {
      if (!res.headersSent) res.status(502).end();
      else res.end();
    }
  };
}
