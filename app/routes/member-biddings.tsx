// The buyer's competitive bids (docs/product/rules.md, "The live reverse auction"): by phase with
// counts, keyword and page in the URL; a new one from here.
import { useTranslation } from 'react-i18next';
import { loadBuyerBiddingList } from '#bff/bidding/buyer-list.server.ts';
import { BiddingListPage } from '../components/bidding/BiddingListPage.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-biddings.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadBuyerBiddingList(request, getLocale(context));
  return { ...view, title: getInstance(context).t('bidding:list.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function Biddings({ loaderData }: Route.ComponentProps) {
  return <BiddingListPage view={loaderData} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('bidding');
  return <SidePageError error={error} heading={t('list.title')} />;
}
