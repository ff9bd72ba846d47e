// What the buyer's member centre reads of its own tenders: one tender with its parts, and its list
// by phase with the count of each phase; the phase is windows.ts's, at the platform's clock.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { api } from '#contract/endpoints.ts';
import { type MemberTender, type MemberTenderPage, TenderPhase } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { tenders } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { savedParts } from '../sourcing/parts.ts';
import { buyerPhasePage } from '../sourcing/phase-lists.ts';
import { participantCount, tenderSource } from '../sourcing/sources.ts';
import { tenderParts } from './form-parts.ts';
import { ownTender } from './tender.ts';
import { tenderPhaseIs, tenderPhaseSql, tenderStage } from './windows.ts';

const ms = (d: Date | null) => d?.getTime() ?? null;

/** The caller's own tender as the member centre shows it (404 for anyone else's). */
export async function buyerTender({ db, now }: PlatformContext, id: number, caller: Caller): Promise<MemberTender> {
  const row = await ownTender(db, id, caller);
  const [{ areaList, materielList, invited }, [registered]] = await Promise.all([
    savedParts(db, tenderParts, id),
    db
      .select({ n: participantCount(tenderSource) })
      .from(tenders)
      .where(eq(tenders.id, id)),
  ]);
  return {
    id: row.id,
    code: row.code,
    state: row.state,
    ...tenderStage(row, now()),
    projectName: row.projectName,
    remark: row.remark,
    categoryId: row.categoryId,
    purchaseType: row.purchaseType,
    budgetAmount: row.budgetAmount,
    isAllArea: row.isAllArea,
    areaList,
    materielList,
    deliverAddress: row.deliverAddress,
    hopeDate: row.hopeDate.getTime(),
    registerStartTime: row.registerStartTime.getTime(),
    registerEndTime: row.registerEndTime.getTime(),
    registerRequirement: row.registerRequirement,
    registerFile: row.registerFiles,
    isQualificationCheck: row.isQualificationCheck,
    preCheckStartTime: ms(row.preCheckStartTime),
    preCheckEndTime: ms(row.preCheckEndTime),
    preCheckRequirement: row.preCheckRequirement,
    preCheckFile: row.preCheckFiles,
    inviteTenderStartTime: row.inviteTenderStartTime.getTime(),
    inviteTenderEndTime: row.inviteTenderEndTime.getTime(),
    openTenderTime: row.openTenderTime.getTime(),
    inviteTenderRequirement: row.inviteTenderRequirement,
    inviteTenderFile: row.inviteTenderFiles,
    evaluationMethod: row.evaluationMethod,
    evaluationCriteria: row.evaluationCriteria,
    tenderScope: row.tenderScope,
    invited,
    payType: row.payType,
    deliverRequirement: row.deliverRequirement,
    taxationRequirement: row.taxationRequirement,
    logisticsRequirement: row.logisticsRequirement,
    packingRequirement: row.packingRequirement,
    otherRequirement: row.otherRequirement,
    cancelReason: row.cancelReason,
    registrationCount: registered?.n ?? 0,
    createTime: row.createTime.getTime(),
    updateTime: ms(row.updateTime),
  };
}

/** What a row of the buyer's list is made from. */
const listFields = {
  id: tenders.id,
  code: tenders.code,
  projectName: tenders.projectName,
  state: tenders.state,
  tenderScope: tenders.tenderScope,
  evaluationMethod: tenders.evaluationMethod,
  registerStartTime: tenders.registerStartTime,
  registerEndTime: tenders.registerEndTime,
  isQualificationCheck: tenders.isQualificationCheck,
  preCheckStartTime: tenders.preCheckStartTime,
  preCheckEndTime: tenders.preCheckEndTime,
  inviteTenderStartTime: tenders.inviteTenderStartTime,
  inviteTenderEndTime: tenders.inviteTenderEndTime,
  openTenderTime: tenders.openTenderTime,
  registrationCount: participantCount(tenderSource),
  createTime: tenders.createTime,
};

/** The caller's tenders in the phase asked (or all), newest first, and how many it has in each phase. */
export async function buyerTenders(
  context: PlatformContext,
  query: z.output<typeof api.tenderBuyer.list.query>,
  caller: Caller,
): Promise<MemberTenderPage> {
  const phases = { phases: TenderPhase.options, phaseSql: tenderPhaseSql, phaseIs: tenderPhaseIs };
  const { rows, totalCount, at, phaseCounts } = await buyerPhasePage(context, tenderSource, listFields, { query, caller, phases });
  const data = rows.map((row) => ({
    id: row.id,
    code: row.code,
    projectName: row.projectName,
    state: row.state,
    ...tenderStage(row, at),
    tenderScope: row.tenderScope,
    evaluationMethod: row.evaluationMethod,
    registerEndTime: row.registerEndTime.getTime(),
    preCheckEndTime: row.isQualificationCheck ? ms(row.preCheckEndTime) : null,
    inviteTenderEndTime: row.inviteTenderEndTime.getTime(),
    openTenderTime: row.openTenderTime.getTime(),
    registrationCount: row.registrationCount,
    createTime: row.createTime.getTime(),
  }));
  return { data, totalCount, phaseCounts };
}
