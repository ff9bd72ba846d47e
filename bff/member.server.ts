// Member actions the portal relays: login, logout and the lifecycle-stage check of a card's
// action flow (docs/product.md#states-and-transitions). The platform decides; these only carry the answer and the cookie.
import { Code, messageFor } from '#contract/codes.ts';
import { LIFECYCLE_RULE_ID } from '#contract/constants.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { SessionUser } from '#contract/schemas.ts';
import { upstreamContext } from './request-context.server.ts';
import { clearAuth, commitAuth } from './session.server.ts';
import { callUpstream } from './upstream.server.ts';

export type Failure = { ok: false; code: number; message: string };

export async function login(
  request: Request,
  locale: Locale,
  account: string,
  password: string,
): Promise<{ ok: true; setCookie: string; user: SessionUser } | Failure> {
  const ctx = { ...(await upstreamContext(request, locale)), auth: null };
  const result = await callUpstream(api.member.login, { ctx, body: { account, password } });
  if (!result.ok) return { ok: false, code: result.code, message: result.message };
  const { token, expiresAt, ...user } = result.data;
  const setCookie = await commitAuth(
    { userId: user.userId, memberId: user.memberId, memberRoleId: user.memberRoleId, roleId: user.roleId, token },
    expiresAt,
    request,
  );
  return { ok: true, setCookie, user };
}

export async function logout(request: Request, locale: Locale): Promise<{ setCookie: string }> {
  const ctx = await upstreamContext(request, locale);
  // The cookie is cleared whatever the platform answers: signing out must always work locally.
  if (ctx.auth) await callUpstream(api.member.logout, { ctx, body: {} });
  return { setCookie: await clearAuth(request) };
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
