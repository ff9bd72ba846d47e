// Tenders (invitations to tender): the mall list, one buyer's list and the detail, each with the
// tender's phase (windows.ts); the buyer's side: drafts, publishing, cancelling, its list by phase
// and its detail; the supplier's sealed bids, its tenders and the opening record (a due tender is
// opened first when read: opening.ts withOpened). Each calls one action or one query.
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { localeOf, route, type Route } from '../http/route.ts';
import type { Sealer } from '../sourcing/seal.ts';
import { buyerTender, buyerTenders } from './buyer-queries.ts';
import { cancelTender, publishTender, saveTenderDraft } from './publishing.ts';
import { shopTenderList, tenderDetail, tenderList } from './queries.ts';
import { amendTender } from './amending.ts';
import { clarificationPage } from './clarification-queries.ts';
import { askQuestion } from './asking.ts';
import { answerQuestion } from './answering.ts';
import { registerForTender } from './registering.ts';
import { registrationForm, tenderRegistrationPage } from './registration-queries.ts';
import { reviewRegistration } from './reviewing.ts';
import { submitBid } from './bidding.ts';
import { withdrawBid } from './withdrawing.ts';
import { bidForm, myTendersList, openingRecordOf, ownBidOn } from './bid-queries.ts';
import { withOpened } from './opening.ts';
import { awardTender } from './award.ts';
import { tenderAwardResult } from './award-queries.ts';
import { submitReport } from './evaluation-report.ts';
import { evaluationInvitations, evaluationPage, scoringSheet } from './evaluation-queries.ts';
import { addEvaluator } from './evaluator-adding.ts';
import { removeEvaluator } from './evaluator-removing.ts';
import { answerInvitation } from './invitation-answering.ts';
import { expertLibrary } from './expert-queries.ts';
import { addExpert } from './expert-adding.ts';
import { setExpertEnabled } from './expert-enabling.ts';
import { scoreBids } from './scoring.ts';

export function tenderRoutes(context: PlatformContext, sealer: Sealer): Route[] {
  return [
    route(api.tender.listMall, 'public', ({ query, caller }) => tenderList(context, query, caller)),
    route(api.tender.listShop, 'public', async ({ query, caller }) => shopTenderList(context, query, caller)),
    // A due tender is opened before it is read (opening.ts): its phase and state are then the opening's.
    route(api.tender.details, 'public', ({ query, caller, request }) =>
      withOpened(context, sealer, request.log, query.inviteTenderId, () => tenderDetail(context, query.inviteTenderId, caller)),
    ),

    route(api.tenderBuyer.save, 'login', (input) => saveTenderDraft(context, input)),
    route(api.tenderBuyer.publish, 'login', (input) => publishTender(context, input)),
    route(api.tenderBuyer.cancel, 'login', (input) => cancelTender(context, input)),
    route(api.tenderBuyer.list, 'login', ({ query, caller }) => buyerTenders(context, query, caller)),
    route(api.tenderBuyer.detail, 'login', ({ query, caller, request }) =>
      withOpened(context, sealer, request.log, query.id, () => buyerTender(context, query.id, caller)),
    ),

    route(api.tenderRegistration.form, 'login', ({ query, caller, request }) => registrationForm(context, query.inviteTenderId, caller, request)),
    route(api.tenderRegistration.register, 'login', (input) => registerForTender(context, input)),
    route(api.tenderRegistration.list, 'login', ({ query, caller, request }) => tenderRegistrationPage(context, query, caller, localeOf(request))),
    route(api.tenderRegistration.review, 'login', (input) => reviewRegistration(context, input)),

    route(api.tenderClarification.page, 'login', ({ query, caller }) => clarificationPage(context, query.tenderId, caller)),
    route(api.tenderClarification.ask, 'login', (input) => askQuestion(context, input)),
    route(api.tenderClarification.answer, 'login', (input) => answerQuestion(context, input)),
    route(api.tenderClarification.amend, 'login', (input) => amendTender(context, input)),

    route(api.tenderBid.form, 'login', ({ query, caller, request }) => bidForm(context, sealer, query.inviteTenderId, caller, request)),
    route(api.tenderBid.submit, 'login', (input) => submitBid(context, sealer, input)),
    route(api.tenderBid.withdraw, 'login', (input) => withdrawBid(context, input)),
    route(api.tenderBid.detail, 'login', ({ query, caller, request }) => ownBidOn(context, sealer, query.inviteTenderId, caller, request.log)),
    route(api.tenderBid.list, 'login', ({ query, caller, request }) => myTendersList(context, sealer, query, caller, request)),
    route(api.tenderBid.opening, 'login', ({ query, caller, request }) =>
      openingRecordOf(context, sealer, query.inviteTenderId, caller, request.log),
    ),

    // Evaluation and award (docs/decisions/022-tender-evaluation.md): a due tender is opened first, as above.
    route(api.tenderEvaluation.page, 'login', ({ query, caller, request }) =>
      withOpened(context, sealer, request.log, query.id, () => evaluationPage(context, query.id, caller)),
    ),
    route(api.tenderEvaluation.addEvaluator, 'login', (input) => addEvaluator(context, input)),
    route(api.tenderEvaluation.removeEvaluator, 'login', (input) => removeEvaluator(context, input)),
    route(api.tenderEvaluation.submitReport, 'login', (input) =>
      withOpened(context, sealer, input.request.log, input.body.id, () => submitReport(context, input)),
    ),
    route(api.tenderEvaluation.award, 'login', (input) => awardTender(context, input)),
    route(api.tenderExpert.list, 'login', ({ caller }) => expertLibrary(context, caller)),
    route(api.tenderExpert.add, 'login', (input) => addExpert(context, input)),
    route(api.tenderExpert.setEnabled, 'login', (input) => setExpertEnabled(context, input)),
    route(api.tenderScoring.invitations, 'login', ({ caller }) => evaluationInvitations(context, caller)),
    route(api.tenderScoring.answer, 'login', (input) => answerInvitation(context, input)),
    route(api.tenderScoring.sheet, 'login', ({ query, caller, request }) =>
      withOpened(context, sealer, request.log, query.id, () => scoringSheet(context, query.id, caller)),
    ),
    route(api.tenderScoring.score, 'login', (input) =>
      withOpened(context, sealer, input.request.log, input.body.tenderId, () => scoreBids(context, input)),
    ),
    route(api.tenderAward.result, 'login', ({ query, caller }) => tenderAwardResult(context, query.id, caller)),
  ];
}
