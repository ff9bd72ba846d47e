// The buyer's evaluation and award page of one tender (?id=): evaluators, the opening record, scores
// and ranking, the report, the award (docs/decisions/022-tender-evaluation.md).
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { loadTenderEvaluation, tenderEvaluationAction } from '#bff/tender/evaluation.server.ts';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { TenderEvaluationPage } from '../components/tender/evaluation/TenderEvaluationPage.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-tender-evaluation.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadTenderEvaluation(request, getLocale(context));
  return { ...view, title: `${view.page.tender.projectName} - ${getInstance(context).t('tenderEvaluation:page.heading')}` };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await tenderEvaluationAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function TenderEvaluation({ loaderData, actionData }: Route.ComponentProps) {
  return <TenderEvaluationPage view={loaderData} answer={actionData} key={loaderData.tenderId} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('tenderEvaluation');
  return <SidePageError error={error} heading={t('page.heading')} />;
}
