// The questions, answers and amendments of one tender (?id=, the notifications' link): the buyer's
// page or a registered supplier's, as the platform decides (docs/product/tenders.md#questions-answers-and-amendments).
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { clarificationAction, loadClarificationPage } from '#bff/tender/clarification.server.ts';
import { ClarificationPage } from '../components/tender/ClarificationPage.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-tender-clarification.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadClarificationPage(request, getLocale(context));
  const title = getInstance(context).t('tenderClarification:page.title');
  const project = view.page.status === 'ok' ? view.page.data.tender.projectName : null;
  return { ...view, title: project ? `${title} · ${project}` : title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await clarificationAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function TenderClarification({ loaderData, actionData }: Route.ComponentProps) {
  return <ClarificationPage view={loaderData} answer={actionData} key={loaderData.tenderId} />;
}

/** A wrong side's answer (a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('tenderClarification');
  return <SidePageError error={error} heading={t('page.title')} />;
}
