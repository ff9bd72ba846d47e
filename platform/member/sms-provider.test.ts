// The HTTP SMS gateway adapter (SMS_PROVIDER=http; docs/decisions/011-members-and-admission.md, SMS codes)
// against a gateway of the test's own on 127.0.0.1, through the real platform (PGlite in memory):
// a code reaches the gateway and registers its phone; a gateway that fails or does not answer in
// time leaves no code behind (the interface's promise), so the phone may ask again at once.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { selectRows } from '../db/client.ts';
import { readSmsEnv } from '../env.ts';
import { startPlatform, type RunningPlatform } from '../server.ts';
import { apiClient } from '../testing/client.ts';
import { freshAccount, freshIp, freshKey, freshPhone } from '../testing/member-helpers.ts';
import { smsSenderFor } from './sms-sender.ts';

const TOKEN = 'gateway-token-of-this-test';
const TIMEOUT_MS = 400;

type Received = { authorization: string | undefined; contentType: string | undefined; body: { phone: string; purpose: string; text: string } };

/** The gateway: answers `status` (or never, for 'silent') and keeps what it was sent. */
const gateway = { status: 200 as number | 'silent', received: [] as Received[] };
let server: Server;
let platform: RunningPlatform;
const client = apiClient(() => platform.url);

async function readJson(request: IncomingMessage): Promise<Received['body']> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const sendCode = (phone: string, key = freshKey()) =>
  client.raw('POST', api.sms.send.path, { body: { phone, purpose: 'register', idempotencyKey: key }, headers: { 'x-forwarded-for': freshIp() } });
const codesStored = async (phone: string) =>
  (await selectRows<{ n: number }>(platform.db, sql`select count(*)::int as n from sms_codes where phone = ${phone}`))[0]!.n;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readJson(request);
    gateway.received.push({ authorization: request.headers.authorization, contentType: request.headers['content-type'], body });
    if (gateway.status === 'silent') return;
    response.writeHead(gateway.status).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  // The adapter as the environment configures it.
  const { provider } = readSmsEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: url, SMS_HTTP_TOKEN: TOKEN, SMS_HTTP_TIMEOUT_MS: String(TIMEOUT_MS) });
  platform = await startPlatform({ dataDir: 'memory://', logLevel: 'silent', smsSender: smsSenderFor(provider, pino({ level: 'silent' })) });
}, 120_000);
afterAll(async () => {
  await platform?.close();
  server?.closeAllConnections();
  server?.close();
});
beforeEach(() => {
  gateway.status = 200;
  gateway.received = [];
});

describe('the HTTP SMS gateway adapter', () => {
  it('posts the code to the gateway with its token, and the code registers the phone; there is no outbox to read it from', async () => {
    const phone = freshPhone();
    expect((await sendCode(phone)).code).toBe(Code.SUCCESS);
    expect(gateway.received).toHaveLength(1);
    const [sent] = gateway.received;
    expect(sent).toMatchObject({ authorization: `Bearer ${TOKEN}`, contentType: 'application/json', body: { phone, purpose: 'register' } });
    const code = /\d{6}/.exec(sent!.body.text)?.[0];
    expect(code).toBeDefined();

    const account = freshAccount('gw');
    const registered = await client.call(api.registration.register, {
      body: {
        companyName: '网关测试有限公司',
        account,
        phone,
        smsCode: code!,
        password: 'abc12345',
        role: null,
        agreementAccepted: true,
        idempotencyKey: freshKey(),
      },
    });
    expect(registered.name).toBe(account);
    expect(await client.raw('GET', api.sms.outbox.path, { query: { phone } })).toMatchObject({ status: 404, code: Code.NOT_FOUND });
  });

  it('a gateway that refuses (HTTP 503) leaves no code: the caller is told of a failure, and may ask again at once', async () => {
    const phone = freshPhone();
    const key = freshKey();
    gateway.status = 503;
    expect(await sendCode(phone, key)).toMatchObject({ status: 500, code: Code.INTERNAL });
    expect(gateway.received).toHaveLength(1);
    expect(await codesStored(phone), 'the code was rolled back').toBe(0);

    gateway.status = 200;
    expect((await sendCode(phone, key)).code, 'not 1204: no code was kept, and the key was not spent').toBe(Code.SUCCESS);
    expect(await codesStored(phone)).toBe(1);
  });

  it('a gateway that does not answer within SMS_HTTP_TIMEOUT_MS has failed too', async () => {
    const phone = freshPhone();
    gateway.status = 'silent';
    const started = performance.now();
    expect(await sendCode(phone)).toMatchObject({ status: 500, code: Code.INTERNAL });
    expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(gateway.received).toHaveLength(1);
    expect(await codesStored(phone)).toBe(0);
  });

  it('a gateway that keeps a phone waiting holds up nobody else: the code is committed before it is sent', async () => {
    // PGlite has one connection: a send inside the transaction kept every other request waiting for it.
    gateway.status = 'silent';
    const slow = sendCode(freshPhone());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const other = await client.raw('GET', api.site.byHost.path, { query: { host: 'localhost' } });
    const waited = performance.now() - started;
    expect(other.code).toBe(Code.SUCCESS);
    expect(waited, `another request waited ${Math.round(waited)} ms on the gateway`).toBeLessThan(TIMEOUT_MS / 2);
    expect((await slow).code).toBe(Code.INTERNAL);
  });
});

describe('the SMS settings', () => {
  it('a gateway needs its URL and token, each named when missing', () => {
    expect(() => readSmsEnv({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL must be set[\s\S]*SMS_HTTP_TOKEN must be set/);
    expect(() => readSmsEnv({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://sms.example', SMS_HTTP_TOKEN: 't' })).toThrow(/SMS_HTTP_URL/);
    expect(readSmsEnv({}).provider).toEqual({ kind: 'outbox' });
  });
});
