// The buyer's supplier applications to review: by state, supplier name and submit date.
import { loadReviewList } from '#bff/admission/applications.server.ts';
import { ApplicationListPage } from '../components/admission/ApplicationListPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-review.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadReviewList(request, getLocale(context));
  return { ...view, title: getInstance(context).t('admission:review.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function Review({ loaderData }: Route.ComponentProps) {
  return <ApplicationListPage view={loaderData} side="buyer" />;
}
