// Competitive bids (reverse auctions): the mall and shop list. Sign-up closes at endSignUp.
import { api } from '../../contract/endpoints.ts';
import type { BiddingListItem } from '../../contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { biddingAreas, biddingMateriels, biddings, biddingSignups, bids, categories, members } from '../db/schema.ts';
import { route, type Route } from '../http/route.ts';
import {
  admittingBuyers,
  areasOf,
  areasText,
  callerParticipation,
  countWhere,
  materielsOf,
  selectPage,
  standing,
  type SourcingSource,
} from '../sourcing/list.ts';

const source: SourcingSource = {
  table: biddings,
  id: biddings.id,
  memberId: biddings.memberId,
  memberRoleId: biddings.memberRoleId,
  categoryId: biddings.categoryId,
  isAllArea: biddings.isAllArea,
  createTime: biddings.createTime,
  deadline: biddings.endSignUp,
  keywordColumns: [biddings.details, biddings.biddingNo],
  areas: biddingAreas,
  materiels: biddingMateriels,
  participants: {
    table: biddingSignups,
    parentId: biddingSignups.biddingId,
    memberId: biddingSignups.memberId,
    memberRoleId: biddingSignups.memberRoleId,
  },
};

export function biddingRoutes({ db, now }: PlatformContext): Route[] {
  return [
    route(api.bidding.list, 'public', async ({ query, caller }) => {
      const at = now();
      const [page, admitted] = await Promise.all([
        selectPage(
          db,
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
            turn: biddings.turn,
            memberId: biddings.memberId,
            memberRoleId: biddings.memberRoleId,
            memberName: members.name,
            count: countWhere(biddingMateriels, biddingMateriels.parentId, biddings.id),
            quoteCount: countWhere(bids, bids.biddingId, biddings.id),
            isSignUp: callerParticipation(source, caller),
          },
          query,
          at,
        ),
        admittingBuyers(db, caller),
      ]);
      const ids = page.rows.map((r) => r.id);
      const [areas, materiels] = await Promise.all([areasOf(db, source, ids), materielsOf(db, source, ids)]);
      const data = page.rows.map(
        ({ isAllArea, endSignUp, ...row }): BiddingListItem => ({
          ...row,
          deliveryTime: row.deliveryTime.getTime(),
          createTime: row.createTime.getTime(),
          areas: areasText(isAllArea, areas.get(row.id)),
          materiels: materiels.get(row.id) ?? [],
          ...standing({ ...row, deadline: endSignUp }, caller, admitted, at),
        }),
      );
      return { data, totalCount: page.totalCount };
    }),
  ];
}
