// Tenders (invitations to tender): the mall list, one buyer's list and the detail. Registration
// closes at registerEndTime.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { shopTenderList, tenderDetail, tenderList } from './queries.ts';

export function tenderRoutes(context: PlatformContext): Route[] {
  return [
    route(api.tender.listMall, 'public', ({ query, caller }) => tenderList(context, query, caller)),
    route(api.tender.listShop, 'public', async ({ query, caller }) => shopTenderList(context, query, caller)),
    route(api.tender.details, 'public', ({ query, caller }) => tenderDetail(context, query.inviteTenderId, caller)),
  ];
}
