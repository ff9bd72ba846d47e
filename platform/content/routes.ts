// Content endpoints: platform and member adverts by column (4 banner, 5 small ad, 7 list banner)
// and the app download link.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { adverts, appDownloadLinks } from '../db/schema.ts';
import { route, type Route } from '../http/route.ts';

const advertColumns = { id: adverts.id, imageUrl: adverts.imageUrl, title: adverts.title, link: adverts.link };

export function contentRoutes({ db }: PlatformContext): Route[] {
  return [
    route(api.advert.platform, 'public', ({ query }) =>
      db
        .select(advertColumns)
        .from(adverts)
        .where(and(eq(adverts.columnType, query.columnType), isNull(adverts.memberId)))
        .orderBy(asc(adverts.sort), asc(adverts.id)),
    ),
    route(api.advert.member, 'public', ({ query }) =>
      db
        .select(advertColumns)
        .from(adverts)
        .where(and(eq(adverts.columnType, query.columnType), eq(adverts.memberId, query.memberId), eq(adverts.memberRoleId, query.memberRoleId)))
        .orderBy(asc(adverts.sort), asc(adverts.id)),
    ),
    route(api.app.downloadLink, 'public', async () => {
      const [link] = await db
        .select({ id: appDownloadLinks.id, name: appDownloadLinks.name, url: appDownloadLinks.url, qrCodeUrl: appDownloadLinks.qrCodeUrl })
        .from(appDownloadLinks)
        .orderBy(asc(appDownloadLinks.id))
        .limit(1);
      return link ?? null;
    }),
  ];
}
