// An evaluator's invitations to evaluate tenders: accept, or decline with a reason (docs/decisions/022-tender-evaluation.md).
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { invitationAction, loadInvitations } from '#bff/tender/scoring.server.ts';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { InvitationsPage } from '../components/tender/evaluation/InvitationsPage.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-evaluation-invitations.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadInvitations(request, getLocale(context));
  return { ...view, title: getInstance(context).t('tenderEvaluation:invitations.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await invitationAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function EvaluationInvitations({ loaderData, actionData }: Route.ComponentProps) {
  return <InvitationsPage view={loaderData} answer={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('tenderEvaluation');
  return <SidePageError error={error} heading={t('invitations.title')} />;
}
