// The bid-result page of an award notice (docs/product.md#bid-result-page, /bidResult/{id}): title,
// release time, content with its line breaks, the winning-announcement and winning-notice files.
import { loadBidResult } from '#bff/details.server.ts';
import { subjectOrThrow } from '#bff/page-status.server.ts';
import { NoticePage } from '../components/details/NoticePage.tsx';
import { getLocale } from '../i18n/middleware.server.ts';
import { listTitle as pageTitle } from '../lib/list-meta.ts';
import { requireIdParam } from '../lib/route-params.ts';
import type { Route } from './+types/bid-result.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = requireIdParam(params.id);
  const result = subjectOrThrow(await loadBidResult(request, getLocale(context), id));
  return { result, inShop: new URL(request.url).searchParams.get('inShop') === 'true', title: result.name };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageTitle(loaderData?.title, matches);
}

export default function BidResultPage({ loaderData }: Route.ComponentProps) {
  const { result, inShop } = loaderData;
  const { winTenderAnnounceFile, winTenderNoticeFile, ...notice } = result;
  return (
    <NoticePage kind="bidResult" notice={notice} files={{ status: 'ok', data: { winTenderAnnounceFile, winTenderNoticeFile } }} inShop={inShop} />
  );
}
