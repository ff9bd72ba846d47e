// One of the supplier's applications (?validateId=, the shop layout's link): state and history; apply again after a rejection.
import { loadApplication } from '#bff/admission/applications.server.ts';
import { ApplicationDetailPage } from '../components/admission/ApplicationDetailPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-application.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadApplication(request, getLocale(context));
  return { ...view, title: getInstance(context).t('admission:detail.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function Application({ loaderData }: Route.ComponentProps) {
  return <ApplicationDetailPage view={loaderData} side="supplier" />;
}
