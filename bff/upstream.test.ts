// The BFF in front of several platform processes (UPSTREAM_URL's comma-separated list,
// docs/decisions/033-several-platform-processes.md): calls spread over them in turn; a GET that one
// refuses is asked of the next, a write is not; one URL works as before; a bad list is refused naming
// the variable. Two small stand-in platforms answer the health call with their own number.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { readEnv } from '#contract/env.ts';
import { BffEnvSchema, resetBffEnv } from './env.server.ts';
import { callUpstream, closeUpstream, type UpstreamContext } from './upstream.server.ts';

type StandIn = { url: string; calls: string[]; close(): Promise<void> };

/** A platform that answers every call with a success whose health `time` is `id`. */
async function standIn(id: number): Promise<StandIn> {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: Code.SUCCESS, message: '', data: req.method === 'GET' ? { status: 'up', database: true, time: id } : null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on: a connection to it is refused. */
async function deadUrl(): Promise<string> {
  const gone = await standIn(0);
  await gone.close();
  return gone.url;
}

const ctx: UpstreamContext = { locale: 'en-US', auth: null, shopId: null };
const saved = { UPSTREAM_URL: process.env.UPSTREAM_URL, REDIS_URL: process.env.REDIS_URL };

async function useUpstream(value: string): Promise<void> {
  await closeUpstream();
  process.env.UPSTREAM_URL = value;
  process.env.REDIS_URL = '';
  resetBffEnv();
}

/** The number of the stand-in that answered a health call, or what the page is told. */
async function whoAnswers(): Promise<number | string> {
  const result = await callUpstream(api.health, { ctx });
  return result.ok ? result.data.time : `${result.kind} ${result.code}`;
}

describe('the BFF in front of several platform processes', () => {
  let one: StandIn;
  let two: StandIn;
  beforeAll(async () => {
    [one, two] = await Promise.all([standIn(1), standIn(2)]);
  });
  afterEach(() => {
    one.calls.length = 0;
    two.calls.length = 0;
  });
  afterAll(async () => {
    await closeUpstream();
    await Promise.all([one.close(), two.close()]);
    Object.assign(process.env, saved);
    resetBffEnv();
  });

  it('one URL: every call goes to it, as before', async () => {
    await useUpstream(one.url);
    expect([await whoAnswers(), await whoAnswers(), await whoAnswers()]).toEqual([1, 1, 1]);
  });

  it('several URLs: calls take turns', async () => {
    await useUpstream(`${one.url}, ${two.url}`);
    const answers = [await whoAnswers(), await whoAnswers(), await whoAnswers(), await whoAnswers()];
    expect(answers.map(Number).sort()).toEqual([1, 1, 2, 2]);
  });

  it('a GET refused by one process is asked of the next; with none left the page is told there was no answer', async () => {
    await useUpstream(`${await deadUrl()},${one.url}`);
    expect([await whoAnswers(), await whoAnswers(), await whoAnswers()]).toEqual([1, 1, 1]);
    await useUpstream(`${await deadUrl()},${await deadUrl()}`);
    expect(await whoAnswers()).toBe('timeout 0');
  });

  it('a write refused by one process is not sent to another (the page says so; the member may send it again)', async () => {
    await useUpstream(`${await deadUrl()},${one.url}`);
    const results = [await callUpstream(api.member.logout, { ctx }), await callUpstream(api.member.logout, { ctx })];
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, code: 0, kind: 'timeout' });
    expect(one.calls).toEqual(['POST /api/member/logout']);
  });

  it('refuses a list with a part that is not a URL, naming UPSTREAM_URL', () => {
    const env = { UPSTREAM_URL: 'http://platform-a:3100,platform-b' };
    expect(() => readEnv(BffEnvSchema, env)).toThrow(/UPSTREAM_URL: UPSTREAM_URL must be the platform base URL.*several separated by commas/);
    expect(() => readEnv(BffEnvSchema, { UPSTREAM_URL: ' , ' })).toThrow(/UPSTREAM_URL/);
    expect(readEnv(BffEnvSchema, { UPSTREAM_URL: 'http://platform-a:3100,http://platform-b:3100' }).UPSTREAM_URL).toBe(
      'http://platform-a:3100,http://platform-b:3100',
    );
  });
});
