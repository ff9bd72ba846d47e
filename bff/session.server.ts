// The signed, HttpOnly AUTH cookie (userId, memberId, roles, token): the only session state.
// Any replica can read it, so the Node tier stays stateless (docs/architecture.md#the-picture).
// Signed with SESSION_SECRET (bff/session-secret.server.ts; during a rotation the previous secret
// still verifies); Secure whenever the browser came over TLS (docs/security.md#session-cookie).
import { createCookie } from 'react-router';
import { z } from 'zod';
import { bffEnv } from './env.server.ts';
import { sessionSecrets } from './session-secret.server.ts';
import type { AuthSession } from './views.ts';

const SESSION_DAYS = 7;

const AuthSessionSchema = z.object({
  userId: z.number().int(),
  memberId: z.number().int(),
  memberRoleId: z.number().int(),
  roleId: z.number().int(),
  token: z.string().min(1),
});

let authCookie: ReturnType<typeof createCookie> | undefined;

function cookie() {
  if (!authCookie) {
    authCookie = createCookie('AUTH', {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: bffEnv().COOKIE_SECURE,
      secrets: sessionSecrets().secrets,
      maxAge: SESSION_DAYS * 24 * 60 * 60,
    });
  }
  return authCookie;
}

/** Secure when configured so, and whenever the request came over TLS (its URL is https behind a trusted proxy too). */
function secureFor(request: Request | undefined): boolean {
  return bffEnv().COOKIE_SECURE || (request !== undefined && new URL(request.url).protocol === 'https:');
}

/** Each request's session, read once: the layout's and the page's loaders (and the middleware) all ask for it. */
let readSessions = new WeakMap<Request, Promise<AuthSession | null>>();

/** The session from the request's AUTH cookie; null when absent, tampered with or malformed. */
export function getAuth(request: Request): Promise<AuthSession | null> {
  let session = readSessions.get(request);
  if (!session) {
    session = readAuth(request.headers.get('Cookie'));
    readSessions.set(request, session);
  }
  return session;
}

async function readAuth(header: string | null): Promise<AuthSession | null> {
  const value = await cookie().parse(header);
  const parsed = AuthSessionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The Set-Cookie of a new session; `request` (the login's) decides whether it is Secure. */
export function commitAuth(session: AuthSession, expiresAt?: number, request?: Request): Promise<string> {
  return cookie().serialize(session, { ...(expiresAt ? { expires: new Date(expiresAt) } : {}), secure: secureFor(request) });
}

export function clearAuth(request?: Request): Promise<string> {
  return cookie().serialize('', { maxAge: 0, expires: new Date(0), secure: secureFor(request) });
}

/** Tests change the secrets between suites. */
export function resetAuthCookie(): void {
  authCookie = undefined;
  readSessions = new WeakMap();
}
