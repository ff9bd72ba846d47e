// The buyer's registrations of one of its tenders (?id=, &review=, &current=): each supplier's contact
// and documents, approved or rejected with a reason during the prequalification
// (docs/product/tenders.md#registration-and-prequalification). Also where the platform's
// 'tender.registered' notifications link.
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { loadRegistrationsPage, reviewAction } from '#bff/tender/registration.server.ts';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { RegistrationReviewPage } from '../components/tender/RegistrationReview.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-tender-registrations.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadRegistrationsPage(request, getLocale(context));
  const project = view.page.status === 'ok' ? view.page.data.tender.projectName : null;
  const title = getInstance(context).t('tenderRegistration:review.title');
  return { ...view, title: project ? `${title} · ${project}` : title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await reviewAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function TenderRegistrations({ loaderData, actionData }: Route.ComponentProps) {
  return <RegistrationReviewPage view={loaderData} answer={actionData} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('tenderRegistration');
  return <SidePageError error={error} heading={t('review.title')} />;
}
