// The supplier's sign-up for a competitive bid (?id=&number=, the cards' "sign up now"): the auction
// and its rule sheet, the form or why not, and once signed up the buyer's review
// (docs/product/rules.md, "The live reverse auction").
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { biddingSignUpAction, loadBiddingSignUpPage } from '#bff/bidding/sign-up.server.ts';
import { BiddingSignUpPage } from '../components/bidding/BiddingSignUpPage.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-bidding-sign-up.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadBiddingSignUpPage(request, getLocale(context));
  const title = getInstance(context).t('biddingBid:signUp.title');
  return { ...view, title: view.auction.status === 'ok' ? `${title} · ${view.auction.data.details}` : title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await biddingSignUpAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return answer.ok ? answer : data(answer, { status: 400 });
}

export default function BiddingSignUp({ loaderData, actionData }: Route.ComponentProps) {
  return <BiddingSignUpPage view={loaderData} answer={actionData} />;
}

/** A wrong side's answer (a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('biddingBid');
  return <SidePageError error={error} heading={t('signUp.title')} />;
}
