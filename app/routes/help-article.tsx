// One page of the help centre (docs/product.md#help-centre): the article in the reader's language,
// read from locales/<lang>/help-<group>.json; a group or page the footer does not list is a 404.
import { data } from 'react-router';
import { pagePathname } from '#bff/request-context.server.ts';
import { HelpArticle } from '../components/help/HelpArticle.tsx';
import { getLocale } from '../i18n/middleware.server.ts';
import { helpArticle } from '../lib/help-articles.server.ts';
import { helpPageAt } from '../lib/help-centre.ts';
import { listTitle as pageTitle } from '../lib/list-meta.ts';
import type { Route } from './+types/help-article.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  const found = helpPageAt(pagePathname(new URL(request.url).pathname));
  const article = found && helpArticle(getLocale(context), found.group, found.page);
  if (!found || !article) throw data(null, { status: 404 });
  return { group: found.group, article };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageTitle(loaderData?.article.title, matches);
}

export default function HelpArticlePage({ loaderData }: Route.ComponentProps) {
  return <HelpArticle group={loaderData.group} article={loaderData.article} />;
}
