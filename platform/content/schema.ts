// The content's tables: adverts (the platform's and a self-run shop's) and the app download links.
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createTime, id } from '../db/columns.ts';
import { members, roles } from '../member/schema.ts';

/** Platform adverts (memberId null) and a member's own adverts (self-run shop). */
export const adverts = pgTable(
  'adverts',
  {
    id: id(),
    /** 4 banner, 5 small ad, 7 list banner. */
    columnType: smallint().notNull(),
    memberId: integer().references(() => members.id),
    memberRoleId: integer().references(() => roles.id),
    title: text().notNull(),
    imageUrl: text().notNull(),
    link: text().notNull(),
    sort: integer().notNull().default(0),
    createTime: createTime(),
  },
  (t) => [index().on(t.columnType, t.memberId, t.memberRoleId, t.sort)],
);

export const appDownloadLinks = pgTable('app_download_links', {
  id: id(),
  name: text().notNull(),
  url: text().notNull(),
  qrCodeUrl: text().notNull(),
  createTime: createTime(),
});
