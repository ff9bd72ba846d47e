// Member login: account and password posted to this route; the platform's answer (e.g. 1200 wrong
// account or password) is shown in the user's language; success returns to the page asked for
// (a path of this site only). Throttled (docs/security.md#login-throttling): after 5 failures an
// account answers 429 with Retry-After; a platform outage is a 503, never "wrong password".
import { data, redirect } from 'react-router';
import { attemptLogin } from '#bff/member/member.server.ts';
import { LoginForm } from '../components/auth/LoginForm.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import type { Route } from './+types/login.ts';

export function loader({ context, url }: Route.LoaderArgs) {
  return { title: getInstance(context).t('auth:login.title'), redirectTo: safeRedirect(url.searchParams.get('redirect')) };
}

/** The action's headers reach the browser too (Retry-After of a locked account, no-store). */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Retry-After') || actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { t } = getInstance(context);
  const form = await request.formData();
  const account = String(form.get('account') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!account || !password) {
    return data(
      {
        account,
        fieldErrors: {
          account: account ? undefined : t('auth:login.accountRequired'),
          password: password ? undefined : t('auth:login.passwordRequired'),
        },
        formError: undefined,
      },
      { status: 400 },
    );
  }
  const result = await attemptLogin(request, getLocale(context), account, password);
  const refused = (formError: string, init: { status: number; headers?: Record<string, string> }) =>
    data({ account, fieldErrors: {}, formError }, { ...init, headers: { 'Cache-Control': 'no-store', ...init.headers } });
  if (!result.ok) {
    switch (result.status) {
      case 401:
        return refused(result.message, { status: 401 });
      case 429:
        return refused(t('auth:login.locked', { count: Math.ceil(result.retryAfterSeconds / 60) }), {
          status: 429,
          headers: { 'Retry-After': String(result.retryAfterSeconds) },
        });
      case 503:
        return refused(t('auth:login.unavailable'), { status: 503 });
    }
  }
  const target = form.get('redirect') ?? url.searchParams.get('redirect');
  return redirect(safeRedirect(typeof target === 'string' ? target : null), { headers: { 'Set-Cookie': result.setCookie } });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginForm redirectTo={loaderData.redirectTo} result={actionData} />;
}
