// What the evaluation and award pages show and post (docs/decisions/022-tender-evaluation.md),
// browser-safe: the buyer's evaluation page (evaluators, opening record, scores and ranking, report,
// award), its expert library, an evaluator's scoring sheet and an expert's invitations; the forms'
// field names, their idempotency keys, and what each post answered.
import type { EvaluationInvitation, ScoringSheet, TenderEvaluationPage, TenderExpert } from '#contract/schemas.ts';
import type { FormFailure } from '../member/views.ts';

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

/** A file a form carries (UploadField's 'refs' encoding), shown again when the form is refused. */
export type PostedFile = { id: number; name: string; url: string };

/** The files a form field carries as JSON `[{id, name, url}]`; null when it is not that. */
export function postedFiles(text: string): PostedFile[] | null {
  if (text.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length > 50) return null;
    const files = value.filter(
      (f): f is PostedFile =>
        typeof f === 'object' &&
        f !== null &&
        Number.isSafeInteger(f.id) &&
        f.id > 0 &&
        typeof f.name === 'string' &&
        typeof f.url === 'string' &&
        f.url.startsWith('/files/'),
    );
    return files.length === value.length ? files : null;
  } catch {
    return null;
  }
}

export const shareField = (materielId: number, bidId: number) => `share.${materielId}.${bidId}`;
export const scoreField = (bidId: number, criterion: number) => `score.${bidId}.${criterion}`;
export const commentField = (bidId: number) => `comment.${bidId}`;

export type EvaluationIntent = 'addMember' | 'inviteExpert' | 'removeEvaluator' | 'report' | 'award';

/** The buyer's page: the platform's answer, the server's time, one key per keyed form. */
export type TenderEvaluationView = {
  tenderId: number;
  page: TenderEvaluationPage;
  keys: { evaluator: string; report: string; award: string };
  serverTime: number;
};

/** A refused post: what was typed, the messages, the key to send again with. */
export type EvaluationFailure = FormFailure<string> & { intent: EvaluationIntent; key: string };
export type EvaluationAnswer = { ok: true; intent: EvaluationIntent } | EvaluationFailure;

export type ExpertIntent = 'add' | 'enable' | 'disable';
export type ExpertsView = { experts: TenderExpert[]; key: string };
export type ExpertsAnswer = { ok: true; intent: ExpertIntent } | (FormFailure<string> & { intent: ExpertIntent; key: string });

export type ScoringView = { tenderId: number; sheet: ScoringSheet; key: string; serverTime: number };
export type ScoringAnswer = { ok: true } | (FormFailure<string> & { key: string });

export type InvitationIntent = 'accept' | 'decline';
export type InvitationsView = { invitations: EvaluationInvitation[] };
export type InvitationAnswer = { ok: true; intent: InvitationIntent; id: number } | (FormFailure<string> & { intent: InvitationIntent; id: number });
