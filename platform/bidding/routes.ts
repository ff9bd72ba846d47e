// Competitive bids (reverse auctions): the mall and shop list and the detail; the buyer's side
// (drafts with the rule sheet, publishing, cancelling, its list by phase and its detail, the sign-ups
// and their review); the supplier's sign-up and bids, its auctions, the bidding room, and the
// journal after the close; the award after it. An auction that closed without a bid is failed first
// when read (closing.ts withClosed). Each calls one action or one query.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { awardBidding } from './award.ts';
import { buyerAward } from './award-queries.ts';
import { buyerBidding, buyerBiddings } from './buyer-queries.ts';
import { withClosed } from './closing.ts';
import { biddingLog } from './journal.ts';
import { placeBid } from './placing.ts';
import { cancelBidding, publishBidding, saveBiddingDraft } from './publishing.ts';
import { biddingRoom } from './room-queries.ts';
import { biddingDetail, biddingList } from './queries.ts';
import { biddingSignUpPage, reviewSignUp, signUpForBidding } from './signing-up.ts';
import { supplierBiddings } from './supplier-queries.ts';

export function biddingRoutes(context: PlatformContext): Route[] {
  return [
    route(api.bidding.list, 'public', ({ query, caller }) => biddingList(context, query, caller)),
    route(api.bidding.details, 'public', ({ query, caller, request }) =>
      withClosed(context, request.log, query.id, () => biddingDetail(context, query, caller)),
    ),
    route(api.biddingBuyer.save, 'login', (input) => saveBiddingDraft(context, input)),
    route(api.biddingBuyer.publish, 'login', (input) => publishBidding(context, input)),
    route(api.biddingBuyer.cancel, 'login', (input) => cancelBidding(context, input)),
    route(api.biddingBuyer.list, 'login', ({ query, caller }) => buyerBiddings(context, query, caller)),
    route(api.biddingBuyer.detail, 'login', ({ query, caller, request }) =>
      withClosed(context, request.log, query.id, () => buyerBidding(context, query.id, caller)),
    ),
    route(api.biddingBuyer.signUps, 'login', ({ query, caller }) => biddingSignUpPage(context, query, caller)),
    route(api.biddingBuyer.review, 'login', (input) => reviewSignUp(context, input)),
    route(api.biddingBuyer.award, 'login', (input) => awardBidding(context, input)),
    route(api.biddingBuyer.awardOf, 'login', ({ query, caller }) => buyerAward(context, query.id, caller)),
    route(api.biddingBid.signUp, 'login', (input) => signUpForBidding(context, input)),
    route(api.biddingBid.place, 'login', (input) => placeBid(context, input)),
    route(api.biddingBid.log, 'login', ({ query, caller, request }) =>
      withClosed(context, request.log, query.biddingId, () => biddingLog(context, query.biddingId, caller)),
    ),
    route(api.biddingBid.room, 'login', ({ query, caller, request }) =>
      withClosed(context, request.log, query.biddingId, () => biddingRoom(context, query.biddingId, caller)),
    ),
    route(api.biddingBid.mine, 'login', ({ query, caller }) => supplierBiddings(context, query, caller)),
  ];
}
