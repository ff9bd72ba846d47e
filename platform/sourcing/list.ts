// What the inquiry, tender and competitive-bid lists share: the filters of SourcingListQuery turned
// into SQL, paging with a total from SQL, the delivery areas and materials of a page, and the
// caller's standing with each publishing buyer. Each kind describes its table in a SourcingSource.
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { z } from 'zod';
import type { SourcingListQuery } from '../../contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  biddingAreas,
  biddingMateriels,
  biddings,
  biddingSignups,
  brands,
  categories,
  cities,
  inquiries,
  inquiryAreas,
  inquiryMateriels,
  members,
  provinces,
  quotes,
  supplierAdmissions,
  tenderAreas,
  tenderMateriels,
  tenderRegistrations,
  tenders,
} from '../db/schema.ts';
import { beijingTime, containing, offsetOf } from '../db/filters.ts';
import type { Caller } from '../http/caller.ts';

export type ListQuery = z.output<typeof SourcingListQuery>;

/** A kind's table as the shared list code needs it. */
export type SourcingSource = {
  table: typeof inquiries | typeof tenders | typeof biddings;
  /** The deadline that ends the list's action: quoting, registering or signing up. */
  deadline: PgColumn;
  /** Searched by keyword (ILIKE), e.g. title and number. */
  keywordColumns: PgColumn[];
  areas: typeof inquiryAreas | typeof tenderAreas | typeof biddingAreas;
  materiels: typeof inquiryMateriels | typeof tenderMateriels | typeof biddingMateriels;
  /** Suppliers taking part (quotes, registrations, sign-ups): the caller's count and 'sold' order. */
  participants: { table: typeof quotes | typeof tenderRegistrations | typeof biddingSignups; parentId: PgColumn };
};

/** `(select count(*) from table where parentId = outer id [and …])` as an int. */
export function countWhere(table: PgTable, parentId: PgColumn, outerId: PgColumn, ...extra: SQL[]): SQL<number> {
  return sql<number>`(select count(*)::int from ${table} where ${and(eq(parentId, outerId), ...extra)})`;
}

/** How many times the caller's member took part in each item (0 for a visitor). */
export function callerParticipation(source: SourcingSource, caller: Caller | null): SQL<number> {
  const { table, parentId } = source.participants;
  if (!caller) return sql<number>`0`;
  return countWhere(table, parentId, source.table.id, eq(table.memberId, caller.memberId), eq(table.memberRoleId, caller.memberRoleId));
}

function whereOf(source: SourcingSource, query: ListQuery, now: number): SQL | undefined {
  const t = source.table;
  const conditions: Array<SQL | undefined> = [];
  if (query.memberId !== undefined) conditions.push(eq(t.memberId, query.memberId));
  if (query.memberRoleId !== undefined) conditions.push(eq(t.memberRoleId, query.memberRoleId));
  if (query.ids) conditions.push(inArray(t.id, query.ids.split(',').map(Number)));
  if (query.category !== undefined) {
    // A top category takes in the items of its sub-categories.
    conditions.push(
      inArray(
        t.categoryId,
        sql`(select ${categories.id} from ${categories} where ${or(eq(categories.id, query.category), eq(categories.parentId, query.category))})`,
      ),
    );
  }
  const cityCode = query.cityCode;
  const provinceCode = query.provinceCode ?? (cityCode ? `${cityCode.slice(0, 2)}0000` : undefined);
  if (provinceCode) {
    // Items that deliver anywhere match every area; a whole-province area matches its cities.
    const { parentId, provinceCode: areaProvince, cityCode: areaCity } = source.areas;
    const cityMatch = cityCode ? sql` and (${areaCity} = ${cityCode} or ${areaCity} is null)` : sql``;
    conditions.push(
      or(
        eq(t.isAllArea, true),
        sql`exists (select 1 from ${source.areas} where ${parentId} = ${t.id} and ${areaProvince} = ${provinceCode}${cityMatch})`,
      ),
    );
  }
  if (query.keyword) {
    const pattern = containing(query.keyword);
    conditions.push(or(...source.keywordColumns.map((column) => ilike(column, pattern))));
  }
  if (query.overdue === '1') conditions.push(gt(source.deadline, new Date(now)));
  if (query.startTime) conditions.push(gte(t.createTime, beijingTime(query.startTime)));
  if (query.endTime) conditions.push(lte(t.createTime, beijingTime(query.endTime)));
  return and(...conditions);
}

function orderOf(source: SourcingSource, orderType: number | undefined): SQL[] {
  const t = source.table;
  const { table, parentId } = source.participants;
  // The id breaks ties so that paging never repeats or skips an item.
  switch (orderType) {
    case 1: // sold: most participation first
      return [desc(countWhere(table, parentId, t.id)), desc(t.id)];
    case 2: // the publisher's credit
      return [desc(members.creditPoint), desc(t.id)];
    case 4: // publish time, oldest first
      return [asc(t.createTime), asc(t.id)];
    default: // 3 and unset: publish time, newest first
      return [desc(t.createTime), desc(t.id)];
  }
}

/** One page of a kind's list and the total count of its filter. */
async function selectPage<F extends SelectedFields>(
  db: Db,
  source: SourcingSource,
  fields: F,
  query: ListQuery,
  now: number,
): Promise<{ rows: Array<SelectResultFields<F>>; totalCount: number }> {
  const where = whereOf(source, query, now);
  const [rows, [total]] = await Promise.all([
    db
      .select(fields as SelectedFields)
      .from(source.table)
      .innerJoin(members, eq(members.id, source.table.memberId))
      .innerJoin(categories, eq(categories.id, source.table.categoryId))
      .where(where)
      .orderBy(...orderOf(source, query.orderType))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(source.table).where(where),
  ]);
  // drizzle cannot follow a generic selection through the joins; the rows are what `fields` says.
  return { rows: rows as Array<SelectResultFields<F>>, totalCount: total?.n ?? 0 };
}

/**
 * Everything a list answer is made from: one page of rows (`fields` may use the columns of the
 * kind's table, of the publisher (members) and of its category (categories)), the total count, the
 * page's areas and, when asked, materials, and the caller's standing toward each row.
 */
export async function listPage<F extends SelectedFields>(
  { db, now }: PlatformContext,
  source: SourcingSource,
  fields: F,
  request: { query: ListQuery; caller: Caller | null; withMateriels?: boolean },
) {
  const { query, caller } = request;
  const at = now();
  const [page, admitted] = await Promise.all([selectPage(db, source, fields, query, at), admittingBuyers(db, caller)]);
  const ids = page.rows.map((row) => (row as { id: number }).id);
  const [areas, materiels] = await Promise.all([
    areasOf(db, source, ids),
    request.withMateriels ? materielsOf(db, source, ids) : new Map<number, MaterielRow[]>(),
  ]);
  return {
    ...page,
    areas,
    materiels,
    standing: (item: { memberId: number; memberRoleId: number; deadline: Date }) => standing(item, caller, admitted, at),
  };
}

export type AreaName = { provinceName: string; cityName: string };

/** The delivery areas of each item of a page; cityName '' for a whole province. */
async function areasOf(db: Db, source: SourcingSource, ids: number[]): Promise<Map<number, AreaName[]>> {
  const map = new Map<number, AreaName[]>();
  if (ids.length === 0) return map;
  const { parentId, provinceCode, cityCode } = source.areas;
  const rows = await db
    .select({ parentId: sql<number>`${parentId}`, provinceName: provinces.name, cityName: sql<string>`coalesce(${cities.name}, '')` })
    .from(source.areas)
    .innerJoin(provinces, eq(provinces.code, provinceCode))
    .leftJoin(cities, eq(cities.code, cityCode))
    .where(inArray(parentId, ids))
    .orderBy(asc(provinceCode), asc(cityCode));
  for (const { parentId: id, ...area } of rows) map.set(id, [...(map.get(id) ?? []), area]);
  return map;
}

/** "广东省/广州市, 北京市"; a municipality shows its name once; "全国" for delivery anywhere. */
export function areasText(isAllArea: boolean, areas: AreaName[] | undefined): string {
  if (isAllArea) return '全国';
  return (areas ?? [])
    .map(({ provinceName, cityName }) => (cityName && cityName !== provinceName ? `${provinceName}/${cityName}` : provinceName))
    .join(', ');
}

export type MaterielRow = {
  number: string;
  name: string;
  model: string;
  category: string;
  brand: string;
  unit: string;
  purchaseCount: number;
};

/** The materials of each item of a page, in their order, with category and brand names. */
async function materielsOf(db: Db, source: SourcingSource, ids: number[]): Promise<Map<number, MaterielRow[]>> {
  const map = new Map<number, MaterielRow[]>();
  if (ids.length === 0) return map;
  const m = source.materiels;
  const rows = await db
    .select({
      parentId: sql<number>`${m.parentId}`,
      number: sql<string>`${m.number}`,
      name: sql<string>`${m.name}`,
      model: sql<string>`${m.model}`,
      category: sql<string>`coalesce(${categories.name}, '')`,
      brand: sql<string>`coalesce(${brands.name}, '')`,
      unit: sql<string>`${m.unit}`,
      purchaseCount: sql<number>`${m.purchaseCount}::float8`,
    })
    .from(m)
    .leftJoin(categories, eq(categories.id, m.categoryId))
    .leftJoin(brands, eq(brands.id, m.brandId))
    .where(inArray(m.parentId, ids))
    .orderBy(asc(m.parentId), asc(m.sort));
  for (const { parentId, ...materiel } of rows) map.set(parentId, [...(map.get(parentId) ?? []), materiel]);
  return map;
}

/** The buyers (memberId:roleId) that admitted the caller's member as a supplier. */
async function admittingBuyers(db: Db, caller: Caller | null): Promise<Set<string>> {
  if (!caller) return new Set();
  const rows = await db
    .select({ memberId: supplierAdmissions.buyerMemberId, roleId: supplierAdmissions.buyerRoleId })
    .from(supplierAdmissions)
    .where(
      and(
        eq(supplierAdmissions.supplierMemberId, caller.memberId),
        eq(supplierAdmissions.supplierRoleId, caller.memberRoleId),
        eq(supplierAdmissions.status, 'admitted'),
      ),
    );
  return new Set(rows.map((r) => `${r.memberId}:${r.roleId}`));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Remaining time until a deadline by the platform's clock; all 0 once it has passed. */
export function remainingTime(deadline: Date, now: number): { days: number; hours: number; minutes: number } {
  const left = Math.max(0, deadline.getTime() - now);
  return { days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR), minutes: Math.floor((left % HOUR) / MINUTE) };
}

/** The caller's standing toward one item: time left, whether it can still act, admission, ownership. */
export function standing(
  item: { memberId: number; memberRoleId: number; deadline: Date },
  caller: Caller | null,
  admitted: Set<string>,
  now: number,
) {
  return {
    ...remainingTime(item.deadline, now),
    canRegister: item.deadline.getTime() > now,
    isSubMember: admitted.has(`${item.memberId}:${item.memberRoleId}`),
    isMePublish: caller !== null && caller.memberId === item.memberId && caller.memberRoleId === item.memberRoleId,
  };
}
