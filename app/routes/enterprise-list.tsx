// Famous-enterprise purchasing (docs/product.md#routes-and-layouts): the buyer-company cards, 5 a page, with the filters
// category, use area, active stores and new join; the header's purchaser search lands here.
import { loadEnterpriseList } from '#bff/lists.server.ts';
import { PAGE_SIZE } from '#contract/constants.ts';
import { EnterpriseListPage } from '../components/lists/EnterpriseListPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import { listTitle } from '../lib/list-meta.ts';
import { listFiltersOf, offersFavourites, readyOrStreamed, redirectPastLastPage } from '../lib/list-route.server.ts';
import type { Route } from './+types/enterprise-list.ts';

const PAGE = 'enterprisePurchasing';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const filters = await listFiltersOf(request, PAGE, params);
  const { critical, deferred } = loadEnterpriseList(request, getLocale(context), filters, { favourites: await offersFavourites(request) });
  const { list } = await critical;
  redirectPastLastPage(list, PAGE, filters, PAGE_SIZE.buyerShopList, params.shopId);
  return { page: PAGE, filters, list, ...(await readyOrStreamed(deferred)), title: getInstance(context).t(`lists:titles.${PAGE}`) } as const;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listTitle(loaderData?.title, matches);
}

export default function EnterpriseList({ loaderData }: Route.ComponentProps) {
  return <EnterpriseListPage {...loaderData} />;
}
