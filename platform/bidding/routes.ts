// Competitive bids (reverse auctions): the mall and shop list. Sign-up closes at endSignUp.
import { api } from '../../contract/endpoints.ts';
import type { BiddingListItem } from '../../contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { biddingMateriels, biddings, bids, categories, members } from '../db/schema.ts';
import { route, type Route } from '../http/route.ts';
import { areasText, listPage } from '../sourcing/list.ts';
import { biddingSource as source, callerParticipation, countWhere } from '../sourcing/sources.ts';

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
          quoteCount: countWhere(bids, bids.biddingId, biddings.id),
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
  ];
}
