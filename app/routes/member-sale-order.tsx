// One sale order (?id=, the notifications' link): its lines; the supplier confirms it or declines it with a reason.
import { data } from 'react-router';
import { loadSaleOrder, orderDecisionAction } from '#bff/order/sale-order.server.ts';
import { SaleOrderPage } from '../components/order/SaleOrderPage.tsx';
import { getInstance, getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-sale-order.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadSaleOrder(request, getLocale(context));
  return { ...view, title: getInstance(context).t('quote:orders.detailTitle') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await orderDecisionAction(request, getLocale(context), await request.formData(), getTranslate(context));
  return answer.ok ? answer : data(answer, { status: 400 });
}

export default function SaleOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <SaleOrderPage view={loaderData} answer={actionData} />;
}
