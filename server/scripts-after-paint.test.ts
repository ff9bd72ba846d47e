// The page's scripts start once its first screen is painted (server/scripts-after-paint.ts).
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { type AfterPaintState, holdScripts, LATER_MODULE, LATER_PRELOAD, scriptsAfterPaint } from './scripts-after-paint.ts';

const HEAD =
  '<head><link rel="modulepreload" href="/a.js" nonce="n1"/><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/b.js" nonce="n1"/></head>';
const MODULE = '<script nonce="n1" type="module" async="">import * as route0 from "/a.js";\nwindow.x = 1;\nimport("/b.js");</script>';

const fresh = (): AfterPaintState => ({ carry: '', done: false });

describe('holdScripts', () => {
  it('makes every modulepreload link inert and leaves the stylesheets alone', () => {
    const out = holdScripts(fresh(), HEAD);
    expect(out).not.toMatch(/rel="modulepreload"/);
    expect(out.match(new RegExp(`rel="${LATER_PRELOAD}" href="/[ab].js" nonce="n1"`, 'g'))).toHaveLength(2);
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
  });

  it('keeps the module script, inert, with a starter of the same nonce right after it', () => {
    const state = fresh();
    const out = holdScripts(state, `${HEAD}<body><p>shell</p>${MODULE}<p>rest</p>`);
    expect(state.done).toBe(true);
    const inert = `<script nonce="n1" type="${LATER_MODULE}">import * as route0 from "/a.js";\nwindow.x = 1;\nimport("/b.js");</script>`;
    expect(out).toContain(`<p>shell</p>${inert}<script nonce="n1">(function(d,w)`);
    expect(out).not.toContain('type="module"');
    expect(out.endsWith('</script><p>rest</p>')).toBe(true);
    // Once the page has started, the rest of the answer passes as it is.
    expect(holdScripts(state, '<link rel="modulepreload" href="/c.js"/>')).toBe('<link rel="modulepreload" href="/c.js"/>');
  });

  it('holds an unfinished tag, or a module script cut between two chunks, for the next chunk', () => {
    const state = fresh();
    expect(holdScripts(state, '<p>x</p><link rel="modulep')).toBe('<p>x</p>');
    expect(holdScripts(state, 'reload" href="/a.js"/><script nonce="n" type="module" async="">import("/a')).toBe(
      `<link rel="${LATER_PRELOAD}" href="/a.js"/>`,
    );
    const out = holdScripts(state, '.js");</script><p>after</p>');
    expect(out).toContain(`<script nonce="n" type="${LATER_MODULE}">import("/a.js");</script><script nonce="n">`);
    expect(out.endsWith('<p>after</p>')).toBe(true);
    expect(state).toEqual({ carry: '', done: true });
  });

  it('lets a classic script pass untouched', () => {
    const classic = '<script nonce="n">window.__ctx = {};</script>';
    expect(holdScripts(fresh(), classic)).toBe(classic);
  });
});

describe('scriptsAfterPaint, as an HTML answer streams', () => {
  it('rewrites the page in whatever chunks it is written, and nothing else', async () => {
    const express = (await import('express')).default;
    const app = express();
    app.use(scriptsAfterPaint());
    app.get('/', (_req, res) => {
      res.type('html');
      res.write(`<html>${HEAD.slice(0, 40)}`);
      res.write(`${HEAD.slice(40)}<body>${MODULE.slice(0, 50)}`);
      res.write(MODULE.slice(50));
      res.end('<p>late part</p></body></html>');
    });
    app.get('/data.json', (_req, res) => {
      res.json({ html: MODULE });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      expect(html).toBe(holdScripts(fresh(), `<html>${HEAD}<body>${MODULE}<p>late part</p></body></html>`));
      expect(html).toContain(`type="${LATER_MODULE}"`);
      expect(await (await fetch(`http://127.0.0.1:${port}/data.json`)).json()).toEqual({ html: MODULE });
    } finally {
      server.close();
    }
  });
});
