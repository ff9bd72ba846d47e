// The live reverse auction in the member centre (docs/product/member-side.md): the buyer's auction
// with its rule sheet, its lists by phase, the suppliers' sign-ups, a bid's receipt and the journal.
import { z } from 'zod';
import { BIDDING_VISIBILITIES, BIDDING_PHASES, BIDDING_STATES, STEP_TYPES, TIE_RULE } from './bidding-rules.ts';
import { Attachment } from './files.ts';
import { epochMs, int } from './shared.ts';

export const BiddingState = z.enum(BIDDING_STATES);
export type BiddingState = z.infer<typeof BiddingState>;
export const BiddingPhase = z.enum(BIDDING_PHASES);
export type BiddingPhase = z.infer<typeof BiddingPhase>;
export const BiddingVisibility = z.enum(BIDDING_VISIBILITIES);
export type BiddingVisibility = z.infer<typeof BiddingVisibility>;
export const StepType = z.enum(STEP_TYPES);
export type StepType = z.infer<typeof StepType>;
/** Who may sign up: any admitted supplier of the areas, or the invited ones. */
export const BiddingScope = z.enum(['public', 'invited']);
export type BiddingScope = z.infer<typeof BiddingScope>;
export const SignUpReview = z.enum(['pending', 'approved', 'rejected']);
export type SignUpReview = z.infer<typeof SignUpReview>;

/** The rules published with the auction and shown to every bidder before and during it. */
export const BiddingRules = z.object({
  startingPrice: z.number(),
  stepType: StepType,
  /** Yuan, or percent of the current best price (stepType). */
  minPriceStep: z.number(),
  allowPurchaseCount: int(),
  visibility: BiddingVisibility,
  tieRule: z.literal(TIE_RULE),
  /** A bid accepted in the last triggerMinutes that improves the best price extends the close by extensionMinutes, at most maxExtensions times, never past hardStopTime. 0: no extension. */
  triggerMinutes: int(),
  extensionMinutes: int(),
  maxExtensions: int(),
  hardStopTime: epochMs().nullable(),
});
export type BiddingRules = z.infer<typeof BiddingRules>;

const party = z.object({ memberId: int(), roleId: int(), name: z.string() });

/** The buyer's own auction: every field of the competitive bid, its rule sheet, state and phase. Times are epoch ms. */
export const MemberBidding = z.object({
  id: int(),
  biddingNo: z.string(),
  state: BiddingState,
  phase: BiddingPhase,
  /** When the phase ends (null when no time ends it): what the countdown counts to. */
  phaseEndTime: epochMs().nullable(),
  details: z.string(),
  remark: z.string(),
  categoryId: int(),
  budgetAmount: z.number(),
  isAllArea: z.boolean(),
  areaList: z.array(z.object({ provinceCode: z.string(), cityCode: z.string().nullable() })),
  materielList: z.array(
    z.object({
      id: int(),
      code: z.string(),
      name: z.string(),
      type: z.string(),
      unit: z.string(),
      count: z.number(),
      categoryId: int().nullable(),
      brandId: int().nullable(),
      urls: z.array(Attachment),
    }),
  ),
  startSignUp: epochMs(),
  endSignUp: epochMs(),
  biddingStartTime: epochMs(),
  /** The close, as extensions moved it. */
  biddingEndTime: epochMs(),
  /** The close as published. */
  scheduledEndTime: epochMs(),
  extensionCount: int(),
  rules: BiddingRules,
  autoAdmit: z.boolean(),
  scope: BiddingScope,
  invited: z.array(party),
  demand: z.string(),
  demandUrls: z.array(Attachment),
  deliver: epochMs(),
  address: z.string(),
  offer: z.string(),
  paymentType: z.string(),
  taxes: z.string(),
  logistics: z.string(),
  packRequire: z.string(),
  otherRequire: z.string(),
  urls: z.array(Attachment),
  cancelReason: z.string().nullable(),
  signUpCount: int(),
  bidCount: int(),
  createTime: epochMs(),
  updateTime: epochMs().nullable(),
});
export type MemberBidding = z.infer<typeof MemberBidding>;

export const MemberBiddingRow = MemberBidding.pick({
  id: true,
  biddingNo: true,
  details: true,
  state: true,
  phase: true,
  phaseEndTime: true,
  endSignUp: true,
  biddingStartTime: true,
  biddingEndTime: true,
  signUpCount: true,
  bidCount: true,
  createTime: true,
});
export type MemberBiddingRow = z.infer<typeof MemberBiddingRow>;

/** The buyer's auctions in one phase (or all), and how many it has in each phase. */
export const MemberBiddingPage = z.object({ data: z.array(MemberBiddingRow), totalCount: int(), phaseCounts: z.record(BiddingPhase, int()) });
export type MemberBiddingPage = z.infer<typeof MemberBiddingPage>;

/** A supplier's sign-up as the buyer reviews it and the supplier reads it. */
export const BiddingSignUpRow = z.object({
  id: int(),
  biddingId: int(),
  memberId: int(),
  memberRoleId: int(),
  memberName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  files: z.array(Attachment),
  review: SignUpReview,
  reviewReason: z.string().nullable(),
  reviewTime: epochMs().nullable(),
  createTime: epochMs(),
});
export type BiddingSignUpRow = z.infer<typeof BiddingSignUpRow>;

export const BiddingSignUpPage = z.object({ data: z.array(BiddingSignUpRow), totalCount: int(), reviewCounts: z.record(SignUpReview, int()) });
export type BiddingSignUpPage = z.infer<typeof BiddingSignUpPage>;

/** An accepted bid's receipt: the server's receipt time, the journal entry's sequence and hash, the close after it. */
export const BiddingBidReceipt = z.object({
  bidId: int(),
  biddingId: int(),
  price: z.number(),
  receivedAt: epochMs(),
  seq: int(),
  hash: z.string(),
  biddingEndTime: epochMs(),
  extended: z.boolean(),
  /** Bids of the cap left to the bidder. */
  bidsLeft: int(),
});
export type BiddingBidReceipt = z.infer<typeof BiddingBidReceipt>;

/** One accepted bid as the room shows it: the bidder by its alias (the buyer also sees its name), the price, the server's receipt time. */
export const BiddingRoomBid = z.object({
  bidder: z.string(),
  /** The buyer's view only; null for a bidder's. */
  memberName: z.string().nullable(),
  price: z.number(),
  receivedAt: epochMs(),
  /** The bidder's own. */
  own: z.boolean(),
  /** The accepted bid's id: bids are accepted one after another under the auction's lock, so of equal prices the lower id was earlier (the tie rule). */
  bidId: int(),
});
export type BiddingRoomBid = z.infer<typeof BiddingRoomBid>;

/** A bidder's place: its best price and the rank it makes (the tie rule: of equal prices, the earlier bid). */
export const BiddingRoomRank = z.object({
  rank: int(),
  bidder: z.string(),
  memberName: z.string().nullable(),
  price: z.number(),
  own: z.boolean(),
  /** The id of the bid that holds this price (of equal prices, the lower ranks first). */
  bidId: int(),
});
export type BiddingRoomRank = z.infer<typeof BiddingRoomRank>;

/**
 * The bidding room (platform/bidding/room-queries.ts): the auction's phase, close and rule sheet by the
 * server's clock (serverTime, to correct the page's countdown), and what the reader may see by the
 * rule sheet: a bidder its own bids and rank always, the best price unless only ranks are shown, every
 * bidder's best aliased under allPricesAliased; the buyer every bid and bidder by name.
 */
export const BiddingRoom = z.object({
  biddingId: int(),
  biddingNo: z.string(),
  details: z.string(),
  phase: BiddingPhase,
  phaseEndTime: epochMs().nullable(),
  serverTime: epochMs(),
  biddingStartTime: epochMs(),
  biddingEndTime: epochMs(),
  scheduledEndTime: epochMs(),
  extensionCount: int(),
  rules: BiddingRules,
  /** The reader's sign-up (null for the buyer, or a supplier not signed up). */
  signUp: z.object({ review: SignUpReview, reviewReason: z.string().nullable() }).nullable(),
  /** Accepted bids so far. */
  bidCount: int(),
  /** The best price, when the reader may see it (null: none yet, or not shown). */
  bestPrice: z.number().nullable(),
  /** The reader's rank (null: no bid yet, or the buyer). */
  rank: int().nullable(),
  /** The reader's own accepted bids, newest first, and how many of the cap are left. */
  ownBids: z.array(BiddingRoomBid),
  bidsLeft: int().nullable(),
  /** The highest price the reader may bid now by the rules (null: it may not bid). */
  maxBidNow: z.number().nullable(),
  /** The ranking as the reader may see it: every bidder's for the buyer and under allPricesAliased; else empty. */
  ranking: z.array(BiddingRoomRank),
  /** Every accepted bid, newest first: the buyer's view only; else empty. */
  bids: z.array(BiddingRoomBid),
});
export type BiddingRoom = z.infer<typeof BiddingRoom>;

/** What moved an auction's room: an accepted bid (which may have extended the close), or its phase. */
export const BIDDING_ROOM_EVENT_KINDS = ['bid', 'opened', 'closed', 'awarded', 'failed', 'cancelled'] as const;

/**
 * The room's live event (platform/bidding/live.ts; docs/product/rules.md): written in the transaction
 * of what moved the room, for the buyer and each admitted bidder, each told only what the rule sheet
 * lets it see — the same figures as its BiddingRoom after that transaction, so a page applies the
 * event without reading the room again. A page that reconnects catches up as for every member event.
 */
export const BiddingRoomEvent = z.object({
  biddingId: int(),
  kind: z.enum(BIDDING_ROOM_EVENT_KINDS),
  /** The phase and the close after it, by the platform's clock at `at`. */
  phase: BiddingPhase,
  phaseEndTime: epochMs().nullable(),
  at: epochMs(),
  biddingEndTime: epochMs(),
  extensionCount: int(),
  /** This bid extended the close. */
  extended: z.boolean(),
  bidCount: int(),
  /** As in BiddingRoom: the best price when the reader may see it, its rank, the bids it has left, the highest price it may bid now. */
  bestPrice: z.number().nullable(),
  rank: int().nullable(),
  bidsLeft: int().nullable(),
  maxBidNow: z.number().nullable(),
  /** This bid took the reader's place: its rank fell. */
  outbid: z.boolean(),
  /** The bid, when the reader may see it: the buyer by name, every bidder under allPricesAliased by alias, its own bidder always. */
  bid: BiddingRoomBid.nullable(),
});
export type BiddingRoomEvent = z.infer<typeof BiddingRoomEvent>;

/** A line of the supplier's auctions (those it signed up for): its sign-up's review and its own bids. */
export const SupplierBiddingRow = z.object({
  id: int(),
  biddingNo: z.string(),
  details: z.string(),
  buyerName: z.string(),
  state: BiddingState,
  phase: BiddingPhase,
  phaseEndTime: epochMs().nullable(),
  endSignUp: epochMs(),
  biddingStartTime: epochMs(),
  biddingEndTime: epochMs(),
  review: SignUpReview,
  reviewReason: z.string().nullable(),
  ownBidCount: int(),
  allowPurchaseCount: int(),
  signUpTime: epochMs(),
});
export type SupplierBiddingRow = z.infer<typeof SupplierBiddingRow>;

/** The supplier's auctions in one phase (or all), newest sign-up first, and how many it has in each phase. */
export const SupplierBiddingPage = z.object({ data: z.array(SupplierBiddingRow), totalCount: int(), phaseCounts: z.record(BiddingPhase, int()) });
export type SupplierBiddingPage = z.infer<typeof SupplierBiddingPage>;
