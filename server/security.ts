// The web tier's own defences, applied by server/app.ts to every request before any route runs
// (docs/security.md): the security headers (helmet) with a fresh CSP nonce per request, HSTS over
// TLS only, the same-origin rule for every state-changing request, and `private, no-store` on
// personalised answers. Routes cannot forget any of these: they never see a request that fails them.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { localeFromCookieHeader } from '#app/lib/locale-cookie.ts';
import { Code, messageFor } from '#contract/codes.ts';
import { DEFAULT_LOCALE } from '#contract/lang.ts';

/**
 * The request header that carries the CSP nonce from Express to React Router's entry.server
 * (which puts it on every script it renders). Set here on every request, overwriting whatever
 * the client sent, so a client can never choose its own nonce.
 */
export const NONCE_HEADER = 'x-csp-nonce';

/** Methods that must not change state; every other method is a write and must come from this site. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Powerful browser features the portal never uses, switched off for it and any frame it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/** 'https' when the browser's connection was TLS: directly, or to a proxy we trust (X-Forwarded-Proto). */
export function requestProtocol(req: IncomingMessage, trustProxy: number): 'http' | 'https' {
  if (trustProxy > 0) {
    const forwarded = firstValue(req.headers['x-forwarded-proto'])?.toLowerCase();
    if (forwarded === 'https' || forwarded === 'http') return forwarded;
  }
  return (req.socket as TLSSocket).encrypted ? 'https' : 'http';
}

/** An origin (scheme://host[:port]) in its canonical form, or null for anything that is not one ("null" included). */
export function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * This site's origin as the browser addressed it: the protocol above and the Host header (or,
 * behind a trusted proxy, X-Forwarded-Host). Null when the request names no usable host.
 */
export function ownOrigin(req: IncomingMessage, trustProxy: number): string | null {
  const host = (trustProxy > 0 ? firstValue(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host;
  if (!host || /[/\\@?#\s]/.test(host)) return null;
  return originOf(`${requestProtocol(req, trustProxy)}://${host}`);
}

/**
 * Whether the request comes from a page of this site: its Origin, or its Referer's origin when the
 * browser sent no Origin, equals this site's origin. A request with neither is not trusted.
 */
export function fromThisSite(req: IncomingMessage, trustProxy: number): boolean {
  const own = ownOrigin(req, trustProxy);
  if (!own) return false;
  const origin = req.headers.origin;
  if (origin !== undefined) return originOf(origin) === own;
  return originOf(firstValue(req.headers.referer)) === own;
}

/** The user's language for an answer given before React Router runs: the LX_LANG cookie, else the default. */
function localeOf(req: IncomingMessage) {
  return localeFromCookieHeader(req.headers.cookie) ?? DEFAULT_LOCALE;
}

/**
 * Every state-changing request (any method but GET, HEAD and OPTIONS, on any path) must come from
 * this site's own pages: else a 403 in the user's language, before any route or action runs.
 */
export function sameOriginWrites(trustProxy: number, log: Logger): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || fromThisSite(req, trustProxy)) {
      next();
      return;
    }
    log.warn(
      {
        reqId: req.headers['x-request-id'],
        method: req.method,
        url: req.originalUrl,
        origin: req.headers.origin ?? null,
        referer: req.headers.referer ?? null,
      },
      'cross-site write refused',
    );
    const message = messageFor(Code.FORBIDDEN, localeOf(req));
    res.status(403).setHeader('Cache-Control', 'no-store');
    if (req.accepts(['text/html', 'application/json']) === 'application/json') res.json({ code: Code.FORBIDDEN, message, data: null });
    else res.type('text/plain; charset=utf-8').send(message);
  };
}

const nonceOf = (res: ServerResponse) => (res as Response).locals.cspNonce as string;

function contentSecurityPolicy(tls: boolean) {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // Only the scripts React Router renders, each with this response's nonce; the modules they
      // import are trusted through them ('strict-dynamic'), whatever their URL.
      scriptSrc: [(_req, res) => `'nonce-${nonceOf(res)}'`, "'strict-dynamic'"],
      scriptSrcAttr: ["'none'"],
      // Mantine writes style attributes and <style> tags at run time (inline style props, the
      // colour-scheme switch): styles may be inline. Styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      // 'self' covers this host's ws:/wss: (/ws) too.
      connectSrc: ["'self'"],
      // The about-us page frames a shop's album page (sandboxed): one of ours under /files, or an https page.
      frameSrc: ["'self'", 'https:'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      ...(tls ? { upgradeInsecureRequests: [] } : {}),
    },
  });
}

/**
 * The security headers of every answer: a fresh nonce (res.locals.cspNonce and the request header
 * for React Router), the CSP, nosniff, Referrer-Policy, Permissions-Policy, frame and cross-origin
 * policies (helmet), and HSTS only when the browser came over TLS.
 */
export function securityHeaders(trustProxy: number): RequestHandler[] {
  const common = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
  const cspPlain = contentSecurityPolicy(false);
  const cspTls = contentSecurityPolicy(true);
  const hsts = helmet.strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: true });

  const nonce: RequestHandler = (req, res, next) => {
    const value = randomBytes(18).toString('base64');
    res.locals.cspNonce = value;
    req.headers[NONCE_HEADER] = value;
    next();
  };
  const byProtocol: RequestHandler = (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (requestProtocol(req, trustProxy) !== 'https') {
      cspPlain(req, res, next);
      return;
    }
    hsts(req, res, () => cspTls(req, res, next));
  };
  return [nonce, common, byProtocol];
}

function hasCookie(header: string | undefined, name: string): boolean {
  return (header ?? '').split(';').some((part) => part.split('=')[0]?.trim() === name);
}

/**
 * `Cache-Control: private, no-store` on every answer of React Router that is personal: to a member
 * (an AUTH cookie came with the request) or one that sets a cookie. Decided when the headers are
 * written, so it holds whatever the route set.
 */
export function privateWhenPersonal(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const member = hasCookie(req.headers.cookie, 'AUTH');
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (member || res.hasHeader('set-cookie')) res.setHeader('Cache-Control', 'private, no-store');
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    next();
  };
}
