// What the competitive-bid endpoints read (reverse auctions): the mall and shop list and the
// detail, through the shared list and detail plumbing (sourcing/). Sign-up closes at endSignUp; each
// auction's phase, and when it ends, are windows.ts's at the platform's clock, one instant per answer
// (the list's phase from its SQL twin, in the same query as the row).
import type { BiddingDetail, BiddingListItem } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { columnsOf } from '../db/columns.ts';
import { biddingMateriels, biddings, bids, categories, members } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { sourcingDetail } from '../sourcing/detail.ts';
import { areasText } from '../sourcing/areas.ts';
import { listPage, totalOf, type ListQuery } from '../sourcing/list.ts';
import { biddingSource as source, callerParticipation, countWhere, participantCount, PURCHASE_TERMS } from '../sourcing/sources.ts';
import { ruleSheetOf } from './bidding.ts';
import { biddingPhaseSql, biddingStage, phaseEndsAt } from './windows.ts';

/**
 * The columns of a competitive bid that its list item and its detail both show; the list names its
 * number and publisher as the inquiry list does, the detail as the competitive-bid page does.
 */
function biddingFields(caller: Caller | null) {
  return {
    ...columnsOf(biddings, 'id', 'details'),
    category: categories.name,
    ...columnsOf(biddings, 'address', 'deliveryTime', 'endSignUp', 'isAllArea', 'createTime', 'budgetAmount', 'turn'),
    /** Bids placed so far (the platform keeps accepted bids alone; refusals are in the journal). */
    quoteCount: countWhere(bids, bids.biddingId, biddings.id),
    /** Sign-ups not rejected. */
    signUpCount: participantCount(source),
    isSignUp: callerParticipation(source, caller),
  };
}

/** The columns of a competitive bid's detail: its auction, demand, terms and files besides the shared ones. */
function biddingDetailFields(caller: Caller | null) {
  return {
    ...biddingFields(caller),
    biddingNo: biddings.biddingNo,
    createMemberName: members.name,
    createMemberId: biddings.memberId,
    createMemberRoleId: biddings.memberRoleId,
    ...columnsOf(biddings, 'biddingStartTime', 'biddingEndTime', 'startingPrice', 'allowPurchaseCount', 'startSignUp', 'demand', ...PURCHASE_TERMS),
    minPrice: biddings.minPriceStep,
    demandUrls: biddings.demandFiles,
    urls: biddings.files,
    // The rule sheet and the phase (bidding.ts ruleSheetOf, windows.ts).
    ...columnsOf(biddings, 'state', 'stepType', 'minPriceStep', 'visibility', 'triggerMinutes', 'extensionMinutes', 'maxExtensions'),
    ...columnsOf(biddings, 'hardStopTime', 'extensionCount', 'scheduledEndTime'),
  };
}

/** One page of the competitive-bid list and its total. */
export async function biddingList(context: PlatformContext, query: ListQuery, caller: Caller | null) {
  // One instant for the rows' phases, when they end and the remaining time.
  const at = context.now();
  const page = await listPage(
    { ...context, now: () => at },
    source,
    {
      ...biddingFields(caller),
      phase: biddingPhaseSql(at),
      ...columnsOf(biddings, 'biddingStartTime', 'biddingEndTime'),
      purchaseInquiryNo: biddings.biddingNo,
      memberId: biddings.memberId,
      memberRoleId: biddings.memberRoleId,
      memberName: members.name,
      count: countWhere(biddingMateriels, biddingMateriels.parentId, biddings.id),
    },
    { query, caller, withMateriels: true },
  );
  const data = page.rows.map(
    ({ isAllArea, endSignUp, biddingStartTime, biddingEndTime, ...row }): BiddingListItem => ({
      ...row,
      phaseEndTime: phaseEndsAt({ endSignUp, biddingStartTime, biddingEndTime }, row.phase)?.getTime() ?? null,
      deliveryTime: row.deliveryTime.getTime(),
      createTime: row.createTime.getTime(),
      areas: areasText(isAllArea, page.areas.get(row.id)),
      materiels: page.materiels.get(row.id) ?? [],
      ...page.standing({ ...row, deadline: endSignUp }),
    }),
  );
  return { data, ...totalOf(page) };
}

/** One competitive bid with its auction, demand, terms, files, areas and materials (404 when none, or when `number` is another's). */
export async function biddingDetail(context: PlatformContext, query: { id: number; number?: string }, caller: Caller | null): Promise<BiddingDetail> {
  // One instant for the phase, when it ends and the remaining time.
  const at = context.now();
  const { row, ...detail } = await sourcingDetail({ ...context, now: () => at }, source, biddingDetailFields(caller), {
    id: query.id,
    number: query.number,
    caller,
  });
  const {
    isAllArea,
    deliveryTime,
    state,
    stepType,
    minPriceStep,
    visibility,
    triggerMinutes,
    extensionMinutes,
    maxExtensions,
    hardStopTime,
    ...fields
  } = row;
  return {
    ...fields,
    ...biddingStage(row, at),
    rules: ruleSheetOf(row),
    scheduledEndTime: (row.scheduledEndTime ?? row.biddingEndTime).getTime(),
    biddingStartTime: row.biddingStartTime.getTime(),
    biddingEndTime: row.biddingEndTime.getTime(),
    startSignUp: row.startSignUp.getTime(),
    endSignUp: row.endSignUp.getTime(),
    deliver: deliveryTime.getTime(),
    isAreas: !isAllArea,
    areas: areasText(isAllArea, detail.areas),
    materiels: detail.materiels,
    ...detail.tail,
  } satisfies BiddingDetail;
}
