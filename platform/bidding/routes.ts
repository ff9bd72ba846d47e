// Competitive bids (reverse auctions): the mall and shop list and the detail. Sign-up closes at
// endSignUp.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { biddingDetail, biddingList } from './queries.ts';

export function biddingRoutes(context: PlatformContext): Route[] {
  return [
    route(api.bidding.list, 'public', ({ query, caller }) => biddingList(context, query, caller)),
    route(api.bidding.details, 'public', ({ query, caller }) => biddingDetail(context, query, caller)),
  ];
}
