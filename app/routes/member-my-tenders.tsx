// The supplier's tenders and bids by phase (docs/product/tenders.md#pages).
import { useTranslation } from 'react-i18next';
import { loadMyTenders } from '#bff/tender/my-tenders.server.ts';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { MyTendersPage } from '../components/tender/MyTendersPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-my-tenders.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadMyTenders(request, getLocale(context));
  return { ...view, title: getInstance(context).t('tenderBid:mine.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function MyTenders({ loaderData }: Route.ComponentProps) {
  return <MyTendersPage view={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('tenderBid');
  return <SidePageError error={error} heading={t('mine.title')} />;
}
