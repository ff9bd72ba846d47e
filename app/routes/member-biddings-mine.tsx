// The supplier's auctions by phase (docs/product/rules.md, "The live reverse auction").
import { useTranslation } from 'react-i18next';
import { loadMyBiddings } from '#bff/bidding/my-biddings.server.ts';
import { MyBiddingsPage } from '../components/bidding/MyBiddingsPage.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-biddings-mine.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadMyBiddings(request, getLocale(context));
  return { ...view, title: getInstance(context).t('biddingBid:mine.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function MyBiddings({ loaderData }: Route.ComponentProps) {
  return <MyBiddingsPage view={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('biddingBid');
  return <SidePageError error={error} heading={t('mine.title')} />;
}
