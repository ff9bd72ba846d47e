// What the page of a tender's questions and amendments shows and posts (docs/product/tenders.md#questions-answers-and-amendments),
// browser-safe: the platform's page (the buyer's or a registered supplier's), the forms' field names,
// their idempotency keys, and what an ask, an answer or an amendment answered.
import type { TenderAmendmentView, TenderClarification } from '#contract/schemas.ts';
import type { FormFailure } from '../member/views.ts';
import type { Section } from '../views.ts';

/** The names the page's forms post. */
export const CLARIFICATION_FIELD = {
  intent: 'intent',
  key: 'idempotencyKey',
  question: 'question',
  questionId: 'questionId',
  answer: 'answer',
  requirement: 'inviteTenderRequirement',
  files: 'files',
  reason: 'reason',
} as const;

export type ClarificationIntent = 'ask' | 'answer' | 'amend';

/** The page: the platform's answer (a refusal's message already in the user's language), the keys of the ask and amend forms. */
export type ClarificationPageView = {
  tenderId: number;
  page: Section<TenderClarification>;
  serverTime: number;
  askKey: string;
  amendKey: string;
};

/** A refused form: what was typed, the messages, the key to send again with (an answer's: the question it answers). */
export type ClarificationFailure = FormFailure<string> & { intent: ClarificationIntent; key: string; questionId?: number };

/** What a post answered: done (an amendment with the deadline it left), or refused. */
export type ClarificationAnswer = { ok: true; intent: ClarificationIntent; amendment?: TenderAmendmentView } | ClarificationFailure;
