// The buyer's tenders (docs/product/tenders.md): by phase with counts, keyword and page in
// the URL; a new one from here.
import { useTranslation } from 'react-i18next';
import { loadBuyerTenderList } from '#bff/tender/buyer-list.server.ts';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { TenderListPage } from '../components/tender/TenderListPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-tenders.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadBuyerTenderList(request, getLocale(context));
  return { ...view, title: getInstance(context).t('tender:list.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function Tenders({ loaderData }: Route.ComponentProps) {
  return <TenderListPage view={loaderData} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('tender');
  return <SidePageError error={error} heading={t('list.title')} />;
}
