// Buyer shops in the mall: the buyer-company list (famous-enterprise purchasing) with its filters,
// the active purchasers' top list and the newest joined shops; one buyer shop as its layout, home
// and company profile show it (by id, or with id 0 by its buyer), the caller's favourite toggle,
// and the buyer's figures on the detail pages' right rail.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { collectShop } from './collecting.ts';
import { activePurchasers, newestShops, shopDetail, shopList, shopStatistics } from './queries.ts';

export function shopRoutes({ db, now }: PlatformContext): Route[] {
  return [
    route(api.buyerShop.list, 'public', ({ query }) => shopList(db, query, now())),
    route(api.buyerShop.main, 'public', ({ query }) => shopList(db, query, now())),
    route(api.buyerShop.active, 'public', async () => activePurchasers(db, now())),
    route(api.buyerShop.newest, 'public', () => newestShops(db)),
    route(api.buyerShop.detail, 'public', ({ query, caller }) => shopDetail(db, query, caller, now())),
    route(api.buyerShop.collect, 'login', ({ body, caller }) => collectShop(db, body, caller)),
    route(api.buyerShop.statistics, 'public', ({ query }) => shopStatistics(db, query)),
  ];
}
