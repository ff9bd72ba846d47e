// One purchase order (?id=) as its buyer sees it (docs/product/member-side.md#orders): a missing one, or
// another member's, is the page's 404.
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { subjectId } from '../page-params.server.ts';
import { memberSubjectOrThrow } from '../page-status.server.ts';
import { callUpstream } from '../upstream.server.ts';
import type { OrderDetailView } from './views.ts';

export async function loadPurchaseOrder(request: Request, locale: Locale): Promise<OrderDetailView> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const result = await memberCall(request, callUpstream(api.order.detail, { ctx, query: { id } }));
  return { order: memberSubjectOrThrow(result) };
}
