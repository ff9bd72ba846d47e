// The view models of the mall's list pages (docs/product.md#mall-list-pages). Critical, for the first
// screen: the list banners and the list itself (cards on the first paint). Deferred: the filter
// panel (brands, price slider top, use areas, active purchasers, newest shops; each cached medium
// or long and failing on its own) and the user's favourite filters (kept a few seconds for that user
// alone, bff/favourites.server.ts). A member's sourcing list is the visitors' shared list with the
// member's standing laid over it (docs/decisions/031-member-page-cost.md).
import { Code, messageFor } from '#contract/codes.ts';
import { COLUMN_TYPE } from '#contract/constants.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { BuyerShopCard, Notice } from '#contract/schemas.ts';
import type { SourcingListQuery } from '#contract/endpoints.ts';
import { PRICE_TYPE, type SourcingKind } from '#contract/vocabulary.ts';
import type { ListFilters } from './url-state/list-state.ts';
import { bffEnv } from './env.server.ts';
import { favouriteList } from './favourites.server.ts';
import { siteContext } from './layout.server.ts';
import { buyerShopQuery, noticeQuery, sourcingQuery } from './list-query.ts';
import { upstreamContext } from './request-context.server.ts';
import { toListSection, toSection } from './section.ts';
import { callUpstream, type UpstreamContext } from './upstream.server.ts';
import type { Attribute, FilterPanelView, ListCritical, ListDeferred, ListSection, Section, SourcingItemOf, SourcingListCritical } from './views.ts';

/** A member's mall list as bff/member/standing.server.ts mallSourcingCards makes it (passed in: that module imports this one). */
export type MemberSourcingList = <K extends SourcingKind>(
  kind: K,
  ctx: UpstreamContext,
  query: SourcingListQuery,
  timeoutMs?: number,
) => Promise<ListSection<SourcingItemOf[K]>>;

export type ListOptions = {
  /** Offer the favourite filters: a logged-in user in the mall layout (the route decides the layout). */
  favourites: boolean;
  /**
   * A member's list: the visitors' shared list with the member's standing laid over it
   * (docs/decisions/031-member-page-cost.md), unless the query is the member's own ('only related to me').
   */
  memberList?: MemberSourcingList;
};

type Loaded<C> = { critical: Promise<C>; deferred: ListDeferred };

const NO_PANEL: FilterPanelView = { brands: null, maxPrice: null, activePurchasers: null, newestShops: null, provinces: null };

function internalError(locale: Locale) {
  return { status: 'error' as const, code: Code.INTERNAL, message: messageFor(Code.INTERNAL, locale) };
}

/** A deferred part must settle, never reject: a bug becomes that part's error state. */
function settledPanel(promise: Promise<FilterPanelView>, locale: Locale, parts: Array<keyof FilterPanelView>): Promise<FilterPanelView> {
  return promise.catch(() => ({ ...NO_PANEL, ...Object.fromEntries(parts.map((part) => [part, internalError(locale)])) }));
}

function deferredFavourites(ctx: Promise<{ ctx: UpstreamContext }>, locale: Locale, options: ListOptions): ListDeferred['favourites'] {
  if (!options.favourites) return null;
  return ctx
    .then(({ ctx }) => (ctx.auth ? favouriteList(ctx) : null))
    .then(
      (section) => section ?? { status: 'ok', data: [] },
      () => internalError(locale),
    );
}

/** The buyer rankings beside the sourcing and buyer-company lists. */
function rankingCalls(ctx: UpstreamContext, timeoutMs: number) {
  return [
    callUpstream(api.buyerShop.active, { ctx, cache: 'medium', timeoutMs }).then(toSection),
    callUpstream(api.buyerShop.newest, { ctx, cache: 'medium', timeoutMs }).then(toSection),
  ] as const;
}

/** Each kind's list call; a buyer's tender list is the 'door' list of its shop. */
const LIST_CALL = {
  inquiry: { mall: api.inquiry.list, shop: api.inquiry.list },
  tender: { mall: api.tender.listMall, shop: api.tender.listShop },
  bidding: { mall: api.bidding.list, shop: api.bidding.list },
} as const;

/** The one list call of the mall's and the shops' sourcing lists, and of the home's and shop home's cards. */
export function sourcingListCall<K extends SourcingKind>(
  kind: K,
  where: 'mall' | 'shop',
  ctx: UpstreamContext,
  query: SourcingListQuery,
  timeoutMs?: number,
): Promise<ListSection<SourcingItemOf[K]>> {
  // 'short' for a visitor; callUpstream turns it into 'none' for a logged-in caller (own fields).
  const endpoint = LIST_CALL[kind][where] as typeof api.inquiry.list;
  return callUpstream(endpoint, { ctx, query, cache: 'short', timeoutMs }).then(toListSection) as Promise<ListSection<SourcingItemOf[K]>>;
}

/**
 * The mall's list of a kind for the caller: a member's is the shared list and their standing when
 * `memberList` is given and the query does not ask for the member's own items (aboutUs: which items
 * depends on who asks); otherwise the caller's own call.
 */
function mallList<K extends SourcingKind>(
  kind: K,
  ctx: UpstreamContext,
  query: SourcingListQuery,
  memberList: MemberSourcingList | undefined,
): Promise<ListSection<SourcingItemOf[K]>> {
  if (ctx.auth && memberList && !query.aboutUs) return memberList(kind, ctx, query);
  return sourcingListCall(kind, 'mall', ctx, query);
}

/** The inquiry, tender or competitive-bid list of the mall. */
export function loadSourcingList<K extends SourcingKind>(
  request: Request,
  locale: Locale,
  kind: K,
  filters: ListFilters,
  options: ListOptions,
): Loaded<SourcingListCritical<SourcingItemOf[K]>> {
  const context = siteContext(request, locale);
  const timeoutMs = bffEnv().DEFERRED_TIMEOUT_MS;

  const critical = context.then(async ({ ctx }) => {
    const [banners, list] = await Promise.all([
      callUpstream(api.advert.platform, { ctx, query: { columnType: COLUMN_TYPE.listBanner }, cache: 'medium' }).then(toSection),
      mallList(kind, ctx, sourcingQuery(filters, { signedIn: ctx.auth !== null }), options.memberList),
    ]);
    return { banners, list };
  });

  const panel = context.then(async ({ ctx }): Promise<FilterPanelView> => {
    const priceTypeList = String(PRICE_TYPE[kind]);
    const [brands, maxPrice, provinces, activePurchasers, newestShops] = await Promise.all([
      callUpstream(api.search.brands, { ctx, query: { categoryId: filters.categoryId }, cache: 'medium', timeoutMs }).then(toSection),
      callUpstream(api.search.maxPrice, { ctx, query: { priceTypeList }, cache: 'medium', timeoutMs }).then(toSection),
      // The use areas are where this kind's items deliver: no province that would find nothing.
      callUpstream(api.area.useAreas, { ctx, query: { priceTypeList }, cache: 'medium', timeoutMs }).then(toSection),
      ...rankingCalls(ctx, timeoutMs),
    ]);
    return { brands, maxPrice, activePurchasers, newestShops, provinces };
  });

  return {
    critical,
    deferred: {
      panel: settledPanel(panel, locale, ['brands', 'maxPrice', 'activePurchasers', 'newestShops', 'provinces']),
      favourites: deferredFavourites(context, locale, options),
    },
  };
}

/** The buyer-company list (famous-enterprise purchasing), 5 a page. */
export function loadEnterpriseList(
  request: Request,
  locale: Locale,
  filters: ListFilters,
  options: ListOptions,
): Loaded<ListCritical<BuyerShopCard>> {
  const context = siteContext(request, locale);
  const timeoutMs = bffEnv().DEFERRED_TIMEOUT_MS;
  const critical = context.then(async ({ ctx }) => ({
    list: await callUpstream(api.buyerShop.main, { ctx, query: buyerShopQuery(filters), cache: 'short' }).then(toListSection),
  }));
  const panel = context.then(async ({ ctx }): Promise<FilterPanelView> => {
    // A buyer company's area is its region: any province.
    const [provinces, activePurchasers, newestShops] = await Promise.all([
      callUpstream(api.area.provinceCity, { ctx, cache: 'long', timeoutMs }).then(toSection),
      ...rankingCalls(ctx, timeoutMs),
    ]);
    return { ...NO_PANEL, activePurchasers, newestShops, provinces };
  });
  return {
    critical,
    deferred: {
      panel: settledPanel(panel, locale, ['activePurchasers', 'newestShops', 'provinces']),
      favourites: deferredFavourites(context, locale, options),
    },
  };
}

/** The procurement publicity (award notices) list, 12 a page, newest first. */
/** The publicity list; `shop` (its buyer) on /procurementPublicityShop, whose notices are that buyer's alone. */
export function loadPublicityList(
  request: Request,
  locale: Locale,
  filters: ListFilters,
  options: ListOptions & { shop?: { memberId: number; memberRoleId: number } },
): Loaded<ListCritical<Notice>> {
  const context = siteContext(request, locale);
  const critical = context.then(async ({ ctx }) => ({
    list: await callUpstream(api.notice.list, { ctx, query: noticeQuery(filters, ctx.auth !== null, options.shop), cache: 'short' }).then(
      toListSection,
    ),
  }));
  return {
    critical,
    deferred: { panel: Promise.resolve(NO_PANEL), favourites: deferredFavourites(context, locale, options) },
  };
}

/** The attributes of a leaf category, with their values (a top category has none). */
export async function loadAttributes(request: Request, locale: Locale, categoryId: number): Promise<Section<Attribute[]>> {
  const ctx = await upstreamContext(request, locale);
  return toSection(await callUpstream(api.search.attributes, { ctx, query: { categoryId }, cache: 'medium' }));
}
