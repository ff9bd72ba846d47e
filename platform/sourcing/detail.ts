// What the inquiry, tender and competitive-bid detail pages share: one item of a kind with its
// publisher and category (404 when there is none, or when the number asked for is not the item's),
// its delivery areas, its materials with their files, and the end every detail answer has: its
// publication time, the award notice that ended it and the caller's standing toward it.
import { and, eq } from 'drizzle-orm';
import type { SelectedFields, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { admittingBuyers } from '../admission/queries.ts';
import type { PlatformContext } from '../context.ts';
import { categories, members } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { found } from '../http/errors.ts';
import { awardNoticeId } from '../notice/index.ts';
import { areasOf } from './areas.ts';
import { materielsOf, standing } from './list.ts';
import type { SourcingSource } from './sources.ts';

/** What the shared end of an answer is made from: the publisher, the kind's deadline, the publication time. */
type ItemFacts = { memberId: number; memberRoleId: number; deadline: Date; createTime: Date };

/**
 * The item `id` of a kind: `fields` may use the columns of the kind's table, of the publisher
 * (members) and of its category (categories), as a list's fields do. With `number`, an item whose
 * document number is another is none. `tail` is the end of every detail answer: createTime as epoch
 * ms, bidResultId, the time left until the kind's deadline and the caller's standing
 * (canRegister, isSubMember, isMePublish).
 */
export async function sourcingDetail<F extends SelectedFieldsFlat>(
  { db, now }: PlatformContext,
  source: SourcingSource,
  fields: F,
  request: { id: number; number?: string; caller: Caller | null },
) {
  const { id, number, caller } = request;
  const at = now();
  const { table } = source;
  const facts = { memberId: table.memberId, memberRoleId: table.memberRoleId, deadline: source.deadline, createTime: table.createTime };
  // The parts are asked for together; an unknown id costs a few empty answers.
  const [rows, areas, materiels, admitted, bidResultId] = await Promise.all([
    db
      .select({ row: fields, facts } as SelectedFields)
      .from(table)
      .innerJoin(members, eq(members.id, table.memberId))
      .innerJoin(categories, eq(categories.id, table.categoryId))
      .where(and(eq(table.id, id), source.visible, number === undefined ? undefined : eq(source.number, number))),
    areasOf(db, source, [id]),
    materielsOf(db, source, [id]),
    admittingBuyers(db, caller),
    awardNoticeId(db, source.type, id),
  ]);
  // drizzle cannot follow a generic selection through the joins; the row is what `fields` says.
  const { row, facts: item } = found(rows[0] as { row: SelectResultFields<F>; facts: ItemFacts } | undefined);
  return {
    row,
    areas: areas.get(id) ?? [],
    materiels: materiels.get(id) ?? [],
    tail: { createTime: item.createTime.getTime(), bidResultId, ...standing(item, caller, admitted, at) },
  };
}
