// What saving an auction's draft writes: the form checked against the platform's data (categories,
// brands, areas, the invited suppliers), its columns with the rule sheet, and its parts (materials,
// areas, invitations) written over the auction's.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BiddingFormBody } from '#contract/endpoints.ts';
import type { Db } from '../db/client.ts';
import { biddingAreas, biddingInvitations, biddingMateriels, brands, categories } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { ownAttachments } from '../files/index.ts';
import { checkAreas, checkInvited, knownIds } from '../sourcing/form-checks.ts';

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
    offer: form.offer,
    paymentType: form.paymentType,
    taxes: form.taxes,
    logistics: form.logistics,
    packRequire: form.packRequire,
    otherRequire: form.otherRequire,
    files: await ownAttachments(tx, caller.memberId, form.fileIds),
  };
}

/** Checks what the form refers to (categories, brands, areas). */
export async function checkForm(tx: Db, form: BiddingForm): Promise<void> {
  await knownIds(tx, [form.categoryId, ...form.materiels.flatMap((m) => (m.categoryId ? [m.categoryId] : []))], categories, 'categoryId');
  await knownIds(
    tx,
    form.materiels.flatMap((m) => (m.brandId ? [m.brandId] : [])),
    brands,
    'materiels.brandId',
  );
  await checkAreas(tx, form);
}

/** Writes the form's materials, areas and invitations over the auction's. */
export async function writeParts(tx: Db, biddingId: number, form: BiddingForm, caller: Caller, at: Date): Promise<void> {
  const invited = await checkInvited(tx, form.scope === 'invited', form.invited);
  await tx.delete(biddingMateriels).where(eq(biddingMateriels.parentId, biddingId));
  // One query at a time on the transaction's connection.
  const lines = [];
  for (const [sort, m] of form.materiels.entries()) {
    lines.push({
      parentId: biddingId,
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
  await tx.insert(biddingMateriels).values(lines);
  await tx.delete(biddingAreas).where(eq(biddingAreas.parentId, biddingId));
  if (!form.isAllArea) {
    const areas = [...new Map(form.areas.map((a) => [`${a.provinceCode}:${a.cityCode ?? ''}`, a])).values()];
    await tx.insert(biddingAreas).values(areas.map((a) => ({ parentId: biddingId, provinceCode: a.provinceCode, cityCode: a.cityCode ?? null })));
  }
  await tx.delete(biddingInvitations).where(eq(biddingInvitations.biddingId, biddingId));
  if (invited.length) {
    await tx
      .insert(biddingInvitations)
      .values(invited.map((i) => ({ biddingId, supplierMemberId: i.memberId, supplierRoleId: i.roleId, createTime: at })));
  }
}
