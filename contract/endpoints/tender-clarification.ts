// A tender's questions, answers and amendments (docs/product/tenders.md#questions-answers-and-amendments),
// behind a login: a registered supplier asks (keyed), the buyer answers each question once and amends
// the tender's documents (keyed), and both read the page of one tender. Limits: schemas/tender-rules.ts.
import { z } from 'zod';
import * as s from '../schemas.ts';
import { TENDER_CLARIFICATION_LIMITS, TENDER_LIMITS } from '../schemas/tender-rules.ts';
import { idempotencyKey } from './registration.ts';
import { bodyId, get, post, qId } from './shared.ts';

export { TENDER_CLARIFICATION_LIMITS };

/** A question of a supplier whose registration stands (pending or approved). */
export const AskTenderQuestionBody = z.object({
  tenderId: bodyId(),
  question: z.string().trim().min(1).max(TENDER_CLARIFICATION_LIMITS.question),
  idempotencyKey: idempotencyKey(),
});
export type AskTenderQuestionBody = z.input<typeof AskTenderQuestionBody>;

/** The buyer's answer to one question of its tender. */
export const AnswerTenderQuestionBody = z.object({
  tenderId: bodyId(),
  questionId: bodyId(),
  answer: z.string().trim().min(1).max(TENDER_CLARIFICATION_LIMITS.answer),
});
export type AnswerTenderQuestionBody = z.input<typeof AnswerTenderQuestionBody>;

/**
 * An amendment of the tender's documents: the requirement as it now reads, the current files kept
 * (by their address) and new uploads added, and why.
 */
export const AmendTenderBody = z
  .object({
    tenderId: bodyId(),
    inviteTenderRequirement: z.string().trim().max(TENDER_LIMITS.requirement).default(''),
    keepFileUrls: z.array(z.string().max(TENDER_CLARIFICATION_LIMITS.keptFileUrl)).max(TENDER_LIMITS.files).default([]),
    fileIds: z.array(bodyId()).max(TENDER_LIMITS.files).default([]),
    reason: z.string().trim().min(1).max(TENDER_CLARIFICATION_LIMITS.reason),
    idempotencyKey: idempotencyKey(),
  })
  .refine((body) => body.keepFileUrls.length + body.fileIds.length <= TENDER_LIMITS.files, {
    path: ['fileIds'],
    message: `at most ${TENDER_LIMITS.files} files`,
  });
export type AmendTenderBody = z.input<typeof AmendTenderBody>;

export const tenderClarificationApi = {
  tenderClarification: {
    /**
     * The page of one tender's questions and amendments: the buyer's (its publisher) or a registered
     * supplier's (never an asker's name); 60119 for any other member, 404 for a draft or no tender.
     */
    page: get('/purchase/inviteTender/clarification', z.object({ tenderId: qId() }), s.TenderClarification),
    /**
     * A question, keyed (a retry asks once): 60119 without a registration that stands (none, or
     * rejected), 60108 after the bidding deadline, 60101 cancelled, 60102 failed or awarded.
     */
    ask: post('/purchase/inviteTender/clarification/ask', AskTenderQuestionBody, s.OwnTenderQuestion),
    /**
     * The buyer's answer, published to every registered supplier without the asker: 60131 a question
     * not of this tender, 60132 answered already, 60112 once opened, 60101 cancelled; 404 another's tender.
     */
    answer: post('/purchase/inviteTender/clarification/answer', AnswerTenderQuestionBody, s.AskedTenderQuestion),
    /**
     * An amendment, keyed: a new revision (bids sent before it must be confirmed again); a public
     * tender's deadline (and opening) moves when fewer than the site's clarification days remain.
     * 60112 once opened, 60102 after the bidding deadline or not published, 60101 cancelled, 60136
     * nothing changed; 1110 a kept file that is not the tender's or an upload not the buyer's.
     */
    amend: post('/purchase/inviteTender/clarification/amend', AmendTenderBody, s.TenderAmendmentView),
  },
} as const;
