// The member centre's pages (docs/product.md#the-member-side-planned): the home (what needs the
// member's attention, or the role choice of a member without one), and the role choice itself,
// which rewrites the AUTH cookie's role from the platform's answer.
import { Code, messageFor } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { ROLE_CHOICES, type RoleChoice } from '#contract/schemas.ts';
import { newKey, postedKey, text } from './forms.server.ts';
import { memberCall, memberContext } from './member-session.server.ts';
import type { MemberHomeView } from './member-views.ts';
import { toSection } from './section.ts';
import { commitAuth } from './session.server.ts';
import { callUpstream } from './upstream.server.ts';

export async function loadMemberHome(request: Request, locale: Locale): Promise<MemberHomeView> {
  const ctx = await memberContext(request, locale);
  const home = toSection(await memberCall(request, callUpstream(api.memberCentre.home, { ctx })));
  return { home, roleKey: newKey() };
}

export type RoleChoiceAnswer = { ok: true; role: RoleChoice; setCookie: string } | { ok: false; message: string; roleKey: string };

/** A member without a role takes one (25016 once it has one); the cookie then names the new role. */
export async function chooseRole(request: Request, locale: Locale, form: FormData): Promise<RoleChoiceAnswer> {
  const ctx = await memberContext(request, locale);
  const idempotencyKey = postedKey(form, 'roleKey');
  const role = ROLE_CHOICES.find((choice) => choice === text(form, 'role'));
  if (!role) return { ok: false, message: messageFor(Code.PARAM_INVALID, locale), roleKey: idempotencyKey };
  const result = await memberCall(request, callUpstream(api.memberCentre.chooseRole, { ctx, body: { role, idempotencyKey } }));
  if (!result.ok) return { ok: false, message: result.message, roleKey: idempotencyKey };
  const { memberRoleId, roleId } = result.data;
  const setCookie = await commitAuth({ ...ctx.auth, memberRoleId, roleId }, undefined, request);
  return { ok: true, role, setCookie };
}
