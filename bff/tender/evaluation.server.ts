// The buyer's evaluation and award page of one tender (?id=, docs/decisions/022-tender-evaluation.md):
// its evaluators (its own user named, an expert of its library invited, one who scored nothing
// withdrawn), the opening record, the scores and the ranking, the report, and the award grid (each
// material line's percent to each bid, whole to the first at a press, a reason when not, the two file
// lists). The portal reads the form's shape for comfort (a ratio it cannot read stays on its cell);
// every rule is the platform's, its refusal put on the field it concerns.
import { Code } from '#contract/codes.ts';
import { api, EVALUATION_LIMITS, TenderAwardBody } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { DECIMALS } from '#contract/schemas/inquiry-rules.ts';
import { REASON_MAX } from '#contract/schemas/member-rules.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { decimalOf, idOf, postedFilesOf } from '../form-fields.server.ts';
import { newKey, platformRefusal, postedKey, text, type Translate, valuesOf } from '../forms.server.ts';
import { type MemberContext, memberCall, memberContext } from '../member/session.server.ts';
import { subjectId } from '../page-params.server.ts';
import { memberSubjectOrThrow } from '../page-status.server.ts';
import { renderTime } from '../request-context.server.ts';
import { callUpstream } from '../upstream.server.ts';
import {
  EVALUATION_FIELD as F,
  type EvaluationAnswer,
  type EvaluationFailure,
  type EvaluationIntent,
  type TenderEvaluationView,
} from './evaluation-views.ts';

export async function loadTenderEvaluation(request: Request, locale: Locale): Promise<TenderEvaluationView> {
  const ctx = await memberContext(request, locale);
  const tenderId = subjectId(request);
  const page = memberSubjectOrThrow(await memberCall(request, callUpstream(api.tenderEvaluation.page, { ctx, query: { id: tenderId } })));
  // One key per keyed form: naming one of its users and inviting an expert at once are two requests.
  const keys = { member: newKey(), expert: newKey(), report: newKey(), award: newKey() };
  return { tenderId, page, keys, serverTime: renderTime(request) };
}

/** The upload ids of a form's file field (JSON references, so that a refused form lists them again); null when it is not one. */
function fileIdsOf(form: FormData, name: string): number[] | null {
  return postedFilesOf(form, name, { max: TENDER_LIMITS.files })?.map((file) => file.id) ?? null;
}

const INTENTS: readonly EvaluationIntent[] = ['addMember', 'inviteExpert', 'removeEvaluator', 'report', 'award'];

/** The page's actions. */
export async function tenderEvaluationAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<EvaluationAnswer> {
  const tenderId = subjectId(request);
  const posted = text(form, F.intent) as EvaluationIntent;
  const intent = INTENTS.includes(posted) ? posted : 'award';
  const key = postedKey(form, F.key);
  const refused = (failure: Omit<EvaluationFailure, 'intent' | 'key'>): EvaluationFailure => ({ ...failure, intent, key });
  const ctx = await memberContext(request, locale);

  if (intent === 'addMember' || intent === 'inviteExpert') {
    const field = intent === 'addMember' ? F.userId : F.expertId;
    const values = valuesOf(form, [field]);
    const id = idOf(values[field] ?? '');
    if (id === null) return refused({ ok: false, fieldErrors: { [field]: t('tenderEvaluation:errors.choose') }, values });
    const body =
      intent === 'addMember'
        ? { tenderId, source: 'member' as const, userId: id, idempotencyKey: key }
        : { tenderId, source: 'expert' as const, expertId: id, idempotencyKey: key };
    const result = await memberCall(request, callUpstream(api.tenderEvaluation.addEvaluator, { ctx, body }));
    if (result.ok) return { ok: true, intent };
    return refused(
      platformRefusal(result, { [Code.EXPERT_DISABLED]: field, [Code.EVALUATOR_CONFLICT]: field, [Code.RECORD_REPEATED]: field }, values),
    );
  }
  if (intent === 'removeEvaluator') {
    const id = idOf(text(form, F.evaluatorId));
    if (id === null) return refused({ ok: false, fieldErrors: {}, formError: t('tenderEvaluation:errors.invalidForm'), values: {} });
    const result = await memberCall(request, callUpstream(api.tenderEvaluation.removeEvaluator, { ctx, body: { id } }));
    return result.ok ? { ok: true, intent } : refused(platformRefusal(result, {}, {}));
  }
  if (intent === 'report') {
    const values = valuesOf(form, [F.remark, F.reportFiles]);
    const fileIds = fileIdsOf(form, F.reportFiles);
    const remark = (values.remark ?? '').trim();
    if (remark.length > EVALUATION_LIMITS.remark) {
      return refused({ ok: false, fieldErrors: { [F.remark]: t('tenderEvaluation:errors.tooLong', { max: EVALUATION_LIMITS.remark }) }, values });
    }
    if (fileIds === null) return refused({ ok: false, fieldErrors: { [F.reportFiles]: t('tenderEvaluation:errors.invalidForm') }, values });
    const body = { id: tenderId, remark, fileIds, idempotencyKey: key };
    const result = await memberCall(request, callUpstream(api.tenderEvaluation.submitReport, { ctx, body }));
    return result.ok ? { ok: true, intent } : refused(platformRefusal(result, {}, values));
  }
  return award(request, form, t, tenderId, key, ctx);
}

/** The award grid posted: whole to one bid, or each cell's percent; the reason and the two file lists. */
async function award(request: Request, form: FormData, t: Translate, tenderId: number, key: string, ctx: MemberContext): Promise<EvaluationAnswer> {
  const values: Record<string, string> = valuesOf(form, [F.mode, F.bidId, F.reason, F.announceFiles, F.winNoticeFiles]) as Record<string, string>;
  const fieldErrors: Record<string, string> = {};
  const shares: Array<{ materielId: number; bidId: number; ratio: number }> = [];
  for (const [name, value] of form.entries()) {
    const cell = /^share\.(\d{1,10})\.(\d{1,10})$/.exec(name);
    if (!cell || typeof value !== 'string') continue;
    values[name] = value;
    if (value.trim() === '') continue;
    const ratio = decimalOf(value, DECIMALS.money);
    if (ratio === null || ratio < 0 || ratio > 100) fieldErrors[name] = t('tenderEvaluation:errors.ratio');
    else if (ratio > 0) shares.push({ materielId: Number(cell[1]), bidId: Number(cell[2]), ratio });
  }
  const reason = (values.reason ?? '').trim();
  if (reason.length > REASON_MAX) fieldErrors[F.reason] = t('tenderEvaluation:errors.tooLong', { max: REASON_MAX });
  const announceFileIds = fileIdsOf(form, F.announceFiles);
  const winNoticeFileIds = fileIdsOf(form, F.winNoticeFiles);
  const common = {
    id: tenderId,
    ...(reason ? { reason } : {}),
    announceFileIds: announceFileIds ?? [],
    winNoticeFileIds: winNoticeFileIds ?? [],
    idempotencyKey: key,
  };
  const wholeBid = idOf(values.bidId ?? '');
  const body =
    values.mode === 'whole' && wholeBid !== null
      ? { ...common, mode: 'whole' as const, bidId: wholeBid }
      : { ...common, mode: 'split' as const, shares };
  if (body.mode === 'split' && shares.length === 0 && Object.keys(fieldErrors).length === 0)
    fieldErrors[F.shares] = t('tenderEvaluation:errors.noShares');
  if (announceFileIds === null || winNoticeFileIds === null || !TenderAwardBody.safeParse(body).success)
    fieldErrors[F.shares] ??= t('tenderEvaluation:errors.invalidForm');
  const refused = (failure: { fieldErrors: Record<string, string>; formError?: string }): EvaluationFailure => ({
    ok: false,
    ...failure,
    values,
    intent: 'award',
    key,
  });
  if (Object.keys(fieldErrors).length > 0) return refused({ fieldErrors });
  const result = await memberCall(request, callUpstream(api.tenderEvaluation.award, { ctx, body }));
  if (result.ok) return { ok: true, intent: 'award' };
  const onField: Partial<Record<number, string>> = {
    [Code.AWARD_REASON_REQUIRED]: F.reason,
    [Code.AWARD_RATIO_INVALID]: F.shares,
    [Code.AWARD_INVALID]: F.shares,
    [Code.BID_MISSING]: F.shares,
  };
  const failure = platformRefusal(result, onField, values);
  return refused({ fieldErrors: failure.fieldErrors as Record<string, string>, formError: failure.formError });
}
