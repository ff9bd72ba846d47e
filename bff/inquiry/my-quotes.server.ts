// The supplier's quotes in the member centre (docs/product/member-side.md#quoting): newest activity
// first, by state (in the URL), a page at a time.
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { QuoteState } from '#contract/schemas.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { MEMBER_LIST_PAGE_SIZE, pageParam } from '../page-params.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import type { MyQuotesView } from './views.ts';

export async function loadMyQuotes(request: Request, locale: Locale): Promise<MyQuotesView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const current = pageParam(url);
  const parsed = QuoteState.safeParse(url.searchParams.get('state'));
  const state = parsed.success ? parsed.data : null;
  const query = { current, pageSize: MEMBER_LIST_PAGE_SIZE, ...(state ? { state } : {}) };
  const list = toSection(await memberCall(request, callUpstream(api.inquiryQuote.list, { ctx, query })));
  return { list, current, pageSize: MEMBER_LIST_PAGE_SIZE, state };
}
