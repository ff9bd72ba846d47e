// What publishing and revising an inquiry share (docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// the form checked against the platform's data (categories, brands, areas, the invited suppliers),
// its columns and parts (materials, areas, invitations) written over the inquiry's, its times against
// the quote window, the snapshot a revision keeps, and the invited suppliers told.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { InquiryFormBody } from '#contract/endpoints.ts';
import type { Db } from '../db/client.ts';
import { brands, categories, inquiries, inquiryAreas, inquiryInvitations, inquiryMateriels, members } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { LINKS, notify } from '../message/index.ts';
import { ownAttachments } from '../files/index.ts';
import type { InquiryRow } from './inquiry.ts';
import { linesOf } from './queries/inquiries.ts';
import { checkAreas, checkInvited, knownIds } from '../sourcing/form-checks.ts';
import { quoteWindow } from './windows.ts';

export type Form = z.output<typeof InquiryFormBody>;

/** The inquiry's columns from the form. */
export function formColumns(form: Form) {
  return {
    categoryId: form.categoryId,
    isAllArea: form.isAllArea,
    budgetAmount: form.budgetAmount,
    details: form.details,
    description: form.description,
    address: form.address,
    deliveryTime: new Date(form.deliveryTime),
    offerEndTime: new Date(form.offerEndTime),
    purchaseType: form.purchaseType,
    priceContrast: form.priceContrast,
    offer: form.offer,
    paymentType: form.paymentType,
    taxes: form.taxes,
    logistics: form.logistics,
    packRequire: form.packRequire,
    otherRequire: form.otherRequire,
    quoteScope: form.quoteScope,
  };
}

/** Checks the form's references, then writes its materials, areas and invitations over the inquiry's (returns the newly invited). */
export async function writeParts(tx: Db, inquiryId: number, form: Form, caller: Caller, at: Date) {
  const invited = await checkInvited(tx, form.quoteScope === 'invited', form.invited);
  await tx.delete(inquiryMateriels).where(eq(inquiryMateriels.parentId, inquiryId));
  // One query at a time on the transaction's connection (pg runs a client's queries in turn anyway).
  const lines = [];
  for (const [sort, m] of form.materiels.entries()) {
    lines.push({
      parentId: inquiryId,
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
  await tx.insert(inquiryMateriels).values(lines);
  await tx.delete(inquiryAreas).where(eq(inquiryAreas.parentId, inquiryId));
  if (!form.isAllArea) {
    const areas = [...new Map(form.areas.map((a) => [`${a.provinceCode}:${a.cityCode ?? ''}`, a])).values()];
    await tx.insert(inquiryAreas).values(areas.map((a) => ({ parentId: inquiryId, provinceCode: a.provinceCode, cityCode: a.cityCode ?? null })));
  }
  const before = await tx
    .select({ memberId: inquiryInvitations.supplierMemberId, roleId: inquiryInvitations.supplierRoleId })
    .from(inquiryInvitations)
    .where(eq(inquiryInvitations.inquiryId, inquiryId));
  const had = new Set(before.map((i) => `${i.memberId}:${i.roleId}`));
  await tx.delete(inquiryInvitations).where(eq(inquiryInvitations.inquiryId, inquiryId));
  if (invited.length) {
    await tx
      .insert(inquiryInvitations)
      .values(invited.map((i) => ({ inquiryId, supplierMemberId: i.memberId, supplierRoleId: i.roleId, createTime: at })));
  }
  return invited.filter((i) => !had.has(`${i.memberId}:${i.roleId}`));
}

export async function checkForm(tx: Db, form: Form): Promise<void> {
  await knownIds(tx, [form.categoryId, ...form.materiels.flatMap((m) => (m.categoryId ? [m.categoryId] : []))], categories, 'categoryId');
  await knownIds(
    tx,
    form.materiels.flatMap((m) => (m.brandId ? [m.brandId] : [])),
    brands,
    'materiels.brandId',
  );
  await checkAreas(tx, form);
}

/** 60014 unless the quote window is open by the platform's clock and delivery is not before it closes. */
export function checkTimes(row: { offerEndTime: Date; deliveryTime: Date }, now: number): void {
  if (quoteWindow(row, now) === 'closed' || row.deliveryTime.getTime() < row.offerEndTime.getTime()) throw new BusinessError(Code.TIMES_INVALID);
}

/** What a revision keeps: the inquiry's published columns, materials (with ids), areas and invitations. */
export async function snapshotOf(tx: Db, id: number) {
  const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, id));
  const { searchTokens: _tokens, ...columns } = row!;
  // In turn: these run on the transaction's one connection.
  const materiels = await linesOf(tx, id);
  const areas = await tx
    .select({ provinceCode: inquiryAreas.provinceCode, cityCode: inquiryAreas.cityCode })
    .from(inquiryAreas)
    .where(eq(inquiryAreas.parentId, id));
  const invited = await tx
    .select({ memberId: inquiryInvitations.supplierMemberId, roleId: inquiryInvitations.supplierRoleId })
    .from(inquiryInvitations)
    .where(eq(inquiryInvitations.inquiryId, id));
  return JSON.parse(JSON.stringify({ ...columns, materiels, areas, invited })) as Record<string, unknown>;
}

/** The invited suppliers are told (on publication, and when an edit invites more). */
export async function tellInvited(tx: Db, row: InquiryRow, invited: Array<{ memberId: number }>, buyerName: string, at: number) {
  for (const supplier of invited) {
    await notify(tx, {
      recipientMemberId: supplier.memberId,
      kind: 'inquiry.invited',
      payload: {
        inquiryId: row.id,
        purchaseInquiryNo: row.purchaseInquiryNo,
        title: row.details,
        buyerName,
        offerEndTime: row.offerEndTime.getTime(),
        link: LINKS.quote(row.id, row.purchaseInquiryNo),
      },
      at,
    });
  }
}

/** The name of the caller's member, as the notifications name the buyer. */
export const buyerName = async (tx: Db, caller: Caller) =>
  (await tx.select({ name: members.name }).from(members).where(eq(members.id, caller.memberId)))[0]?.name ?? '';
