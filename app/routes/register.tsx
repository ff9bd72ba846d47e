// Free registration (docs/product/member-side.md#the-member-side): the form posts here, with "send code"
// (intent=sendCode) or "register"; a registered member is logged in (AUTH set, as the login does)
// and lands in the member centre. The form's idempotency keys are made per render, never cached.
import { data, redirect } from 'react-router';
import { loadRegister, registerAction } from '#bff/member/registration.server.ts';
import { RegisterForm } from '../components/member/RegisterForm.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import { MEMBER_HOME } from '../lib/member-centre.ts';
import classes from './register.module.css';
import type { Route } from './+types/register.ts';

const noStore = { 'Cache-Control': 'private, no-store' };

export function loader({ context }: Route.LoaderArgs) {
  return data({ ...loadRegister(), title: getInstance(context).t('member:register.title') }, { headers: noStore });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await registerAction(request, getLocale(context), await request.formData(), getTranslate(context));
  if ('registered' in answer) return redirect(MEMBER_HOME, { headers: { 'Set-Cookie': answer.setCookie } });
  return data(answer, { status: answer.ok ? 200 : 400, headers: noStore });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={classes.frame}>
      <RegisterForm view={loaderData} answer={actionData} />
    </div>
  );
}
