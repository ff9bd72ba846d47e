// A contract's document (?id=) for either party, to print (docs/decisions/025-contracts.md): the
// signed version with its hash and signatures, or before signing the current version as a draft.
// Outside the member centre's frame (nothing but the document is printed); a member's page all the
// same: a visitor is sent to log in first, and it is never cached.
import { useTranslation } from 'react-i18next';
import { loadAgreementDocument } from '#bff/agreement/detail.server.ts';
import { requireSession } from '#bff/member/session.server.ts';
import { ContractDocument } from '../components/agreement/detail/ContractDocument.tsx';
import { StatusPage, statusOf } from '../components/feedback/StatusPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-contract-document.ts';

export const middleware: Route.MiddlewareFunction[] = [({ request }) => requireSession(request)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadAgreementDocument(request, getLocale(context));
  const title = getInstance(context).t('contractDetail:document.pageTitle', { no: view.agreement.agreementNo, version: view.versionNo });
  return { ...view, title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ContractDocumentRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <ContractDocument view={loaderData} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const { kind, status } = statusOf(error);
  return (
    <>
      <title>{t(`${kind}.title`)}</title>
      <StatusPage kind={kind} status={status} />
    </>
  );
}
