// What the buyer's member centre lists of its own items, the same for every sourcing kind
// (docs/decisions/021-one-shape-for-a-sourcing-kind.md): the caller's items (its member in the role it
// acts in, a keyword on title, number and materials), newest first, one page and the total, and for
// a kind with phases the count of each phase by the kind's phase in SQL at the platform's clock (its
// windows.ts).
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PlatformContext } from '../context.ts';
import { offsetOf } from '../db/filters.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { keywordMatch } from '../search/index.ts';
import type { SourcingSource } from './sources.ts';

/** A kind's phases as its windows.ts gives them: every phase, an item's phase in SQL, and the items in one phase. */
export type PhaseSql<P extends string> = {
  phases: readonly P[];
  phaseSql: (now: number) => SQL<P>;
  phaseIs: (phase: P, now: number) => SQL;
};

type BuyerQuery<P> = { current: number; pageSize: number; keyword?: string; phase?: P };

type Page<F extends SelectedFields> = { rows: Array<SelectResultFields<F>>; totalCount: number; at: number };

/** The caller's items matching `filter` (any when none): one page of `fields` (the kind's table's columns), the total, and `at`, the clock read for it. */
export async function buyerPage<F extends SelectedFields>(
  { db, now }: PlatformContext,
  source: SourcingSource,
  fields: F,
  request: { query: BuyerQuery<never>; caller: Caller; filter?: SQL },
): Promise<Page<F>> {
  const { query, caller } = request;
  requireBuyer(caller);
  const at = now();
  const where = and(mine(source, query, caller), request.filter);
  const [rows, [total]] = await Promise.all([pageOf(db, source, fields, query, where), db.select({ n: count() }).from(source.table).where(where)]);
  // drizzle cannot follow a generic selection; the rows are what `fields` says.
  return { rows: rows as Array<SelectResultFields<F>>, totalCount: total?.n ?? 0, at };
}

/** The caller's items in the phase the query asks (or all) as buyerPage gives them, and how many it has in each phase. */
export async function buyerPhasePage<F extends SelectedFields, P extends string>(
  { db, now }: PlatformContext,
  source: SourcingSource,
  fields: F,
  request: { query: BuyerQuery<P>; caller: Caller; phases: PhaseSql<P> },
): Promise<Page<F> & { phaseCounts: Record<P, number> }> {
  const { query, caller, phases } = request;
  requireBuyer(caller);
  const at = now();
  const own = mine(source, query, caller);
  const where = and(own, query.phase ? phases.phaseIs(query.phase, at) : undefined);
  const phase = phases.phaseSql(at);
  const [rows, [total], perPhase] = await Promise.all([
    pageOf(db, source, fields, query, where),
    db.select({ n: count() }).from(source.table).where(where),
    // By position: the phase's clock parameters would make a second copy of it another expression.
    db.select({ phase, n: count() }).from(source.table).where(own).groupBy(sql`1`),
  ]);
  const phaseCounts = Object.fromEntries(phases.phases.map((p) => [p, 0])) as Record<P, number>;
  for (const { phase: p, n } of perPhase) phaseCounts[p] = n;
  return { rows: rows as Array<SelectResultFields<F>>, totalCount: total?.n ?? 0, at, phaseCounts };
}

/** The caller's own items (its member in its role) whose title, number or a material's name has the keyword. */
function mine({ table, keyword }: SourcingSource, query: { keyword?: string }, caller: Caller): SQL | undefined {
  return and(eq(table.memberId, caller.memberId), eq(table.memberRoleId, caller.memberRoleId), keywordMatch(keyword, query.keyword));
}

/** One page of the items `where` selects, newest first. */
function pageOf(db: PlatformContext['db'], { table }: SourcingSource, fields: SelectedFields, query: BuyerQuery<unknown>, where: SQL | undefined) {
  return db.select(fields).from(table).where(where).orderBy(desc(table.createTime), desc(table.id)).limit(query.pageSize).offset(offsetOf(query));
}
