// What the buyer's member centre reads of its own auctions: one auction with its parts and rule
// sheet, and its list by phase with the count of each phase; the phase is windows.ts's, at the
// platform's clock.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { api } from '#contract/endpoints.ts';
import { BiddingPhase, type MemberBidding, type MemberBiddingPage } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { biddings, bids } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { savedParts } from '../sourcing/parts.ts';
import { buyerPhasePage } from '../sourcing/phase-lists.ts';
import { biddingSource, countWhere, participantCount, purchaseTermsOf } from '../sourcing/sources.ts';
import { ownBidding, ruleSheetOf } from './bidding.ts';
import { biddingParts } from './form-parts.ts';
import { biddingPhaseIs, biddingPhaseSql, biddingStage } from './windows.ts';

/** The caller's own auction as the member centre shows it (404 for anyone else's). */
export async function buyerBidding({ db, now }: PlatformContext, id: number, caller: Caller): Promise<MemberBidding> {
  const row = await ownBidding(db, id, caller);
  const [{ areaList, materielList, invited }, [counts]] = await Promise.all([
    savedParts(db, biddingParts, id),
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
    areaList,
    materielList,
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
    ...purchaseTermsOf(row),
    urls: row.files,
    cancelReason: row.cancelReason,
    signUpCount: counts?.signUps ?? 0,
    bidCount: counts?.bids ?? 0,
    createTime: row.createTime.getTime(),
    updateTime: row.updateTime?.getTime() ?? null,
  };
}

/** What a row of the buyer's list is made from. */
const listFields = {
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
};

/** The caller's auctions in one phase (or all), newest first, and the count of each phase. */
export async function buyerBiddings(
  context: PlatformContext,
  query: z.output<typeof api.biddingBuyer.list.query>,
  caller: Caller,
): Promise<MemberBiddingPage> {
  const phases = { phases: BiddingPhase.options, phaseSql: biddingPhaseSql, phaseIs: biddingPhaseIs };
  const { rows, totalCount, at, phaseCounts } = await buyerPhasePage(context, biddingSource, listFields, { query, caller, phases });
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
  return { data, totalCount, phaseCounts };
}
