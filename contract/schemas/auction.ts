// The live reverse auction in the member centre (docs/product/member-side.md): the buyer's auction
// with its rule sheet, its lists by phase, the suppliers' sign-ups, a bid's receipt and the journal.
import { z } from 'zod';
import { AUCTION_VISIBILITIES, BIDDING_PHASES, BIDDING_STATES, STEP_TYPES, TIE_RULE } from './auction-rules.ts';
import { Attachment } from './files.ts';
import { epochMs, int } from './shared.ts';

export const BiddingState = z.enum(BIDDING_STATES);
export type BiddingState = z.infer<typeof BiddingState>;
export const BiddingPhase = z.enum(BIDDING_PHASES);
export type BiddingPhase = z.infer<typeof BiddingPhase>;
export const AuctionVisibility = z.enum(AUCTION_VISIBILITIES);
export type AuctionVisibility = z.infer<typeof AuctionVisibility>;
export const StepType = z.enum(STEP_TYPES);
export type StepType = z.infer<typeof StepType>;
/** Who may sign up: any admitted supplier of the areas, or the invited ones. */
export const BiddingScope = z.enum(['public', 'invited']);
export type BiddingScope = z.infer<typeof BiddingScope>;
export const SignUpReview = z.enum(['pending', 'approved', 'rejected']);
export type SignUpReview = z.infer<typeof SignUpReview>;

/** The rules published with the auction and shown to every bidder before and during it. */
export const AuctionRuleSheet = z.object({
  startingPrice: z.number(),
  stepType: StepType,
  /** Yuan, or percent of the current best price (stepType). */
  minPriceStep: z.number(),
  allowPurchaseCount: int(),
  visibility: AuctionVisibility,
  tieRule: z.literal(TIE_RULE),
  /** A bid accepted in the last triggerMinutes that improves the best price extends the close by extensionMinutes, at most maxExtensions times, never past hardStopTime. 0: no extension. */
  triggerMinutes: int(),
  extensionMinutes: int(),
  maxExtensions: int(),
  hardStopTime: epochMs().nullable(),
});
export type AuctionRuleSheet = z.infer<typeof AuctionRuleSheet>;

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
  rules: AuctionRuleSheet,
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
export const AuctionBidReceipt = z.object({
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
export type AuctionBidReceipt = z.infer<typeof AuctionBidReceipt>;
