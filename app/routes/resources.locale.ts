// Language switch (docs/product.md#states-and-transitions): stores the chosen locale in LX_LANG and goes back to the page.
import { data, redirect } from 'react-router';
import { isLocale } from '#contract/lang.ts';
import { localeSetCookie } from '../lib/locale-cookie.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import type { Route } from './+types/resources.locale.ts';

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get('locale');
  if (!isLocale(locale)) throw data(null, { status: 400 });
  const back = form.get('redirect');
  return redirect(safeRedirect(typeof back === 'string' ? back : null), { headers: { 'Set-Cookie': localeSetCookie(locale) } });
}
