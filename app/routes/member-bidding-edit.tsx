// The buyer's competitive-bid form (?id= a draft): saved as a draft or published; a refused form
// comes back whole with its messages, each on its field.
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { biddingFormAction, loadBiddingForm } from '#bff/bidding/buyer-edit.server.ts';
import { BiddingForm } from '../components/bidding/BiddingForm.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import { BIDDING_DETAIL_PATH, BIDDING_EDIT_PATH, biddingHref } from '../lib/member-centre.ts';
import type { Route } from './+types/member-bidding-edit.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadBiddingForm(request, getLocale(context));
  return { ...view, title: getInstance(context).t(view.mode === 'new' ? 'bidding:edit.titleNew' : 'bidding:edit.titleDraft') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await biddingFormAction(request, getLocale(context), await request.formData(), getTranslate(context));
  if (!answer.ok) return data(answer, { status: 400 });
  if (answer.intent === 'save') return redirect(`${biddingHref(BIDDING_EDIT_PATH, answer.id)}&saved=1`);
  return redirect(biddingHref(BIDDING_DETAIL_PATH, answer.id));
}

export default function BiddingEdit({ loaderData, actionData }: Route.ComponentProps) {
  return <BiddingForm view={loaderData} answer={actionData} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('bidding');
  return <SidePageError error={error} heading={t('list.title')} />;
}
