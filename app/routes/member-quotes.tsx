// The supplier's quotes and where each stands (docs/product/member-side.md#quoting).
import { loadMyQuotes } from '#bff/inquiry/my-quotes.server.ts';
import { MyQuotesPage } from '../components/inquiry/MyQuotesPage.tsx';
import { getInstance, getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-quotes.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await loadMyQuotes(request, getLocale(context));
  return { ...view, title: getInstance(context).t('quote:mine.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function MyQuotes({ loaderData }: Route.ComponentProps) {
  return <MyQuotesPage view={loaderData} />;
}
