// The catalogue's tables: the category tree of a template, brands, and the attributes and values a
// leaf category offers to the list filter panel.
import { index, integer, pgTable, primaryKey, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id } from '../db/columns.ts';
import { templates } from '../site/schema.ts';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    templateId: integer()
      .notNull()
      .references(() => templates.id),
    parentId: integer().references((): AnyPgColumn => categories.id),
    name: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.templateId, t.parentId, t.sort), index().on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: id(),
  name: text().notNull(),
  logoUrl: text().notNull(),
});

export const categoryBrands = pgTable(
  'category_brands',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    sort: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.brandId] })],
);

/** Attributes of a leaf category (材质, 规格, 产地 …) that the list filter panel offers. */
export const attributes = pgTable(
  'attributes',
  {
    id: id(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    name: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.categoryId, t.sort)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: id(),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index().on(t.attributeId, t.sort)],
);
