// A buyer's shop home (docs/product.md#routes-and-layouts /shopIndex/{id}; id 0 with memberId and roleId names the shop by
// its buyer): the shop (shared with the shop layout), its category tree, slideshow and adverts come
// with the first screen; the three card lists stream in.
import { shopOfPageOrThrow } from '#bff/page-status.server.ts';
import { loadShopHome } from '#bff/shop.server.ts';
import { ShopHome } from '../components/shop/ShopHome.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import { listTitle as pageTitle } from '../lib/list-meta.ts';
import { requireIdParam } from '../lib/route-params.ts';
import type { Route } from './+types/shop-index.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireIdParam(params.id, { allowZero: true });
  const shop = await shopOfPageOrThrow(context);
  const { critical, deferred } = loadShopHome(request, getLocale(context), shop);
  return { shop, ...(await critical), ...deferred, title: getInstance(context).t('shop:home.title', { name: shop.memberName }) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageTitle(loaderData?.title, matches);
}

export default function ShopIndex({ loaderData }: Route.ComponentProps) {
  return <ShopHome {...loaderData} />;
}
