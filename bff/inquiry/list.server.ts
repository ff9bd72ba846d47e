// The buyer's inquiries in the member centre (docs/product/member-side.md#inquiries): state, keyword and
// page in the URL, newest first, with their states and counts.
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { InquiryState } from '#contract/schemas.ts';
import { KEYWORD_MAX } from '#contract/vocabulary.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { MEMBER_LIST_PAGE_SIZE, pageParam } from '../page-params.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import type { InquiryListView } from './views.ts';

export async function loadInquiryList(request: Request, locale: Locale): Promise<InquiryListView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const current = pageParam(url);
  const parsedState = InquiryState.safeParse(url.searchParams.get('state'));
  const state = parsedState.success ? parsedState.data : null;
  const keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const query = { current, pageSize: MEMBER_LIST_PAGE_SIZE, ...(state ? { state } : {}), ...(keyword ? { keyword } : {}) };
  const list = toSection(await memberCall(request, callUpstream(api.inquiryBuyer.list, { ctx, query })));
  return { list, current, pageSize: MEMBER_LIST_PAGE_SIZE, state, keyword };
}
