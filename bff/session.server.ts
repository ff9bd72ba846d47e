// The signed, HttpOnly AUTH cookie (userId, memberId, roles, token): the only session state.
// Any replica can read it, so the Node tier stays stateless (docs/architecture.md#the-picture).
import { createCookie } from 'react-router';
import { z } from 'zod';
import { bffEnv } from './env.server.ts';
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
    const env = bffEnv();
    authCookie = createCookie('AUTH', {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: env.COOKIE_SECURE,
      secrets: [env.SESSION_SECRET],
      maxAge: SESSION_DAYS * 24 * 60 * 60,
    });
  }
  return authCookie;
}

/** The session from the request's AUTH cookie; null when absent, tampered with or malformed. */
export async function getAuth(request: Request): Promise<AuthSession | null> {
  const value = await cookie().parse(request.headers.get('Cookie'));
  const parsed = AuthSessionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function commitAuth(session: AuthSession, expiresAt?: number): Promise<string> {
  return cookie().serialize(session, expiresAt ? { expires: new Date(expiresAt) } : undefined);
}

export function clearAuth(): Promise<string> {
  return cookie().serialize('', { maxAge: 0, expires: new Date(0) });
}
