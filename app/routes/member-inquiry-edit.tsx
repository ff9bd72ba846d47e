// The buyer's inquiry form (?id= a draft or a published inquiry): saved as a draft, published, or
// edited before its deadline with a reason; a refused form comes back whole with its messages.
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { inquiryFormAction, loadInquiryForm } from '#bff/inquiry/edit.server.ts';
import { InquiryForm } from '../components/inquiry/InquiryForm.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import { INQUIRY_DETAIL_PATH, INQUIRY_EDIT_PATH } from '../lib/member-centre.ts';
import type { Route } from './+types/member-inquiry-edit.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadInquiryForm(request, getLocale(context), getTranslate(context));
  const t = getInstance(context).t;
  return {
    ...view,
    title: t(view.mode === 'new' ? 'inquiry:edit.titleNew' : view.mode === 'draft' ? 'inquiry:edit.titleDraft' : 'inquiry:edit.titleRevise'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await inquiryFormAction(request, getLocale(context), await request.formData(), getTranslate(context));
  if (!answer.ok) return data(answer, { status: 400 });
  if (answer.intent === 'save') return redirect(`${INQUIRY_EDIT_PATH}?id=${answer.id}&saved=1`);
  return redirect(`${INQUIRY_DETAIL_PATH}?id=${answer.id}`);
}

export default function InquiryEdit({ loaderData, actionData }: Route.ComponentProps) {
  return <InquiryForm view={loaderData} answer={actionData} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('inquiry');
  return <SidePageError error={error} heading={t('list.title')} />;
}
