// One sale order (?id=, the notifications' link) as its supplier sees it (docs/product/member-side.md#orders):
// its lines, and the supplier's decision: confirmed, or declined with a reason (the contract's rule
// for the reason checked for comfort, then the platform's; decided already: 60003).
import { data } from 'react-router';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { reasonRefusal } from '../form-fields.server.ts';
import { platformRefusal, text, type Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { missing, subjectId } from '../page-params.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import type { OrderDecisionAnswer, SaleOrderView } from './views.ts';

export async function loadSaleOrder(request: Request, locale: Locale): Promise<SaleOrderView> {
  const ctx = await memberContext(request, locale);
  const result = await memberCall(request, callUpstream(api.order.detail, { ctx, query: { id: subjectId(request) } }));
  if (missing(result)) throw data(null, { status: 404 });
  return { order: toSection(result) };
}

/** The supplier confirms its order, or declines it with a reason. */
export async function orderDecisionAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<OrderDecisionAnswer> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const reason = text(form, 'reason').trim();
  const values = { reason: text(form, 'reason') };
  if (text(form, 'decision') === 'decline') {
    const problem = reasonRefusal(api.order.decline.body.shape.reason, reason, t, 'quote:errors');
    if (problem) return { ok: false, fieldErrors: { reason: problem }, values };
    const result = await memberCall(request, callUpstream(api.order.decline, { ctx, body: { id, reason } }));
    return result.ok ? { ok: true, decision: 'decline' } : platformRefusal<'reason'>(result, {}, values);
  }
  const result = await memberCall(request, callUpstream(api.order.confirm, { ctx, body: { id } }));
  return result.ok ? { ok: true, decision: 'confirm' } : platformRefusal<'reason'>(result, {}, values);
}
