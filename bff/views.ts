// The view models the BFF hands to routes: one per page or layout, already validated and shaped.
// A Section is a part of a page that can fail or be empty on its own without costing the page.
import type {
  Advert,
  AppDownloadLink,
  BiddingListItem,
  CategoryNode,
  City,
  InquiryListItem,
  Notice,
  Province,
  SessionUser,
  Site,
  TenderListItem,
} from '../contract/schemas.ts';
import type { Locale } from '../contract/lang.ts';

export type Section<T> =
  | { status: 'ok'; data: T }
  /** message is already in the user's language (SPEC.md §8 texts, or the platform's message). */
  | { status: 'error'; code: number; message: string };

export type ListSection<T> = Section<{ items: T[]; totalCount: number }>;

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
  categories: Section<CategoryNode[]>;
  appLink: Section<AppDownloadLink | null>;
  /** The server's clock when the page was made (epoch ms), for countdowns. */
  serverTime: number;
};

export type HomeCritical = {
  banners: Section<Advert[]>;
  smallAds: Section<Advert[]>;
};

/** Below the fold: promises that never reject (they resolve to an error Section). */
export type HomeDeferred = {
  /** Publicity tabs: 8 per type, newest first. */
  notices: Promise<Record<1 | 2 | 3, ListSection<Notice>>>;
  inquiries: Promise<ListSection<InquiryListItem>>;
  tenders: Promise<ListSection<TenderListItem>>;
  biddings: Promise<ListSection<BiddingListItem>>;
};

export type { Province };
