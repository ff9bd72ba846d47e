// One of the buyer's inquiries (?id=): quotes, the opening of sealed quotes, comparison and award,
// cancellation. Also where the platform's notifications to the buyer link (…/offter/inquiry?id=).
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { inquiryDetailAction, loadInquiryDetail } from '#bff/inquiry/detail.server.ts';
import { InquiryDetailPage } from '../components/inquiry/InquiryDetailPage.tsx';
import { SidePageError } from '../components/member/SidePageError.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-inquiry-detail.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadInquiryDetail(request, getLocale(context));
  return { ...view, title: `${view.inquiry.details} - ${getInstance(context).t('inquiry:list.title')}` };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await inquiryDetailAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function InquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <InquiryDetailPage view={loaderData} answer={actionData} key={loaderData.inquiry.id} />;
}

/** A wrong side's answer (the platform's refusal, a 404): a member without a role chooses one first. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('inquiry');
  return <SidePageError error={error} heading={t('list.title')} />;
}
