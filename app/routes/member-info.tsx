// Member information (docs/product/member-side.md#member-centre): the company profile; a buyer's shop
// pages show what it saves at once (the BFF forgets their cached copies).
import { data } from 'react-router';
import { loadMemberInfo, updateCompany } from '#bff/member/centre.server.ts';
import { MemberInfoPage } from '../components/member/MemberInfoPage.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-info.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadMemberInfo(request, getLocale(context));
  return { ...view, title: getInstance(context).t('member:info.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await updateCompany(request, getLocale(context), await request.formData(), getTranslate(context));
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function MemberInfo({ loaderData, actionData }: Route.ComponentProps) {
  return <MemberInfoPage view={loaderData} answer={actionData} />;
}
