// A user's favourite filters of the lists.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { FavouriteFilterFields } from '#contract/schemas.ts';
import { createTime, id } from '../db/columns.ts';
import { users } from '../member/schema.ts';

export const favouriteFilters = pgTable(
  'favourite_filters',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    /**
     * The filter fields of docs/product/entities.md#favourite-filters-and-filter-parameters, with the names the platform resolved
     * for their ids. Read and written whole, never queried into: jsonb.
     */
    filter: jsonb().$type<FavouriteFilterFields>().notNull(),
    /** The list page's whole query string, so that the portal re-applies the filter exactly. */
    filterQuery: text().notNull().default(''),
    createTime: createTime(),
    updateTime: createTime(),
  },
  (t) => [index().on(t.userId, t.createTime)],
);
