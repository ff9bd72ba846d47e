// The buyer's purchase orders, by state (in the URL).
import { loadOrders } from '#bff/order/list.server.ts';
import { OrderListPage } from '../components/order/OrderListPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-purchase-orders.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadOrders(request, getLocale(context), 'buyer');
  return { ...view, title: getInstance(context).t('inquiry:orders.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function PurchaseOrders({ loaderData }: Route.ComponentProps) {
  return <OrderListPage view={loaderData} side="buyer" />;
}
