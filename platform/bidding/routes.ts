// Competitive bids (reverse auctions): the mall and shop list and the detail. Sign-up closes at
// endSignUp.
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { BiddingDetail, BiddingListItem } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { biddingMateriels, biddings, bids, categories, members } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { route, type Route } from '../http/route.ts';
import { sourcingDetail } from '../sourcing/detail.ts';
import { areasText, listPage } from '../sourcing/list.ts';
import { biddingSource as source, callerParticipation, countWhere } from '../sourcing/sources.ts';

const bidsPlaced = countWhere(bids, bids.biddingId, biddings.id);

export function biddingRoutes(context: PlatformContext): Route[] {
  return [
    route(api.bidding.list, 'public', async ({ query, caller }) => {
      const page = await listPage(
        context,
        source,
        {
          id: biddings.id,
          purchaseInquiryNo: biddings.biddingNo,
          details: biddings.details,
          category: categories.name,
          address: biddings.address,
          deliveryTime: biddings.deliveryTime,
          endSignUp: biddings.endSignUp,
          isAllArea: biddings.isAllArea,
          createTime: biddings.createTime,
          budgetAmount: biddings.budgetAmount,
          turn: biddings.turn,
          memberId: biddings.memberId,
          memberRoleId: biddings.memberRoleId,
          memberName: members.name,
          count: countWhere(biddingMateriels, biddingMateriels.parentId, biddings.id),
          quoteCount: bidsPlaced,
          isSignUp: callerParticipation(source, caller),
        },
        { query, caller, withMateriels: true },
      );
      const data = page.rows.map(
        ({ isAllArea, endSignUp, ...row }): BiddingListItem => ({
          ...row,
          deliveryTime: row.deliveryTime.getTime(),
          createTime: row.createTime.getTime(),
          areas: areasText(isAllArea, page.areas.get(row.id)),
          materiels: page.materiels.get(row.id) ?? [],
          ...page.standing({ ...row, deadline: endSignUp }),
        }),
      );
      return { data, totalCount: page.totalCount };
    }),

    route(api.bidding.details, 'public', async ({ query, caller }) => {
      const detail = await sourcingDetail(
        context,
        source,
        {
          id: biddings.id,
          biddingNo: biddings.biddingNo,
          details: biddings.details,
          category: categories.name,
          createMemberName: members.name,
          createMemberId: biddings.memberId,
          createMemberRoleId: biddings.memberRoleId,
          createTime: biddings.createTime,
          isAllArea: biddings.isAllArea,
          biddingStartTime: biddings.biddingStartTime,
          biddingEndTime: biddings.biddingEndTime,
          startingPrice: biddings.startingPrice,
          minPrice: biddings.minPriceStep,
          allowPurchaseCount: biddings.allowPurchaseCount,
          startSignUp: biddings.startSignUp,
          endSignUp: biddings.endSignUp,
          demand: biddings.demand,
          demandUrls: biddings.demandFiles,
          deliveryTime: biddings.deliveryTime,
          address: biddings.address,
          offer: biddings.offer,
          paymentType: biddings.paymentType,
          taxes: biddings.taxes,
          logistics: biddings.logistics,
          packRequire: biddings.packRequire,
          otherRequire: biddings.otherRequire,
          urls: biddings.files,
          budgetAmount: biddings.budgetAmount,
          turn: biddings.turn,
          quoteCount: bidsPlaced,
          isSignUp: callerParticipation(source, caller),
        },
        { id: query.id, caller },
      );
      const { row } = detail;
      // A number that is not the competitive bid's names another one, or none.
      if (query.number !== undefined && row.biddingNo !== query.number) throw new BusinessError(Code.NOT_FOUND);
      const { isAllArea, deliveryTime, ...fields } = row;
      return {
        ...fields,
        createTime: row.createTime.getTime(),
        biddingStartTime: row.biddingStartTime.getTime(),
        biddingEndTime: row.biddingEndTime.getTime(),
        startSignUp: row.startSignUp.getTime(),
        endSignUp: row.endSignUp.getTime(),
        deliver: deliveryTime.getTime(),
        isAreas: !isAllArea,
        areas: areasText(isAllArea, detail.areas),
        materiels: detail.materiels,
        bidResultId: detail.bidResultId,
        ...detail.standing({ memberId: row.createMemberId, memberRoleId: row.createMemberRoleId, deadline: row.endSignUp }),
      } satisfies BiddingDetail;
    }),
  ];
}
