// What the sourcing lists' query (SourcingListQuery, docs/product/entities.md#favourite-filters-and-filter-parameters) means in SQL:
// which items match and in which order. Every condition is on the kind's own table or a subquery,
// so that the total is counted without the joins the page needs.
import { and, arrayOverlaps, asc, desc, eq, gte, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SourcingListQuery } from '#contract/endpoints.ts';
import { beijingTime, inCategory } from '../db/filters.ts';
import { members } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { keywordMatch } from '../search/index.ts';
import { participantCount, tookPart, type SourcingSource } from './sources.ts';

export type ListQuery = z.output<typeof SourcingListQuery>;
/** Who asks and when: the deadline filter reads the clock, 'only related to me' the caller. */
export type Asking = { now: number; caller: Caller | null };

/**
 * What the condition is for: a page's few rows, or the count of all. The delivery-area test is
 * written for each (docs/decisions/030-a-million-processes.md): a page asks the index for each
 * row's areas as it walks the list (OFFSET 0 keeps the subquery a probe per row), a count reads
 * the province's areas once into a hash.
 */
export type Purpose = 'page' | 'count';

/** `exists` a material of the item meeting `condition` (brand, attribute values). */
function hasMateriel(source: SourcingSource, condition: SQL): SQL {
  const m = source.materiels;
  return sql`exists (select 1 from ${m} where ${and(eq(m.parentId, source.table.id), condition)})`;
}

/** The items a caller's query asks for. `caller` is set whenever `aboutUs` is (listPage checks it). */
export function whereOf(source: SourcingSource, query: ListQuery, at: Asking, purpose: Purpose = 'count'): SQL | undefined {
  const t = source.table;
  const conditions: Array<SQL | undefined> = [source.listed];
  if (query.memberId !== undefined) conditions.push(eq(t.memberId, query.memberId));
  if (query.memberRoleId !== undefined) conditions.push(eq(t.memberRoleId, query.memberRoleId));
  if (query.ids) conditions.push(inArray(t.id, query.ids));
  if (query.excludeId !== undefined) conditions.push(ne(t.id, query.excludeId));
  if (query.category !== undefined) conditions.push(inCategory(t.categoryId, query.category));
  // A shop's own tree is made of the platform's categories (shop_categories): the same filter.
  if (query.memberCategory !== undefined) conditions.push(inCategory(t.categoryId, query.memberCategory));

  const cityCode = query.cityCode;
  const provinceCode = query.provinceCode ?? (cityCode ? `${cityCode.slice(0, 2)}0000` : undefined);
  if (provinceCode) {
    // Items that deliver anywhere match every area; a whole-province area matches its cities.
    const { parentId, provinceCode: areaProvince, cityCode: areaCity } = source.areas;
    const cityMatch = cityCode ? sql` and (${areaCity} = ${cityCode} or ${areaCity} is null)` : sql``;
    const perRow = purpose === 'page' ? sql` offset 0` : sql``;
    conditions.push(
      or(
        eq(t.isAllArea, true),
        sql`exists (select 1 from ${source.areas} where ${parentId} = ${t.id} and ${areaProvince} = ${provinceCode}${cityMatch}${perRow})`,
      ),
    );
  }

  conditions.push(keywordMatch(source.keyword, query.keyword));
  if (query.brandId !== undefined) conditions.push(hasMateriel(source, eq(source.materiels.brandId, query.brandId)));
  // Every attribute group is met by some material: one `exists` per group, not one material for all.
  for (const group of query.attr ?? []) {
    conditions.push(hasMateriel(source, arrayOverlaps(source.materiels.attributeValueIds, group.valueIds)));
  }
  if (query.min !== undefined) conditions.push(gte(t.budgetAmount, query.min));
  if (query.max !== undefined) conditions.push(lte(t.budgetAmount, query.max));
  if (query.minPoint !== undefined || query.maxPoint !== undefined) {
    const points = and(
      query.minPoint !== undefined ? gte(members.creditPoint, query.minPoint) : undefined,
      query.maxPoint !== undefined ? lte(members.creditPoint, query.maxPoint) : undefined,
    );
    conditions.push(inArray(t.memberId, sql`(select ${members.id} from ${members} where ${points})`));
  }

  // 'Not yet ended': the kind's window (quoting, registering, signing up) still open.
  if (query.overdue === '1') conditions.push(source.windowIs('open', at.now));
  if (query.startTime) conditions.push(gte(t.createTime, beijingTime(query.startTime)));
  if (query.endTime) conditions.push(lte(t.createTime, beijingTime(query.endTime)));
  if (query.aboutUs && at.caller) {
    const { caller } = at;
    conditions.push(or(and(eq(t.memberId, caller.memberId), eq(t.memberRoleId, caller.memberRoleId)), tookPart(source, caller, t.id)));
  }
  return and(...conditions);
}

/**
 * The order of a list: sortCredit (the buyer's credit) first when given, then publish time by
 * sortTime; without either, the portal's older orderType. The id breaks ties so that paging never
 * repeats or skips an item. Needs the publisher joined as `members`.
 */
export function orderOf(source: SourcingSource, query: ListQuery): SQL[] {
  const t = source.table;
  const oldestFirst = query.sortTime === 2 || (query.sortTime === undefined && query.orderType === 4);
  const byTime = oldestFirst ? [asc(t.createTime), asc(t.id)] : [desc(t.createTime), desc(t.id)];
  if (query.sortCredit !== undefined) {
    return [query.sortCredit === 1 ? desc(members.creditPoint) : asc(members.creditPoint), ...byTime];
  }
  if (query.sortTime === undefined && query.orderType === 1) {
    // Sold: most participation first.
    return [desc(participantCount(source)), ...byTime];
  }
  if (query.sortTime === undefined && query.orderType === 2) return [desc(members.creditPoint), ...byTime];
  return byTime;
}
