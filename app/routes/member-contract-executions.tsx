// The execution of either side's signed contracts (docs/decisions/025-contracts.md, "Execution"): the
// buyer's (contractexecutionList) and the supplier's (coordination/implement), one page under two
// addresses, each row with its accepted and paid shares and whether anything is overdue.
import { useTranslation } from 'react-i18next';
import { loadAgreementList } from '#bff/agreement/lists.server.ts';
import { AgreementListPage } from '../components/agreement/list/AgreementListPage.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import { SUPPLIER_CONTRACT_EXECUTIONS_PATH } from '../lib/member-centre.ts';
import type { Route } from './+types/member-contract-executions.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const side = new URL(request.url).pathname.startsWith(SUPPLIER_CONTRACT_EXECUTIONS_PATH) ? 'supplier' : 'buyer';
  const view = await loadAgreementList(request, getLocale(context), side, 'execution');
  return { view, title: getInstance(context).t('contract:execution.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function ContractExecutions({ loaderData }: Route.ComponentProps) {
  return <AgreementListPage view={loaderData.view} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('contract');
  return <SidePageError error={error} heading={t('execution.title')} />;
}
