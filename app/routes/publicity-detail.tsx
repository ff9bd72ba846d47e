// A procurement publicity notice (docs/product.md#routes-and-layouts /publicityPurchasing/{id}, with ?inShop= inside a
// shop): title, release time, the content as text with its line breaks, the two attachment lists of
// its bid result, and links to the bid result and the item it announces. Unknown: the 404 page.
import { loadPublicity } from '#bff/details.server.ts';
import { subjectOrThrow } from '#bff/page-status.server.ts';
import { NoticePage } from '../components/details/NoticePage.tsx';
import { getLocale } from '../i18n/middleware.server.ts';
import { listTitle as pageTitle } from '../lib/list-meta.ts';
import { requireIdParam } from '../lib/route-params.ts';
import type { Route } from './+types/publicity-detail.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = requireIdParam(params.id);
  const publicity = subjectOrThrow(await loadPublicity(request, getLocale(context), id));
  return { ...publicity, inShop: new URL(request.url).searchParams.get('inShop') === 'true', title: publicity.notice.name };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageTitle(loaderData?.title, matches);
}

export default function PublicityDetail({ loaderData }: Route.ComponentProps) {
  const { notice, files, inShop } = loaderData;
  return <NoticePage kind="publicity" notice={notice} files={files} inShop={inShop} />;
}
