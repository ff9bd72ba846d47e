// The buyer's competitive-bid form page (docs/product/rules.md, "The live reverse auction"): a new
// auction or a draft (?id=), saved as a draft or published. The platform decides every rule and its
// refusals land on their fields. Both actions are keyed: the form carries its idempotency key in a
// hidden field, kept while the user corrects it, so a double press or a retry saves one draft and
// publishes it once.
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { idOf } from '../form-fields.server.ts';
import { newKey, postedKey, text, type Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { optionalSubjectId } from '../page-params.server.ts';
import { memberSubjectOrThrow } from '../page-status.server.ts';
import { sourcingFormChoices } from '../sourcing-form.server.ts';
import { callUpstream, type UpstreamResult } from '../upstream.server.ts';
import { checkedForm, emptyFormValues, formValuesFrom, formValuesOf } from './buyer-form.server.ts';
import type { BiddingEditView, BiddingFormFailure } from './buyer-views.ts';

export async function loadBiddingForm(request: Request, locale: Locale): Promise<BiddingEditView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  // A new auction without ?id=; a draft with one (one that is not an id: the page's 404, never a new form).
  const id = optionalSubjectId(request);
  const [bidding, choices] = await Promise.all([
    id === null ? null : memberCall(request, callUpstream(api.biddingBuyer.detail, { ctx, query: { id } })),
    sourcingFormChoices(ctx),
  ]);
  const saved = bidding === null ? null : memberSubjectOrThrow(bidding);
  return {
    mode: saved === null ? 'new' : 'draft',
    bidding: saved,
    locked: saved !== null && saved.state !== 'draft',
    values: saved === null ? emptyFormValues() : formValuesFrom(saved),
    ...choices,
    formKey: newKey(),
    saved: url.searchParams.get('saved') === '1',
  };
}

export type BiddingFormAnswer = { ok: true; id: number; intent: 'save' | 'publish' } | BiddingFormFailure;

/** The publication's key: the form's own, marked, so that saving and publishing are two requests of one press. */
const publishKey = (formKey: string) => `${formKey.slice(0, 60)}-pub`;

/**
 * Saves a draft (new, the draft ?id=, or the draft this form was saved as when its publication was
 * refused) or publishes it (saved first, then published). A refusal keeps everything typed, the key
 * and the draft's id; a schedule the platform refuses (60159) lands on the sign-up's end.
 */
export async function biddingFormAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<BiddingFormAnswer> {
  const ctx = await memberContext(request, locale);
  const intent = text(form, 'intent');
  const formKey = postedKey(form, 'formKey');
  const values = formValuesOf(form);
  let draftId = optionalSubjectId(request) ?? idOf(text(form, 'draftId'));
  const fail = (fieldErrors: Record<string, string>, formError?: string): BiddingFormFailure => ({
    ok: false,
    fieldErrors,
    ...(formError ? { formError } : {}),
    values,
    formKey,
    draftId,
  });
  if (intent !== 'save' && intent !== 'publish') return fail({}, t('bidding:errors.invalidForm'));
  const checked = checkedForm(values, t);
  if (!checked.ok) return fail(checked.fieldErrors);
  const refusal = (result: Exclude<UpstreamResult<unknown>, { ok: true }>) =>
    result.kind === 'business' && result.code === Code.BIDDING_SCHEDULE_INVALID ? fail({ endSignUp: result.message }) : fail({}, result.message);

  // A second press of "publish" that finds the draft published by the first (which answered first): done.
  const publishedAlready = async (result: Exclude<UpstreamResult<unknown>, { ok: true }>, id: number | null) => {
    if (intent !== 'publish' || id === null || result.kind !== 'business' || result.code !== Code.BIDDING_STATE_FORBIDS) return false;
    const now = await callUpstream(api.biddingBuyer.detail, { ctx, query: { id } });
    return now.ok && now.data.state === 'published';
  };

  const saved = await memberCall(
    request,
    callUpstream(api.biddingBuyer.save, { ctx, body: { ...(draftId !== null ? { id: draftId } : {}), form: checked.body, idempotencyKey: formKey } }),
  );
  if (!saved.ok) return (await publishedAlready(saved, draftId)) ? { ok: true, id: draftId!, intent: 'publish' } : refusal(saved);
  draftId = saved.data.id;
  if (intent === 'save') return { ok: true, id: draftId, intent };
  const published = await memberCall(
    request,
    callUpstream(api.biddingBuyer.publish, { ctx, body: { id: draftId, idempotencyKey: publishKey(formKey) } }),
  );
  if (published.ok) return { ok: true, id: published.data.id, intent };
  return (await publishedAlready(published, draftId)) ? { ok: true, id: draftId, intent } : refusal(published);
}
