// The supplier's own applications (docs/decisions/011-members-and-admission.md#admission), by state.
import { loadMyApplications } from '#bff/admission/applications.server.ts';
import { ApplicationListPage } from '../components/admission/ApplicationListPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-applications.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadMyApplications(request, getLocale(context));
  return { ...view, title: getInstance(context).t('admission:mine.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function MyApplications({ loaderData }: Route.ComponentProps) {
  return <ApplicationListPage view={loaderData} side="supplier" />;
}
