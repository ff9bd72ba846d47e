// What the inquiry, tender and competitive-bid lists share: one page of a kind's items and the
// total of its filter from SQL (filters.ts says what the query means), the delivery areas and
// materials of a page, and the caller's standing with each publishing buyer.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { Code } from '#contract/codes.ts';
import type { Attachment } from '#contract/schemas.ts';
import { admittingBuyers } from '../admission/queries.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { offsetOf } from '../db/filters.ts';
import { brands, categories, members } from '../db/schema.ts';
import { type Caller, isBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { areasOf } from './areas.ts';
import { orderOf, whereOf, type Asking, type ListQuery } from './filters.ts';
import type { SourcingSource } from './sources.ts';

export type { ListQuery };

/**
 * The two queries of a page, not yet run: its rows (`fields` may use the columns of the kind's
 * table, of the publisher (members) and of its category (categories)) and the total count.
 * The benchmark explains these.
 */
export function pageQueries<F extends SelectedFields>(db: Db, source: SourcingSource, fields: F, query: ListQuery, at: Asking) {
  const where = whereOf(source, query, at);
  return {
    rows: db
      .select(fields as SelectedFields)
      .from(source.table)
      .innerJoin(members, eq(members.id, source.table.memberId))
      .innerJoin(categories, eq(categories.id, source.table.categoryId))
      .where(where)
      .orderBy(...orderOf(source, query))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    total: db.select({ n: count() }).from(source.table).where(where),
  };
}

/** One page of a kind's list and the total count of its filter. */
async function selectPage<F extends SelectedFields>(
  db: Db,
  source: SourcingSource,
  fields: F,
  query: ListQuery,
  at: Asking,
): Promise<{ rows: Array<SelectResultFields<F>>; totalCount: number }> {
  const queries = pageQueries(db, source, fields, query, at);
  const [rows, [total]] = await Promise.all([queries.rows, queries.total]);
  // drizzle cannot follow a generic selection through the joins; the rows are what `fields` says.
  return { rows: rows as Array<SelectResultFields<F>>, totalCount: total?.n ?? 0 };
}

/**
 * Everything a list answer is made from: one page of rows and the total (see pageQueries), the
 * page's areas and, when asked, materials, and the caller's standing toward each row.
 */
export async function listPage<F extends SelectedFields>(
  { db, now }: PlatformContext,
  source: SourcingSource,
  fields: F,
  request: { query: ListQuery; caller: Caller | null; withMateriels?: boolean },
) {
  const { query, caller } = request;
  // 'Only related to me' has no meaning for a visitor: ask for a login, as the portal expects.
  if (query.aboutUs && !caller) throw new BusinessError(Code.LOGIN_EXPIRED);
  const at = now();
  const [page, admitted] = await Promise.all([selectPage(db, source, fields, query, { now: at, caller }), admittingBuyers(db, caller)]);
  const ids = page.rows.map((row) => (row as { id: number }).id);
  const [areas, materiels] = await Promise.all([
    areasOf(db, source, ids),
    request.withMateriels ? materielsOf(db, source, ids).then(withoutFiles) : new Map<number, MaterielRow[]>(),
  ]);
  return {
    ...page,
    areas,
    materiels,
    standing: (item: { memberId: number; memberRoleId: number; deadline: Date }) => standing(item, caller, admitted, at),
  };
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

export type MaterielWithFilesRow = MaterielRow & { urls: Attachment[] };

/** The materials of each item of a page, in their order, with category and brand names and files. */
export async function materielsOf(db: Db, source: SourcingSource, ids: number[]): Promise<Map<number, MaterielWithFilesRow[]>> {
  const map = new Map<number, MaterielWithFilesRow[]>();
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
      urls: sql<Attachment[]>`${m.files}`,
    })
    .from(m)
    .leftJoin(categories, eq(categories.id, m.categoryId))
    .leftJoin(brands, eq(brands.id, m.brandId))
    .where(inArray(m.parentId, ids))
    .orderBy(asc(m.parentId), asc(m.sort));
  for (const { parentId, ...materiel } of rows) map.set(parentId, [...(map.get(parentId) ?? []), materiel]);
  return map;
}

/** List rows stay lean: the materials' files are for the detail pages. */
function withoutFiles(materiels: Map<number, MaterielWithFilesRow[]>): Map<number, MaterielRow[]> {
  return new Map([...materiels].map(([id, list]) => [id, list.map(({ urls: _urls, ...materiel }) => materiel)]));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Remaining time until a deadline by the platform's clock; all 0 once it has passed. */
export function remainingTime(deadline: Date, now: number): { days: number; hours: number; minutes: number } {
  const left = Math.max(0, deadline.getTime() - now);
  return { days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR), minutes: Math.floor((left % HOUR) / MINUTE) };
}

/**
 * The caller's standing toward one item: time left, admission, ownership, and whether the item is
 * one the caller could ever register for (canRegister: not their own publication, not as a buyer).
 * Time is not part of canRegister: an ended item keeps its greyed 'already closed' button
 * (docs/product.md#states-and-transitions), and the remaining time says it has ended (docs/decisions/007).
 */
export function standing(
  item: { memberId: number; memberRoleId: number; deadline: Date },
  caller: Caller | null,
  admitted: Set<string>,
  now: number,
) {
  const isMePublish = caller !== null && caller.memberId === item.memberId && caller.memberRoleId === item.memberRoleId;
  return {
    ...remainingTime(item.deadline, now),
    canRegister: !isMePublish && !isBuyer(caller),
    isSubMember: admitted.has(`${item.memberId}:${item.memberRoleId}`),
    isMePublish,
  };
}
