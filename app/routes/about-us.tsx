// A buyer's company profile (docs/product.md#routes-and-layouts /aboutUs/{id}): the brief, the album, the honours and,
// when the shop has an album page, the promotional album in a sandboxed frame.
import { shopOfPageOrThrow } from '#bff/page-status.server.ts';
import { AboutUs } from '../components/shop/AboutUs.tsx';
import { getInstance } from '../i18n/middleware.server.ts';
import { listTitle as pageTitle } from '../lib/list-meta.ts';
import { requireIdParam } from '../lib/route-params.ts';
import type { Route } from './+types/about-us.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  requireIdParam(params.id);
  const shop = await shopOfPageOrThrow(context);
  return { shop, title: getInstance(context).t('shop:about.title', { name: shop.memberName }) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageTitle(loaderData?.title, matches);
}

export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  return <AboutUs shop={loaderData.shop} />;
}
