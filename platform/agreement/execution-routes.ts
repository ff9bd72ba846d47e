// The execution's endpoints (docs/decisions/025-contracts.md, "Execution"): the supplier's deliveries,
// the buyer's decisions on them and its payments, and either side's termination. Each calls one
// action, which answers the contract as the caller reads it after.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { decideDelivery } from './deciding-delivery.ts';
import { deliver } from './delivering.ts';
import { payStage } from './paying.ts';
import { terminateAgreement } from './terminating.ts';

export function agreementExecutionRoutes(context: PlatformContext): Route[] {
  return [
    route(api.agreementSupplier.deliver, 'login', (input) => deliver(context, input)),
    route(api.agreementBuyer.decideDelivery, 'login', (input) => decideDelivery(context, input)),
    route(api.agreementBuyer.pay, 'login', (input) => payStage(context, input)),
    route(api.agreement.terminate, 'login', (input) => terminateAgreement(context, input)),
  ];
}
