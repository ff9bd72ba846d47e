// Procurement publicity: the award notices of the three kinds.
import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { attachments, createTime, ginOptions, id, searchTokens } from '../db/columns.ts';
import { members, roles } from '../member/schema.ts';

/** Procurement publicity (award notices): type 1 inquiry, 2 tender, 3 competitive bid. */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    type: smallint().$type<1 | 2 | 3>().notNull(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    memberRoleId: integer()
      .notNull()
      .references(() => roles.id),
    /** The awarded supplier, when the notice announces one. */
    awardedMemberId: integer().references(() => members.id),
    /** The item announced: an inquiry, tender or competitive bid id, by type. */
    sourceId: integer(),
    name: text().notNull(),
    /** Plain text with line breaks. */
    content: text().notNull(),
    /** The bid result's attachments: the winning announcement's and the winning notice's files. */
    announceFiles: attachments(),
    winNoticeFiles: attachments(),
    createTime: createTime(),
    searchTokens: searchTokens((): SQL => sql`${notices.name}`),
  },
  (t) => [
    index().on(t.type, t.createTime),
    index().on(t.memberId),
    index().on(t.awardedMemberId),
    index().on(t.type, t.sourceId),
    index().using('gin', t.searchTokens).with(ginOptions),
  ],
);
