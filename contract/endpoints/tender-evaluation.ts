// A tender's evaluation and award, all behind a login (docs/decisions/022-tender-evaluation.md): the
// buyer's evaluation page, its evaluators (its own users, or experts of its library invited), the
// report and the award; the buyer's expert library; an evaluator's invitations and scoring sheet; a
// bidder's part of the award. Creates are keyed (a retry acts once).
import { z } from 'zod';
import * as s from '../schemas.ts';
import { REASON_MAX } from '../schemas/member-rules.ts';
import { EVALUATION_LIMITS } from '../schemas/tender-evaluation-rules.ts';
import { TENDER_LIMITS } from '../schemas/tender-rules.ts';
import { idempotencyKey } from './registration.ts';
import { bodyId, get, post, qId } from './shared.ts';

export { EVALUATION_LIMITS };

const fileIds = () => z.array(bodyId()).max(TENDER_LIMITS.files).default([]);
const byTender = z.object({ id: qId() });

/** An evaluator named for tender `tenderId`: one of the buyer's own users, or an expert of its library. */
export const AddEvaluatorBody = z.discriminatedUnion('source', [
  z.object({ tenderId: bodyId(), source: z.literal('member'), userId: bodyId(), idempotencyKey: idempotencyKey() }),
  z.object({ tenderId: bodyId(), source: z.literal('expert'), expertId: bodyId(), idempotencyKey: idempotencyKey() }),
]);
export type AddEvaluatorBody = z.input<typeof AddEvaluatorBody>;

/**
 * An evaluator's scores of some valid bids (the whole sheet at once, or a row): per non-price
 * criterion, by its index in the tender's list, a score 0..its weight with at most two decimals
 * (60128 otherwise, not 1102: the platform knows the weights).
 */
export const ScoreBody = z.object({
  tenderId: bodyId(),
  bids: z
    .array(
      z.object({
        bidId: bodyId(),
        scores: z.array(z.object({ criterion: z.number().int().min(0).max(TENDER_LIMITS.criteria), score: z.number() })).max(TENDER_LIMITS.criteria),
        comment: z.string().trim().max(EVALUATION_LIMITS.comment).default(''),
      }),
    )
    .min(1)
    .max(EVALUATION_LIMITS.bidsPerSave),
  idempotencyKey: idempotencyKey(),
});
export type ScoreBody = z.input<typeof ScoreBody>;

const awardCommon = {
  id: bodyId(),
  /** Required (60012) unless the whole tender goes to the first-ranked bid. */
  reason: z.string().trim().max(REASON_MAX).optional(),
  announceFileIds: fileIds(),
  winNoticeFileIds: fileIds(),
  idempotencyKey: idempotencyKey(),
};
/**
 * The award: the whole tender to one bid, or each material line split among bids by percentages
 * (each above 0, a line's totalling 100: 60123), with at most two decimals.
 */
export const TenderAwardBody = z.discriminatedUnion('mode', [
  z.object({ ...awardCommon, mode: z.literal('whole'), bidId: bodyId() }),
  z.object({
    ...awardCommon,
    mode: z.literal('split'),
    shares: z
      .array(z.object({ materielId: bodyId(), bidId: bodyId(), ratio: z.number().max(100).multipleOf(0.01) }))
      .min(1)
      .max(TENDER_LIMITS.materiels * 20),
  }),
]);
export type TenderAwardBody = z.input<typeof TenderAwardBody>;

export const tenderEvaluationApi = {
  /** The buyer's side (1210 for a member that is not a buyer; 404 for a tender not its own). */
  tenderEvaluation: {
    page: get('/purchase/inviteTender/evaluation', byTender, s.TenderEvaluationPage),
    /**
     * Names an evaluator, keyed: before the report, on a published scored tender (60102 otherwise,
     * 60101 cancelled); 404 for a user not the buyer's own or an expert not in its library; 60137 a
     * disabled expert; 60136 a user of a registered supplier; 60003 named already. An expert is told.
     */
    addEvaluator: post('/purchase/inviteTender/evaluation/evaluator/add', AddEvaluatorBody, s.TenderEvaluator),
    /** Withdraws an evaluator who has scored nothing, before the report (60102 otherwise). */
    removeEvaluator: post('/purchase/inviteTender/evaluation/evaluator/remove', z.object({ id: bodyId() }), z.object({ id: z.number().int() })),
    /**
     * The evaluation report, keyed, once: in the evaluation phase (60126), when every accepted
     * evaluator has scored every valid bid (60133); the ranking kept with a digest.
     */
    submitReport: post(
      '/purchase/expertExtractReport/submitEvaluationTenderReport',
      z.object({
        id: bodyId(),
        remark: z.string().trim().max(EVALUATION_LIMITS.remark).default(''),
        fileIds: fileIds(),
        idempotencyKey: idempotencyKey(),
      }),
      s.TenderEvaluationReport,
    ),
    /**
     * The award, keyed, once, after the report (60102 before): the notice (type 2) with both file
     * lists, each winner's order (type 5), every bidder told; 60106 a bid not valid, 60013 a line
     * missing or unknown, 60123 shares, 60012 no reason, 60007 above a fixed amount.
     */
    award: post('/purchase/inviteTender/award', TenderAwardBody, s.TenderAwardView),
  },
  /** The buyer's expert library. */
  tenderExpert: {
    list: get('/purchase/expert/getExpertList', z.object({}), z.array(s.TenderExpert)),
    /** Adds a platform user by its account, keyed: 60131 no such account, 60003 in the library already. */
    add: post(
      '/purchase/expert/saveOrUpdateExpert',
      z.object({
        account: z.string().trim().min(1).max(EVALUATION_LIMITS.account),
        speciality: z.string().trim().max(EVALUATION_LIMITS.speciality).default(''),
        title: z.string().trim().max(EVALUATION_LIMITS.title).default(''),
        idempotencyKey: idempotencyKey(),
      }),
      s.TenderExpert,
    ),
    setEnabled: post('/purchase/expert/updateExpertStatus', z.object({ id: bodyId(), enabled: z.boolean() }), s.TenderExpert),
  },
  /** The evaluator's side (any logged-in user named an evaluator). */
  tenderScoring: {
    invitations: get('/purchase/expertExtractRecord/getExpertExtractRecordList', z.object({}), z.array(s.EvaluationInvitation)),
    /** Accepts, or declines with a reason, an invitation waiting (60132 answered already; 60102 the tender is over). */
    answer: post(
      '/purchase/expertExtractRecord/updateExpertExtractRecordStatus',
      z
        .object({ id: bodyId(), accept: z.boolean(), reason: z.string().trim().max(REASON_MAX).optional() })
        .refine((b) => b.accept || (b.reason ?? '').length > 0, { path: ['reason'], message: 'a declined invitation gives its reason' }),
      s.EvaluationInvitation,
    ),
    sheet: get('/purchase/expertExtractRecord/getEvaluationTender', byTender, s.ScoringSheet),
    /** Scores valid bids, keyed (the latest counts): 60126 outside the evaluation phase, 60117 not an accepted evaluator, 60106 not a valid bid, 60128 a score. */
    score: post('/purchase/expertExtractRecord/evaluationTender', ScoreBody, s.ScoringSheet),
  },
  /** A bidder's part of the award (404 before it, or to anyone who did not bid). */
  tenderAward: {
    result: get('/purchase/submitTender/award', byTender, s.TenderAwardResult),
  },
} as const;
