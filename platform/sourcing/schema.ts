// The columns and tables the three sourcing kinds (inquiry, tender, competitive bid) share: their
// materials and delivery areas, the publisher's columns and indexes, and who acts for a supplier.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { cities, provinces } from '../area/schema.ts';
import { brands, categories } from '../category/schema.ts';
import { attachments, createTime, ginOptions, id, money } from '../db/columns.ts';
import { members, roles, users } from '../member/schema.ts';

/** A kind's materials: the three kinds' tables alike, so the list filters read them alike. */
export function materielTable<P extends string>(name: string, parentKey: P, parent: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      id: id(),
      parentId: integer(parentKey).notNull().references(parent, { onDelete: 'cascade' }),
      /** Material code. */
      number: text().notNull(),
      name: text().notNull(),
      /** Model / specification. */
      model: text().notNull().default(''),
      categoryId: integer().references(() => categories.id),
      brandId: integer().references(() => brands.id),
      unit: text().notNull(),
      purchaseCount: numeric({ precision: 14, scale: 3, mode: 'number' }).notNull(),
      sort: integer().notNull().default(0),
      /**
       * The attribute values (attribute_values.id) the material has, one per attribute of its
       * category. An array rather than a link table: the attr filter asks "has any of these
       * values" (`&&`), which a GIN index answers for the three kinds' tables alike.
       */
      attributeValueIds: integer().array().notNull().default(sql`'{}'`),
      /** Drawings, specifications: the detail pages' materials table links them. */
      files: attachments(),
    },
    // A brand's items are read from the index alone (docs/decisions/030-a-million-processes.md).
    (t) => [index().on(t.parentId), index().on(t.brandId, t.parentId), index().using('gin', t.attributeValueIds).with(ginOptions)],
  );
}

/** Where delivery may go: a whole province (cityCode null) or one city. */
export function areaTable<P extends string>(name: string, parentKey: P, parent: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      id: id(),
      parentId: integer(parentKey).notNull().references(parent, { onDelete: 'cascade' }),
      provinceCode: text()
        .notNull()
        .references(() => provinces.code),
      cityCode: text().references(() => cities.code),
    },
    // An item's areas, and the items delivering to a province or city, are read from an index alone
    // (docs/decisions/030-a-million-processes.md).
    (t) => [index().on(t.parentId, t.provinceCode, t.cityCode), index().on(t.provinceCode, t.cityCode, t.parentId)],
  );
}

/** Publisher (a buyer member in one of its roles) and timestamps shared by the three kinds. */
export const publication = () => ({
  id: id(),
  memberId: integer()
    .notNull()
    .references(() => members.id),
  memberRoleId: integer()
    .notNull()
    .references(() => roles.id),
  categoryId: integer()
    .notNull()
    .references(() => categories.id),
  /** Delivery to anywhere: no area rows. */
  isAllArea: boolean().notNull().default(false),
  /** The buyer's estimate of the whole purchase, in yuan: the price filter of the lists. */
  budgetAmount: money().notNull().default(0),
  createTime: createTime(),
  /**
   * The names of the item's materials in their order, joined by spaces: searched by keyword with
   * the title and number (platform/search/keyword.ts). Kept by the database: a trigger on the kind's
   * materials table writes it whenever they change (migration 0025), whoever writes them.
   */
  materielNames: text().notNull().default(''),
});

/**
 * The list queries filter and sort by these (SourcingListQuery); a buyer's items by publish time
 * also count its activity (platform/shop). Keyword search uses the GIN index on searchTokens.
 * `{table}_list_index` holds, in the lists' order (publish time, id), every column their filters
 * test but the keyword's (state, category, delivery anywhere, budget, publisher, deadline): a page
 * however deep, and the count of what a filter keeps up to its cap, are read from it alone (an
 * index-only scan), not from the wide rows; the other indexes hold the state for the same reason
 * when they answer a count (docs/decisions/030-a-million-processes.md).
 */
export function publicationIndexes(
  table: string,
  t: {
    createTime: AnyPgColumn;
    id: AnyPgColumn;
    state: AnyPgColumn;
    categoryId: AnyPgColumn;
    isAllArea: AnyPgColumn;
    memberId: AnyPgColumn;
    memberRoleId: AnyPgColumn;
    budgetAmount: AnyPgColumn;
    searchTokens: AnyPgColumn;
  },
  deadline: AnyPgColumn,
) {
  return [
    index().on(deadline, t.state),
    index(`${table}_list_index`).on(t.createTime, t.id, t.state, t.categoryId, t.isAllArea, t.budgetAmount, t.memberId, t.memberRoleId, deadline),
    index().on(t.categoryId, t.state),
    index().on(t.memberId, t.memberRoleId, t.createTime, t.state),
    index().on(t.budgetAmount),
    index().using('gin', t.searchTokens).with(ginOptions),
  ];
}

/** Who acts for a supplier: member, role and the user who clicked. */
export const participant = () => ({
  id: id(),
  memberId: integer()
    .notNull()
    .references(() => members.id),
  memberRoleId: integer()
    .notNull()
    .references(() => roles.id),
  userId: integer()
    .notNull()
    .references(() => users.id),
  createTime: createTime(),
});
