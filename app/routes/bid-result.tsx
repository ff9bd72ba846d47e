// The bid-result page of an award notice (docs/product.md#bid-result-page, /bidResult/{id}): title,
// release time, content with its line breaks, the winning-announcement and winning-notice files.
import { data } from 'react-router';
import { loadBidResult } from '#bff/details.server.ts';
import { NoticePage } from '../components/details/NoticePage.tsx';
import { getLocale } from '../i18n/middleware.server.ts';
import { listTitle as pageTitle } from '../lib/list-meta.ts';
import { requireIdParam } from '../lib/route-params.ts';
import type { Route } from './+types/bid-result.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = requireIdParam(params.id);
  const answer = await loadBidResult(request, getLocale(context), id);
  if (answer.status !== 'ok') throw data(null, { status: answer.status === 'missing' ? 404 : 502 });
  return { result: answer.data, inShop: new URL(request.url).searchParams.get('inShop') === 'true', title: answer.data.name };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageTitle(loaderData?.title, matches);
}

export default function BidResultPage({ loaderData }: Route.ComponentProps) {
  const { result, inShop } = loaderData;
  const { winTenderAnnounceFile, winTenderNoticeFile, ...notice } = result;
  return <NoticePage kind="bidResult" notice={notice} files={{ status: 'ok', data: { winTenderAnnounceFile, winTenderNoticeFile } }} inShop={inShop} />;
}
