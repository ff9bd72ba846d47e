// The buyer's tender form (?id= a draft): saved as a draft or published; a refused form comes back
// whole with its messages, each on its field.
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { loadTenderForm, tenderFormAction } from '#bff/tender/buyer-edit.server.ts';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { TenderForm } from '../components/tender/TenderForm.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import { TENDER_DETAIL_PATH, TENDER_EDIT_PATH, tenderHref } from '../lib/member-centre.ts';
import type { Route } from './+types/member-tender-edit.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadTenderForm(request, getLocale(context));
  return { ...view, title: getInstance(context).t(view.mode === 'new' ? 'tender:edit.titleNew' : 'tender:edit.titleDraft') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await tenderFormAction(request, getLocale(context), await request.formData(), getTranslate(context));
  if (!answer.ok) return data(answer, { status: 400 });
  if (answer.intent === 'save') return redirect(`${tenderHref(TENDER_EDIT_PATH, answer.id)}&saved=1`);
  return redirect(tenderHref(TENDER_DETAIL_PATH, answer.id));
}

export default function TenderEdit({ loaderData, actionData }: Route.ComponentProps) {
  return <TenderForm view={loaderData} answer={actionData} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('tender');
  return <SidePageError error={error} heading={t('list.title')} />;
}
