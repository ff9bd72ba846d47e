// What a sourcing kind's draft holds besides its own columns, the same for the inquiry, the tender and
// the competitive bid (docs/decisions/021-one-shape-for-a-sourcing-kind.md): its materials, its
// delivery areas and the suppliers it invites, checked against the platform's data (form-checks.ts),
// written over the item's on every save, and read back as the buyer's member centre shows them.
import { asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { type biddingInvitations, brands, categories, type inquiryInvitations, members, type tenderInvitations } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { ownAttachments } from '../files/index.ts';
import { checkAreas, checkInvited, knownIds } from './form-checks.ts';
import type { SourcingSource } from './sources.ts';

/** A supplier a draft invites: its member in one role. */
export type Invited = { memberId: number; roleId: number };

/** A kind's part tables: its materials and areas (sources.ts) and its invitations, whose item column each kind names its own way. */
export type PartTables = Pick<SourcingSource, 'materiels' | 'areas'> & {
  invitations: {
    table: typeof inquiryInvitations | typeof tenderInvitations | typeof biddingInvitations;
    /** The invitation's item column (inquiryId, tenderId, biddingId). */
    parentId: PgColumn;
    /** The row inviting `supplier` to the item `parentId`, under the kind's own column names. */
    row: (parentId: number, supplier: Invited, at: Date) => { supplierMemberId: number; supplierRoleId: number; createTime: Date };
  };
};

/** Each kind's invitations, by the column naming its item. */
type InvitationTables = { inquiryId: typeof inquiryInvitations; tenderId: typeof tenderInvitations; biddingId: typeof biddingInvitations };

/** A kind's part tables, its invitations' item column named `parentKey`. */
export function partTables<K extends keyof InvitationTables>(
  materiels: PartTables['materiels'],
  areas: PartTables['areas'],
  invitations: InvitationTables[K],
  parentKey: K,
): PartTables {
  return {
    materiels,
    areas,
    invitations: {
      table: invitations,
      parentId: (invitations as Record<K, PgColumn>)[parentKey],
      row: (parentId, i, at) => ({ [parentKey]: parentId, supplierMemberId: i.memberId, supplierRoleId: i.roleId, createTime: at }),
    },
  };
}

/** A material line as the kinds' forms give it, under the table's names (the tender's and auction's forms say code, type and count). */
export type MaterielLine = {
  number: string;
  name: string;
  model: string;
  categoryId?: number | null;
  brandId?: number | null;
  unit: string;
  purchaseCount: number;
  fileIds: number[];
};

/** The lines of a tender's or an auction's form (code, type, count) under the table's names. */
export const formLines = (
  materiels: ReadonlyArray<Omit<MaterielLine, 'number' | 'model' | 'purchaseCount'> & { code: string; type: string; count: number }>,
) => materiels.map(({ code, type, count, ...line }): MaterielLine => ({ ...line, number: code, model: type, purchaseCount: count }));

/** What a draft's parts are written from: its lines, where it delivers, and whom it invites when it invites. */
export type DraftParts = {
  materiels: MaterielLine[];
  isAllArea: boolean;
  areas: ReadonlyArray<{ provinceCode: string; cityCode?: string | null }>;
  invitedOnly: boolean;
  invited: readonly Invited[];
};

/** What every kind's form refers to in the platform's data. */
export type ReferencingForm = {
  categoryId: number;
  materiels: ReadonlyArray<{ categoryId?: number | null; brandId?: number | null }>;
  isAllArea: boolean;
  areas: ReadonlyArray<{ provinceCode: string; cityCode?: string | null }>;
};

/** Checks what a form refers to: its category and its lines' categories and brands, and its areas (1102 naming the field). */
export async function checkReferences(tx: Db, form: ReferencingForm): Promise<void> {
  await knownIds(tx, [form.categoryId, ...form.materiels.flatMap((m) => (m.categoryId ? [m.categoryId] : []))], categories, 'categoryId');
  await knownIds(
    tx,
    form.materiels.flatMap((m) => (m.brandId ? [m.brandId] : [])),
    brands,
    'materiels.brandId',
  );
  await checkAreas(tx, form);
}

/**
 * Writes the draft's materials, areas and invitations over the item's (the invited checked first:
 * 1102). With `newlyInvited`, answers the suppliers invited now who were not before (an inquiry's
 * edit tells only them); otherwise nothing.
 */
export async function writeParts(
  tx: Db,
  tables: PartTables,
  parentId: number,
  parts: DraftParts,
  request: { caller: Caller; at: Date; newlyInvited?: boolean },
): Promise<Invited[]> {
  const { caller, at } = request;
  const invited = await checkInvited(tx, parts.invitedOnly, parts.invited);
  await tx.delete(tables.materiels).where(eq(tables.materiels.parentId, parentId));
  // One query at a time on the transaction's connection (pg runs a client's queries in turn anyway).
  const lines = [];
  for (const [sort, m] of parts.materiels.entries()) {
    lines.push({
      parentId,
      number: m.number,
      name: m.name,
      model: m.model,
      categoryId: m.categoryId ?? null,
      brandId: m.brandId ?? null,
      unit: m.unit,
      purchaseCount: m.purchaseCount,
      sort,
      files: await ownAttachments(tx, caller.memberId, m.fileIds),
    });
  }
  await tx.insert(tables.materiels).values(lines);
  await tx.delete(tables.areas).where(eq(tables.areas.parentId, parentId));
  if (!parts.isAllArea) {
    const areas = [...new Map(parts.areas.map((a) => [`${a.provinceCode}:${a.cityCode ?? ''}`, a])).values()];
    await tx.insert(tables.areas).values(areas.map((a) => ({ parentId, provinceCode: a.provinceCode, cityCode: a.cityCode ?? null })));
  }
  const { table, parentId: invitationParent, row } = tables.invitations;
  const had = request.newlyInvited ? await invitedTo(tx, tables, parentId) : [];
  await tx.delete(table).where(eq(invitationParent, parentId));
  if (invited.length) await tx.insert(table).values(invited.map((i) => row(parentId, i, at)) as Array<typeof table.$inferInsert>);
  if (!request.newlyInvited) return [];
  const before = new Set(had.map((i) => `${i.memberId}:${i.roleId}`));
  return invited.filter((i) => !before.has(`${i.memberId}:${i.roleId}`));
}

/** The suppliers the item `parentId` invites. */
export async function invitedTo(tx: Db, { invitations }: PartTables, parentId: number): Promise<Invited[]> {
  const { table } = invitations;
  return tx.select({ memberId: table.supplierMemberId, roleId: table.supplierRoleId }).from(table).where(eq(invitations.parentId, parentId));
}

/** The draft's parts as the buyer's member centre shows them: areas by code, lines in their order (under the form's names), the invited by name. */
export async function savedParts(db: Db, tables: PartTables, id: number) {
  const { materiels: m, areas: a, invitations } = tables;
  const { table: i } = invitations;
  const [areaList, lines, invited] = await Promise.all([
    db.select({ provinceCode: a.provinceCode, cityCode: a.cityCode }).from(a).where(eq(a.parentId, id)),
    db.select().from(m).where(eq(m.parentId, id)).orderBy(asc(m.sort)),
    db
      .select({ memberId: i.supplierMemberId, roleId: i.supplierRoleId, name: members.name })
      .from(i)
      .innerJoin(members, eq(members.id, i.supplierMemberId))
      .where(eq(invitations.parentId, id)),
  ]);
  const materielList = lines.map((line) => ({
    id: line.id,
    code: line.number,
    name: line.name,
    type: line.model,
    unit: line.unit,
    count: line.purchaseCount,
    categoryId: line.categoryId,
    brandId: line.brandId,
    urls: line.files,
  }));
  return { areaList, materielList, invited };
}
