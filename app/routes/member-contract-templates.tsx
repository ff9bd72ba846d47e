// The buyer's contract templates: listed, one added or edited (?id=) with the placeholders explained.
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { loadTemplates, templateAction } from '#bff/agreement/templates.server.ts';
import { formDataOr400 } from '#bff/forms.server.ts';
import { TemplatesPage, templateHref } from '../components/agreement/form/TemplatesPage.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-contract-templates.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadTemplates(request, getLocale(context));
  return { ...view, title: getInstance(context).t('contract:templates.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const answer = await templateAction(request, locale, await formDataOr400(request, locale), getTranslate(context));
  if (!answer.ok) return data(answer, { status: 400 });
  return redirect(`${templateHref(answer.id)}&saved=1`);
}

export default function ContractTemplates({ loaderData, actionData }: Route.ComponentProps) {
  return <TemplatesPage view={loaderData} answer={actionData} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('contract');
  return <SidePageError error={error} heading={t('templates.title')} />;
}
