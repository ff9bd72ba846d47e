// A buyer's shop: its page, the categories it trades in, and the users who keep it among their favourites.
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Slide } from '#contract/schemas.ts';
import { cities, provinces } from '../area/schema.ts';
import { categories } from '../category/schema.ts';
import { createTime, id, money, pictures, time } from '../db/columns.ts';
import { members, roles, users } from '../member/schema.ts';

/** A buyer member's shop (docs/product/entities.md#shops-and-buyer-companies); type 'self' uses its own categories and adverts. */
export const shops = pgTable(
  'shops',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    roleId: integer()
      .notNull()
      .references(() => roles.id),
    type: text().$type<'enterprise' | 'self'>().notNull().default('enterprise'),
    logo: text().notNull(),
    banner: text().notNull(),
    describe: text().notNull().default(''),
    /** In ten thousand yuan. */
    registeredCapital: money().notNull().default(0),
    establishmentDate: time(),
    provinceCode: text().references(() => provinces.code),
    cityCode: text().references(() => cities.code),
    authenticated: boolean().notNull().default(false),
    avgTradeCommentStar: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull().default(5),
    purchaseAmount: money().notNull().default(0),
    companyPics: pictures(),
    honorPics: pictures(),
    albumPics: pictures(),
    advertPics: pictures(),
    slideshow: jsonb().$type<Slide[]>().notNull().default([]),
    /** Promotional album shown in an embedded frame (#propaganda) when present. */
    albumUrl: text(),
    createTime: createTime(),
  },
  // The buyer-company list's orders, by purchases and by joining, and the newest shops, walk an index
  // (docs/decisions/030-a-million-processes.md).
  (t) => [
    uniqueIndex().on(t.memberId, t.roleId),
    index().on(t.provinceCode, t.cityCode),
    index().on(t.purchaseAmount.desc().nullsFirst(), t.id),
    index().on(t.createTime, t.id),
  ],
);

/** The categories a shop trades in: a self-run shop's own category tree. */
export const shopCategories = pgTable(
  'shop_categories',
  {
    shopId: integer()
      .notNull()
      .references(() => shops.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.categoryId] })],
);

export const shopCollects = pgTable(
  'shop_collects',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    shopId: integer()
      .notNull()
      .references(() => shops.id),
    createTime: createTime(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] })],
);
