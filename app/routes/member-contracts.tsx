// The buyer's contracts (docs/decisions/025-contracts.md): by state with a keyword, and the awards it may
// still contract (?tab=awards), each with the way to draft a contract from it.
import { useTranslation } from 'react-i18next';
import { loadBuyerContracts } from '#bff/agreement/lists.server.ts';
import { AgreementListPage } from '../components/agreement/list/AgreementListPage.tsx';
import { AwardListPage } from '../components/agreement/list/AwardListPage.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-contracts.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadBuyerContracts(request, getLocale(context));
  return { view, title: getInstance(context).t('contract:list.titleBuyer') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function Contracts({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return view.tab === 'awards' ? <AwardListPage view={view.awards} /> : <AgreementListPage view={view.contracts} withAwards />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('contract');
  return <SidePageError error={error} heading={t('list.titleBuyer')} />;
}
