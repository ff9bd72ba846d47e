// The view models of a supplier's competitive bids in the member centre (docs/product/rules.md, "The
// live reverse auction"): the sign-up page, the supplier's auctions by phase and the bidding room.
// Browser-safe (types and field names only): the pages' components and the BFF's actions read the same names.
import type { BiddingLog } from '#contract/bidding-log.ts';
import type { BiddingBidReceipt, BiddingRoom, BiddingDetail, BiddingPhase, BiddingSignUpRow, SupplierBiddingPage } from '#contract/schemas.ts';
import type { FormFailure } from '../member/views.ts';
import type { Section } from '../views.ts';

/** The posted names of the sign-up form. */
export const BIDDING_SIGN_UP_FIELD = {
  contactName: 'contactName',
  phone: 'phone',
  email: 'email',
  address: 'address',
  files: 'files',
  key: 'formKey',
} as const;
export type BiddingSignUpField = (typeof BIDDING_SIGN_UP_FIELD)[keyof typeof BIDDING_SIGN_UP_FIELD];

export type BiddingSignUpPageView = {
  /** The auction as the public detail shows it (its rule sheet and phase by the platform's clock). */
  auction: Section<BiddingDetail>;
  /** The caller's sign-up and its review, when it signed up already (null: not yet). */
  signUp: { review: BiddingSignUpRow['review']; reviewReason: string | null } | null;
  serverTime: number;
  formKey: string;
};

export type BiddingSignUpAnswer = { ok: true; signUp: BiddingSignUpRow } | (FormFailure<BiddingSignUpField> & { formKey: string });

/** The supplier's auctions: one phase (or all) and a keyword in the URL, a page at a time. */
export type MyBiddingsView = {
  list: Section<SupplierBiddingPage>;
  current: number;
  pageSize: number;
  phase: BiddingPhase | null;
  keyword: string;
  serverTime: number;
};

/** The posted names of a bid. */
export const BIDDING_BID_FIELD = { price: 'price', key: 'bidKey' } as const;

/**
 * The phases past the close: the journal may be downloaded (the platform's biddingLog answers in these
 * alone) and the room has no form; the room reads itself again once on reaching one (its log appears).
 */
export const BIDDING_ENDED: readonly BiddingPhase[] = ['closed', 'awarded', 'failed', 'cancelled'];

export type BiddingRoomView = {
  /** The room, with the server's time it was read at (its countdown counts from it). */
  room: Section<BiddingRoom>;
  /** The journal as this caller may download it, once the auction has closed (null before). */
  log: Section<BiddingLog> | null;
  bidKey: string;
};

/** Either answer carries the key of the next try: an accepted bid used its own, a refused one is journaled under it. */
export type BiddingBidAnswer = { ok: true; receipt: BiddingBidReceipt; bidKey: string } | (FormFailure<'price'> & { bidKey: string });
