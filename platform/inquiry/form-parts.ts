// What publishing and revising an inquiry share (docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// its columns from the form and its parts (materials, areas, invitations) as the shared part tables
// (sourcing/parts.ts checks and writes them), its times against the quote window, the snapshot a
// revision keeps, and the invited suppliers told.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { InquiryFormBody } from '#contract/endpoints.ts';
import type { Db } from '../db/client.ts';
import { inquiries, inquiryAreas, inquiryInvitations, inquiryMateriels, members } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { LINKS, notify } from '../message/index.ts';
import { ownAttachments } from '../files/index.ts';
import type { InquiryRow } from './inquiry.ts';
import { linesOf } from './queries/inquiries.ts';
import { type DraftParts, invitedTo, partTables, writeParts as writePartsOver } from '../sourcing/parts.ts';
import { purchaseTermsOf } from '../sourcing/sources.ts';
import { quoteWindow } from './windows.ts';

export type Form = z.output<typeof InquiryFormBody>;

/** The inquiry's columns from the form, its files the caller's own uploads (1110 otherwise). */
export async function formColumns(tx: Db, form: Form, caller: Caller) {
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
    ...purchaseTermsOf(form),
    quoteScope: form.quoteScope,
    files: await ownAttachments(tx, caller.memberId, form.fileIds),
  };
}

/** The inquiry's materials, areas and invitations (sourcing/parts.ts). */
export const inquiryParts = partTables(inquiryMateriels, inquiryAreas, inquiryInvitations, 'inquiryId');

/** The parts the form gives: its lines, areas, and the suppliers an invited inquiry names. */
export const draftParts = (form: Form): DraftParts => ({ ...form, invitedOnly: form.quoteScope === 'invited' });

/** Writes the form's materials, areas and invitations over the inquiry's; answers the newly invited (an edit tells only them). */
export const writeParts = (tx: Db, inquiryId: number, form: Form, caller: Caller, at: Date) =>
  writePartsOver(tx, inquiryParts, inquiryId, draftParts(form), { caller, at, newlyInvited: true });

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
  const invited = await invitedTo(tx, inquiryParts, id);
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
