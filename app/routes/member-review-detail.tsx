// An application the buyer reviews (?id=): the documents, and approve or reject (a reason required).
import { data } from 'react-router';
import { decideAction, loadApplication } from '#bff/admission/applications.server.ts';
import { ApplicationDetailPage } from '../components/admission/ApplicationDetailPage.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-review-detail.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadApplication(request, getLocale(context));
  return { ...view, title: getInstance(context).t('admission:review.detailTitle') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await decideAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function ReviewDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicationDetailPage view={loaderData} side="buyer" answer={actionData} />;
}
