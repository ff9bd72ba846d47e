// One of the buyer's tenders (?id=): every field, its phase and the countdown to the next, the
// schedule, its registrations, cancellation with a reason, and the tender's other pages by phase.
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { buyerTenderAction, loadBuyerTender } from '#bff/tender/buyer-detail.server.ts';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { BuyerTenderPage } from '../components/tender/BuyerTenderPage.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-tender-detail.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadBuyerTender(request, getLocale(context));
  return { ...view, title: `${view.tender.projectName} - ${getInstance(context).t('tender:list.title')}` };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await buyerTenderAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function TenderDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <BuyerTenderPage view={loaderData} answer={actionData} key={loaderData.tender.id} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('tender');
  return <SidePageError error={error} heading={t('list.title')} />;
}
