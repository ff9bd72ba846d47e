// The view models the BFF hands to routes: one per page or layout, already validated and shaped.
// A Section is a part of a page that can fail or be empty on its own without costing the page.
import type {
  ActivePurchaser,
  Advert,
  BidResult,
  BiddingDetail,
  BuyerStatistics,
  InquiryDetail,
  NoticeDetail,
  Shop,
  SupplierApplicationStatus,
  TenderDetail,
  AppDownloadLink,
  Attribute,
  BiddingListItem,
  Brand,
  BuyerShopCard,
  CategoryNode,
  City,
  FavouriteFilter,
  InquiryListItem,
  NewlyJoinedShop,
  Notice,
  Province,
  SessionUser,
  Site,
  TenderListItem,
} from '#contract/schemas.ts';
import type { Locale } from '#contract/lang.ts';
import type { CardItemOf } from './card-fields.ts';

export type Section<T> =
  | { status: 'ok'; data: T }
  /**
   * message is already in the user's language (docs/product/error-codes.md#error-codes-and-failures texts, or the platform's message).
   * transport: the platform did not answer with a code (HTTP error, time-out, unreadable answer).
   */
  | { status: 'error'; code: number; message: string; transport?: true };

/** totalCountAtLeast: the platform counted up to a cap; there are more than totalCount items (contract/schemas/shared.ts page). */
export type ListSection<T> = Section<{ items: T[]; totalCount: number; totalCountAtLeast?: true }>;

/** A file attached in a form: its upload's id (what the platform takes), name and address. */
export type FileRef = { id: number; name: string; url: string };

/** One option of a form's select. */
export type Choice = { value: string; label: string };

/** What the signed AUTH cookie holds. */
export type AuthSession = { userId: number; memberId: number; memberRoleId: number; roleId: number; token: string };

/** Everything the mall layout (top bar, header, navigation, category menu, footer, toolbar) needs. */
export type LayoutView = {
  locale: Locale;
  site: Site;
  /** Numeric first path segment, when the page is under a shop prefix. */
  shopId: number | null;
  user: SessionUser | null;
  /** From the city cookie, else the platform's IP lookup, else Beijing 110000/110100. */
  city: City;
  /** Ready with the site when the caches are warm, else streamed (bff/streamed.server.ts). */
  categories: Streamed<Section<CategoryNode[]>>;
  appLink: Streamed<Section<AppDownloadLink | null>>;
  /** The server's clock when the page was made (epoch ms), for countdowns (bff/request-context.server.ts renderTime). */
  serverTime: number;
};

/** The home's first screen: ready with the site when the caches are warm, else streamed (bff/streamed.server.ts). */
export type HomeCritical = {
  banners: Streamed<Section<Advert[]>>;
  smallAds: Streamed<Section<Advert[]>>;
};

/** Below the fold: promises that never reject (they resolve to an error Section). */
export type HomeDeferred = {
  /** Publicity tabs: 8 per type, newest first. */
  notices: Promise<Record<1 | 2 | 3, ListSection<Notice>>>;
  /** The card lists: as the page gets them, each item with only what its card reads (bff/card-fields.ts). */
  inquiries: Promise<ListSection<CardItemOf['inquiry']>>;
  tenders: Promise<ListSection<CardItemOf['tender']>>;
  biddings: Promise<ListSection<CardItemOf['bidding']>>;
};

/**
 * The filter panel of a list page, below the fold: each part fails on its own. null where the page
 * has no such part (brands and the price slider only on the sourcing lists).
 */
export type FilterPanelView = {
  brands: Section<Brand[]> | null;
  /** The top of the price slider: the largest budget among open items of the page's type. */
  maxPrice: Section<number> | null;
  activePurchasers: Section<ActivePurchaser[]> | null;
  newestShops: Section<NewlyJoinedShop[]> | null;
  /** The use-area filter's provinces: where the list's items deliver (sourcing), or all (buyer companies). */
  provinces: Section<Province[]> | null;
};

/** What every list page streams after its first screen (promises that never reject). */
export type ListDeferred = {
  panel: Promise<FilterPanelView>;
  /** The user's favourite filters (logged in, mall layout); null when not offered. */
  favourites: Promise<Section<FavouriteFilter[]>> | null;
};

/** A deferred part as a page gets it: the value when it was ready with the critical data, else the promise. */
export type Streamed<T> = T | Promise<T>;

/** ListDeferred as the list routes hand it to their components. */
export type ListStreamed = {
  panel: Streamed<FilterPanelView>;
  favourites: Streamed<Section<FavouriteFilter[]>> | null;
};

export type SourcingListCritical<T> = {
  /** List banners (advert column type 7). */
  banners: Section<Advert[]>;
  list: ListSection<T>;
};

export type ListCritical<T> = { list: ListSection<T> };

/** A list item of each kind of sourcing event. */
export type SourcingItemOf = { inquiry: InquiryListItem; tender: TenderListItem; bidding: BiddingListItem };
export type SourcingItem = SourcingItemOf[keyof SourcingItemOf];
export type { CardItem, CardItemOf } from './card-fields.ts';

export type { Attribute, BuyerShopCard, FavouriteFilter, Province };

// ── Buyer shops and detail pages (docs/product.md#shop-layout, "Shop home", "Shop-internal lists",
// "Detail pages", "Bid-result page") ─────────────────────────────────────────────────────────────

/**
 * What a page is about (a shop, a detail, a notice): found; 'missing' (none is named, or the
 * platform knows none: the page's 404); or an error of the platform.
 */
export type Found<T> = { status: 'ok'; data: T } | { status: 'missing' } | Extract<Section<T>, { status: 'error' }>;

/** The shop layout's part of the layout view; null when the page uses the mall layout. */
export type ShopFrame = {
  shop: Shop;
  /** The 'apply to become a warehoused supplier' check, streamed in (never rejects). */
  application: Promise<Section<SupplierApplicationStatus>>;
};

/** The shop home's first screen: its category tree, slideshow and small adverts (docs/product/platform-calls.md#platform-calls-and-headers: self-run variants). */
export type ShopHomeCritical = {
  /** A self-run shop's own tree; null: the layout's (template) tree. */
  categories: Section<CategoryNode[]> | null;
  /** The slideshow (a self-run shop's banner adverts, else the shop's slideshow) as banners. */
  slides: Section<Advert[]>;
  /** Small adverts beside the slideshow (a self-run shop's, else the shop's advert pictures). */
  ads: Section<Advert[]>;
};

/** The shop home's three card lists (10 each; a list shows only when it has items), each item with only what its card reads. */
export type ShopHomeDeferred = {
  inquiries: Promise<ListSection<CardItemOf['inquiry']>>;
  tenders: Promise<ListSection<CardItemOf['tender']>>;
  biddings: Promise<ListSection<CardItemOf['bidding']>>;
};

export type ShopListCritical<T> = {
  list: ListSection<T>;
  /** The shop's own category tree: the category filter (memberCategory). */
  categories: Section<CategoryNode[]>;
};

/** A sourcing detail as the page gets it: the item, and the server's clock for the countdown. */
export type DetailOf<K extends 'inquiry' | 'tender' | 'bidding', D> = { kind: K; detail: D; serverTime: number };
export type SourcingDetailView = DetailOf<'inquiry', InquiryDetail> | DetailOf<'tender', TenderDetail> | DetailOf<'bidding', BiddingDetail>;

/** Another open item of the same buyer, for the right rail. */
export type RailItem = { id: number; title: string; days: number; hours: number; minutes: number; createTime: number };

/** The right rail: the buyer's figures and up to 3 of its other open items (promises that never reject). */
export type DetailRail = {
  statistics: Promise<Section<BuyerStatistics>>;
  others: Promise<Section<RailItem[]>>;
};

/** The publicity detail: the notice and, from its bid result, the two attachment lists. */
export type PublicityView = {
  notice: NoticeDetail;
  files: Section<Pick<BidResult, 'winTenderAnnounceFile' | 'winTenderNoticeFile'>>;
};
