// The HTTP edge on its own (no database): every failure still answers the envelope, in the
// caller's language, with the status the portal expects.
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Code, messageFor } from '#contract/codes.ts';
import type { Endpoint } from '#contract/endpoints.ts';
import { buildApp } from './app.ts';
import type { Caller } from './caller.ts';
import { route } from './route.ts';

const noQuery = z.object({}).strict();
const endpoint = (path: string, method: 'GET' | 'POST' = 'GET'): Endpoint => ({
  method,
  path,
  query: noQuery,
  body: z.object({ n: z.number() }),
  data: z.unknown(),
});
const someone: Caller = { sessionId: 1, userId: 1, memberId: 1, memberRoleId: 1, memberRoleType: 1 };

function app(latencyMs = 0, logger = pino({ level: 'silent' })) {
  return buildApp({
    logger,
    latencyMs,
    plugins: [],
    resolveCaller: async (token) => (token === 'good' ? someone : null),
    routes: [
      route(endpoint('/boom'), 'public', async () => {
        throw new Error('database on fire at /var/lib/secret');
      }),
      route(endpoint('/mine'), 'login', async ({ caller }) => caller.memberId),
      route(endpoint('/echo', 'POST'), 'public', async ({ body }) => body),
      route({ ...endpoint('/search'), query: z.object({ keyword: z.string().optional() }) }, 'public', async ({ query }) => query),
    ],
  });
}

describe('the HTTP edge', () => {
  it('answers 9999 with HTTP 500 for an unexpected error, without its details', async () => {
    const response = await app().inject({ url: '/api/boom', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: Code.INTERNAL, message: messageFor(Code.INTERNAL, 'en-US'), data: null });
  });

  it('asks for a login (1101) on a login route without a valid token', async () => {
    const server = app();
    expect((await server.inject({ url: '/api/mine' })).json().code).toBe(Code.LOGIN_EXPIRED);
    expect((await server.inject({ url: '/api/mine', headers: { token: 'stale' } })).json().code).toBe(Code.LOGIN_EXPIRED);
    expect((await server.inject({ url: '/api/mine', headers: { token: 'good' } })).json()).toMatchObject({ code: Code.SUCCESS, data: 1 });
  });

  it('validates bodies and rejects unknown query parameters with 1102 in Korean for ko', async () => {
    const server = app();
    const body = await server.inject({ method: 'POST', url: '/api/echo', payload: { n: 'x' }, headers: { 'accept-language': 'ko' } });
    expect(body.statusCode).toBe(200);
    expect(body.json().message.startsWith(`${messageFor(Code.PARAM_INVALID, 'ko-KR')}: n`)).toBe(true);
    expect((await server.inject({ url: '/api/mine?extra=1', headers: { token: 'good' } })).json().code).toBe(Code.PARAM_INVALID);
  });

  it('reads an empty parameter as an absent one, and refuses text holding U+0000 (PostgreSQL text cannot)', async () => {
    const server = app();
    expect((await server.inject({ url: '/api/search?keyword=' })).json()).toMatchObject({ code: Code.SUCCESS, data: {} });
    expect((await server.inject({ url: '/api/search?keyword=a%00b' })).json().code).toBe(Code.PARAM_INVALID);
    const body = await server.inject({ method: 'POST', url: '/api/echo', payload: { n: 1, note: ['\u0000'] } });
    expect(body.json().code).toBe(Code.PARAM_INVALID);
  });

  it("logs a failure under the portal's request id (x-request-id), or a new one when it sends none", async () => {
    const lines: Array<{ msg?: string; reqId?: string }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const server = app(0, logger);
    await server.inject({ url: '/api/boom', headers: { 'x-request-id': 'portal-req-42' } });
    await server.inject({ url: '/api/boom' });
    const failures = lines.filter((line) => line.msg === 'request failed');
    expect(failures.map((line) => line.reqId)).toEqual(['portal-req-42', expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('delays every answer by the configured latency', async () => {
    const started = performance.now();
    await app(60).inject({ url: '/api/mine', headers: { token: 'good' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });
});
