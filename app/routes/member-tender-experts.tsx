// The buyer's expert library (docs/decisions/022-tender-evaluation.md).
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { loadTenderExperts, tenderExpertsAction } from '#bff/tender/experts.server.ts';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { ExpertsPage } from '../components/tender/evaluation/ExpertsPage.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-tender-experts.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadTenderExperts(request, getLocale(context));
  return { ...view, title: getInstance(context).t('tenderEvaluation:experts.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await tenderExpertsAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function TenderExperts({ loaderData, actionData }: Route.ComponentProps) {
  return <ExpertsPage view={loaderData} answer={actionData} key={loaderData.key} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('tenderEvaluation');
  return <SidePageError error={error} heading={t('experts.title')} />;
}
