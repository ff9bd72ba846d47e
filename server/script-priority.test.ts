// The page's scripts are asked for after its stylesheets (server/script-priority.ts).
import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from './script-priority.ts';

describe('lowerScriptPriority', () => {
  it('asks for every modulepreload at low priority, once', () => {
    const html =
      '<head><link rel="modulepreload" href="/a.js" nonce="n"/><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/b.js"/>';
    const { out, carry } = lowerScriptPriority(html);
    expect(carry).toBe('');
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(lowerScriptPriority(out).out).toBe(out);
  });

  it('holds an unfinished tag back for the next chunk', () => {
    const first = lowerScriptPriority('<p>x</p><link rel="modulep');
    expect(first.out).toBe('<p>x</p>');
    const second = lowerScriptPriority(`${first.carry}reload" href="/a.js"/><p>`);
    expect(second.out).toBe('<link rel="modulepreload" fetchpriority="low" href="/a.js"/><p>');
    expect(second.carry).toBe('');
  });

  it('leaves the body alone once the head is out', async () => {
    const express = (await import('express')).default;
    const { scriptPriority } = await import('./script-priority.ts');
    const app = express();
    app.use(scriptPriority());
    app.get('/', (_req, res) => {
      res.type('html');
      res.write('<html><head><link rel="modulepreload" href="/a.js"/></head>');
      res.write('<body><link rel="modulepreload" href="/b.js"/>');
      res.end('</body></html>');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as { port: number };
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    server.close();
    expect(html).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/></head><body><link rel="modulepreload" href="/b.js"/></body></html>',
    );
  });
});
