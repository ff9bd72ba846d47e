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
 * A list's total is counted up to this many items, or to the end of the page asked for when that is
 * further; beyond, the answer says there are at least that many (totalCountAtLeast): an exact total
 * of a broad filter would read every matching row (docs/decisions/030-a-million-processes.md).
 */
export const COUNT_CAP = 10_000;

/** Whether a list's order reads the publisher's credit (the `members` join). */
function ordersByCredit(query: ListQuery): boolean {
  return query.sortCredit !== undefined || (query.sortTime === undefined && query.orderType === 2);
}

/**
 * The two queries of a page, not yet run: its rows (`fields` may use the columns of the kind's
 * table, of the publisher (members) and of its category (categories)) and the total count, up to
 * `cap` items and one more. The page's ids are found first, from the filter and the order alone, so
 * that the rows a later page skips cost an index entry each rather than their joins and per-row
 * counts; the fields are then read for those ids. The benchmarks explain these.
 */
export function pageQueries<F extends SelectedFields>(db: Db, source: SourcingSource, fields: F, query: ListQuery, at: Asking) {
  const t = source.table;
  const order = orderOf(source, query);
  const ids = db.select({ id: t.id }).from(t);
  const page = (ordersByCredit(query) ? ids.innerJoin(members, eq(members.id, t.memberId)) : ids)
    .where(whereOf(source, query, at, 'page'))
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .as('page');
  const cap = Math.max(COUNT_CAP, offsetOf(query) + query.pageSize);
  const counted = db
    .select({ one: sql<number>`1`.as('one') })
    .from(t)
    .where(whereOf(source, query, at, 'count'))
    .limit(cap + 1)
    .as('counted');
  return {
    rows: db
      .select(fields as SelectedFields)
      .from(page)
      .innerJoin(t, eq(t.id, page.id))
      .innerJoin(members, eq(members.id, t.memberId))
      .innerJoin(categories, eq(categories.id, t.categoryId))
      .orderBy(...order),
    total: db.select({ n: count() }).from(counted),
    cap,
  };
}

/** One page of a kind's list and its total; past the cap, the total is the cap and `atLeast` says there are more. */
async function selectPage<F extends SelectedFields>(
  db: Db,
  source: SourcingSource,
  fields: F,
  query: ListQuery,
  at: Asking,
): Promise<{ rows: Array<SelectResultFields<F>>; totalCount: number; atLeast: boolean }> {
  const queries = pageQueries(db, source, fields, query, at);
  const [rows, [total]] = await Promise.all([queries.rows, queries.total]);
  const counted = total?.n ?? 0;
  // drizzle cannot follow a generic selection through the joins; the rows are what `fields` says.
  return { rows: rows as Array<SelectResultFields<F>>, totalCount: Math.min(counted, queries.cap), atLeast: counted > queries.cap };
}

/**
 * Everything a list answer is made from: one page of rows and the total (see pageQueries: `atLeast`
 * when it was capped), the
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

/** A list answer's total: `totalCountAtLeast` only when the count stopped at its cap. */
export function totalOf(page: { totalCount: number; atLeast: boolean }): { totalCount: number; totalCountAtLeast?: true } {
  return page.atLeast ? { totalCount: page.totalCount, totalCountAtLeast: true } : { totalCount: page.totalCount };
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
