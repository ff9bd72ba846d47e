// One of the buyer's inquiries (docs/product/member-side.md#opening-comparison-and-award, decision 017): who quoted, the
// opening of sealed quotes at or after the deadline, the comparison, the award read back; and the
// page's actions: open the sealed quotes, award (award.server.ts), cancel with a reason.
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { reasonRefusal } from '../form-fields.server.ts';
import { newKey, text, type Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { subjectId } from '../page-params.server.ts';
import { memberSubjectOrThrow } from '../page-status.server.ts';
import { renderTime } from '../request-context.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import { awardAction } from './award.server.ts';
import type { InquiryActionAnswer, InquiryDetailView } from './views.ts';

export async function loadInquiryDetail(request: Request, locale: Locale): Promise<InquiryDetailView> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const [detail, roster] = await Promise.all([
    memberCall(request, callUpstream(api.inquiryBuyer.detail, { ctx, query: { id } })),
    memberCall(request, callUpstream(api.inquiryBuyer.quotes, { ctx, query: { id } })),
  ]);
  const inquiry = memberSubjectOrThrow(detail);
  const sealed = inquiry.priceContrast === 1;
  const pricesVisible = roster.ok ? roster.data.pricesVisible : !sealed || inquiry.opened;
  const [opening, comparison, award] = await Promise.all([
    sealed && inquiry.opened ? callUpstream(api.inquiryQuote.opening, { ctx, query: { id } }) : null,
    pricesVisible && inquiry.quoteCount > 0 ? callUpstream(api.inquiryBuyer.comparison, { ctx, query: { id } }) : null,
    inquiry.awarded ? callUpstream(api.inquiryAward.detail, { ctx, query: { id } }) : null,
  ]);
  return {
    inquiry,
    roster: toSection(roster),
    opening: opening?.ok ? opening.data : null,
    comparison: comparison ? toSection(comparison) : null,
    award: award ? toSection(award) : null,
    awardKey: newKey(),
    serverTime: renderTime(request),
  };
}

/** The detail page's actions: open the sealed quotes, award, cancel with a reason. */
export async function inquiryDetailAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<InquiryActionAnswer> {
  const id = subjectId(request);
  const intent = text(form, 'intent');
  if (intent === 'award') return awardAction(request, locale, id, form, t);
  const ctx = await memberContext(request, locale);
  if (intent === 'open') {
    const result = await memberCall(request, callUpstream(api.inquiryBuyer.open, { ctx, body: { id } }));
    return result.ok ? { ok: true, intent } : { ok: false, intent, message: result.message, fieldErrors: {}, values: {} };
  }
  if (intent === 'cancel') {
    const reason = text(form, 'reason').trim();
    const values = { reason: text(form, 'reason') };
    const problem = reasonRefusal(api.inquiryBuyer.cancel.body.shape.reason, reason, t, 'inquiry:errors');
    if (problem) return { ok: false, intent, fieldErrors: { reason: problem }, values };
    const result = await memberCall(request, callUpstream(api.inquiryBuyer.cancel, { ctx, body: { id, reason } }));
    return result.ok ? { ok: true, intent } : { ok: false, intent, message: result.message, fieldErrors: {}, values };
  }
  return { ok: false, intent: 'open', message: t('inquiry:errors.invalid'), fieldErrors: {}, values: {} };
}
