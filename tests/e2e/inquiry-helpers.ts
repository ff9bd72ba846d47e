// What the inquiry journeys share (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): calls to the
// platform as a party's own software would make them (E2E_PLATFORM_URL, from tests/e2e/run.ts), a
// demo account's token, the platform's movable test clock, Beijing times as the forms take them, a
// quote's body and the accessibility check.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { api, type Endpoint } from '#contract/endpoints.ts';
import { siteFields } from '#contract/time.ts';
import { describeFindings, seriousViolations } from '#tests/support/axe.ts';

const platformUrl = process.env.E2E_PLATFORM_URL;
export const DAY = 24 * 60 * 60 * 1000;

type Envelope = { code: number; message: string; data: unknown };

/** A call to the platform as a supplier's own software would make it (the journey's other parties). */
export async function platform(
  endpoint: Endpoint,
  input: { token?: string; body?: unknown; query?: Record<string, string | number> } = {},
): Promise<Envelope> {
  assert.ok(platformUrl, 'E2E_PLATFORM_URL: run through tests/e2e/run.ts');
  const url = new URL(`/api${endpoint.path}`, platformUrl);
  for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { 'accept-language': 'zh' };
  if (input.token) headers.token = input.token;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method: endpoint.method, headers, body: input.body === undefined ? undefined : JSON.stringify(input.body) });
  return (await response.json()) as Envelope;
}

export async function ok<T>(endpoint: Endpoint, input: Parameters<typeof platform>[1] = {}): Promise<T> {
  const answer = await platform(endpoint, input);
  assert.equal(answer.code, 1000, `${endpoint.path}: ${answer.message}`);
  return answer.data as T;
}

export const login = async (account: string) => (await ok<{ token: string }>(api.member.login, { body: { account, password: 'demo1234' } })).token;
export const setClock = (offsetMs: number) => ok<{ now: number; offsetMs: number }>(api.testing.clock, { body: { offsetMs } });

/** An instant as the form's fields take it, in Beijing time. */
export const beijing = siteFields;

export async function expectAxeClean(page: Page, what: string): Promise<void> {
  const findings = await seriousViolations(page);
  assert.equal(findings.length, 0, `${what} has serious accessibility findings:\n${describeFindings(findings)}`);
}

export function quoteBody(inquiryId: number, lineIds: number[], prices: number[], quantities: number[]) {
  return {
    inquiryId,
    lines: lineIds.map((materielId, i) => ({ materielId, unitPrice: prices[i]!, quantity: quantities[i]! })),
    taxRate: 13,
    deliveryTime: Date.now() + 12 * DAY,
    notes: '含税含运',
    idempotencyKey: `e2e-${randomBytes(8).toString('hex')}`,
  };
}
