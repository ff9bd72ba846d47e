// The buyer's competitive-bid form page (docs/product/rules.md, "The live reverse auction"): a new
// auction or a draft (?id=), saved as a draft or published. The platform decides every rule and its
// refusals land on their fields. Both actions are keyed: the form carries its idempotency key in a
// hidden field, kept while the user corrects it, so a double press or a retry saves one draft and
// publishes it once.
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { Translate } from '../forms.server.ts';
import { draftFormAction, loadDraftPage } from '../sourcing/draft-edit.server.ts';
import { callUpstream } from '../upstream.server.ts';
import { checkedForm, emptyFormValues, formValuesFrom, formValuesOf } from './buyer-form.server.ts';
import type { BiddingEditView, BiddingFormFailure } from './buyer-views.ts';

export async function loadBiddingForm(request: Request, locale: Locale): Promise<BiddingEditView> {
  const { item, ...page } = await loadDraftPage(request, locale, {
    detail: (ctx, id) => callUpstream(api.biddingBuyer.detail, { ctx, query: { id } }),
    valuesFrom: formValuesFrom,
    empty: emptyFormValues,
  });
  return { ...page, bidding: item };
}

export type BiddingFormAnswer = { ok: true; id: number; intent: 'save' | 'publish' } | BiddingFormFailure;

/** Saves or publishes the form (the kit's keyed action); a schedule the platform refuses (60159) lands on the sign-up's end. */
export function biddingFormAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<BiddingFormAnswer> {
  return draftFormAction(request, locale, form, t, {
    ns: 'bidding',
    valuesOf: formValuesOf,
    check: checkedForm,
    calls: (ctx, body) => ({
      save: (keyed) => callUpstream(api.biddingBuyer.save, { ctx, body: { ...keyed, form: body } }),
      publish: (keyed) => callUpstream(api.biddingBuyer.publish, { ctx, body: keyed }),
      detail: (id) => callUpstream(api.biddingBuyer.detail, { ctx, query: { id } }),
    }),
    stateForbids: Code.BIDDING_STATE_FORBIDS,
    fieldOf: (refusal) => (refusal.kind === 'business' && refusal.code === Code.BIDDING_SCHEDULE_INVALID ? 'endSignUp' : undefined),
  });
}
