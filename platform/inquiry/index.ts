// The member-centre side of inquiries and their orders as one list of routes
// (docs/decisions/017-rfq-sealed-quotes-and-currency.md): publishing, quoting, opening and comparing,
// awarding, and the purchase orders the award makes.
import type { PlatformContext } from '../context.ts';
import type { Route } from '../http/route.ts';
import { orderRoutes } from '../order/routes.ts';
import { awardRoutes } from './award.ts';
import { openingRoutes } from './opening.ts';
import { publishingRoutes } from './publishing.ts';
import { quotingRoutes } from './quoting.ts';
import type { Sealer } from './seal.ts';

export function rfqRoutes(context: PlatformContext, sealer: Sealer): Route[] {
  return [
    ...publishingRoutes(context),
    ...quotingRoutes(context, sealer),
    ...openingRoutes(context, sealer),
    ...awardRoutes(context),
    ...orderRoutes(context),
  ];
}
