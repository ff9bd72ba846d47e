// What saving a tender's draft writes: the form checked against the platform's data (categories,
// brands, areas, the invited suppliers), its columns, and its parts (materials, areas, invitations)
// written over the tender's.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenderFormBody } from '#contract/endpoints.ts';
import type { Db } from '../db/client.ts';
import { brands, categories, tenderAreas, tenderInvitations, tenderMateriels } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { ownAttachments } from '../files/index.ts';
import { checkAreas, checkInvited, knownIds } from '../sourcing/form-checks.ts';

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

/** Checks what the form refers to (categories, brands, areas). */
export async function checkForm(tx: Db, form: TenderForm): Promise<void> {
  await knownIds(tx, [form.categoryId, ...form.materiels.flatMap((m) => (m.categoryId ? [m.categoryId] : []))], categories, 'categoryId');
  await knownIds(
    tx,
    form.materiels.flatMap((m) => (m.brandId ? [m.brandId] : [])),
    brands,
    'materiels.brandId',
  );
  await checkAreas(tx, form);
}

/** Writes the form's materials, areas and invitations over the tender's. */
export async function writeParts(tx: Db, tenderId: number, form: TenderForm, caller: Caller, at: Date): Promise<void> {
  const invited = await checkInvited(tx, form.tenderScope === 'invited', form.invited);
  await tx.delete(tenderMateriels).where(eq(tenderMateriels.parentId, tenderId));
  // One query at a time on the transaction's connection.
  const lines = [];
  for (const [sort, m] of form.materiels.entries()) {
    lines.push({
      parentId: tenderId,
      number: m.code,
      name: m.name,
      model: m.type,
      categoryId: m.categoryId ?? null,
      brandId: m.brandId ?? null,
      unit: m.unit,
      purchaseCount: m.count,
      sort,
      files: await ownAttachments(tx, caller.memberId, m.fileIds),
    });
  }
  await tx.insert(tenderMateriels).values(lines);
  await tx.delete(tenderAreas).where(eq(tenderAreas.parentId, tenderId));
  if (!form.isAllArea) {
    const areas = [...new Map(form.areas.map((a) => [`${a.provinceCode}:${a.cityCode ?? ''}`, a])).values()];
    await tx.insert(tenderAreas).values(areas.map((a) => ({ parentId: tenderId, provinceCode: a.provinceCode, cityCode: a.cityCode ?? null })));
  }
  await tx.delete(tenderInvitations).where(eq(tenderInvitations.tenderId, tenderId));
  if (invited.length) {
    await tx
      .insert(tenderInvitations)
      .values(invited.map((i) => ({ tenderId, supplierMemberId: i.memberId, supplierRoleId: i.roleId, createTime: at })));
  }
}
