// The detail pages of an inquiry (/InquiryDetail/{id}), a tender (/biddingDetail/{id}) and a
// competitive bid (/competeDetail/{id}), one module (docs/product.md#routes-and-layouts): the item and the server's clock
// for the first screen; the right rail streams in. An unknown id is the 404 page.
import { loadSourcingDetail } from '#bff/details.server.ts';
import { subjectOrThrow } from '#bff/page-status.server.ts';
import { pagePathname } from '#bff/request-context.server.ts';
import { DetailPage } from '../components/details/DetailPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import { detailHead } from '#app/lib/sourcing-kinds.ts';
import { listTitle as pageTitle } from '../lib/list-meta.ts';
import { requireIdParam } from '../lib/route-params.ts';
import { detailKindOf } from '../lib/shop-links.ts';
import { routeSegments } from '#bff/url-state/shop-prefix.ts';
import type { Route } from './+types/sourcing-detail.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = requireIdParam(params.id);
  const url = new URL(request.url);
  const kind = detailKindOf(routeSegments(pagePathname(url.pathname))[0])!;
  const inShop = url.searchParams.get('inShop') === 'true';
  const { critical, rail } = loadSourcingDetail(request, getLocale(context), kind, id, { inShop });
  // Missing: 404; the platform unreachable (and no cached copy): 503 inside the layout.
  const view = subjectOrThrow(await critical);
  const title = `${detailHead(view).title} - ${getInstance(context).t(`detail:kinds.${kind}`)}`;
  return { view, inShop, ...rail, title };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageTitle(loaderData?.title, matches);
}

export default function SourcingDetail({ loaderData }: Route.ComponentProps) {
  return <DetailPage {...loaderData} />;
}
