// What the inquiry, tender and competitive-bid detail pages share: one item of a kind with its
// publisher and category (404 when there is none), its delivery areas, its materials with their
// files, the caller's standing toward it and the award notice that ended it.
import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PlatformContext } from '../context.ts';
import { categories, members } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { found } from '../http/errors.ts';
import { awardNoticeId } from '../notice/awards.ts';
import { admittingBuyers, areasOf, materielsOf, standing } from './list.ts';
import type { SourcingSource } from './sources.ts';

/**
 * The item `id` of a kind: `fields` may use the columns of the kind's table, of the publisher
 * (members) and of its category (categories), as a list's fields do.
 */
export async function sourcingDetail<F extends SelectedFields>(
  { db, now }: PlatformContext,
  source: SourcingSource,
  fields: F,
  request: { id: number; caller: Caller | null },
) {
  const { id, caller } = request;
  const at = now();
  // The parts are asked for together; an unknown id costs a few empty answers.
  const [rows, areas, materiels, admitted, bidResultId] = await Promise.all([
    db
      .select(fields as SelectedFields)
      .from(source.table)
      .innerJoin(members, eq(members.id, source.table.memberId))
      .innerJoin(categories, eq(categories.id, source.table.categoryId))
      .where(eq(source.table.id, id)),
    areasOf(db, source, [id]),
    materielsOf(db, source, [id]),
    admittingBuyers(db, caller),
    awardNoticeId(db, source.type, id),
  ]);
  // drizzle cannot follow a generic selection through the joins; the row is what `fields` says.
  const row = found(rows[0] as SelectResultFields<F> | undefined);
  return {
    row,
    areas: areas.get(id) ?? [],
    materiels: materiels.get(id) ?? [],
    bidResultId,
    standing: (item: { memberId: number; memberRoleId: number; deadline: Date }) => standing(item, caller, admitted, at),
  };
}
