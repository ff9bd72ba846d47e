// The buyer's new contract from one award (?orderId=, ?templateId= a template's text): the draft the
// platform prefilled, submitted as version 1; a refused form comes back whole with its messages.
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { draftAction, loadDraft } from '#bff/agreement/draft.server.ts';
import { formDataOr400 } from '#bff/forms.server.ts';
import { AgreementDraftPage } from '../components/agreement/form/AgreementDraftPage.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import { contractHref } from '../lib/member-centre.ts';
import type { Route } from './+types/member-contract-add.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadDraft(request, getLocale(context));
  return { ...view, title: getInstance(context).t('contract:draft.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const answer = await draftAction(request, locale, await formDataOr400(request, locale), getTranslate(context));
  if (!answer.ok) return data(answer, { status: 400 });
  return redirect(contractHref(answer.id));
}

export default function ContractAdd({ loaderData, actionData }: Route.ComponentProps) {
  return <AgreementDraftPage view={loaderData} answer={actionData} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('contract');
  return <SidePageError error={error} heading={t('draft.title')} />;
}
