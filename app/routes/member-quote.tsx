// The supplier's quote on an inquiry (?id=&number=, the cards' "quote now" and the notifications'
// link): the inquiry, the form or why not, the receipts and revisions (docs/product/member-side.md#quoting).
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { loadQuotePage, quoteAction } from '#bff/inquiry/quote.server.ts';
import { QuotePage } from '../components/inquiry/QuotePage.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-quote.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadQuotePage(request, getLocale(context));
  const inquiry = view.form.status === 'ok' ? view.form.data.inquiry.details : null;
  const title = getInstance(context).t('quote:page.title');
  return { ...view, title: inquiry ? `${title} · ${inquiry}` : title };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await quoteAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return answer.ok ? answer : data(answer, { status: 400 });
}

export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotePage view={loaderData} answer={actionData} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('quote');
  return <SidePageError error={error} heading={t('page.title')} />;
}
