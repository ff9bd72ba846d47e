// The contract lists of the member centre (docs/decisions/025-contracts.md): either side's contracts by
// state (the buyer's QueryList, the supplier's coordinationList), the same restricted to the signed
// ones with their progress (the execution lists), and the buyer's awards still to contract (?tab=awards).
// State, source type, keyword and page are in the URL; the platform answers a member of the other
// side with its refusal (1210), which the list shows in place of its rows.
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { AgreementSource, AgreementState, type AgreementSide } from '#contract/schemas.ts';
import { KEYWORD_MAX } from '#contract/vocabulary.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { MEMBER_LIST_PAGE_SIZE, pageParam } from '../page-params.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import { type AgreementListKind, type AgreementListView, type AwardListView, type BuyerContractsView, EXECUTION_STATES } from './views.ts';

const keywordOf = (url: URL) => (url.searchParams.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);

/** A side's contracts (`kind` 'execution': the signed ones only), by the URL's state, keyword and page. */
export async function loadAgreementList(request: Request, locale: Locale, side: AgreementSide, kind: AgreementListKind): Promise<AgreementListView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const current = pageParam(url);
  const parsed = AgreementState.safeParse(url.searchParams.get('state'));
  const state = parsed.success && (kind === 'all' || (EXECUTION_STATES as readonly string[]).includes(parsed.data)) ? parsed.data : null;
  const keyword = keywordOf(url);
  const query = { current, pageSize: MEMBER_LIST_PAGE_SIZE, view: kind, ...(state ? { state } : {}), ...(keyword ? { keyword } : {}) };
  const endpoint = side === 'buyer' ? api.agreementBuyer.list : api.agreementSupplier.list;
  const list = toSection(await memberCall(request, callUpstream(endpoint, { ctx, query })));
  return { side, kind, list, current, pageSize: MEMBER_LIST_PAGE_SIZE, state, keyword };
}

/** The buyer's awards with lines outside any contract, newest first, by the URL's source type, keyword and page. */
export async function loadAwardList(request: Request, locale: Locale): Promise<AwardListView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const current = pageParam(url);
  const parsed = AgreementSource.safeParse(Number(url.searchParams.get('sourceType') ?? ''));
  const sourceType = parsed.success ? parsed.data : null;
  const keyword = keywordOf(url);
  const query = { current, pageSize: MEMBER_LIST_PAGE_SIZE, ...(sourceType ? { sourceType } : {}), ...(keyword ? { keyword } : {}) };
  const list = toSection(await memberCall(request, callUpstream(api.agreementBuyer.awards, { ctx, query })));
  return { list, current, pageSize: MEMBER_LIST_PAGE_SIZE, sourceType, keyword };
}

/** The buyer's contracts page: ?tab=awards its awards to contract, else its contracts. */
export async function loadBuyerContracts(request: Request, locale: Locale): Promise<BuyerContractsView> {
  if (new URL(request.url).searchParams.get('tab') === 'awards') return { tab: 'awards', awards: await loadAwardList(request, locale) };
  return { tab: 'contracts', contracts: await loadAgreementList(request, locale, 'buyer', 'all') };
}
