// Account security (docs/product/member-side.md#member-centre): the password and the mobile phone.
import { data } from 'react-router';
import { accountSecurityAction, loadAccountSecurity } from '#bff/member/centre.server.ts';
import { AccountSecurityPage } from '../components/member/AccountSecurityPage.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-account-security.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadAccountSecurity(request, getLocale(context));
  return { ...view, title: getInstance(context).t('member:security.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await accountSecurityAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function AccountSecurity({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountSecurityPage view={loaderData} answer={actionData} />;
}
