// Contracts (合同) drafted from awards (docs/product/contracts.md): the buyer's awards it may contract,
// a draft prefilled from one, the draft itself, its list and its templates; the supplier's list; one
// contract to either party, a version, the changes between two, a new version, a comment and a
// confirmation; the execution: the supplier's deliveries, the buyer's decisions on them and its
// payments, either side's termination. Each calls one action or one query.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { agreementDraft, contractableAwards } from './award-queries.ts';
import { commentOnAgreement } from './commenting.ts';
import { decideDelivery } from './deciding-delivery.ts';
import { deliver } from './delivering.ts';
import { createAgreement } from './drafting.ts';
import { buyerAgreements, supplierAgreements } from './list-queries.ts';
import { payStage } from './paying.ts';
import { proposeAgreement } from './proposing.ts';
import { agreementDiff, agreementVersion, readAgreement } from './queries.ts';
import { signAgreement } from './signing.ts';
import { terminateAgreement } from './terminating.ts';
import { agreementTemplateList, saveAgreementTemplate } from './templates.ts';

export function agreementRoutes(context: PlatformContext): Route[] {
  const { db, now } = context;
  return [
    route(api.agreementBuyer.awards, 'login', ({ query, caller }) => contractableAwards(db, query, caller)),
    route(api.agreementBuyer.draft, 'login', ({ query, caller }) => agreementDraft(context, query, caller)),
    route(api.agreementBuyer.create, 'login', (input) => createAgreement(context, input)),
    route(api.agreementBuyer.list, 'login', ({ query, caller }) => buyerAgreements(context, query, caller)),
    route(api.agreementBuyer.templates, 'login', ({ caller }) => agreementTemplateList(db, caller)),
    route(api.agreementBuyer.saveTemplate, 'login', (input) => saveAgreementTemplate(context, input)),
    route(api.agreementSupplier.list, 'login', ({ query, caller }) => supplierAgreements(context, query, caller)),
    route(api.agreement.detail, 'login', ({ query, caller }) => readAgreement(db, query.id, caller, now())),
    route(api.agreement.version, 'login', ({ query, caller }) => agreementVersion(db, query.id, query.version, caller)),
    route(api.agreement.diff, 'login', ({ query, caller }) => agreementDiff(db, query.id, query.from, query.to, caller)),
    route(api.agreement.propose, 'login', (input) => proposeAgreement(context, input)),
    route(api.agreement.comment, 'login', (input) => commentOnAgreement(context, input)),
    route(api.agreement.sign, 'login', (input) => signAgreement(context, input)),
    route(api.agreementSupplier.deliver, 'login', (input) => deliver(context, input)),
    route(api.agreementBuyer.decideDelivery, 'login', (input) => decideDelivery(context, input)),
    route(api.agreementBuyer.pay, 'login', (input) => payStage(context, input)),
    route(api.agreement.terminate, 'login', (input) => terminateAgreement(context, input)),
  ];
}
