// A tender's opening record (?id=), for its buyer and every bidder: before the opening, when it opens
// (docs/product/tenders.md#the-public-opening).
import { useTranslation } from 'react-i18next';
import { loadOpeningPage } from '#bff/tender/bid.server.ts';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { OpeningRecord } from '../components/tender/OpeningRecord.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-tender-opening.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadOpeningPage(request, getLocale(context));
  const project = view.record.status === 'ok' ? view.record.data.projectName : null;
  const title = getInstance(context).t('tenderBid:opening.title');
  return { ...view, title: project ? `${title} · ${project}` : title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function TenderOpening({ loaderData }: Route.ComponentProps) {
  return <OpeningRecord view={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('tenderBid');
  return <SidePageError error={error} heading={t('opening.title')} />;
}
