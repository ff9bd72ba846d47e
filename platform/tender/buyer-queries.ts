// What the buyer's member centre reads of its own tenders: one tender with its parts, and its list
// by phase with the count of each phase; the phase is windows.ts's, at the platform's clock.
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { api } from '#contract/endpoints.ts';
import { type MemberTender, type MemberTenderPage, TenderPhase } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { offsetOf } from '../db/filters.ts';
import { members, tenderAreas, tenderInvitations, tenderMateriels, tenders } from '../db/schema.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { keywordMatch } from '../search/index.ts';
import { participantCount, tenderSource } from '../sourcing/sources.ts';
import { ownTender } from './tender.ts';
import { tenderPhaseIs, tenderPhaseSql, tenderStage } from './windows.ts';

const ms = (d: Date | null) => d?.getTime() ?? null;

/** The caller's own tender as the member centre shows it (404 for anyone else's). */
export async function buyerTender({ db, now }: PlatformContext, id: number, caller: Caller): Promise<MemberTender> {
  const row = await ownTender(db, id, caller);
  const [areas, lines, invited, [registered]] = await Promise.all([
    db.select({ provinceCode: tenderAreas.provinceCode, cityCode: tenderAreas.cityCode }).from(tenderAreas).where(eq(tenderAreas.parentId, id)),
    db.select().from(tenderMateriels).where(eq(tenderMateriels.parentId, id)).orderBy(asc(tenderMateriels.sort)),
    db
      .select({ memberId: tenderInvitations.supplierMemberId, roleId: tenderInvitations.supplierRoleId, name: members.name })
      .from(tenderInvitations)
      .innerJoin(members, eq(members.id, tenderInvitations.supplierMemberId))
      .where(eq(tenderInvitations.tenderId, id)),
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
    areaList: areas,
    materielList: lines.map((m) => ({
      id: m.id,
      code: m.number,
      name: m.name,
      type: m.model,
      unit: m.unit,
      count: m.purchaseCount,
      categoryId: m.categoryId,
      brandId: m.brandId,
      urls: m.files,
    })),
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

/** The caller's tenders in the phase asked (or all), newest first, and how many it has in each phase. */
export async function buyerTenders(
  { db, now }: PlatformContext,
  query: z.output<typeof api.tenderBuyer.list.query>,
  caller: Caller,
): Promise<MemberTenderPage> {
  requireBuyer(caller);
  const at = now();
  const mine: SQL | undefined = and(
    eq(tenders.memberId, caller.memberId),
    eq(tenders.memberRoleId, caller.memberRoleId),
    keywordMatch(tenderSource.keyword, query.keyword),
  );
  const where = and(mine, query.phase ? tenderPhaseIs(query.phase, at) : undefined);
  const phase = tenderPhaseSql(at);
  const [rows, [total], perPhase] = await Promise.all([
    db
      .select({
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
      })
      .from(tenders)
      .where(where)
      .orderBy(desc(tenders.createTime), desc(tenders.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(tenders).where(where),
    // By position: the phase's clock parameters would make a second copy of it another expression.
    db.select({ phase, n: count() }).from(tenders).where(mine).groupBy(sql`1`),
  ]);
  const phaseCounts = Object.fromEntries(TenderPhase.options.map((p) => [p, 0])) as MemberTenderPage['phaseCounts'];
  for (const { phase: p, n } of perPhase) phaseCounts[p] = n;
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
  return { data, totalCount: total?.n ?? 0, phaseCounts };
}
