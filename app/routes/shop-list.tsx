// A buyer shop's own lists (docs/product.md#routes-and-layouts /procurementSourcing, /procurementBidding,
// /procurementCompete; one module): the shop named by the path or remembered (docs/product.md#states-and-transitions), its
// list and category tree with the first screen, the use areas streamed in. A URL with a bad
// filter value is redirected to its canonical form; a page past the last one to the last one.
import { redirect } from 'react-router';
import { pagePathname } from '#bff/request-context.server.ts';
import { shopOfPageOrThrow } from '#bff/page-status.server.ts';
import { loadShopList } from '#bff/shop.server.ts';
import { PAGE_SIZE } from '#contract/constants.ts';
import { ShopListPage } from '../components/shop/ShopListPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import { pagerOf, withPage } from '../lib/list-filters.ts';
import { listTitle as pageTitle } from '../lib/list-meta.ts';
import { shopListKindOf } from '../lib/shop-links.ts';
import { parseShopListUrl, shopListHref } from '../lib/shop-list.ts';
import { routeSegments } from '#bff/url-state/shop-prefix.ts';
import type { Route } from './+types/shop-list.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = shopListKindOf(routeSegments(pagePathname(url.pathname))[0])!;
  const prefix = params.shopId ?? null;
  const { filters, canonical } = parseShopListUrl(kind, url.searchParams);
  if (!canonical) throw redirect(shopListHref(kind, filters, prefix));
  const shop = await shopOfPageOrThrow(context);
  const { critical, panel } = loadShopList(request, getLocale(context), kind, filters, shop);
  const { list, categories } = await critical;
  if (list.status === 'ok' && list.data.totalCount > 0) {
    const { totalPages } = pagerOf(filters.page, list.data.totalCount, PAGE_SIZE.shopList, list.data.totalCountAtLeast);
    if (filters.page > totalPages) throw redirect(shopListHref(kind, withPage(filters, totalPages), prefix));
  }
  const t = getInstance(context).t;
  return { kind, filters, shopId: shop.id, list, categories, panel, title: t(`shop:lists.titles.${kind}`, { name: shop.memberName }) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageTitle(loaderData?.title, matches);
}

export default function ShopList({ loaderData }: Route.ComponentProps) {
  return <ShopListPage {...loaderData} />;
}
