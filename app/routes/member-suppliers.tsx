// The buyer's admitted suppliers and their lifecycle stage, which the buyer changes here.
import { data } from 'react-router';
import { changeStageAction, loadSuppliers } from '#bff/admission/applications.server.ts';
import { SuppliersPage } from '../components/admission/SuppliersPage.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-suppliers.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadSuppliers(request, getLocale(context));
  return { ...view, title: getInstance(context).t('admission:suppliers.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await changeStageAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function Suppliers({ loaderData, actionData }: Route.ComponentProps) {
  return <SuppliersPage view={loaderData} answer={actionData} />;
}
