// Member actions the portal relays: login, logout and the lifecycle-stage check of a card's
// action flow (docs/product.md#states-and-transitions). The platform decides; these only carry the answer and the cookie.
import { Code, messageFor } from '#contract/codes.ts';
import { LIFECYCLE_RULE_ID } from '#contract/constants.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { LOGIN_FAILURE_WINDOW_MS, type SessionUser } from '#contract/schemas.ts';
import { beginLoginAttempt } from '../login-throttle.server.ts';
import { upstreamContext } from '../request-context.server.ts';
import { publishSessionEnded } from '../session-events.server.ts';
import { clearAuth, commitAuth } from '../session.server.ts';
import { callUpstream, type UpstreamFailure } from '../upstream.server.ts';

export type Failure = { ok: false; code: number; message: string };

export async function login(
  request: Request,
  locale: Locale,
  account: string,
  password: string,
): Promise<{ ok: true; setCookie: string; user: SessionUser } | (Failure & { kind: UpstreamFailure['kind'] })> {
  const ctx = { ...(await upstreamContext(request, locale)), auth: null };
  const result = await callUpstream(api.member.login, { ctx, body: { account, password } });
  if (!result.ok) return { ok: false, code: result.code, message: result.message, kind: result.kind };
  const { token, expiresAt, ...user } = result.data;
  const setCookie = await commitAuth(
    { userId: user.userId, memberId: user.memberId, memberRoleId: user.memberRoleId, roleId: user.roleId, token },
    expiresAt,
    request,
  );
  return { ok: true, setCookie, user };
}

export type LoginAttempt =
  | { ok: true; setCookie: string; user: SessionUser }
  /** The platform refused the account and password (1200, 1203 …): its message, in the user's language. */
  | { ok: false; status: 401; code: number; message: string }
  /** Too many failures for this account or from this address: try again after that many seconds. */
  | { ok: false; status: 429; retryAfterSeconds: number }
  /** The platform did not answer (or failed): nothing is known about the password. */
  | { ok: false; status: 503; code: number };

/**
 * A login from the form, throttled (bff/login-throttle.server.ts): a refusal counts against the
 * account and the client address; an outage is told apart from a wrong password.
 */
export async function attemptLogin(request: Request, locale: Locale, account: string, password: string): Promise<LoginAttempt> {
  const address = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null;
  const attempt = await beginLoginAttempt(account, address);
  if (!attempt.allowed) return { ok: false, status: 429, retryAfterSeconds: attempt.retryAfterSeconds };
  const result = await login(request, locale, account, password);
  if (result.ok) {
    await attempt.settle('success');
    return result;
  }
  // The platform keeps its own count (docs/security.md#the-platforms-own-limits): its lock is the
  // portal's answer too. It does not say how long is left, so the whole window is the wait told.
  if (result.kind === 'business' && result.code === Code.LOGIN_THROTTLED) {
    await attempt.settle('failure');
    return { ok: false, status: 429, retryAfterSeconds: LOGIN_FAILURE_WINDOW_MS / 1000 };
  }
  if (result.kind === 'business' && result.code !== Code.INTERNAL) {
    await attempt.settle('failure');
    return { ok: false, status: 401, code: result.code, message: result.message };
  }
  await attempt.settle('void');
  return { ok: false, status: 503, code: result.code };
}

export async function logout(request: Request, locale: Locale): Promise<{ setCookie: string }> {
  const ctx = await upstreamContext(request, locale);
  // The cookie is cleared whatever the platform answers: signing out must always work locally.
  if (ctx.auth) {
    await callUpstream(api.member.logout, { ctx, body: {} });
    // Its open sockets close (server/ws.ts).
    publishSessionEnded(ctx.auth.token, ctx.auth.memberId);
  }
  return { setCookie: await clearAuth(request) };
}

/**
 * Whether the request's session is still alive on the platform (its current-member call answers
 * for that member): 'ended' for a signed-out, expired or foreign token, 'unknown' when the platform
 * does not answer.
 */
export async function sessionState(request: Request, locale: Locale): Promise<'alive' | 'ended' | 'unknown'> {
  const ctx = await upstreamContext(request, locale);
  if (!ctx.auth) return 'ended';
  const result = await callUpstream(api.member.current, { ctx, timeoutMs: 5_000 });
  if (result.ok) return result.data.memberId === ctx.auth.memberId && result.data.userId === ctx.auth.userId ? 'alive' : 'ended';
  return result.kind === 'business' ? 'ended' : 'unknown';
}

export async function checkLifecycle(
  request: Request,
  locale: Locale,
  buyer: { memberId: number; roleId: number },
): Promise<{ ok: true; allowed: boolean } | (Failure & { loginRequired: boolean })> {
  const ctx = await upstreamContext(request, locale);
  if (!ctx.auth) return { ok: false, code: Code.LOGIN_EXPIRED, message: messageFor(Code.LOGIN_EXPIRED, locale), loginRequired: true };
  const result = await callUpstream(api.inquiry.checkLifecycle, {
    ctx,
    body: { memberId: buyer.memberId, roleId: buyer.roleId, lifeCycleStageRuleId: LIFECYCLE_RULE_ID },
  });
  if (result.ok) return { ok: true, allowed: result.data };
  return { ok: false, code: result.code, message: result.message, loginRequired: result.code === Code.LOGIN_EXPIRED };
}
