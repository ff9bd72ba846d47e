// What saving a tender's draft writes (sourcing/drafts.ts checks the form and writes it): the tender's
// columns from the form, and its parts (materials, areas, invitations) as the shared part tables.
import type { z } from 'zod';
import type { TenderFormBody } from '#contract/endpoints.ts';
import type { Db } from '../db/client.ts';
import { tenderAreas, tenderInvitations, tenderMateriels } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { ownAttachments } from '../files/index.ts';
import { type DraftParts, formLines, partTables } from '../sourcing/parts.ts';

export type TenderForm = z.output<typeof TenderFormBody>;

/** The tender's columns from the form, its files the caller's own uploads (1110 otherwise). */
export async function formColumns(tx: Db, form: TenderForm, caller: Caller) {
  const prequal = form.isQualificationCheck;
  return {
    projectName: form.projectName,
    remark: form.remark,
    categoryId: form.categoryId,
    purchaseType: form.purchaseType,
    budgetAmount: form.budgetAmount,
    isAllArea: form.isAllArea,
    deliverAddress: form.deliverAddress,
    hopeDate: new Date(form.hopeDate),
    registerStartTime: new Date(form.registerStartTime),
    registerEndTime: new Date(form.registerEndTime),
    registerRequirement: form.registerRequirement,
    registerFiles: await ownAttachments(tx, caller.memberId, form.registerFileIds),
    isQualificationCheck: prequal,
    // Without a prequalification its window is not kept, as the original form clears it.
    preCheckStartTime: prequal && form.preCheckStartTime !== undefined ? new Date(form.preCheckStartTime) : null,
    preCheckEndTime: prequal && form.preCheckEndTime !== undefined ? new Date(form.preCheckEndTime) : null,
    preCheckRequirement: prequal ? form.preCheckRequirement : '',
    preCheckFiles: prequal ? await ownAttachments(tx, caller.memberId, form.preCheckFileIds) : [],
    inviteTenderStartTime: new Date(form.inviteTenderStartTime),
    inviteTenderEndTime: new Date(form.inviteTenderEndTime),
    openTenderTime: new Date(form.openTenderTime),
    inviteTenderRequirement: form.inviteTenderRequirement,
    inviteTenderFiles: await ownAttachments(tx, caller.memberId, form.inviteTenderFileIds),
    evaluationMethod: form.evaluationMethod,
    evaluationCriteria: form.evaluationMethod === 'scored' ? form.evaluationCriteria : [],
    tenderScope: form.tenderScope,
    payType: form.payType,
    deliverRequirement: form.deliverRequirement,
    taxationRequirement: form.taxationRequirement,
    logisticsRequirement: form.logisticsRequirement,
    packingRequirement: form.packingRequirement,
    otherRequirement: form.otherRequirement,
  };
}

/** The tender's materials, areas and invitations (sourcing/parts.ts). */
export const tenderParts = partTables(tenderMateriels, tenderAreas, tenderInvitations, 'tenderId');

/** The parts the form gives: its lines, areas, and the suppliers an invited tender names. */
export const draftParts = (form: TenderForm): DraftParts => ({
  ...form,
  materiels: formLines(form.materiels),
  invitedOnly: form.tenderScope === 'invited',
});
