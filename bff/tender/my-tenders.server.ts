// The supplier's tenders in the member centre (docs/product/tenders.md#pages): those it registered for
// or is invited to, in one phase (or all) with the count of each, a keyword and the page in the URL,
// newest first; each with its registration, its bid and the phase the platform decided.
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { TenderPhase } from '#contract/schemas.ts';
import { KEYWORD_MAX } from '#contract/vocabulary.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { MEMBER_LIST_PAGE_SIZE, pageParam } from '../page-params.server.ts';
import { renderTime } from '../request-context.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import type { MyTendersView } from './bid-views.ts';

export async function loadMyTenders(request: Request, locale: Locale): Promise<MyTendersView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const current = pageParam(url);
  const parsedPhase = TenderPhase.safeParse(url.searchParams.get('phase'));
  const phase = parsedPhase.success ? parsedPhase.data : null;
  const keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const query = { current, pageSize: MEMBER_LIST_PAGE_SIZE, ...(phase ? { phase } : {}), ...(keyword ? { keyword } : {}) };
  const list = toSection(await memberCall(request, callUpstream(api.tenderBid.list, { ctx, query })));
  return { list, current, pageSize: MEMBER_LIST_PAGE_SIZE, phase, keyword, serverTime: renderTime(request) };
}
