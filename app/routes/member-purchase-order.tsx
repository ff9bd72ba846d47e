// One purchase order (?id=) as its buyer sees it; also where the platform's notifications link (/memberCenter/order/purchase?id=).
import { loadPurchaseOrder } from '#bff/order/purchase-order.server.ts';
import { PurchaseOrderDetailPage } from '../components/order/PurchaseOrderDetailPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-purchase-order.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadPurchaseOrder(request, getLocale(context));
  return { ...view, title: getInstance(context).t('inquiry:orders.detailTitle', { orderNo: view.order.orderNo }) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function PurchaseOrder({ loaderData }: Route.ComponentProps) {
  return <PurchaseOrderDetailPage view={loaderData} />;
}
