// Purchase inquiries' HTTP routes (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): the mall
// and shop list and the public detail; the buyer's side (drafts, publishing, revising, cancelling,
// its list, the roster, opening, comparing, awarding); the supplier's side (the quote page,
// submitting, withdrawing, its quotes, the opening record); the award read back; and, only with a
// movable clock (test-clock.ts), the testing clock. Each calls one action or one query.
import { api } from '#contract/endpoints.ts';
import { lifecycleAllows } from '../admission/queries.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { awardInquiry } from './award.ts';
import { openQuotes } from './opening.ts';
import { publishInquiry, saveDraft } from './publishing.ts';
import { awardResult } from './queries/award.ts';
import { buyerInquiries, buyerInquiry, inquiryDetail, inquiryList } from './queries/inquiries.ts';
import { inquiryComparison, openingRecord, quoteRoster } from './queries/openings.ts';
import { ownQuoteOn, ownQuotes, quoteForm } from './queries/own-quotes.ts';
import { submitQuote, withdrawQuote } from './quoting.ts';
import { cancelInquiry, reviseInquiry } from './revising.ts';
import type { Sealer } from '../sourcing/seal.ts';
import { type MovableClock, moveClock } from './test-clock.ts';

export function inquiryRoutes(context: PlatformContext, sealer: Sealer): Route[] {
  const { db } = context;
  return [
    route(api.inquiry.list, 'public', ({ query, caller }) => inquiryList(context, query, caller)),
    route(api.inquiry.details, 'public', ({ query, caller }) => inquiryDetail(context, query, caller)),
    route(api.inquiry.checkLifecycle, 'login', ({ body, caller }) =>
      lifecycleAllows(db, { memberId: body.memberId, roleId: body.roleId }, caller, body.lifeCycleStageRuleId),
    ),

    route(api.inquiryBuyer.save, 'login', (input) => saveDraft(context, input)),
    route(api.inquiryBuyer.publish, 'login', (input) => publishInquiry(context, input)),
    route(api.inquiryBuyer.revise, 'login', (input) => reviseInquiry(context, input)),
    route(api.inquiryBuyer.cancel, 'login', (input) => cancelInquiry(context, input)),
    route(api.inquiryBuyer.list, 'login', ({ query, caller }) => buyerInquiries(context, query, caller)),
    route(api.inquiryBuyer.detail, 'login', ({ query, caller }) => buyerInquiry(context, query.id, caller)),
    route(api.inquiryBuyer.quotes, 'login', ({ query, caller }) => quoteRoster(db, query.id, caller)),
    route(api.inquiryBuyer.open, 'login', (input) => openQuotes(context, sealer, input)),
    route(api.inquiryBuyer.comparison, 'login', ({ query, caller }) => inquiryComparison(context, query.id, caller)),
    route(api.inquiryBuyer.award, 'login', (input) => awardInquiry(context, input)),

    route(api.inquiryQuote.form, 'login', ({ query, caller, request }) => quoteForm(context, sealer, query.id, caller, request)),
    route(api.inquiryQuote.submit, 'login', (input) => submitQuote(context, sealer, input)),
    route(api.inquiryQuote.withdraw, 'login', (input) => withdrawQuote(context, input)),
    route(api.inquiryQuote.list, 'login', ({ query, caller, request }) => ownQuotes(context, sealer, query, caller, request.log)),
    route(api.inquiryQuote.detail, 'login', ({ query, caller, request }) => ownQuoteOn(db, sealer, query.inquiryId, caller, request.log)),
    route(api.inquiryQuote.opening, 'login', ({ query, caller }) => openingRecord(db, query.id, caller)),

    route(api.inquiryAward.detail, 'login', ({ query, caller }) => awardResult(db, query.id, caller)),
  ];
}

/** POST /api/testing/clock: sets the movable clock's offset (registered only when the clock is movable). */
export function testClockRoutes(clock: MovableClock): Route[] {
  return [route(api.testing.clock, 'public', async ({ body }) => moveClock(clock, body.offsetMs))];
}
