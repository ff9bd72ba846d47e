// An evaluator's scoring sheet of one tender (?id=, docs/decisions/022-tender-evaluation.md).
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { loadScoringSheet, scoringAction } from '#bff/tender/scoring.server.ts';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { ScoringSheetPage } from '../components/tender/evaluation/ScoringSheetPage.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-tender-scoring.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadScoringSheet(request, getLocale(context));
  return { ...view, title: `${view.sheet.tender.projectName} - ${getInstance(context).t('tenderEvaluation:scoring.heading')}` };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await scoringAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function TenderScoring({ loaderData, actionData }: Route.ComponentProps) {
  // A saved sheet starts again from what the platform kept (its key renewed with it).
  return <ScoringSheetPage view={loaderData} answer={actionData} key={`${loaderData.tenderId}-${loaderData.key}`} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('tenderEvaluation');
  return <SidePageError error={error} heading={t('scoring.heading')} />;
}
