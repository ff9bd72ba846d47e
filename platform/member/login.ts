// Logging in (account and password, with the platform's own limit on failures: login-limit.ts) and
// out, and the answer every way in gives: the session user with its token.
import type { Logger } from 'pino';
import { Code } from '#contract/codes.ts';
import type { LoginResult } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import type { loginLimit } from './login-limit.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { loginUser, sessionUser } from './queries.ts';
import { createSession, deleteSession, resolveCaller } from './sessions.ts';

/** The login answer, the session user with its token: of `session` when given, else of a new session for the user. */
export async function loginAnswer(context: PlatformContext, userId: number, session?: { token: string; expiresAt: number }): Promise<LoginResult> {
  const { token, expiresAt } = session ?? (await createSession(context, userId));
  const caller = await resolveCaller(context, token);
  if (!caller) throw new Error('a session just created does not resolve');
  return { ...(await sessionUser(context, caller)), token, expiresAt };
}

// Compared against when the account does not exist, so that an unknown account costs as much
// time as a wrong password and the answer time does not reveal which accounts exist.
const decoy = hashPassword('decoy password');

type LoginLimit = ReturnType<typeof loginLimit>;

/** A login from `clientIp` (its log for a failure the count cannot record). */
export async function logIn(
  context: PlatformContext,
  limit: LoginLimit,
  attempt: { account: string; password: string; clientIp: string; log: Pick<Logger, 'warn'> },
): Promise<LoginResult> {
  // Counted as a failure from here on (1206 instead when locked: member/login-limit.ts); a
  // refusal, frozen included, keeps the count, as the portal's throttle does.
  const counted = await limit.begin(attempt.account, attempt.clientIp, attempt.log);
  let userId: number;
  try {
    const user = await loginUser(context.db, attempt.account);
    const matches = await verifyPassword(attempt.password, user ?? (await decoy));
    if (!user || !matches) throw new BusinessError(Code.WRONG_ACCOUNT_OR_PASSWORD);
    if (user.frozen) throw new BusinessError(Code.ACCOUNT_FROZEN);
    userId = user.id;
  } catch (error) {
    if (!(error instanceof BusinessError)) await counted.withdrawn();
    throw error;
  }
  await counted.succeeded();
  return loginAnswer(context, userId);
}

/** Ends the caller's session, if it has one. */
export async function logOut(context: PlatformContext, caller: Caller | null): Promise<null> {
  if (caller) await deleteSession(context, caller.sessionId);
  return null;
}
