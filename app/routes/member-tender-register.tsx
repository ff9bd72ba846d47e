// The supplier's registration for a tender (?id=, the cards' "sign up now" and the invitation's link):
// the tender, the form or why not, and once registered the buyer's verdict
// (docs/product/tenders.md#registration-and-prequalification).
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { loadRegistrationPage, registrationAction } from '#bff/tender/registration.server.ts';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { RegistrationPage } from '../components/tender/RegistrationForm.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-tender-register.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadRegistrationPage(request, getLocale(context));
  const project = view.form.status === 'ok' ? view.form.data.tender.projectName : null;
  const title = getInstance(context).t('tenderRegistration:register.title');
  return { ...view, title: project ? `${title} · ${project}` : title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await registrationAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return answer.ok ? answer : data(answer, { status: 400 });
}

export default function TenderRegister({ loaderData, actionData }: Route.ComponentProps) {
  return <RegistrationPage view={loaderData} answer={actionData} />;
}

/** A wrong side's answer (a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('tenderRegistration');
  return <SidePageError error={error} heading={t('register.title')} />;
}
