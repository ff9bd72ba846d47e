// The detail pages (docs/product.md#detail-pages, "Bid-result page"): an inquiry, tender or
// competitive bid with the server's clock for its countdown (critical), and the right rail, the
// buyer's figures and up to 3 of its other open items (deferred: it needs the buyer the detail
// names, and a failure there costs the rail alone); the publicity detail and the bid result.
// The details carry the caller's own fields: 'short' for a visitor, never cached for a member.
import { PAGE_SIZE } from '#contract/constants.ts';
import { api, type SourcingListQuery } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { BidResult, Page } from '#contract/schemas.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { bffEnv } from './env.server.ts';
import { siteContext } from './layout.server.ts';
import { neverRejects, toFound, toSection } from './section.ts';
import { callUpstream, type UpstreamContext, type UpstreamResult } from './upstream.server.ts';
import type { DetailRail, Found, PublicityView, RailItem, Section, SourcingDetailView } from './views.ts';

/** The detail with the server's clock as it was when the detail came (the countdown starts from it). */
function withClock<K extends SourcingKind, D>(kind: K, answer: Found<D>): Found<{ kind: K; detail: D; serverTime: number }> {
  return answer.status === 'ok' ? { status: 'ok', data: { kind, detail: answer.data, serverTime: Date.now() } } : answer;
}

async function detailCall(kind: SourcingKind, ctx: UpstreamContext, id: number): Promise<Found<SourcingDetailView>> {
  switch (kind) {
    case 'inquiry':
      return withClock(kind, toFound(await callUpstream(api.inquiry.details, { ctx, query: { id, current: 1, pageSize: 1 }, cache: 'short' })));
    case 'tender':
      return withClock(kind, toFound(await callUpstream(api.tender.details, { ctx, query: { inviteTenderId: id }, cache: 'short' })));
    case 'bidding':
      return withClock(kind, toFound(await callUpstream(api.bidding.details, { ctx, query: { id, current: 1, pageSize: 1 }, cache: 'short' })));
  }
}

/** The publishing buyer of a detail. */
export function buyerOfDetail(view: SourcingDetailView): { memberId: number; roleId: number } {
  return view.kind === 'bidding'
    ? { memberId: view.detail.createMemberId, roleId: view.detail.createMemberRoleId }
    : { memberId: view.detail.memberId, roleId: view.detail.memberRoleId };
}

type RailSource = { id: number; days: number; hours: number; minutes: number; createTime: number };

function railItems<T extends RailSource>(result: UpstreamResult<Page<T>>, title: (item: T) => string): Section<RailItem[]> {
  if (!result.ok) return toSection(result);
  return {
    status: 'ok',
    data: result.data.data.map((item) => ({
      id: item.id,
      title: title(item),
      days: item.days,
      hours: item.hours,
      minutes: item.minutes,
      createTime: item.createTime,
    })),
  };
}

async function otherOpenItems(kind: SourcingKind, ctx: UpstreamContext, query: SourcingListQuery, inShop: boolean): Promise<Section<RailItem[]>> {
  const options = { ctx, query, cache: 'short' as const, timeoutMs: bffEnv().DEFERRED_TIMEOUT_MS };
  switch (kind) {
    case 'inquiry':
      return railItems(await callUpstream(api.inquiry.list, options), (item) => item.details);
    case 'tender':
      // Inside a shop, the shop's own ('door') tender list; else the mall's, narrowed to the buyer.
      return railItems(await callUpstream(inShop ? api.tender.listShop : api.tender.listMall, options), (item) => item.projectName);
    case 'bidding':
      return railItems(await callUpstream(api.bidding.list, options), (item) => item.details);
  }
}

export function loadSourcingDetail(
  request: Request,
  locale: Locale,
  kind: SourcingKind,
  id: number,
  options: { inShop: boolean },
): { critical: Promise<Found<SourcingDetailView>>; rail: DetailRail } {
  const context = siteContext(request, locale);
  const critical = context.then(({ ctx }) => detailCall(kind, ctx, id));

  // The rail waits for the buyer the detail names; then its two calls run side by side.
  const buyer = Promise.all([context, critical]).then(([{ ctx }, answer]) => {
    if (answer.status !== 'ok') throw new Error('no detail, no rail');
    return { ctx, buyer: buyerOfDetail(answer.data) };
  });
  const statistics = buyer.then(({ ctx, buyer }) =>
    callUpstream(api.buyerShop.statistics, { ctx, query: buyer, cache: 'short', timeoutMs: bffEnv().DEFERRED_TIMEOUT_MS }).then(toSection),
  );
  const others = buyer.then(({ ctx, buyer }) =>
    otherOpenItems(
      kind,
      ctx,
      { current: 1, pageSize: PAGE_SIZE.recommendations, memberId: buyer.memberId, memberRoleId: buyer.roleId, excludeId: id, overdue: '1' },
      options.inShop,
    ),
  );
  return { critical, rail: { statistics: neverRejects(statistics, locale), others: neverRejects(others, locale) } };
}

/** The publicity detail: the notice and, from its bid result, the two attachment lists (failing alone). */
export async function loadPublicity(request: Request, locale: Locale, id: number): Promise<Found<PublicityView>> {
  const { ctx } = await siteContext(request, locale);
  const [notice, result] = await Promise.all([
    callUpstream(api.notice.details, { ctx, query: { id }, cache: 'short' }).then(toFound),
    callUpstream(api.notice.bidResult, { ctx, query: { id }, cache: 'short' }).then(toSection),
  ]);
  if (notice.status !== 'ok') return notice;
  const files: PublicityView['files'] =
    result.status === 'ok'
      ? { status: 'ok', data: { winTenderAnnounceFile: result.data.winTenderAnnounceFile, winTenderNoticeFile: result.data.winTenderNoticeFile } }
      : result;
  return { status: 'ok', data: { notice: notice.data, files } };
}

/** The bid-result page of an award notice. */
export async function loadBidResult(request: Request, locale: Locale, id: number): Promise<Found<BidResult>> {
  const { ctx } = await siteContext(request, locale);
  return toFound(await callUpstream(api.notice.bidResult, { ctx, query: { id }, cache: 'short' }));
}
