// What the member, upload and admission stories share: a phone, an address and a key no other story
// uses, the code the SMS outbox holds for a phone, a member registered through the real flow, and
// an upload. The platform's clock is moved through `clock` (reset at the end of each story).
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { api, type RegisterBody } from '#contract/endpoints.ts';
import type { LoginResult } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import type { ApiClient } from './client.ts';

export type MemberSuiteContext = {
  client: ApiClient;
  now: number;
  /** Moves the platform's clock by `ms` (cumulative) until reset. */
  clock: { move(ms: number): void; reset(): void };
  /** The running platform's database. */
  db: () => Db;
  /** The running platform's address (its socket). */
  url: () => string;
};

/** A tiny real PNG (1×1) and a PDF: what file-type reads. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A tiny real JPEG (1×1, baseline): its frame header gives the size the upload checks. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRQBAwQEBQQFCQUFCRQNCw0UFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFP/AABEIAAEAAQMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOar+lT8UP8A/9k=',
  'base64',
);

let counter = 0;
const run = randomBytes(2).readUInt16BE(0) % 1000;

/** A mobile number no seeded user and no other story has. */
export function freshPhone(): string {
  counter += 1;
  return `166${String(run).padStart(3, '0')}${String(counter).padStart(5, '0')}`;
}
/** A documentation address (TEST-NET) of its own, so that the hourly limit of one story never meets another's. */
export function freshIp(): string {
  counter += 1;
  return `198.51.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}
export function freshKey(): string {
  return `key-${randomBytes(8).toString('hex')}`;
}
export function freshAccount(prefix = 'm'): string {
  counter += 1;
  return `${prefix}${run}x${counter}`;
}

export function memberHelpers({ client }: MemberSuiteContext) {
  const { call, raw, multipart } = client;

  /** The latest code the outbox holds for the phone. */
  async function latestCode(phone: string): Promise<string> {
    const [message] = await call(api.sms.outbox, { query: { phone } });
    const code = /\d{6}/.exec(message?.text ?? '')?.[0];
    expect(code, `a code for ${phone}`).toBeDefined();
    return code!;
  }

  /** Asks for a code from its own address; answers the envelope. */
  function sendCode(phone: string, options: { purpose?: 'register' | 'changePhone'; token?: string; ip?: string; key?: string } = {}) {
    return raw('POST', api.sms.send.path, {
      body: { phone, purpose: options.purpose ?? 'register', idempotencyKey: options.key ?? freshKey() },
      token: options.token,
      headers: { 'x-forwarded-for': options.ip ?? freshIp() },
    });
  }

  /** A member registered through the real flow (code from the outbox), logged in. */
  async function register(
    role: 'supplier' | 'buyer' | null,
    overrides: Partial<RegisterBody> = {},
  ): Promise<LoginResult & { phone: string; password: string }> {
    const phone = overrides.phone ?? freshPhone();
    expect((await sendCode(phone)).code).toBe(1000);
    const password = overrides.password ?? 'secret123';
    const account = overrides.account ?? freshAccount(role ?? 'n');
    const result = await call(api.registration.register, {
      body: {
        companyName: `测试${account}有限公司`,
        account,
        phone,
        smsCode: await latestCode(phone),
        password,
        role,
        agreementAccepted: true,
        idempotencyKey: freshKey(),
        ...overrides,
      },
    });
    return { ...result, phone, password };
  }

  /** Uploads `bytes` as `name`: the envelope. */
  function upload(token: string, bytes: Buffer, name: string, purpose: 'image' | 'document', key = freshKey()) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return multipart(api.upload.file.path, form, { token, query: { purpose, idempotencyKey: key } });
  }

  /** An upload that must succeed: the file's id and URL. */
  async function uploaded(token: string, bytes: Buffer, name: string, purpose: 'image' | 'document'): Promise<{ id: number; url: string }> {
    const answer = await upload(token, bytes, name, purpose);
    expect(answer, answer.message).toMatchObject({ code: 1000 });
    return answer.data as { id: number; url: string };
  }

  return { latestCode, sendCode, register, upload, uploaded };
}
