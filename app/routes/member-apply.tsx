// A supplier applies to a buyer (?memberId=&roleId=, the shop layout's link): its company prefilled,
// categories, qualification documents, a contact; once sent, the application's page.
import { data, redirect } from 'react-router';
import { applyAction, loadApplyForm } from '#bff/admission/applications.server.ts';
import { ApplyPage } from '../components/admission/ApplyPage.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import { SUPPLIER_APPLICATION_DETAIL_PATH } from '../lib/member-centre.ts';
import type { Route } from './+types/member-apply.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadApplyForm(request, getLocale(context));
  return { ...view, title: getInstance(context).t('admission:apply.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await applyAction(request, getLocale(context), await request.formData(), getTranslate(context));
  if (answer.ok) return redirect(`${SUPPLIER_APPLICATION_DETAIL_PATH}?validateId=${answer.id}`);
  return data(answer, { status: 400 });
}

export default function Apply({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplyPage view={loaderData} answer={actionData} />;
}
