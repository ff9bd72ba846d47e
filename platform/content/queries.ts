// What the content endpoints read: platform and member adverts by column (4 banner, 5 small ad,
// 7 list banner) and the app download link.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adverts, appDownloadLinks } from '../db/schema.ts';

const advertColumns = { id: adverts.id, imageUrl: adverts.imageUrl, title: adverts.title, link: adverts.link };

/** The platform's own adverts of a column, in their order. */
export function platformAdverts(db: Db, query: { columnType: number }) {
  return db
    .select(advertColumns)
    .from(adverts)
    .where(and(eq(adverts.columnType, query.columnType), isNull(adverts.memberId)))
    .orderBy(asc(adverts.sort), asc(adverts.id));
}

/** A member's (a shop's) adverts of a column, in their order. */
export function memberAdverts(db: Db, query: { columnType: number; memberId: number; memberRoleId: number }) {
  return db
    .select(advertColumns)
    .from(adverts)
    .where(and(eq(adverts.columnType, query.columnType), eq(adverts.memberId, query.memberId), eq(adverts.memberRoleId, query.memberRoleId)))
    .orderBy(asc(adverts.sort), asc(adverts.id));
}

/** The app's download link, or null when there is none. */
export async function appDownloadLink(db: Db) {
  const [link] = await db
    .select({ id: appDownloadLinks.id, name: appDownloadLinks.name, url: appDownloadLinks.url, qrCodeUrl: appDownloadLinks.qrCodeUrl })
    .from(appDownloadLinks)
    .orderBy(asc(appDownloadLinks.id))
    .limit(1);
  return link ?? null;
}
