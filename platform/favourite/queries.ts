// What favourite filters read ('commonly used', docs/product/entities.md#favourite-filters-and-filter-parameters):
// the caller's own filter (another user's answers 401) and its list, as the wire shows them.
import { count, desc, eq, type SQL } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { FavouriteFilter } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { offsetOf } from '../db/filters.ts';
import { favouriteFilters } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';

type Row = typeof favouriteFilters.$inferSelect;

export function toWire(row: Row): FavouriteFilter {
  return {
    ...row.filter,
    id: row.id,
    name: row.name,
    filterQuery: row.filterQuery,
    createTime: row.createTime.getTime(),
    updateTime: row.updateTime.getTime(),
  };
}

/** The caller's own favourite `id`: 43903 when there is none, 401 when it is another user's. */
export async function ownFilter(db: Db, caller: Caller, id: number): Promise<Row> {
  const [row] = await db.select().from(favouriteFilters).where(eq(favouriteFilters.id, id));
  if (!row) throw new BusinessError(Code.FAVOURITE_FILTER_MISSING);
  if (row.userId !== caller.userId) throw new BusinessError(Code.PERMISSION_DENIED);
  return row;
}

/** The caller's own favourite `id` as the wire shows it. */
export async function favouriteFilter(db: Db, caller: Caller, id: number): Promise<FavouriteFilter> {
  return toWire(await ownFilter(db, caller, id));
}

/** The caller's filters, newest first, one page. */
export async function ownFilters(db: Db, caller: Caller, query: { current: number; pageSize: number }) {
  const mine: SQL = eq(favouriteFilters.userId, caller.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(favouriteFilters)
      .where(mine)
      .orderBy(desc(favouriteFilters.createTime), desc(favouriteFilters.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(favouriteFilters).where(mine),
  ]);
  return { data: rows.map(toWire), totalCount: total?.n ?? 0 };
}
