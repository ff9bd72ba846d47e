// The member centre's home (docs/product/member-side.md#member-centre): what needs the member's
// attention; a member without a role chooses one here (the AUTH cookie then names it).
import { data, redirect } from 'react-router';
import { chooseRole, loadMemberHome } from '#bff/member/centre.server.ts';
import { MemberHomePage } from '../components/member/MemberHomePage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import { MEMBER_HOME } from '../lib/member-centre.ts';
import type { Route } from './+types/member-home.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadMemberHome(request, getLocale(context));
  return { ...view, title: getInstance(context).t('member:home.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await chooseRole(request, getLocale(context), await request.formData());
  if (!answer.ok) return data(answer, { status: 400 });
  return redirect(`${MEMBER_HOME}?chosen=${answer.role}`, { headers: { 'Set-Cookie': answer.setCookie } });
}

export default function MemberHome({ loaderData, actionData }: Route.ComponentProps) {
  return <MemberHomePage view={loaderData} refusal={actionData} />;
}
