// The page's scripts after its stylesheets and first picture (docs/decisions/013-bytes-and-first-byte.md):
// React Router names every module of the page in <link rel="modulepreload">, which a browser fetches
// at high priority, in competition with the stylesheets that hold back the first paint. The page
// needs its scripts only to become interactive, so they are asked for at low priority
// (fetchpriority="low"); they still load at once, in parallel, without waiting for the module graph.
// An HTML answer's modulepreload links get the attribute as the page streams.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/g;

/** One chunk of HTML with its modulepreload links lowered; `carry`: an unfinished tag held for the next chunk. */
export function lowerScriptPriority(text: string): { out: string; carry: string } {
  const open = text.lastIndexOf('<');
  const unfinished = open >= 0 && text.indexOf('>', open) < 0 && text.length - open < 512;
  const head = unfinished ? text.slice(0, open) : text;
  return { out: head.replace(PRELOAD, '<link rel="modulepreload" fetchpriority="low"'), carry: unfinished ? text.slice(open) : '' };
}

export function scriptPriority(): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    const write = res.write as (this: Response, ...args: unknown[]) => boolean;
    const end = res.end as (this: Response, ...args: unknown[]) => Response;
    let carry = '';
    let html: boolean | null = null;
    // React puts the modulepreload links in the <head>: past it, chunks go out untouched.
    let pastHead = false;
    const isHtml = () => {
      if (html === null) html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
      return html === true && !pastHead;
    };
    const rewrite = (chunk: unknown, encoding: unknown): unknown => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return chunk;
      const text =
        carry +
        (typeof chunk === 'string'
          ? chunk
          : Buffer.from(chunk as Uint8Array).toString(typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      const { out, carry: rest } = lowerScriptPriority(text);
      carry = rest;
      if (carry === '' && out.includes('</head>')) pastHead = true;
      return out;
    };
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      if (!isHtml()) return write.call(this, chunk, ...rest);
      const out = rewrite(chunk, rest[0]) as string;
      const callback = rest.find((r) => typeof r === 'function');
      return out.length > 0 ? write.call(this, out, 'utf8', ...(callback ? [callback] : [])) : true;
    } as Response['write'];
    res.end = function (this: Response, ...args: unknown[]) {
      if (!isHtml()) return end.apply(this, args);
      const chunk = typeof args[0] === 'function' ? undefined : args[0];
      const callback = args.find((a) => typeof a === 'function');
      const out = `${(rewrite(chunk, args[1]) as string | undefined) ?? ''}${carry}`;
      carry = '';
      return end.call(this, out, 'utf8', ...(callback ? [callback] : []));
    } as Response['end'];
    next();
  };
}
