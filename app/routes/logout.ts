// Sign-out: the platform forgets the session, AUTH is cleared, and the user lands on the login page.
import { redirect } from 'react-router';
import { logout } from '#bff/member/member.server.ts';
import { getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/logout.ts';

export async function action({ request, context }: Route.ActionArgs) {
  const { setCookie } = await logout(request, getLocale(context));
  return redirect('/login', { headers: { 'Set-Cookie': setCookie } });
}

/** Signing out changes state, so only a POST does it; a visit just goes home. */
export function loader() {
  return redirect('/');
}
