// The supplier's contracts (docs/decisions/025-contracts.md): by state with a keyword, each naming its
// buyer and whether the supplier's confirmation is awaited.
import { useTranslation } from 'react-i18next';
import { loadAgreementList } from '#bff/agreement/lists.server.ts';
import { AgreementListPage } from '../components/agreement/list/AgreementListPage.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-contracts-supplier.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadAgreementList(request, getLocale(context), 'supplier', 'all');
  return { view, title: getInstance(context).t('contract:list.titleSupplier') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function SupplierContracts({ loaderData }: Route.ComponentProps) {
  return <AgreementListPage view={loaderData.view} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('contract');
  return <SidePageError error={error} heading={t('list.titleSupplier')} />;
}
