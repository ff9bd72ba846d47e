// Procurement publicity (docs/product.md#routes-and-layouts; one module for /procurementPublicity and
// /procurementPublicityShop, the same screen): award notices, 12 a page, with the search text,
// the type and, for a logged-in user, 'about us'. Inside a shop only its buyer's notices; a shop
// publicity page whose shop is unknown is a 404, as the shop's other lists (docs/decisions/009-shop-pages.md).
import { loadPublicityList } from '#bff/lists.server.ts';
import { shopOfPageOrThrow } from '#bff/page-status.server.ts';
import { pagePathname } from '#bff/request-context.server.ts';
import { PAGE_SIZE } from '#contract/constants.ts';
import { PublicityListPage } from '../components/lists/PublicityListPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import { matchListPath } from '../lib/list-filters.ts';
import { listTitle } from '../lib/list-meta.ts';
import { listFiltersOf, offersFavourites, readyOrStreamed, redirectPastLastPage } from '../lib/list-route.server.ts';
import type { Route } from './+types/publicity-list.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = matchListPath(pagePathname(new URL(request.url).pathname))!.page;
  const filters = await listFiltersOf(request, page, params);
  const shop = page === 'procurementPublicityShop' ? await shopOfPageOrThrow(context) : null;
  const { critical, deferred } = loadPublicityList(request, getLocale(context), filters, {
    favourites: await offersFavourites(request),
    ...(shop ? { shop: { memberId: shop.memberId, memberRoleId: shop.roleId } } : {}),
  });
  const { list } = await critical;
  redirectPastLastPage(list, page, filters, PAGE_SIZE.noticeList, params.shopId);
  return { page, filters, list, ...(await readyOrStreamed(deferred)), title: getInstance(context).t(`lists:titles.${page}`) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listTitle(loaderData?.title, matches);
}

export default function PublicityList({ loaderData }: Route.ComponentProps) {
  return <PublicityListPage {...loaderData} />;
}
