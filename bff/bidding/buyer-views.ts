// The view models of the buyer's competitive-bid pages (docs/product/rules.md, "The live reverse
// auction"): its list by phase, the form it drafts and publishes, one auction with its sign-ups. Browser-safe (types only).
import type {
  BiddingAwardView,
  BiddingPhase,
  BiddingSignUpPage,
  MemberBidding,
  MemberBiddingPage,
  Province,
  SignUpReview,
} from '#contract/schemas.ts';
import type { CategoryChoice } from '../member/views.ts';
import type { Choice, FileRef, Section } from '../views.ts';

export type BiddingListView = {
  list: Section<MemberBiddingPage>;
  current: number;
  pageSize: number;
  /** The phase asked (null: all). */
  phase: BiddingPhase | null;
  keyword: string;
};

export type BiddingDetailView = {
  bidding: MemberBidding;
  /** What its ids and codes are called: its category, the lines' categories and brands, its areas (in its order). */
  names: { categories: Record<string, string>; brands: Record<string, string>; areas: string[] };
  /** Its sign-ups in the review state asked (null: all), oldest first, with the count in each state. */
  signUps: Section<BiddingSignUpPage>;
  review: SignUpReview | null;
  signUpPage: number;
  serverTime: number;
  /** The final ranking once the auction has closed (and after its award), from the room; null before the close. */
  ranking: Section<BiddingRankingRow[]> | null;
  /** The award once made (read again on every visit); null before it, or when its read failed. */
  award: BiddingAwardView | null;
  /** The award form's key for this render (a double click awards once). */
  awardKey: string;
};

/** One bidder of the final ranking as the buyer reads it: its alias, its name, its best price and when that bid was received. */
export type BiddingRankingRow = { rank: number; bidder: string; name: string; price: number; receivedAt: number | null };

/** The posted names of the award form. */
export const BIDDING_AWARD_FIELD = { bidder: 'bidder', reason: 'reason', key: 'awardKey' } as const;

export type BiddingActionIntent = 'cancel' | 'approve' | 'reject' | 'award';

/**
 * What the detail page's action answers: a cancellation, a sign-up approved or rejected (signUpId),
 * or the award made (award); a refused award carries the key of the next try.
 */
export type BiddingActionAnswer =
  | { ok: true; intent: BiddingActionIntent; signUpId?: number; award?: BiddingAwardView }
  | {
      ok: false;
      intent: BiddingActionIntent;
      signUpId?: number;
      message?: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
      awardKey?: string;
    };

/** One material line as typed (texts), `key` telling rows apart while they are added and removed. */
export type BiddingMaterialValues = {
  key: string;
  code: string;
  name: string;
  type: string;
  categoryId: string;
  brandId: string;
  unit: string;
  count: string;
  files: FileRef[];
};

/** The competitive-bid form as typed: what a refused form shows again, whole. Times are Beijing's. */
export type BiddingFormValues = {
  details: string;
  remark: string;
  categoryId: string;
  budgetAmount: string;
  materials: BiddingMaterialValues[];
  /** 'all' areas or 'chosen' ones. */
  areaScope: string;
  /** "p:<province>" or "c:<province>:<city>". */
  areas: string[];
  address: string;
  /** YYYY-MM-DD. */
  deliver: string;
  /** YYYY-MM-DDTHH:mm, each; hardStopTime may be blank. */
  startSignUp: string;
  endSignUp: string;
  biddingStartTime: string;
  biddingEndTime: string;
  hardStopTime: string;
  startingPrice: string;
  /** 'amount' or 'percent'. */
  stepType: string;
  minPriceStep: string;
  allowPurchaseCount: string;
  /** 'ownRank', 'bestPrice' or 'allPricesAliased'. */
  visibility: string;
  triggerMinutes: string;
  extensionMinutes: string;
  maxExtensions: string;
  /** 'on' or ''. */
  autoAdmit: string;
  /** 'public' or 'invited'. */
  scope: string;
  /** "<memberId>:<roleId>". */
  invited: string[];
  demand: string;
  demandFiles: FileRef[];
  offer: string;
  paymentType: string;
  taxes: string;
  logistics: string;
  packRequire: string;
  otherRequire: string;
  files: FileRef[];
};

/** What the form page shows: a new competitive bid or a draft (a published one is locked). */
export type BiddingEditView = {
  mode: 'new' | 'draft';
  bidding: MemberBidding | null;
  locked: boolean;
  values: BiddingFormValues;
  categories: CategoryChoice[];
  brands: Choice[];
  provinces: Province[];
  /** The buyer's admitted suppliers whose stage lets them take part. */
  suppliers: Choice[];
  formKey: string;
  /** ?saved=1 after a draft was saved. */
  saved: boolean;
};

/** A refused form: messages by field ('details', 'm.0.name' …) or for the form, what was typed, the key kept, the draft it was saved as. */
export type BiddingFormFailure = {
  ok: false;
  fieldErrors: Record<string, string>;
  formError?: string;
  values: BiddingFormValues;
  formKey: string;
  draftId: number | null;
};
