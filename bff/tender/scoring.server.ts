// An evaluator's pages (docs/decisions/022-tender-evaluation.md): its invitations to evaluate (an
// expert accepts, or declines with a reason) and its scoring sheet of one tender (?id=): a row per
// valid bid, a score per criterion but the price (whose score the platform computes by the published
// formula), all rows saved in one keyed post. The portal reads each score's shape and bounds for
// comfort, keeping what was typed; the platform decides the rest (the phase, who may score).
import { data } from 'react-router';
import { Code } from '#contract/codes.ts';
import { api, EVALUATION_LIMITS } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { REASON_MAX } from '#contract/schemas/member-rules.ts';
import { SCORE_DECIMALS } from '#contract/schemas/tender-evaluation-rules.ts';
import { decimalOf, idOf } from '../form-fields.server.ts';
import { newKey, platformRefusal, postedKey, text, type Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { subjectId } from '../page-params.server.ts';
import { memberSectionOrThrow, memberSubjectOrThrow, notForMember } from '../page-status.server.ts';
import { renderTime } from '../request-context.server.ts';
import { callUpstream } from '../upstream.server.ts';
import {
  commentField,
  EVALUATION_FIELD as F,
  type InvitationAnswer,
  type InvitationsView,
  type ScoringAnswer,
  type ScoringView,
  scoreField,
} from './evaluation-views.ts';

export async function loadInvitations(request: Request, locale: Locale): Promise<InvitationsView> {
  const ctx = await memberContext(request, locale);
  const invitations = memberSectionOrThrow(await memberCall(request, callUpstream(api.tenderScoring.invitations, { ctx, query: {} })));
  return { invitations };
}

/** Accepts an invitation, or declines it with a reason. */
export async function invitationAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<InvitationAnswer> {
  const intent = text(form, F.intent) === 'decline' ? 'decline' : 'accept';
  const id = idOf(text(form, F.id)) ?? 0;
  const values = { reason: text(form, F.reason) };
  const reason = values.reason.trim();
  if (id === 0) return { ok: false, intent, id, fieldErrors: {}, formError: t('tenderEvaluation:errors.invalidForm'), values };
  if (intent === 'decline' && reason === '')
    return { ok: false, intent, id, fieldErrors: { reason: t('tenderEvaluation:errors.reasonRequired') }, values };
  if (reason.length > REASON_MAX)
    return { ok: false, intent, id, fieldErrors: { reason: t('tenderEvaluation:errors.tooLong', { max: REASON_MAX }) }, values };
  const ctx = await memberContext(request, locale);
  const body = { id, accept: intent === 'accept', ...(reason ? { reason } : {}) };
  const result = await memberCall(request, callUpstream(api.tenderScoring.answer, { ctx, body }));
  return result.ok ? { ok: true, intent, id } : { ...platformRefusal(result, {}, values), intent, id };
}

const NOT_ON_PANEL: ReadonlySet<number> = new Set([Code.NOT_EVALUATOR, Code.EVALUATOR_CONFLICT]);

export async function loadScoringSheet(request: Request, locale: Locale): Promise<ScoringView> {
  const ctx = await memberContext(request, locale);
  const tenderId = subjectId(request);
  const answer = await memberCall(request, callUpstream(api.tenderScoring.sheet, { ctx, query: { id: tenderId } }));
  // Not on this tender's panel, or on it while its member bids: the sheet is not the caller's to see.
  if (!answer.ok && answer.kind === 'business' && NOT_ON_PANEL.has(answer.code)) throw data(null, { status: 404 });
  const sheet = memberSubjectOrThrow(answer);
  return { tenderId, sheet, key: newKey(), serverTime: renderTime(request) };
}

/** The whole sheet saved: every valid bid's score on every criterion but the price, 0 to its weight. */
export async function scoringAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<ScoringAnswer> {
  const tenderId = subjectId(request);
  const key = postedKey(form, F.key);
  const ctx = await memberContext(request, locale);
  const sheet = await memberCall(request, callUpstream(api.tenderScoring.sheet, { ctx, query: { id: tenderId } }));
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && /^(score|comment)\./.test(name)) values[name] = value;
  // Not this tender's evaluator (or no such tender): the page's 404, as its sheet is; no answer: said on the form, the scores kept.
  if (notForMember(sheet)) throw data(null, { status: 404 });
  if (!sheet.ok) return { ...platformRefusal(sheet, {}, values), key };
  const criteria = sheet.data.tender.criteria.filter((c) => !c.isPrice);
  const fieldErrors: Record<string, string> = {};
  const bids = sheet.data.bids.map((bid) => {
    const comment = (values[commentField(bid.bidId)] ?? '').trim();
    if (comment.length > EVALUATION_LIMITS.comment)
      fieldErrors[commentField(bid.bidId)] = t('tenderEvaluation:errors.tooLong', { max: EVALUATION_LIMITS.comment });
    const scores = criteria.map((criterion) => {
      const field = scoreField(bid.bidId, criterion.index);
      const typed = values[field] ?? '';
      const score = typed.trim() === '' ? null : decimalOf(typed, SCORE_DECIMALS);
      if (score === null)
        fieldErrors[field] = t(typed.trim() === '' ? 'tenderEvaluation:errors.required' : 'tenderEvaluation:errors.score', { max: criterion.weight });
      else if (score < 0 || score > criterion.weight) fieldErrors[field] = t('tenderEvaluation:errors.score', { max: criterion.weight });
      return { criterion: criterion.index, score: score ?? 0 };
    });
    return { bidId: bid.bidId, scores, comment };
  });
  if (bids.length === 0) return { ok: false, key, fieldErrors, formError: t('tenderEvaluation:errors.nothingToScore'), values };
  if (Object.keys(fieldErrors).length > 0) return { ok: false, key, fieldErrors, values };
  const result = await memberCall(request, callUpstream(api.tenderScoring.score, { ctx, body: { tenderId, bids, idempotencyKey: key } }));
  if (result.ok) return { ok: true };
  return { ...platformRefusal(result, {}, values), key };
}
