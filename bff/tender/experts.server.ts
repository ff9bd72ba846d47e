// The buyer's expert library (docs/decisions/022-tender-evaluation.md): the platform users it may
// invite to evaluate its tenders, added by account (keyed), enabled and disabled. A member that is not
// a buyer gets the page's 404; while the platform does not answer, the list says so and the form stays.
import { Code } from '#contract/codes.ts';
import { api, EVALUATION_LIMITS } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { idOf } from '../form-fields.server.ts';
import { newKey, platformRefusal, postedKey, text, type Translate, valuesOf } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { memberSectionOrThrow } from '../page-status.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import { EVALUATION_FIELD as F, type ExpertIntent, type ExpertsAnswer, type ExpertsView } from './evaluation-views.ts';

export async function loadTenderExperts(request: Request, locale: Locale): Promise<ExpertsView> {
  const ctx = await memberContext(request, locale);
  // Not a buyer: the platform's refusal as the list's error, as the inquiries' list does (a member
  // without a role is asked to choose one there); another refusal: the page's error; the library
  // unreadable now: its error, the form to add one still there.
  const answer = await memberCall(request, callUpstream(api.tenderExpert.list, { ctx, query: {} }));
  const section = toSection(answer);
  const experts = section.status === 'error' && section.code === Code.NO_ACCESS ? section : memberSectionOrThrow(answer);
  return { experts, key: newKey() };
}

/** Adds an expert by account, or enables or disables one. */
export async function tenderExpertsAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<ExpertsAnswer> {
  const posted = text(form, F.intent);
  const intent: ExpertIntent = posted === 'enable' || posted === 'disable' ? posted : 'add';
  const key = postedKey(form, F.key);
  const ctx = await memberContext(request, locale);
  if (intent !== 'add') {
    const id = idOf(text(form, F.id));
    if (id === null) return { ok: false, intent, key, fieldErrors: {}, formError: t('tenderEvaluation:errors.invalidForm'), values: {} };
    const result = await memberCall(request, callUpstream(api.tenderExpert.setEnabled, { ctx, body: { id, enabled: intent === 'enable' } }));
    return result.ok ? { ok: true, intent } : { ...platformRefusal(result, {}, {}), intent, key };
  }
  const values = valuesOf(form, [F.account, F.speciality, F.title]);
  const fieldErrors: Record<string, string> = {};
  const account = (values.account ?? '').trim();
  if (account === '') fieldErrors[F.account] = t('tenderEvaluation:errors.required');
  for (const [field, max] of [
    [F.account, EVALUATION_LIMITS.account],
    [F.speciality, EVALUATION_LIMITS.speciality],
    [F.title, EVALUATION_LIMITS.title],
  ] as const) {
    if ((values[field] ?? '').trim().length > max) fieldErrors[field] ??= t('tenderEvaluation:errors.tooLong', { max });
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, intent, key, fieldErrors, values };
  const body = { account, speciality: (values.speciality ?? '').trim(), title: (values.title ?? '').trim(), idempotencyKey: key };
  const result = await memberCall(request, callUpstream(api.tenderExpert.add, { ctx, body }));
  if (result.ok) return { ok: true, intent };
  return { ...platformRefusal(result, { [Code.TENDER_RECORD_MISSING]: F.account, [Code.RECORD_REPEATED]: F.account }, values), intent, key };
}
