// Any URL no route matches: a 404 page in the user's language.
import { data } from 'react-router';
import { StatusPage } from '../components/feedback/StatusPage.tsx';
import { getInstance } from '../i18n/middleware.server.ts';
import type { Route } from './+types/not-found.ts';

export function loader({ context }: Route.LoaderArgs) {
  return data({ title: getInstance(context).t('notFound.title') }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function NotFound() {
  return <StatusPage kind="notFound" />;
}
