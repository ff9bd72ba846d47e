// The buyer's competitive bids in the member centre (docs/product/rules.md, "The live reverse
// auction"): phase, keyword and page in the URL, newest first, with the count of each phase; the
// phase is the platform's.
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { BiddingPhase } from '#contract/schemas.ts';
import { KEYWORD_MAX } from '#contract/vocabulary.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { MEMBER_LIST_PAGE_SIZE, pageParam } from '../page-params.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import type { BiddingListView } from './buyer-views.ts';

export async function loadBuyerBiddingList(request: Request, locale: Locale): Promise<BiddingListView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const current = pageParam(url);
  const parsedPhase = BiddingPhase.safeParse(url.searchParams.get('phase'));
  const phase = parsedPhase.success ? parsedPhase.data : null;
  const keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const query = { current, pageSize: MEMBER_LIST_PAGE_SIZE, ...(phase ? { phase } : {}), ...(keyword ? { keyword } : {}) };
  const list = toSection(await memberCall(request, callUpstream(api.biddingBuyer.list, { ctx, query })));
  return { list, current, pageSize: MEMBER_LIST_PAGE_SIZE, phase, keyword };
}
