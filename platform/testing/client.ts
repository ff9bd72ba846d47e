// How the HTTP suites talk to a running platform: a raw envelope, a call whose success is parsed
// with the contract's schema, a login, every item of a paged list, a served file, and an upload.
import { expect } from 'vitest';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import { api, MAX_PAGE_SIZE, type Endpoint } from '#contract/endpoints.ts';
import { envelopeSchema } from '#contract/envelope.ts';
import type { Page } from '#contract/schemas.ts';
import { DEMO_PASSWORD } from '../seed/members.ts';

export type Query = Record<string, string | number | boolean>;
export type Call = { query?: Query; body?: unknown; token?: string; language?: string; headers?: Record<string, string> };
export type Answer = { status: number; code: number; message: string; data: unknown };
type PageOf<E extends Endpoint> = z.output<E['data']> extends Page<infer T> ? T : never;

export type ApiClient = ReturnType<typeof apiClient>;

/** `baseUrl` is read at each call: the platform starts after the suite is declared. */
export function apiClient(baseUrl: () => string) {
  async function raw(method: string, path: string, call: Call = {}): Promise<Answer> {
    const url = new URL(`/api${path}`, baseUrl());
    for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { 'accept-language': call.language ?? 'zh', ...call.headers };
    if (call.token) headers.token = call.token;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, { method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) });
    const json = (await response.json()) as Omit<Answer, 'status'>;
    return { status: response.status, ...json };
  }

  /** Calls an endpoint and parses a success with the endpoint's data schema. */
  async function call<E extends Endpoint>(endpoint: E, input: Call = {}): Promise<z.output<E['data']>> {
    const answer = await raw(endpoint.method, endpoint.path, input);
    expect(answer, answer.message).toMatchObject({ status: 200, code: Code.SUCCESS });
    return envelopeSchema(endpoint.data).parse(answer).data as z.output<E['data']>;
  }

  async function login(account: string): Promise<string> {
    return (await call(api.member.login, { body: { account, password: DEMO_PASSWORD } })).token;
  }

  /** Every item of a paged list that matches `query`, page after page of the largest size. */
  async function all<E extends Endpoint>(endpoint: E, query: Query = {}, token?: string): Promise<Array<PageOf<E>>> {
    const items: Array<PageOf<E>> = [];
    for (let current = 1; ; current++) {
      const page = (await call(endpoint, { token, query: { ...query, current, pageSize: MAX_PAGE_SIZE } })) as Page<PageOf<E>>;
      items.push(...page.data);
      if (items.length >= page.totalCount || page.data.length === 0) return items;
    }
  }

  /** A file the data refers to ("/files/…"), as the portal's /files proxy asks the platform for it; with a token, as its member. */
  function file(url: string, token?: string): Promise<Response> {
    return fetch(new URL(`/api${url}`, baseUrl()), { headers: token ? { token } : {} });
  }

  /** A multipart/form-data POST (an upload): the envelope as the platform answered it. */
  async function multipart(path: string, form: FormData, call: Omit<Call, 'body'> = {}): Promise<Answer> {
    const url = new URL(`/api${path}`, baseUrl());
    for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { 'accept-language': call.language ?? 'zh', ...call.headers };
    if (call.token) headers.token = call.token;
    const response = await fetch(url, { method: 'POST', headers, body: form });
    const json = (await response.json()) as Omit<Answer, 'status'>;
    return { status: response.status, ...json };
  }

  return { raw, call, login, all, file, multipart };
}
