// One contract (?id=) for either party (docs/decisions/025-contracts.md): its terms, versions and
// comparison (?from=&to=), the negotiation and signing, the execution and the record. Also where the
// platform's notifications link, for both sides. The page's forms post to its action (one intent each).
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { agreementAction } from '#bff/agreement/actions.server.ts';
import { loadAgreementDetail } from '#bff/agreement/detail.server.ts';
import { formDataOr400 } from '#bff/forms.server.ts';
import { ContractDetailPage } from '../components/agreement/detail/ContractDetailPage.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-contract.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadAgreementDetail(request, getLocale(context));
  const title = getInstance(context).t('contractDetail:page.title', { no: view.agreement.agreementNo, title: view.agreement.terms.title });
  return { ...view, title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const answer = await agreementAction(request, locale, await formDataOr400(request, locale), getTranslate(context));
  return data(answer, { status: answer.ok ? 200 : 400 });
}

/** A refusal reads the contract again only when a newer version came first (39007): the page then shows it. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as { stale?: boolean } | undefined)?.stale === true || defaultShouldRevalidate;
}

export default function Contract({ loaderData, actionData }: Route.ComponentProps) {
  return <ContractDetailPage view={loaderData} answer={actionData} key={loaderData.agreement.id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('contractDetail');
  return <SidePageError error={error} heading={t('page.heading')} />;
}
