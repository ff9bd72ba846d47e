// The buyer's tender form page (docs/product/tenders.md#publishing): a new tender or a draft (?id=),
// saved as a draft or published. The platform decides every rule and its refusals land on their
// fields. Both actions are keyed: the form carries its idempotency key in a hidden field, kept while
// the user corrects it, so a double press or a retry saves one draft and publishes it once.
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { Translate } from '../forms.server.ts';
import { draftFormAction, loadDraftPage } from '../sourcing/draft-edit.server.ts';
import { callUpstream } from '../upstream.server.ts';
import { checkedForm, emptyFormValues, formValuesFrom, formValuesOf } from './buyer-form.server.ts';
import type { TenderEditView, TenderFormFailure } from './buyer-views.ts';

export async function loadTenderForm(request: Request, locale: Locale): Promise<TenderEditView> {
  const { item, ...page } = await loadDraftPage(request, locale, {
    detail: (ctx, id) => callUpstream(api.tenderBuyer.detail, { ctx, query: { id } }),
    valuesFrom: formValuesFrom,
    empty: emptyFormValues,
  });
  return { ...page, tender: item };
}

export type TenderFormAnswer = { ok: true; id: number; intent: 'save' | 'publish' } | TenderFormFailure;

/** The field a publishing refusal is about: the schedule's rules, each on the time it names. */
const FIELD_OF_CODE: Partial<Record<number, string>> = {
  [Code.REGISTRATION_START_PASSED]: 'registerStartTime',
  [Code.REGISTRATION_END_PASSED]: 'registerEndTime',
  [Code.PRECHECK_OUT_OF_ORDER]: 'preCheckStartTime',
  [Code.BIDDING_BEFORE_REGISTRATION_END]: 'inviteTenderStartTime',
  [Code.OPENING_BEFORE_BIDDING_END]: 'openTenderTime',
  [Code.TENDERING_PERIOD_TOO_SHORT]: 'inviteTenderEndTime',
};

/** Saves or publishes the form (the kit's keyed action); a schedule refusal lands on the time it names. */
export function tenderFormAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<TenderFormAnswer> {
  return draftFormAction(request, locale, form, t, {
    ns: 'tender',
    valuesOf: formValuesOf,
    check: checkedForm,
    calls: (ctx, body) => ({
      save: (keyed) => callUpstream(api.tenderBuyer.save, { ctx, body: { ...keyed, form: body } }),
      publish: (keyed) => callUpstream(api.tenderBuyer.publish, { ctx, body: keyed }),
      detail: (id) => callUpstream(api.tenderBuyer.detail, { ctx, query: { id } }),
    }),
    stateForbids: Code.TENDER_STATE_FORBIDS,
    fieldOf: (refusal) => (refusal.kind === 'business' ? FIELD_OF_CODE[refusal.code] : undefined),
  });
}
