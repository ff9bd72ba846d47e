// One of the buyer's competitive bids (?id=): every field and its rule sheet, its phase and the
// countdown, the sign-ups to review, cancellation with a reason.
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { buyerBiddingAction, loadBuyerBidding } from '#bff/bidding/buyer-detail.server.ts';
import { BuyerBiddingPage } from '../components/bidding/BuyerBiddingPage.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-bidding-detail.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadBuyerBidding(request, getLocale(context));
  return { ...view, title: `${view.bidding.details} - ${getInstance(context).t('bidding:list.title')}` };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await buyerBiddingAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function BiddingDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <BuyerBiddingPage view={loaderData} answer={actionData} key={loaderData.bidding.id} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('bidding');
  return <SidePageError error={error} heading={t('list.title')} />;
}
