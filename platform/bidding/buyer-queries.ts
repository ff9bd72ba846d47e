// What the buyer's member centre reads of its own auctions: one auction with its parts and rule
// sheet, and its list by phase with the count of each phase; the phase is windows.ts's, at the
// platform's clock.
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { api } from '#contract/endpoints.ts';
import { BiddingPhase, type MemberBidding, type MemberBiddingPage } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { offsetOf } from '../db/filters.ts';
import { biddingAreas, biddingInvitations, biddingMateriels, biddings, bids, members } from '../db/schema.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { keywordMatch } from '../search/index.ts';
import { biddingSource, countWhere, participantCount } from '../sourcing/sources.ts';
import { ownBidding, ruleSheetOf } from './bidding.ts';
import { biddingPhaseIs, biddingPhaseSql, biddingStage } from './windows.ts';

/** The caller's own auction as the member centre shows it (404 for anyone else's). */
export async function buyerBidding({ db, now }: PlatformContext, id: number, caller: Caller): Promise<MemberBidding> {
  const row = await ownBidding(db, id, caller);
  const [areas, lines, invited, [counts]] = await Promise.all([
    db.select({ provinceCode: biddingAreas.provinceCode, cityCode: biddingAreas.cityCode }).from(biddingAreas).where(eq(biddingAreas.parentId, id)),
    db.select().from(biddingMateriels).where(eq(biddingMateriels.parentId, id)).orderBy(asc(biddingMateriels.sort)),
    db
      .select({ memberId: biddingInvitations.supplierMemberId, roleId: biddingInvitations.supplierRoleId, name: members.name })
      .from(biddingInvitations)
      .innerJoin(members, eq(members.id, biddingInvitations.supplierMemberId))
      .where(eq(biddingInvitations.biddingId, id)),
    db
      .select({ signUps: participantCount(biddingSource), bids: countWhere(bids, bids.biddingId, biddings.id) })
      .from(biddings)
      .where(eq(biddings.id, id)),
  ]);
  return {
    id: row.id,
    biddingNo: row.biddingNo,
    state: row.state,
    ...biddingStage(row, now()),
    details: row.details,
    remark: row.remark,
    categoryId: row.categoryId,
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
    startSignUp: row.startSignUp.getTime(),
    endSignUp: row.endSignUp.getTime(),
    biddingStartTime: row.biddingStartTime.getTime(),
    biddingEndTime: row.biddingEndTime.getTime(),
    scheduledEndTime: (row.scheduledEndTime ?? row.biddingEndTime).getTime(),
    extensionCount: row.extensionCount,
    rules: ruleSheetOf(row),
    autoAdmit: row.autoAdmit,
    scope: row.scope,
    invited,
    demand: row.demand,
    demandUrls: row.demandFiles,
    deliver: row.deliveryTime.getTime(),
    address: row.address,
    offer: row.offer,
    paymentType: row.paymentType,
    taxes: row.taxes,
    logistics: row.logistics,
    packRequire: row.packRequire,
    otherRequire: row.otherRequire,
    urls: row.files,
    cancelReason: row.cancelReason,
    signUpCount: counts?.signUps ?? 0,
    bidCount: counts?.bids ?? 0,
    createTime: row.createTime.getTime(),
    updateTime: row.updateTime?.getTime() ?? null,
  };
}

/** The caller's auctions in one phase (or all), newest first, and the count of each phase. */
export async function buyerBiddings(
  { db, now }: PlatformContext,
  query: z.output<typeof api.biddingBuyer.list.query>,
  caller: Caller,
): Promise<MemberBiddingPage> {
  requireBuyer(caller);
  const at = now();
  const mine: SQL | undefined = and(
    eq(biddings.memberId, caller.memberId),
    eq(biddings.memberRoleId, caller.memberRoleId),
    keywordMatch(biddingSource.keyword, query.keyword),
  );
  const where = and(mine, query.phase ? biddingPhaseIs(query.phase, at) : undefined);
  const phase = biddingPhaseSql(at);
  const [rows, [total], perPhase] = await Promise.all([
    db
      .select({
        id: biddings.id,
        biddingNo: biddings.biddingNo,
        details: biddings.details,
        state: biddings.state,
        startSignUp: biddings.startSignUp,
        endSignUp: biddings.endSignUp,
        biddingStartTime: biddings.biddingStartTime,
        biddingEndTime: biddings.biddingEndTime,
        extensionCount: biddings.extensionCount,
        signUpCount: participantCount(biddingSource),
        bidCount: countWhere(bids, bids.biddingId, biddings.id),
        createTime: biddings.createTime,
      })
      .from(biddings)
      .where(where)
      .orderBy(desc(biddings.createTime), desc(biddings.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(biddings).where(where),
    // By position: the phase's clock parameters would make a second copy of it another expression.
    db.select({ phase, n: count() }).from(biddings).where(mine).groupBy(sql`1`),
  ]);
  const phaseCounts = Object.fromEntries(BiddingPhase.options.map((p) => [p, 0])) as MemberBiddingPage['phaseCounts'];
  for (const { phase: p, n } of perPhase) phaseCounts[p] = n;
  const data = rows.map((row) => ({
    id: row.id,
    biddingNo: row.biddingNo,
    details: row.details,
    state: row.state,
    ...biddingStage(row, at),
    endSignUp: row.endSignUp.getTime(),
    biddingStartTime: row.biddingStartTime.getTime(),
    biddingEndTime: row.biddingEndTime.getTime(),
    signUpCount: row.signUpCount,
    bidCount: row.bidCount,
    createTime: row.createTime.getTime(),
  }));
  return { data, totalCount: total?.n ?? 0, phaseCounts };
}
