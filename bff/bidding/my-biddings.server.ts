// The supplier's auctions in the member centre (docs/product/rules.md, "The live reverse auction"):
// those it signed up for, in one phase (or all) with the count of each, a keyword and the page in the
// URL, newest sign-up first; each with its sign-up's review, its own bids and the phase the platform decided.
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { BiddingPhase } from '#contract/schemas.ts';
import { KEYWORD_MAX } from '#contract/vocabulary.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { MEMBER_LIST_PAGE_SIZE, pageParam } from '../page-params.server.ts';
import { renderTime } from '../request-context.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import type { MyBiddingsView } from './bid-views.ts';

export async function loadMyBiddings(request: Request, locale: Locale): Promise<MyBiddingsView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const current = pageParam(url);
  const parsedPhase = BiddingPhase.safeParse(url.searchParams.get('phase'));
  const phase = parsedPhase.success ? parsedPhase.data : null;
  const keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const query = { current, pageSize: MEMBER_LIST_PAGE_SIZE, ...(phase ? { phase } : {}), ...(keyword ? { keyword } : {}) };
  const list = toSection(await memberCall(request, callUpstream(api.biddingBid.mine, { ctx, query })));
  return { list, current, pageSize: MEMBER_LIST_PAGE_SIZE, phase, keyword, serverTime: renderTime(request) };
}
