// The page's scripts start once its first screen is painted (docs/decisions/018-scripts-after-first-paint.md).
// The server's HTML is the whole first screen; the scripts only make it interactive (hydration). On a
// slow phone line every byte of script asked for beside the stylesheets and the first pictures delays
// them, and so the first and the largest paint. React Router names every module of the page in
// <link rel="modulepreload"> in the <head>, which a browser fetches at once, and starts the page with one
// inline module script (`import * as route0 …; window.__reactRouterManifest = …; import(entry)`). As the
// HTML streams out, this middleware:
// - turns each modulepreload link into an inert one (`rel="modulepreload-after-paint"`, fetched by nobody);
// - turns the inline module script into an inert one (`type="text/x-module-after-paint"`, run by nobody)
//   and puts a small classic script of the same nonce after it, which, once the first screen is painted,
//   makes the links real (all modules fetched in parallel, no waterfall) and runs the module script.
// "Painted": the load event (the stylesheets and the first screen's pictures are in) and the next frame;
// at the latest a second after the first contentful paint (a stream still open, a picture slow to come);
// at once on the first press, key or touch (someone wants the page to respond).
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export const LATER_PRELOAD = 'modulepreload-after-paint';
export const LATER_MODULE = 'text/x-module-after-paint';
/** After the first contentful paint, the scripts wait at most this long for the load event. */
const AFTER_FIRST_PAINT_MS = 1_000;

/**
 * Runs in the page (its source is sent as is): `n` the nonce, read from the script itself (an answer
 * from the HTML cache carries its own nonce on every attribute).
 */
const BOOTSTRAP = `(function(d,w){var n=d.currentScript.nonce,s=d.currentScript.previousElementSibling,done=0;
function go(){if(done)return;done=1;
d.querySelectorAll('link[rel="${LATER_PRELOAD}"]').forEach(function(o){var l=d.createElement('link');l.rel='modulepreload';l.href=o.getAttribute('href');l.nonce=n;d.head.appendChild(l)});
var m=d.createElement('script');m.type='module';m.nonce=n;m.textContent=s.textContent;d.body.appendChild(m)}
function painted(){w.requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,250)}
if(d.readyState==='complete')painted();else w.addEventListener('load',painted,{once:true});
try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go,${AFTER_FIRST_PAINT_MS})}).observe({type:'paint',buffered:true})}catch(e){setTimeout(go,${AFTER_FIRST_PAINT_MS})}
['pointerdown','keydown','touchstart'].forEach(function(e){w.addEventListener(e,go,{once:true,passive:true,capture:true})})})(document,window)`.replaceAll(
  '\n',
  '',
);

const PRELOAD = /<link rel="modulepreload"/g;
const MODULE_SCRIPT = /<script\b([^>]*?)\s+type="module"(?:\s+async="")?([^>]*)>([\s\S]*?)<\/script>/;
const MODULE_SCRIPT_START = /<script\b[^>]*\btype="module"/;
/** An unfinished script longer than this goes out as it is (nothing of the page is ever held for long). */
const MAX_CARRY = 256 * 1024;

export type AfterPaintState = { carry: string; done: boolean };

/** One chunk of HTML rewritten; what cannot be decided yet (an unfinished tag or module script) is carried to the next. */
export function holdScripts(state: AfterPaintState, chunk: string): string {
  let text = state.carry + chunk;
  state.carry = '';
  if (state.done) return text;
  // An unfinished module script waits for its end.
  const start = text.search(MODULE_SCRIPT_START);
  if (start >= 0 && !MODULE_SCRIPT.test(text.slice(start)) && text.length - start < MAX_CARRY) {
    state.carry = text.slice(start);
    text = text.slice(0, start);
  } else {
    const open = text.lastIndexOf('<');
    if (open >= 0 && text.indexOf('>', open) < 0 && text.length - open < 512) {
      state.carry = text.slice(open);
      text = text.slice(0, open);
    }
  }
  text = text.replace(PRELOAD, `<link rel="${LATER_PRELOAD}"`);
  return text.replace(MODULE_SCRIPT, (_whole, before: string, after: string, body: string) => {
    state.done = true;
    const nonce = /\bnonce="([^"]*)"/.exec(before + after)?.[1];
    const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
    return `<script${before} type="${LATER_MODULE}"${after}>${body}</script><script${nonceAttribute}>${BOOTSTRAP}</script>`;
  });
}

/** Rewrites every HTML answer as it streams; other answers pass untouched. */
export function scriptsAfterPaint(): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    const write = res.write as (this: Response, ...args: unknown[]) => boolean;
    const end = res.end as (this: Response, ...args: unknown[]) => Response;
    const state: AfterPaintState = { carry: '', done: false };
    let html: boolean | null = null;
    const rewriting = () => {
      if (html === null) html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
      return html === true && !(state.done && state.carry === '');
    };
    const text = (chunk: unknown, encoding: unknown): string =>
      typeof chunk === 'string'
        ? chunk
        : Buffer.from(chunk as Uint8Array).toString(typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      if (!rewriting() || chunk === undefined || chunk === null || typeof chunk === 'function') return write.call(this, chunk, ...rest);
      const out = holdScripts(state, text(chunk, rest[0]));
      const callback = rest.find((r) => typeof r === 'function');
      if (out.length > 0) return write.call(this, out, 'utf8', ...(callback ? [callback] : []));
      if (typeof callback === 'function') queueMicrotask(() => (callback as () => void)());
      return true;
    } as Response['write'];
    res.end = function (this: Response, ...args: unknown[]) {
      if (!rewriting()) return end.apply(this, args);
      const chunk = typeof args[0] === 'function' || args[0] === undefined || args[0] === null ? '' : text(args[0], args[1]);
      const callback = args.find((a) => typeof a === 'function');
      const out = holdScripts(state, chunk) + state.carry;
      state.carry = '';
      return end.call(this, out, 'utf8', ...(callback ? [callback] : []));
    } as Response['end'];
    next();
  };
}
