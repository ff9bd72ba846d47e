// The mall's lists of purchase inquiries, tenders and competitive bids (docs/product.md#routes-and-layouts; one module for
// /purchaseInquiry, /purchaseBidding, /purchaseCompete): list banners and the cards come with the
// first screen, the filter panel and the favourite filters stream in after.
import { loadSourcingList } from '#bff/lists.server.ts';
import { mallSourcingCards } from '#bff/member/standing.server.ts';
import { pagePathname } from '#bff/request-context.server.ts';
import { PAGE_SIZE } from '#contract/constants.ts';
import { SourcingListPage } from '../components/lists/SourcingListPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import { matchListPath, sourcingKindOf } from '../lib/list-filters.ts';
import { listTitle } from '../lib/list-meta.ts';
import { listFiltersOf, offersFavourites, readyOrStreamed, redirectPastLastPage } from '../lib/list-route.server.ts';
import type { Route } from './+types/sourcing-list.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = matchListPath(pagePathname(new URL(request.url).pathname))!.page;
  const kind = sourcingKindOf(page)!;
  const filters = await listFiltersOf(request, page, params);
  const { critical, deferred } = loadSourcingList(request, getLocale(context), kind, filters, {
    favourites: await offersFavourites(request),
    // A member's cards: the shared list with the member's standing (docs/decisions/031-member-page-cost.md).
    memberList: mallSourcingCards,
  });
  const { banners, list } = await critical;
  redirectPastLastPage(list, page, filters, PAGE_SIZE.publicList, params.shopId);
  return { page, kind, filters, banners, list, ...(await readyOrStreamed(deferred)), title: getInstance(context).t(`lists:titles.${page}`) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return listTitle(loaderData?.title, matches);
}

export default function SourcingList({ loaderData }: Route.ComponentProps) {
  return <SourcingListPage {...loaderData} />;
}
