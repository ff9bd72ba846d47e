// The demo's SMS outbox (docs/decisions/011-members-and-admission.md): the codes sent to a phone,
// only while the platform has no SMS provider (otherwise its endpoint, and this page, are a 404).
import { data } from 'react-router';
import { loadOutbox } from '#bff/member/registration.server.ts';
import { OutboxPage } from '../components/member/OutboxPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import classes from './register.module.css';
import type { Route } from './+types/register-outbox.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadOutbox(request, getLocale(context));
  if (!view.available) throw data(null, { status: 404 });
  return data({ ...view, title: getInstance(context).t('member:outbox.title') }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className={classes.frame}>
      <OutboxPage view={loaderData} />
    </div>
  );
}
