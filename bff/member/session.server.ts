// The member centre's door (docs/product/member-side.md#member-centre): every /memberCenter page needs a
// session. A visitor, or a member whose session the platform no longer knows (1101), is sent to
// the login page with the page to come back to, the AUTH cookie cleared.
import { data, redirect } from 'react-router';
import { Code } from '#contract/codes.ts';
import type { Locale } from '#contract/lang.ts';
import { resolveCity } from '../area.server.ts';
import { currentMember } from '../current-member.server.ts';
import { siteContext } from '../layout.server.ts';
import type { MemberFrameView } from './views.ts';
import { renderTime, returnPath } from '../request-context.server.ts';
import { clearAuth, getAuth } from '../session.server.ts';
import type { UpstreamContext, UpstreamResult } from '../upstream.server.ts';
import type { AuthSession } from '../views.ts';

/** The context of a member's call: a session is known. */
export type MemberContext = UpstreamContext & { auth: AuthSession; siteId: number };

/** Where a visitor goes: the login page, coming back to this page. */
export function loginPath(request: Request): string {
  return `/login?redirect=${encodeURIComponent(returnPath(request))}`;
}

/** The redirect to the login page, clearing the cookie when there was one. */
async function toLogin(request: Request): Promise<Response> {
  const hadCookie = (await getAuth(request)) !== null;
  return redirect(loginPath(request), hadCookie ? { headers: { 'Set-Cookie': await clearAuth(request) } } : undefined);
}

/** Route middleware: no session, no member-centre page (before any loader runs). */
export async function requireSession(request: Request): Promise<void> {
  if ((await getAuth(request)) === null) throw await toLogin(request);
}

/** The member's upstream context (site resolved), or the login redirect. */
export async function memberContext(request: Request, locale: Locale): Promise<MemberContext> {
  return (await memberSite(request, locale)).ctx;
}

/** The member's upstream context and the site, or the login redirect (a page outside the member centre that needs a session). */
export async function memberSite(request: Request, locale: Locale) {
  const { ctx, site } = await siteContext(request, locale);
  if (!ctx.auth) throw await toLogin(request);
  return { ctx: ctx as MemberContext, site };
}

/** A member's call: 1101 (the session ended) sends the member to log in again; anything else is the caller's. */
export async function memberCall<T>(request: Request, result: Promise<UpstreamResult<T>>): Promise<UpstreamResult<T>> {
  const settled = await result;
  if (!settled.ok && settled.code === Code.LOGIN_EXPIRED) throw await toLogin(request);
  return settled;
}

/** The member centre's frame: site, the member (the top bar and the side menu by role), the city. */
export async function loadMemberFrame(request: Request, locale: Locale): Promise<MemberFrameView> {
  const { ctx, site } = await memberSite(request, locale);
  const [user, city] = await Promise.all([memberCall(request, currentMember(ctx)), resolveCity(request, ctx)]);
  // The platform does not answer: the member centre cannot be shown without its member.
  if (!user.ok) throw data(null, { status: 503 });
  return { locale, site, user: user.data, city, serverTime: renderTime(request) };
}
