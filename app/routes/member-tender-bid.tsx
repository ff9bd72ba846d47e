// The supplier's sealed bid on a tender (?id=): the tender, the form or why not, the receipts and
// revisions (docs/product/tenders.md#sealed-bids).
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { bidAction, loadBidPage } from '#bff/tender/bid.server.ts';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { BidPage } from '../components/tender/BidPage.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-tender-bid.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadBidPage(request, getLocale(context));
  const project = view.form.status === 'ok' ? view.form.data.tender.projectName : null;
  const title = getInstance(context).t('tenderBid:page.title');
  return { ...view, title: project ? `${title} · ${project}` : title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await bidAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return answer.ok ? answer : data(answer, { status: 400 });
}

export default function TenderBid({ loaderData, actionData }: Route.ComponentProps) {
  return <BidPage view={loaderData} answer={actionData} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('tenderBid');
  return <SidePageError error={error} heading={t('page.title')} />;
}
