// What saving an auction's draft writes (sourcing/drafts.ts checks the form and writes it): the
// auction's columns from the form with its rule sheet, and its parts (materials, areas, invitations)
// as the shared part tables.
import type { z } from 'zod';
import type { BiddingFormBody } from '#contract/endpoints.ts';
import type { Db } from '../db/client.ts';
import { biddingAreas, biddingInvitations, biddingMateriels } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { ownAttachments } from '../files/index.ts';
import { type DraftParts, formLines, partTables } from '../sourcing/parts.ts';
import { purchaseTermsOf } from '../sourcing/sources.ts';

export type BiddingForm = z.output<typeof BiddingFormBody>;

/** The auction's columns from the form, its files the caller's own uploads (1110 otherwise). */
export async function formColumns(tx: Db, form: BiddingForm, caller: Caller) {
  return {
    details: form.details,
    remark: form.remark,
    categoryId: form.categoryId,
    budgetAmount: form.budgetAmount,
    isAllArea: form.isAllArea,
    address: form.address,
    deliveryTime: new Date(form.deliver),
    startSignUp: new Date(form.startSignUp),
    endSignUp: new Date(form.endSignUp),
    biddingStartTime: new Date(form.biddingStartTime),
    biddingEndTime: new Date(form.biddingEndTime),
    scheduledEndTime: new Date(form.biddingEndTime),
    startingPrice: form.startingPrice,
    stepType: form.stepType,
    minPriceStep: form.minPriceStep,
    allowPurchaseCount: form.allowPurchaseCount,
    visibility: form.visibility,
    triggerMinutes: form.triggerMinutes,
    extensionMinutes: form.extensionMinutes,
    maxExtensions: form.maxExtensions,
    hardStopTime: form.hardStopTime === undefined ? null : new Date(form.hardStopTime),
    autoAdmit: form.autoAdmit,
    scope: form.scope,
    demand: form.demand,
    demandFiles: await ownAttachments(tx, caller.memberId, form.demandFileIds),
    ...purchaseTermsOf(form),
    files: await ownAttachments(tx, caller.memberId, form.fileIds),
  };
}

/** The auction's materials, areas and invitations (sourcing/parts.ts). */
export const biddingParts = partTables(biddingMateriels, biddingAreas, biddingInvitations, 'biddingId');

/** The parts the form gives: its lines, areas, and the suppliers an invited auction names. */
export const draftParts = (form: BiddingForm): DraftParts => ({
  ...form,
  materiels: formLines(form.materiels),
  invitedOnly: form.scope === 'invited',
});
