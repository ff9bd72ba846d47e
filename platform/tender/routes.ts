// Tenders (invitations to tender): the mall list, one buyer's list and the detail, each with the
// tender's phase (windows.ts); the buyer's side: drafts, publishing, cancelling, its list by phase
// and its detail. Each calls one action or one query.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { buyerTender, buyerTenders } from './buyer-queries.ts';
import { cancelTender, publishTender, saveTenderDraft } from './publishing.ts';
import { shopTenderList, tenderDetail, tenderList } from './queries.ts';

export function tenderRoutes(context: PlatformContext): Route[] {
  return [
    route(api.tender.listMall, 'public', ({ query, caller }) => tenderList(context, query, caller)),
    route(api.tender.listShop, 'public', async ({ query, caller }) => shopTenderList(context, query, caller)),
    route(api.tender.details, 'public', ({ query, caller }) => tenderDetail(context, query.inviteTenderId, caller)),

    route(api.tenderBuyer.save, 'login', (input) => saveTenderDraft(context, input)),
    route(api.tenderBuyer.publish, 'login', (input) => publishTender(context, input)),
    route(api.tenderBuyer.cancel, 'login', (input) => cancelTender(context, input)),
    route(api.tenderBuyer.list, 'login', ({ query, caller }) => buyerTenders(context, query, caller)),
    route(api.tenderBuyer.detail, 'login', ({ query, caller }) => buyerTender(context, query.id, caller)),
  ];
}
