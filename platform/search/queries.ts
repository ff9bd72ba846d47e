// What the list filter panel reads (docs/product.md#list-filter-panel-and-toolbar): the brands of a
// category, the attributes of a leaf category with their values, and the top of the price slider.
import { asc, eq, inArray, max } from 'drizzle-orm';
import type { Attribute } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { attributes, attributeValues, brands, categoryBrands } from '../db/schema.ts';
import { sourceOfType, type PriceType } from '../sourcing/sources.ts';

/** Every brand, or a category's: a top category lists all the brands of its sub-categories itself (the category menu's list). */
export function brandsOf(db: Db, query: { categoryId?: number }) {
  const brand = { id: brands.id, name: brands.name, logoUrl: brands.logoUrl };
  if (query.categoryId === undefined) return db.select(brand).from(brands).orderBy(asc(brands.id));
  return db
    .select(brand)
    .from(categoryBrands)
    .innerJoin(brands, eq(brands.id, categoryBrands.brandId))
    .where(eq(categoryBrands.categoryId, query.categoryId))
    .orderBy(asc(categoryBrands.sort), asc(brands.id));
}

/** A category's attributes with their values; only leaf categories have any: a top category answers []. */
export async function attributesOf(db: Db, query: { categoryId: number }): Promise<Attribute[]> {
  const rows = await db
    .select({ id: attributes.id, name: attributes.name })
    .from(attributes)
    .where(eq(attributes.categoryId, query.categoryId))
    .orderBy(asc(attributes.sort), asc(attributes.id));
  if (rows.length === 0) return [];
  const values = await db
    .select({ attributeId: attributeValues.attributeId, id: attributeValues.id, value: attributeValues.value })
    .from(attributeValues)
    .where(
      inArray(
        attributeValues.attributeId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(attributeValues.sort), asc(attributeValues.id));
  return rows.map(
    (row): Attribute => ({
      ...row,
      attributeValueList: values.filter((v) => v.attributeId === row.id).map(({ id, value }) => ({ id, value })),
    }),
  );
}

/** The highest budget among the items of the kinds asked for (all three by default) still open at `now`; 0 without any. */
export async function maxPrice(db: Db, query: { priceTypeList?: PriceType[] }, now: number): Promise<number> {
  const types = query.priceTypeList?.length ? query.priceTypeList : ([1, 2, 3] as const);
  const highest = await Promise.all(
    types.map(async (type) => {
      const { table, windowIs } = sourceOfType[type];
      const [row] = await db
        .select({ amount: max(table.budgetAmount) })
        .from(table)
        .where(windowIs('open', now));
      return row?.amount ?? 0;
    }),
  );
  return Math.max(0, ...highest);
}
