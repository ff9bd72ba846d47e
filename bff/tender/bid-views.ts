// The view models of a supplier's sealed bids in the member centre (docs/product/tenders.md#sealed-bids):
// the bid page with its form, the supplier's tenders by phase, and the opening record the buyer and
// every bidder read. Browser-safe (types and field names only): the form's components and the BFF's
// actions read the same names.
import type { BidReceipt, MyTendersPage, TenderBidForm, TenderOpeningRecord, TenderPhase } from '#contract/schemas.ts';
import type { FormFailure } from '../member/views.ts';
import type { Section } from '../views.ts';

/** The posted names of a bid: a unit price, delivery days and a note per material line (by its id), then the bid's own fields. */
export const BID_FIELD = {
  price: (materielId: number) => `price.${materielId}`,
  deliveryDays: (materielId: number) => `days.${materielId}`,
  note: (materielId: number) => `note.${materielId}`,
  taxRate: 'taxRate',
  payment: 'payment',
  delivery: 'delivery',
  validityDays: 'validityDays',
  warranty: 'warranty',
  remark: 'remark',
  technicalFileIds: 'technicalFileIds',
  commercialFileIds: 'commercialFileIds',
  /** The idempotency key of this render of the form: a double click or a retry is stored once. */
  key: 'bidKey',
  intent: 'intent',
} as const;

/** What the bid page posts: a bid (a new one, a revision, a confirmation after an amendment), or its withdrawal. */
export type BidIntent = 'submit' | 'withdraw';

export type BidPageView = {
  /** The tender, whether a bid would be taken now (the refusal in the user's language), the registration and the caller's bid. */
  form: Section<TenderBidForm>;
  /** The server's clock when the page was made, for the countdown. */
  serverTime: number;
  /** The idempotency keys of this render's forms. */
  bidKey: string;
  withdrawKey: string;
};

/** A refused bid: messages by posted name (price.<id>, taxRate …) or for the form, and what was typed. */
export type BidFormFailure = FormFailure<string> & { intent: BidIntent; bidKey: string };

export type BidAnswer = { ok: true; intent: BidIntent; receipt: BidReceipt } | BidFormFailure;

/** The supplier's tenders: one phase (or all) and a keyword in the URL, a page at a time. */
export type MyTendersView = {
  list: Section<MyTendersPage>;
  current: number;
  pageSize: number;
  phase: TenderPhase | null;
  keyword: string;
  serverTime: number;
};

/** The opening record page, to the buyer and every bidder. */
export type OpeningPageView = { record: Section<TenderOpeningRecord>; serverTime: number };
