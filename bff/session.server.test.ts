// The AUTH cookie's keys (docs/security.md#session-secret): no published secret is ever accepted,
// a secret is generated and kept in a private file when none is configured, a rotation keeps the
// previous secret for verifying only, and the cookie is Secure when the browser came over TLS.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCookie } from 'react-router';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLISHED_SECRETS, resetBffEnv } from './env.server.ts';
import { resetSessionSecrets, sessionSecrets } from './session-secret.server.ts';
import { clearAuth, commitAuth, getAuth, resetAuthCookie } from './session.server.ts';

const SESSION = { userId: 7, memberId: 7, memberRoleId: 2, roleId: 2, token: 'a-token' };
const saved = { ...process.env };
const dir = mkdtempSync(path.join(tmpdir(), 'portal-session-'));

function configure(env: Record<string, string | undefined>) {
  for (const key of ['SESSION_SECRET', 'SESSION_SECRET_PREVIOUS', 'SESSION_SECRET_FILE', 'COOKIE_SECURE']) delete process.env[key];
  Object.assign(process.env, { UPSTREAM_URL: 'http://127.0.0.1:9', ...env });
  resetBffEnv();
  resetSessionSecrets();
  resetAuthCookie();
}

/** A cookie header signed with `secret`, as an attacker holding that secret would write it. */
async function forged(secret: string): Promise<Request> {
  const header = await createCookie('AUTH', { secrets: [secret] }).serialize(SESSION);
  return new Request('http://portal.test/', { headers: { Cookie: header.split(';')[0]! } });
}

async function signedRequest(): Promise<Request> {
  return new Request('http://portal.test/', { headers: { Cookie: (await commitAuth(SESSION)).split(';')[0]! } });
}

const OWN = 'a'.repeat(40);
const NEXT = 'b'.repeat(40);

afterAll(() => {
  process.env = saved;
  resetBffEnv();
  resetSessionSecrets();
  resetAuthCookie();
  rmSync(dir, { recursive: true, force: true });
});

describe('the AUTH cookie', () => {
  beforeEach(() => configure({ SESSION_SECRET: OWN }));

  it('reads back a session it signed', async () => {
    expect(await getAuth(await signedRequest())).toEqual(SESSION);
  });

  it.each(PUBLISHED_SECRETS)('refuses a cookie signed with the published default %s', async (secret) => {
    expect(await getAuth(await forged(secret))).toBeNull();
  });

  it('refuses a cookie signed with the published default when no secret is configured either', async () => {
    configure({ SESSION_SECRET_FILE: path.join(dir, 'default', 'session-secret') });
    for (const secret of PUBLISHED_SECRETS) expect(await getAuth(await forged(secret))).toBeNull();
  });

  it('refuses a published default as the configured secret', () => {
    for (const secret of PUBLISHED_SECRETS) {
      configure({ SESSION_SECRET: secret });
      expect(() => sessionSecrets()).toThrow(/SESSION_SECRET is a published default/);
    }
    configure({ SESSION_SECRET: 'short' });
    expect(() => sessionSecrets()).toThrow(/at least 32 characters/);
  });

  it('during a rotation signs with the new secret and still accepts cookies of the previous one', async () => {
    const before = await signedRequest();
    configure({ SESSION_SECRET: NEXT, SESSION_SECRET_PREVIOUS: OWN });
    expect(await getAuth(before)).toEqual(SESSION);
    const after = await signedRequest();
    configure({ SESSION_SECRET: NEXT });
    expect(await getAuth(after), 'signed with the new secret').toEqual(SESSION);
    expect(await getAuth(before), 'the previous secret is gone: its cookies too').toBeNull();
  });

  it('is Secure when the request came over TLS (directly or through a trusted proxy), not over plain HTTP', async () => {
    const tls = new Request('https://portal.example/login', { method: 'POST' });
    const plain = new Request('http://portal.example/login', { method: 'POST' });
    expect(await commitAuth(SESSION, undefined, tls)).toMatch(/; Secure/);
    expect(await commitAuth(SESSION, undefined, plain)).not.toMatch(/; Secure/);
    expect(await clearAuth(tls)).toMatch(/; Secure/);
    expect(await commitAuth(SESSION, undefined, plain)).toMatch(/HttpOnly/);
    configure({ SESSION_SECRET: OWN, COOKIE_SECURE: 'true' });
    expect(await commitAuth(SESSION, undefined, plain)).toMatch(/; Secure/);
  });
});

describe('without SESSION_SECRET (the embedded default of npm start)', () => {
  it('generates a secret at first start, keeps it in a private file and reuses it after a restart', async () => {
    const file = path.join(dir, 'data', 'session-secret');
    configure({ SESSION_SECRET_FILE: file });
    const first = sessionSecrets();
    expect(first.source).toBe('generated');
    const secret = readFileSync(file, 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(first.secrets).toEqual([secret]);
    expect(PUBLISHED_SECRETS).not.toContain(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const cookie = await signedRequest();

    configure({ SESSION_SECRET_FILE: file });
    expect(sessionSecrets()).toMatchObject({ source: 'file', secrets: [secret] });
    expect(await getAuth(cookie), 'a session survives the restart').toEqual(SESSION);
  });

  it('gives two installations two different secrets', () => {
    configure({ SESSION_SECRET_FILE: path.join(dir, 'one', 'session-secret') });
    const one = sessionSecrets().secrets[0];
    configure({ SESSION_SECRET_FILE: path.join(dir, 'two', 'session-secret') });
    expect(sessionSecrets().secrets[0]).not.toBe(one);
  });
});
