// The supplier's sale orders: orders made from inquiry awards (order type 7), by state.
import { loadOrders } from '#bff/order/list.server.ts';
import { OrderListPage } from '../components/order/OrderListPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-sale-orders.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadOrders(request, getLocale(context), 'supplier');
  return { ...view, title: getInstance(context).t('quote:orders.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function SaleOrders({ loaderData }: Route.ComponentProps) {
  return <OrderListPage view={loaderData} side="supplier" />;
}
