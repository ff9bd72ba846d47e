// Content endpoints: platform and member adverts by column (4 banner, 5 small ad, 7 list banner)
// and the app download link.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { appDownloadLink, memberAdverts, platformAdverts } from './queries.ts';

export function contentRoutes({ db }: PlatformContext): Route[] {
  return [
    route(api.advert.platform, 'public', ({ query }) => platformAdverts(db, query)),
    route(api.advert.member, 'public', ({ query }) => memberAdverts(db, query)),
    route(api.app.downloadLink, 'public', () => appDownloadLink(db)),
  ];
}
