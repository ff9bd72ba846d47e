// A tender's evaluation and award as the member centre reads them (docs/decisions/022-tender-evaluation.md):
// the evaluators (the buyer's own users, or experts of its library who accept), the opening record's
// valid bids, each evaluator's latest scores, the ranking (per criterion the evaluators' average, plus
// the price score by the published formula), the report kept with the tender, and the award with its
// notice and purchase orders. An evaluator reads its scoring sheet and its invitations; a bidder
// reads its own part of the award.
import { z } from 'zod';
import { Attachment } from './files.ts';
import { AwardResultOrder } from './inquiry-award.ts';
import { Currency, InquiryParty } from './inquiry.ts';
import { epochMs, int } from './shared.ts';
import { EvaluationMethod, TenderPhase, TenderState } from './tender.ts';

/** Who names an evaluator: the buyer's own user (accepted at once), or an expert of its library (who answers). */
export const EvaluatorSource = z.enum(['member', 'expert']);
export type EvaluatorSource = z.infer<typeof EvaluatorSource>;
export const EvaluatorState = z.enum(['invited', 'accepted', 'declined']);
export type EvaluatorState = z.infer<typeof EvaluatorState>;

/**
 * A platform user as an evaluator or expert is shown to a buyer: its account, and its name and company
 * once it has accepted one of that buyer's invitations (null until then: adding an account to the
 * library reveals nobody; docs/decisions/022-tender-evaluation.md), or at once for the buyer's own users.
 */
const person = { userId: int(), name: z.string().nullable(), account: z.string(), memberName: z.string().nullable() };

export const TenderEvaluator = z.object({
  id: int(),
  ...person,
  source: EvaluatorSource,
  state: EvaluatorState,
  /** A declined invitation's reason (an accepted one's, when given). */
  answerReason: z.string().nullable(),
  answerTime: epochMs().nullable(),
  createTime: epochMs(),
  /** Valid bids this evaluator has scored. */
  scoredCount: int(),
});
export type TenderEvaluator = z.infer<typeof TenderEvaluator>;

/** One expert of a buyer's expert library. */
export const TenderExpert = z.object({
  id: int(),
  ...person,
  speciality: z.string(),
  title: z.string(),
  enabled: z.boolean(),
  createTime: epochMs(),
});
export type TenderExpert = z.infer<typeof TenderExpert>;

/** A criterion of the tender's evaluation, by its place in the tender's list (`index`, which scores name). */
export const CriterionView = z.object({ index: int(), name: z.string(), weight: z.number(), isPrice: z.boolean() });
export type CriterionView = z.infer<typeof CriterionView>;

export const CriterionScore = z.object({ criterion: int(), score: z.number() });
export type CriterionScore = z.infer<typeof CriterionScore>;

/** A bid as the opening record keeps it. */
export const OpenedBidView = z.object({
  bidId: int(),
  supplier: InquiryParty,
  totalAmount: z.number(),
  taxRate: z.number().nullable(),
  /** Its receipt verified, and it answered the tender's latest revision. */
  verified: z.boolean(),
  current: z.boolean(),
  valid: z.boolean(),
  receiptHash: z.string(),
  submittedTime: epochMs(),
  lines: z.array(z.object({ materielId: int(), price: z.number(), count: z.number(), amount: z.number() })),
});
export type OpenedBidView = z.infer<typeof OpenedBidView>;

export const TenderOpeningView = z.object({
  outcome: z.enum(['opened', 'failed']),
  validCount: int(),
  digest: z.string(),
  createTime: epochMs(),
  bids: z.array(OpenedBidView),
});
export type TenderOpeningView = z.infer<typeof TenderOpeningView>;

/** One evaluator's latest scores of one bid. */
export const BidScore = z.object({
  evaluatorId: int(),
  bidId: int(),
  scores: z.array(CriterionScore),
  total: z.number(),
  comment: z.string(),
  createTime: epochMs(),
});
export type BidScore = z.infer<typeof BidScore>;

/** A valid bid's place: lowest price ranks by total ascending; scored by the total score, descending. */
export const RankedBidView = z.object({
  bidId: int(),
  supplier: InquiryParty,
  totalAmount: z.number(),
  /** By the formula (null without a price criterion, and for lowest price). */
  priceScore: z.number().nullable(),
  /** The evaluators' average per scored criterion. */
  criterionScores: z.array(CriterionScore),
  totalScore: z.number().nullable(),
  rank: int(),
});
export type RankedBidView = z.infer<typeof RankedBidView>;

export const TenderEvaluationReport = z.object({
  id: int(),
  ranking: z.array(RankedBidView),
  submittedBy: z.object({ userId: int(), name: z.string() }),
  remark: z.string(),
  files: z.array(Attachment),
  /** sha256 of the ranking as kept. */
  digest: z.string(),
  createTime: epochMs(),
});
export type TenderEvaluationReport = z.infer<typeof TenderEvaluationReport>;

/** One material line's share to one bid. */
export const TenderAwardShare = z.object({
  materielId: int(),
  bidId: int(),
  supplier: InquiryParty,
  /** Percent of the line's count. */
  ratio: z.number(),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
});
export type TenderAwardShare = z.infer<typeof TenderAwardShare>;

export const TenderAwardView = z.object({
  id: int(),
  mode: z.enum(['whole', 'split']),
  reason: z.string().nullable(),
  shares: z.array(TenderAwardShare),
  totalAmount: z.number(),
  currency: Currency,
  /** The winning announcement in procurement publicity (type 2), also the bid-result page. */
  noticeId: int().nullable(),
  announceFiles: z.array(Attachment),
  winNoticeFiles: z.array(Attachment),
  orders: z.array(AwardResultOrder),
  createTime: epochMs(),
});
export type TenderAwardView = z.infer<typeof TenderAwardView>;

/** A material line of the tender as the evaluation and the award show it. */
export const EvaluationMateriel = z.object({ id: int(), code: z.string(), name: z.string(), type: z.string(), unit: z.string(), count: z.number() });
export type EvaluationMateriel = z.infer<typeof EvaluationMateriel>;

const tenderHead = {
  id: int(),
  code: z.string(),
  projectName: z.string(),
  state: TenderState,
  phase: TenderPhase,
  evaluationMethod: EvaluationMethod,
  criteria: z.array(CriterionView),
  openTenderTime: epochMs(),
};

/** The buyer's evaluation page: everything from the evaluators to the award. */
export const TenderEvaluationPage = z.object({
  tender: z.object({
    ...tenderHead,
    purchaseType: z.union([z.literal(1), z.literal(2)]),
    budgetAmount: z.number(),
    materiels: z.array(EvaluationMateriel),
  }),
  evaluators: z.array(TenderEvaluator),
  /** Who the buyer may still name: its own users, and the enabled experts of its library. */
  candidates: z.object({ users: z.array(z.object({ userId: int(), name: z.string(), account: z.string() })), experts: z.array(TenderExpert) }),
  /** Null until the opening. */
  opening: TenderOpeningView.nullable(),
  /** Every accepted evaluator's latest scores. */
  scores: z.array(BidScore),
  /** The valid bids ranked by the scores so far (the report's ranking once submitted). */
  ranking: z.array(RankedBidView),
  /** Every accepted evaluator has scored every valid bid (always, for lowest price): the report may be submitted. */
  scoringComplete: z.boolean(),
  report: TenderEvaluationReport.nullable(),
  award: TenderAwardView.nullable(),
});
export type TenderEvaluationPage = z.infer<typeof TenderEvaluationPage>;

/** An evaluator's scoring sheet: a row per valid bid, a score per non-price criterion, the price score computed. */
export const ScoringSheet = z.object({
  tender: z.object({ ...tenderHead, buyerName: z.string() }),
  evaluator: z.object({ id: int(), source: EvaluatorSource, state: EvaluatorState }),
  bids: z.array(
    z.object({
      bidId: int(),
      supplier: InquiryParty,
      totalAmount: z.number(),
      priceScore: z.number().nullable(),
      /** This evaluator's latest scores of the bid (null before it scores it). */
      scores: z.array(CriterionScore).nullable(),
      comment: z.string(),
      total: z.number().nullable(),
      /** The bid's technical and commercial documents, as opened. */
      technicalFiles: z.array(Attachment),
      commercialFiles: z.array(Attachment),
    }),
  ),
  /** Accepted, in the evaluation phase, before the report. */
  canScore: z.boolean(),
  reportSubmitted: z.boolean(),
});
export type ScoringSheet = z.infer<typeof ScoringSheet>;

/** An invitation to evaluate (an expert's, to answer; a member evaluator's, accepted). */
export const EvaluationInvitation = z.object({
  id: int(),
  tender: z.object({ id: int(), code: z.string(), projectName: z.string(), buyerName: z.string(), openTenderTime: epochMs(), phase: TenderPhase }),
  source: EvaluatorSource,
  state: EvaluatorState,
  answerReason: z.string().nullable(),
  answerTime: epochMs().nullable(),
  createTime: epochMs(),
});
export type EvaluationInvitation = z.infer<typeof EvaluationInvitation>;

/** A bidder's part of a tender's award: whether it won, its rank, its own shares and order. */
export const TenderAwardResult = z.object({
  tenderId: int(),
  code: z.string(),
  projectName: z.string(),
  buyerName: z.string(),
  won: z.boolean(),
  /** In the report (null for a bid the opening found not valid). */
  rank: int().nullable(),
  shares: z.array(TenderAwardShare),
  totalAmount: z.number(),
  currency: Currency,
  order: AwardResultOrder.nullable(),
  noticeId: int().nullable(),
  createTime: epochMs(),
});
export type TenderAwardResult = z.infer<typeof TenderAwardResult>;
