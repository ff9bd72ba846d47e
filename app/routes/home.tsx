// The mall home (docs/product.md#routes-and-layouts): banners and small ads arrive with the first screen; the publicity
// tabs and the three card lists (each card with only the fields it reads) stream in afterwards, each on its own.
import { loadHome } from '#bff/home.server.ts';
import { MallHome } from '../components/home/MallHome.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/home.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { critical, deferred } = loadHome(request, getLocale(context));
  const { banners, smallAds } = await critical;
  return { banners, smallAds, ...deferred, title: getInstance(context).t('home:title') };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = matches.find((match) => match?.id === 'site-layout')?.loaderData as { site?: { name: string } } | undefined;
  return [{ title: [loaderData?.title, site?.site?.name].filter(Boolean).join(' - ') }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <MallHome {...loaderData} />;
}
