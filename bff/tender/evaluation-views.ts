// What the evaluation and award pages show and post (docs/decisions/022-tender-evaluation.md),
// browser-safe: the buyer's evaluation page (evaluators, opening record, scores and ranking, report,
// award), its expert library, an evaluator's scoring sheet and an expert's invitations; the forms'
// field names, their idempotency keys, and what each post answered.
import type { EvaluationInvitation, ScoringSheet, TenderEvaluationPage, TenderExpert } from '#contract/schemas.ts';
import type { FormFailure } from '../member/views.ts';
import type { Section } from '../views.ts';

/** The names the pages' forms post. A share of the award grid is `share.<materielId>.<bidId>`; a score `score.<bidId>.<criterion>`. */
export const EVALUATION_FIELD = {
  intent: 'intent',
  key: 'idempotencyKey',
  userId: 'userId',
  expertId: 'expertId',
  evaluatorId: 'evaluatorId',
  remark: 'remark',
  reportFiles: 'reportFiles',
  mode: 'mode',
  bidId: 'bidId',
  shares: 'shares',
  reason: 'reason',
  announceFiles: 'announceFiles',
  winNoticeFiles: 'winNoticeFiles',
  account: 'account',
  speciality: 'speciality',
  title: 'title',
  id: 'id',
  bids: 'bids',
} as const;

export const shareField = (materielId: number, bidId: number) => `share.${materielId}.${bidId}`;
export const scoreField = (bidId: number, criterion: number) => `score.${bidId}.${criterion}`;
export const commentField = (bidId: number) => `comment.${bidId}`;

export type EvaluationIntent = 'addMember' | 'inviteExpert' | 'removeEvaluator' | 'report' | 'award';

/** The buyer's page: the platform's answer, the server's time, one key per keyed form. */
export type TenderEvaluationView = {
  tenderId: number;
  page: TenderEvaluationPage;
  keys: { member: string; expert: string; report: string; award: string };
  serverTime: number;
};

/** A refused post: what was typed, the messages, the key to send again with. */
export type EvaluationFailure = FormFailure<string> & { intent: EvaluationIntent; key: string };
export type EvaluationAnswer = { ok: true; intent: EvaluationIntent } | EvaluationFailure;

export type ExpertIntent = 'add' | 'enable' | 'disable';
export type ExpertsView = { experts: Section<TenderExpert[]>; key: string };
export type ExpertsAnswer = { ok: true; intent: ExpertIntent } | (FormFailure<string> & { intent: ExpertIntent; key: string });

export type ScoringView = { tenderId: number; sheet: ScoringSheet; key: string; serverTime: number };
export type ScoringAnswer = { ok: true } | (FormFailure<string> & { key: string });

export type InvitationIntent = 'accept' | 'decline';
export type InvitationsView = { invitations: Section<EvaluationInvitation[]> };
export type InvitationAnswer = { ok: true; intent: InvitationIntent; id: number } | (FormFailure<string> & { intent: InvitationIntent; id: number });
