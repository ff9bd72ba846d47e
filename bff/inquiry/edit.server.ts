// The buyer's inquiry form page (docs/product/member-side.md#publishing): a new inquiry, a draft (?id=), or a
// published one edited before its deadline (a revision with its reason); saved as a draft, published,
// or revised. The platform decides every rule and its refusals land on their fields. Creates are
// keyed: the form carries its idempotency key in a hidden field, kept while the user corrects it.
import { Code } from '#contract/codes.ts';
import { api, ReviseBody } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { MemberInquiry } from '#contract/schemas.ts';
import { reasonRefusal } from '../form-fields.server.ts';
import { newKey, postedKey, text, type Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { optionalSubjectId } from '../page-params.server.ts';
import { memberSubjectOrThrow } from '../page-status.server.ts';
import { sourcingFormChoices } from '../sourcing-form.server.ts';
import { callUpstream, type UpstreamResult } from '../upstream.server.ts';
import { checkedForm, emptyFormValues, formValuesFrom, formValuesOf } from './form.server.ts';
import type { InquiryEditView, InquiryFormFailure } from './views.ts';

/** Why an inquiry can no longer be edited, or null. */
function lockOf(inquiry: MemberInquiry, t: Translate): string | null {
  if (inquiry.state === 'cancelled' || inquiry.state === 'awarded') return t(`inquiry:edit.locked.${inquiry.state}`);
  if (inquiry.closed) return t('inquiry:edit.locked.closed');
  return null;
}

export async function loadInquiryForm(request: Request, locale: Locale, t: Translate): Promise<InquiryEditView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  // A new inquiry without ?id=; a saved one with it (one that is not an id: the page's 404, never a new form).
  const id = optionalSubjectId(request);
  const [inquiry, choices] = await Promise.all([
    id === null ? null : memberCall(request, callUpstream(api.inquiryBuyer.detail, { ctx, query: { id } })),
    sourcingFormChoices(ctx),
  ]);
  const saved = inquiry === null ? null : memberSubjectOrThrow(inquiry);
  return {
    mode: saved === null ? 'new' : saved.state === 'draft' ? 'draft' : 'published',
    inquiry: saved,
    locked: saved === null ? null : lockOf(saved, t),
    values: saved === null ? emptyFormValues() : formValuesFrom(saved),
    ...choices,
    formKey: newKey(),
    saved: url.searchParams.get('saved') === '1',
  };
}

export type InquiryFormAnswer = { ok: true; id: number; intent: 'save' | 'publish' | 'revise' } | InquiryFormFailure;

const FIELD_OF_CODE: Partial<Record<number, string>> = {
  [Code.TIMES_INVALID]: 'offerEnd',
  [Code.FILE_UNUSABLE]: 'files',
};

/**
 * Saves a draft (new, or the draft ?id= again), publishes it (saved first, then published), or edits
 * a published inquiry (a revision with its reason). A refusal keeps everything typed and the key.
 */
export async function inquiryFormAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<InquiryFormAnswer> {
  const ctx = await memberContext(request, locale);
  const id = optionalSubjectId(request);
  const intent = text(form, 'intent');
  const formKey = postedKey(form, 'formKey');
  const values = formValuesOf(form);
  const fail = (fieldErrors: Record<string, string>, formError?: string): InquiryFormFailure => ({
    ok: false,
    fieldErrors,
    ...(formError ? { formError } : {}),
    values,
    formKey,
  });
  if (intent !== 'save' && intent !== 'publish' && intent !== 'revise') return fail({}, t('inquiry:errors.invalid'));
  if (intent === 'revise' && id === null) return fail({}, t('inquiry:errors.invalid'));
  const checked = checkedForm(values, t);
  const reason = values.reason.trim();
  const reasonError = intent === 'revise' ? reasonRefusal(ReviseBody.shape.reason, reason, t, 'inquiry:errors') : undefined;
  if (!checked.ok || reasonError) {
    return fail({ ...(checked.ok ? {} : checked.fieldErrors), ...(reasonError ? { reason: reasonError } : {}) });
  }
  const refusal = (result: Exclude<UpstreamResult<unknown>, { ok: true }>) => {
    const field = result.kind === 'business' ? FIELD_OF_CODE[result.code] : undefined;
    return field ? fail({ [field]: result.message }) : fail({}, result.message);
  };

  if (intent === 'revise') {
    const revised = await memberCall(request, callUpstream(api.inquiryBuyer.revise, { ctx, body: { id: id!, form: checked.body, reason } }));
    return revised.ok ? { ok: true, id: revised.data.id, intent } : refusal(revised);
  }
  const saved = await memberCall(
    request,
    callUpstream(api.inquiryBuyer.save, { ctx, body: { ...(id !== null ? { id } : {}), form: checked.body, idempotencyKey: formKey } }),
  );
  if (!saved.ok) return refusal(saved);
  if (intent === 'save') return { ok: true, id: saved.data.id, intent };
  const published = await memberCall(request, callUpstream(api.inquiryBuyer.publish, { ctx, body: { id: saved.data.id } }));
  if (published.ok) return { ok: true, id: published.data.id, intent };
  // A second press of "publish" (the same key: the same draft) finds it published already: done.
  if (published.kind === 'business' && published.code === Code.INQUIRY_STATE_FORBIDS) {
    const now = await callUpstream(api.inquiryBuyer.detail, { ctx, query: { id: saved.data.id } });
    if (now.ok && now.data.state === 'published') return { ok: true, id: now.data.id, intent };
  }
  return refusal(published);
}
