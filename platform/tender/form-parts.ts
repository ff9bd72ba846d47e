// What saving a tender's draft writes: the form checked against the platform's data (categories,
// brands, areas, the invited suppliers), its columns, and its parts (materials, areas, invitations)
// written over the tender's.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { TenderFormBody } from '#contract/endpoints.ts';
import { MEMBER_ROLE } from '#contract/vocabulary.ts';
import type { Db } from '../db/client.ts';
import { brands, categories, cities, memberRoles, provinces, roles, tenderAreas, tenderInvitations, tenderMateriels } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { ownAttachments } from './tender.ts';

export type TenderForm = z.output<typeof TenderFormBody>;

/** 1102 naming the field when an id the form names is unknown. */
async function known(tx: Db, ids: number[], table: typeof categories | typeof brands, field: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const [found] = await tx.select({ n: count() }).from(table).where(inArray(table.id, unique));
  if ((found?.n ?? 0) !== unique.length) throw new BusinessError(Code.PARAM_INVALID, field);
}

/** The form's areas: known provinces, and each city one of its province's (1102 otherwise). */
async function checkAreas(tx: Db, form: TenderForm): Promise<void> {
  if (form.isAllArea) return;
  const provinceCodes = [...new Set(form.areas.map((a) => a.provinceCode))];
  const [p] = await tx.select({ n: count() }).from(provinces).where(inArray(provinces.code, provinceCodes));
  if ((p?.n ?? 0) !== provinceCodes.length) throw new BusinessError(Code.PARAM_INVALID, 'areas.provinceCode');
  const cityCodes = form.areas.flatMap((a) => (a.cityCode ? [a.cityCode] : []));
  if (cityCodes.length === 0) return;
  const rows = await tx.select({ code: cities.code, provinceCode: cities.provinceCode }).from(cities).where(inArray(cities.code, cityCodes));
  const provinceOf = new Map(rows.map((r) => [r.code, r.provinceCode]));
  if (form.areas.some((a) => a.cityCode && provinceOf.get(a.cityCode) !== a.provinceCode))
    throw new BusinessError(Code.PARAM_INVALID, 'areas.cityCode');
}

/** The invited members, each a supplier in the role named (1102 otherwise). */
async function checkInvited(tx: Db, form: TenderForm): Promise<Array<{ memberId: number; roleId: number }>> {
  if (form.tenderScope !== 'invited') return [];
  const invited = [...new Map(form.invited.map((i) => [`${i.memberId}:${i.roleId}`, i])).values()];
  const rows = await tx
    .select({ memberId: memberRoles.memberId, roleId: memberRoles.roleId })
    .from(memberRoles)
    .innerJoin(roles, eq(roles.id, memberRoles.roleId))
    .where(
      and(
        inArray(
          memberRoles.memberId,
          invited.map((i) => i.memberId),
        ),
        eq(roles.memberRoleType, MEMBER_ROLE.supplier),
      ),
    );
  const supplierRoles = new Set(rows.map((r) => `${r.memberId}:${r.roleId}`));
  if (invited.some((i) => !supplierRoles.has(`${i.memberId}:${i.roleId}`))) throw new BusinessError(Code.PARAM_INVALID, 'invited');
  return invited;
}

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
  await known(tx, [form.categoryId, ...form.materiels.flatMap((m) => (m.categoryId ? [m.categoryId] : []))], categories, 'categoryId');
  await known(
    tx,
    form.materiels.flatMap((m) => (m.brandId ? [m.brandId] : [])),
    brands,
    'materiels.brandId',
  );
  await checkAreas(tx, form);
}

/** Writes the form's materials, areas and invitations over the tender's. */
export async function writeParts(tx: Db, tenderId: number, form: TenderForm, caller: Caller, at: Date): Promise<void> {
  const invited = await checkInvited(tx, form);
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
