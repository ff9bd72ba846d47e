// Saving a favourite filter ('commonly used', docs/product/entities.md#favourite-filters-and-filter-parameters)
// under a short name, new or over one of the caller's own, and removing one: the stored filter keeps
// the ids as sent and the names as the platform has them, every id checked.
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import { FAVOURITE_NAME_MAX, type FavouriteFilterSave } from '#contract/endpoints.ts';
import type { FavouriteFilter, FavouriteFilterFields } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { attributeValues, brands, categories, cities, favouriteFilters, provinces } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { ownFilter, toWire } from './queries.ts';

type SaveBody = z.output<typeof FavouriteFilterSave>;

/** The name as stored: trimmed, present, and at most FAVOURITE_NAME_MAX characters (not UTF-16 units). */
export function favouriteName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) throw new BusinessError(Code.FAVOURITE_NAME_REQUIRED);
  if ([...trimmed].length > FAVOURITE_NAME_MAX) throw new BusinessError(Code.FAVOURITE_NAME_TOO_LONG);
  return trimmed;
}

/** The name of the row whose `key` is `value` (null for no value); an unknown value is a bad parameter. */
async function nameOf(db: Db, table: PgTable, key: PgColumn, name: PgColumn, value: string | number | null | undefined, field: string) {
  if (value === null || value === undefined) return null;
  const [row] = await db.select({ name: name }).from(table).where(eq(key, value));
  if (!row) throw new BusinessError(Code.PARAM_INVALID, field);
  return row.name as string;
}

/** The stored filter: the ids as sent, the names as the platform has them, every id checked. */
async function filterFields(db: Db, body: SaveBody): Promise<FavouriteFilterFields> {
  // A city alone still names its province (the first two digits of its code).
  const provinceCode = body.provinceCode ?? (body.cityCode ? `${body.cityCode.slice(0, 2)}0000` : null);
  if (body.cityCode && body.cityCode.slice(0, 2) !== provinceCode!.slice(0, 2)) throw new BusinessError(Code.PARAM_INVALID, 'cityCode');
  const attributeList = body.customerAttributeList ?? [];
  const [customerCategoryName, brandName, provinceName, cityName, values] = await Promise.all([
    nameOf(db, categories, categories.id, categories.name, body.customerCategoryId, 'customerCategoryId'),
    nameOf(db, brands, brands.id, brands.name, body.brandId, 'brandId'),
    nameOf(db, provinces, provinces.code, provinces.name, provinceCode, 'provinceCode'),
    nameOf(db, cities, cities.code, cities.name, body.cityCode, 'cityCode'),
    attributeList.length
      ? db
          .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
          .from(attributeValues)
          .where(
            inArray(
              attributeValues.id,
              attributeList.flatMap((a) => a.customerAttributeValueList),
            ),
          )
      : [],
  ]);
  const attributeOf = new Map(values.map((v) => [v.id, v.attributeId]));
  if (!attributeList.every((a) => a.customerAttributeValueList.every((id) => attributeOf.get(id) === a.id))) {
    throw new BusinessError(Code.PARAM_INVALID, 'customerAttributeList');
  }
  return {
    customerCategoryId: body.customerCategoryId ?? null,
    customerCategoryName,
    brandId: body.brandId ?? null,
    brandName,
    priceType: body.priceType ?? null,
    min: body.min ?? null,
    max: body.max ?? null,
    provinceCode,
    provinceName,
    cityCode: body.cityCode ?? null,
    cityName,
    customerAttributeList: attributeList,
  };
}

/** A new filter, or the caller's own `id` saved over. */
export async function saveFilter({ db, now }: PlatformContext, body: SaveBody, caller: Caller): Promise<FavouriteFilter> {
  const name = favouriteName(body.name);
  const values = { name, filter: await filterFields(db, body), filterQuery: body.filterQuery ?? '', updateTime: new Date(now()) };
  if (body.id === undefined) {
    const [created] = await db
      .insert(favouriteFilters)
      .values({ ...values, userId: caller.userId, createTime: values.updateTime })
      .returning();
    return toWire(created!);
  }
  await ownFilter(db, caller, body.id);
  const [updated] = await db
    .update(favouriteFilters)
    .set(values)
    .where(and(eq(favouriteFilters.id, body.id), eq(favouriteFilters.userId, caller.userId)))
    .returning();
  return toWire(updated!);
}

/** Removes the caller's own filter `id`. */
export async function removeFilter(db: Db, id: number, caller: Caller): Promise<null> {
  await ownFilter(db, caller, id);
  await db.delete(favouriteFilters).where(and(eq(favouriteFilters.id, id), eq(favouriteFilters.userId, caller.userId)));
  return null;
}
