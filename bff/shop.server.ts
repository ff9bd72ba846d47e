// Buyer shops (docs/product.md#shop-layout, "Shop home", "Shop-internal lists", aboutUs): which shop a
// page is about (asked for once per request, shared by the layout and the page through the router
// context, and remembered in a cookie), the shop layout's frame, the shop home, the shop's own
// lists, and the favourite toggle. The shop is the one dependency: its buyer (memberId, roleId)
// is what the lists and the self-run shop's calls ask about.
import { createContext, data, type RouterContextProvider } from 'react-router';
import { Code, messageFor } from '#contract/codes.ts';
import { COLUMN_TYPE, PAGE_SIZE } from '#contract/constants.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { Advert, Shop } from '#contract/schemas.ts';
import { PRICE_TYPE, type SourcingKind } from '#contract/vocabulary.ts';
import type { ShopListFilters } from './url-state/list-state.ts';
import { rememberedShopId, rememberShopCookie, shopChoice, type ShopChoice, type ShopRef } from './url-state/shop-memory.ts';
import { resolveCity } from './area.server.ts';
import { cardList } from './card-fields.ts';
import { bffEnv } from './env.server.ts';
import { sourcingListCall } from './lists.server.ts';
import { sourcingQuery } from './list-query.ts';
import { siteContext } from './layout.server.ts';
import { pagePathname, upstreamContext } from './request-context.server.ts';
import { neverRejects, toFound, toSection } from './section.ts';
import { callUpstream } from './upstream.server.ts';
import type { FilterPanelView, Found, Section, ShopFrame, ShopHomeCritical, ShopHomeDeferred, ShopListCritical, SourcingItemOf } from './views.ts';

/** docs/product/entities.md#entities-and-fields mall types: 6, the enterprise procurement portal, is the shopType this portal sends. */
const PORTAL_SHOP_TYPE = 6;

// ── The page's shop ────────────────────────────────────────────────────────────────────────────

export type ShopLookup = {
  choice: ShopChoice;
  remembered: number | null;
  /** The shop, asked for once per request by whichever loader wants it first. */
  shop(): Promise<Found<Shop>>;
  /** Whether a loader asked for it (only a shop looked up is remembered). */
  asked(): boolean;
};

/** Set by the site layout's middleware on shop-layout pages; null on mall pages. */
export const shopLookupContext = createContext<ShopLookup | null>(null);

export function shopLookup(request: Request, locale: Locale): ShopLookup {
  const url = new URL(request.url);
  const remembered = rememberedShopId(request.headers.get('Cookie'));
  const choice = shopChoice(pagePathname(url.pathname), url.searchParams, remembered);
  let answer: Promise<Found<Shop>> | undefined;
  return {
    choice,
    remembered,
    shop: () => (answer ??= findShop(request, locale, choice.ref)),
    asked: () => answer !== undefined,
  };
}

async function findShop(request: Request, locale: Locale, ref: ShopRef | null): Promise<Found<Shop>> {
  if (!ref) return { status: 'missing' };
  const { ctx } = await siteContext(request, locale);
  // collectStatus is the caller's: 'short' for a visitor, never cached for a member.
  return toFound(await callUpstream(api.buyerShop.detail, { ctx, query: ref, cache: 'short' }));
}

/** The Set-Cookie that remembers the page's shop (docs/product.md#states-and-transitions), when the page named it and it exists. */
export async function rememberedShopCookie(lookup: ShopLookup | null): Promise<string | null> {
  if (!lookup?.choice.remember || !lookup.asked()) return null;
  const answer = await lookup.shop();
  if (answer.status !== 'ok' || answer.data.id === lookup.remembered) return null;
  return rememberShopCookie(answer.data.id, bffEnv().COOKIE_SECURE);
}

/** The shop of a shop page (home, about us, the shop's lists), or that page's 404. */
export async function shopOfPage(context: Readonly<RouterContextProvider>): Promise<Shop> {
  const lookup = context.get(shopLookupContext);
  const answer: Found<Shop> = lookup ? await lookup.shop() : { status: 'missing' };
  if (answer.status === 'ok') return answer.data;
  throw data(null, { status: answer.status === 'missing' ? 404 : 502 });
}

// ── The shop layout ────────────────────────────────────────────────────────────────────────────

/** The shop card and navigation; null when the page has no shop (it then shows the mall frame). */
export async function loadShopFrame(request: Request, locale: Locale, lookup: ShopLookup | null): Promise<ShopFrame | null> {
  if (!lookup) return null;
  const answer = await lookup.shop();
  if (answer.status !== 'ok') return null;
  const shop = answer.data;
  const application = siteContext(request, locale).then(async ({ ctx }) =>
    toSection(
      await callUpstream(api.supplierApplication.condition, {
        ctx,
        query: { upperMemberId: shop.memberId, upperRoleId: shop.roleId, shopType: PORTAL_SHOP_TYPE },
        cache: 'short',
        timeoutMs: bffEnv().DEFERRED_TIMEOUT_MS,
      }),
    ),
  );
  return { shop, application: neverRejects(application, locale) };
}

export type CollectAnswer = { ok: true; collectStatus: boolean; message: string } | { ok: false; message: string; loginRequired: boolean };

/** Keeps (status true) or drops the shop among the caller's favourites, with the platform's message. */
export async function collectShop(request: Request, locale: Locale, shopId: number, status: boolean): Promise<CollectAnswer> {
  const ctx = await upstreamContext(request, locale);
  if (!ctx.auth) return { ok: false, message: messageFor(Code.LOGIN_EXPIRED, locale), loginRequired: true };
  const result = await callUpstream(api.buyerShop.collect, { ctx, body: { shopId, status } });
  // A success carries the catalogue's message for 1000 in the caller's language, as the platform sends it.
  if (result.ok) return { ok: true, collectStatus: result.data.collectStatus, message: messageFor(Code.SUCCESS, locale) };
  return { ok: false, message: result.message, loginRequired: result.code === Code.LOGIN_EXPIRED };
}

// ── Shop home ──────────────────────────────────────────────────────────────────────────────────

const ok = <T>(data: T): Section<T> => ({ status: 'ok', data });

function adverts(shop: Shop): { slides: Advert[]; ads: Advert[] } {
  return {
    slides: shop.slideshowBOList.map((slide, index) => ({ id: index + 1, imageUrl: slide.imgPath, title: shop.memberName, link: slide.link })),
    ads: shop.advertPics.map((imageUrl, index) => ({ id: index + 1, imageUrl, title: shop.memberName, link: '' })),
  };
}

function buyerOf(shop: Shop) {
  return { memberId: shop.memberId, memberRoleId: shop.roleId };
}

/**
 * The shop home: a self-run shop's own category tree, banners and small adverts (the member
 * variants of docs/product/platform-calls.md#platform-calls-and-headers), else the shop's slideshow and pictures; the three card lists stream in,
 * each item cut to what its card reads (bff/card-fields.ts).
 */
export function loadShopHome(request: Request, locale: Locale, shop: Shop): { critical: Promise<ShopHomeCritical>; deferred: ShopHomeDeferred } {
  const context = siteContext(request, locale);
  const buyer = buyerOf(shop);

  const critical = context.then(async ({ ctx }): Promise<ShopHomeCritical> => {
    if (shop.type !== 'self') {
      const { slides, ads } = adverts(shop);
      return { categories: null, slides: ok(slides), ads: ok(ads) };
    }
    const [categories, slides, ads] = await Promise.all([
      callUpstream(api.category.enterpriseTree, { ctx, query: buyer, cache: 'medium' }).then(toSection),
      callUpstream(api.advert.member, { ctx, query: { columnType: COLUMN_TYPE.banner, ...buyer }, cache: 'medium' }).then(toSection),
      callUpstream(api.advert.member, { ctx, query: { columnType: COLUMN_TYPE.smallAd, ...buyer }, cache: 'medium' }).then(toSection),
    ]);
    return { categories, slides, ads };
  });

  const timeoutMs = bffEnv().DEFERRED_TIMEOUT_MS;
  // docs/product/platform-calls.md#platform-calls-and-headers: the card lists are page 1 of 10 (shop) in the visitor's city.
  const lists = context.then(async ({ ctx }) => {
    const city = await resolveCity(request, ctx);
    const query = { current: 1, pageSize: PAGE_SIZE.shopHomeCards, provinceCode: city.provinceCode, cityCode: city.cityCode, ...buyer };
    return { ctx, query };
  });
  return {
    critical,
    deferred: {
      inquiries: neverRejects(
        lists.then(({ ctx, query }) => sourcingListCall('inquiry', 'shop', ctx, query, timeoutMs).then((list) => cardList('inquiry', list))),
        locale,
      ),
      tenders: neverRejects(
        lists.then(({ ctx, query }) => sourcingListCall('tender', 'shop', ctx, query, timeoutMs).then((list) => cardList('tender', list))),
        locale,
      ),
      biddings: neverRejects(
        lists.then(({ ctx, query }) => sourcingListCall('bidding', 'shop', ctx, query, timeoutMs).then((list) => cardList('bidding', list))),
        locale,
      ),
    },
  };
}

// ── The shop's own lists ───────────────────────────────────────────────────────────────────────

/**
 * A shop's inquiries, tenders or competitive bids: the list and the shop's category tree for the
 * first screen; the use areas (where this buyer's items of this kind deliver) stream in.
 */
export function loadShopList<K extends SourcingKind>(
  request: Request,
  locale: Locale,
  kind: K,
  filters: ShopListFilters,
  shop: Shop,
): { critical: Promise<ShopListCritical<SourcingItemOf[K]>>; panel: Promise<FilterPanelView> } {
  const context = siteContext(request, locale);
  const buyer = buyerOf(shop);
  const critical = context.then(async ({ ctx }) => {
    const [list, categories] = await Promise.all([
      sourcingListCall(kind, 'shop', ctx, sourcingQuery(filters, { shop: buyer })),
      callUpstream(api.category.enterpriseTree, { ctx, query: buyer, cache: 'medium' }).then(toSection),
    ]);
    return { list, categories };
  });
  const panel = context.then(async ({ ctx }): Promise<FilterPanelView> => {
    const provinces = await callUpstream(api.area.useAreas, {
      ctx,
      query: { ...buyer, priceTypeList: String(PRICE_TYPE[kind]) },
      cache: 'medium',
      timeoutMs: bffEnv().DEFERRED_TIMEOUT_MS,
    }).then(toSection);
    return { brands: null, maxPrice: null, activePurchasers: null, newestShops: null, provinces };
  });
  const failedPanel = (): FilterPanelView => ({
    brands: null,
    maxPrice: null,
    activePurchasers: null,
    newestShops: null,
    provinces: { status: 'error', code: Code.INTERNAL, message: messageFor(Code.INTERNAL, locale) },
  });
  return { critical, panel: panel.catch(failedPanel) };
}
