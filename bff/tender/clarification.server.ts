// The page of a tender's questions and amendments (?id=, docs/product/tenders.md#questions-answers-and-amendments):
// the platform decides who reads it — the tender's buyer (every question with its asker, the
// amendment form with where the deadline would go) or a supplier whose registration stands (the
// published answers without any asker, its own questions, the amendments); anyone else is told why.
// The page's actions: a question (keyed), an answer, an amendment (keyed). The portal checks the
// texts for comfort against the contract's limits; every rule of time is the platform's.
import { data } from 'react-router';
import { Code } from '#contract/codes.ts';
import { AmendTenderBody, AnswerTenderQuestionBody, AskTenderQuestionBody, api, TENDER_CLARIFICATION_LIMITS } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { idOf, postedFilesOf } from '../form-fields.server.ts';
import { newKey, platformRefusal, postedKey, text, type Translate, valuesOf } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { subjectId } from '../page-params.server.ts';
import { memberSubjectOrThrow } from '../page-status.server.ts';
import { renderTime } from '../request-context.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import { CLARIFICATION_FIELD as F, type ClarificationAnswer, type ClarificationFailure, type ClarificationPageView } from './clarification-views.ts';

export async function loadClarificationPage(request: Request, locale: Locale): Promise<ClarificationPageView> {
  const ctx = await memberContext(request, locale);
  const tenderId = subjectId(request);
  const result = await memberCall(request, callUpstream(api.tenderClarification.page, { ctx, query: { tenderId } }));
  // Neither its buyer nor a registered supplier: the page says why (in the user's language); a member
  // without a role is asked to choose one first (the route's error boundary, on the 404).
  const outsider = !result.ok && result.kind === 'business' && result.code === Code.NOT_QUALIFIED_BIDDER;
  if (outsider && ctx.auth.memberRoleId === 0) throw data(null, { status: 404 });
  if (!outsider) memberSubjectOrThrow(result);
  return { tenderId, page: toSection(result), serverTime: renderTime(request), askKey: newKey(), amendKey: newKey() };
}

/** Why a text is not what the page takes: required, or longer than `max`; undefined when it is. */
function textRefusal(value: string, max: number, t: Translate, required = true): string | undefined {
  const trimmed = value.trim();
  if (required && trimmed === '') return t('tenderClarification:errors.required');
  if (trimmed.length > max) return t('tenderClarification:errors.tooLong', { max });
  return undefined;
}

/** The page's actions: ask (a registered supplier), answer and amend (the buyer). */
export async function clarificationAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<ClarificationAnswer> {
  const tenderId = subjectId(request);
  const intent = text(form, F.intent);
  if (intent === 'answer') return answer(request, locale, form, t, tenderId);
  if (intent === 'amend') return amend(request, locale, form, t, tenderId);
  return ask(request, locale, form, t, tenderId);
}

async function ask(request: Request, locale: Locale, form: FormData, t: Translate, tenderId: number): Promise<ClarificationAnswer> {
  const key = postedKey(form, F.key);
  const values = valuesOf(form, [F.question]);
  const refused = (failure: Omit<ClarificationFailure, 'intent' | 'key'>): ClarificationFailure => ({ ...failure, intent: 'ask', key });
  const problem = textRefusal(values.question ?? '', TENDER_CLARIFICATION_LIMITS.question, t);
  if (problem) return refused({ ok: false, fieldErrors: { [F.question]: problem }, values });
  const body = AskTenderQuestionBody.safeParse({ tenderId, question: values.question, idempotencyKey: key });
  if (!body.success) return refused({ ok: false, fieldErrors: { [F.question]: t('tenderClarification:errors.invalidForm') }, values });
  const ctx = await memberContext(request, locale);
  const result = await memberCall(request, callUpstream(api.tenderClarification.ask, { ctx, body: body.data }));
  return result.ok ? { ok: true, intent: 'ask' } : refused(platformRefusal(result, {}, values));
}

async function answer(request: Request, locale: Locale, form: FormData, t: Translate, tenderId: number): Promise<ClarificationAnswer> {
  const values = valuesOf(form, [F.answer]);
  const questionId = idOf(text(form, F.questionId));
  const refused = (failure: Omit<ClarificationFailure, 'intent' | 'key'>): ClarificationFailure => ({
    ...failure,
    intent: 'answer',
    key: '',
    ...(questionId === null ? {} : { questionId }),
  });
  if (questionId === null) return refused({ ok: false, fieldErrors: {}, formError: t('tenderClarification:errors.invalidForm'), values });
  const problem = textRefusal(values.answer ?? '', TENDER_CLARIFICATION_LIMITS.answer, t);
  if (problem) return refused({ ok: false, fieldErrors: { [F.answer]: problem }, values });
  const body = AnswerTenderQuestionBody.safeParse({ tenderId, questionId, answer: values.answer });
  if (!body.success) return refused({ ok: false, fieldErrors: { [F.answer]: t('tenderClarification:errors.invalidForm') }, values });
  const ctx = await memberContext(request, locale);
  const result = await memberCall(request, callUpstream(api.tenderClarification.answer, { ctx, body: body.data }));
  return result.ok ? { ok: true, intent: 'answer' } : refused(platformRefusal(result, { [Code.ALREADY_ANSWERED]: F.answer }, values));
}

async function amend(request: Request, locale: Locale, form: FormData, t: Translate, tenderId: number): Promise<ClarificationAnswer> {
  const key = postedKey(form, F.key);
  const values = valuesOf(form, [F.requirement, F.reason, F.files]);
  const refused = (failure: Omit<ClarificationFailure, 'intent' | 'key'>): ClarificationFailure => ({ ...failure, intent: 'amend', key });
  const files = postedFilesOf(form, F.files, { kept: true });
  const fieldErrors: Record<string, string> = {};
  const requirementProblem = textRefusal(values[F.requirement] ?? '', TENDER_LIMITS.requirement, t, false);
  const reasonProblem = textRefusal(values[F.reason] ?? '', TENDER_CLARIFICATION_LIMITS.reason, t);
  if (requirementProblem) fieldErrors[F.requirement] = requirementProblem;
  if (reasonProblem) fieldErrors[F.reason] = reasonProblem;
  if (files === null) fieldErrors[F.files] = t('tenderClarification:errors.invalidFiles');
  else if (files.length > TENDER_LIMITS.files) fieldErrors[F.files] = t('tenderClarification:errors.tooManyFiles', { max: TENDER_LIMITS.files });
  if (Object.keys(fieldErrors).length > 0 || files === null) return refused({ ok: false, fieldErrors, values });
  const parsed = AmendTenderBody.safeParse({
    tenderId,
    inviteTenderRequirement: values[F.requirement],
    // A current file the platform names no upload for is kept by its address; every other by its id.
    keepFileUrls: files.filter((file) => file.id <= 0).map((file) => file.url),
    fileIds: files.filter((file) => file.id > 0).map((file) => file.id),
    reason: values[F.reason],
    idempotencyKey: key,
  });
  // Whatever else the contract does not take is the files' (the texts were checked above): never a 500.
  if (!parsed.success) return refused({ ok: false, fieldErrors: { [F.files]: t('tenderClarification:errors.invalidFiles') }, values });
  const ctx = await memberContext(request, locale);
  const result = await memberCall(request, callUpstream(api.tenderClarification.amend, { ctx, body: parsed.data }));
  if (!result.ok) return refused(platformRefusal(result, { [Code.FILE_UNUSABLE]: F.files }, values));
  return { ok: true, intent: 'amend', amendment: result.data };
}
