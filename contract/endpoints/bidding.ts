// The live reverse auction (competitive bid) in the member centre, all behind a login
// (docs/product/member-side.md): the buyer saves a draft with its rule sheet, publishes it, cancels
// it with a reason, lists its auctions by phase with counts, reads one, and reviews the sign-ups;
// a supplier signs up and bids (keyed), and reads the journal. The public list and detail stay
// api.bidding.* (sourcing.ts). Limits: schemas/bidding-rules.ts.
import { z } from 'zod';
import { BiddingLog } from '../bidding-log.ts';
import { MAX_AMOUNT, MAX_PAGE_SIZE, KEYWORD_MAX } from '../vocabulary.ts';
import * as s from '../schemas.ts';
import { BIDDING_LIMITS as LIMITS } from '../schemas/bidding-rules.ts';
import { DECIMALS, QUANTITY_MAX } from '../schemas/inquiry-rules.ts';
import { CONTACT_PHONE_PATTERN } from '../schemas/tender-rules.ts';
import { idempotencyKey } from './registration.ts';
import { areaCode, bodyId, get, pagination, post, qId, qInt } from './shared.ts';

export { BIDDING_LIMITS } from '../schemas/bidding-rules.ts';

const step = (decimals: number) => 10 ** -decimals;
const text = (max: number) => z.string().trim().max(max).default('');
const fileIds = () => z.array(bodyId()).max(LIMITS.files).default([]);
const instant = () => z.number().int().min(0).max(8.64e15);
const money = () => z.number().gt(0).max(MAX_AMOUNT).multipleOf(step(DECIMALS.money));
const minutes = (max: number) => z.number().int().min(0).max(max).default(0);

/**
 * What a buyer writes: the competitive bid's fields and its rule sheet. The schedule's order and its
 * distance from the platform's clock are checked when publishing (60159); here what the form alone
 * says: a percent step at most stepPercentMax, an amount step below the starting price, an invited
 * auction its suppliers, an auction not for every area its areas.
 */
export const BiddingFormBody = z
  .object({
    details: z.string().trim().min(1).max(LIMITS.details),
    remark: text(LIMITS.remark),
    categoryId: bodyId(),
    budgetAmount: z.number().min(0).max(MAX_AMOUNT).multipleOf(step(DECIMALS.money)).default(0),
    materiels: z
      .array(
        z.object({
          code: z.string().trim().min(1).max(50),
          name: z.string().trim().min(1).max(100),
          type: z.string().trim().max(100).default(''),
          categoryId: bodyId().optional(),
          brandId: bodyId().optional(),
          unit: z.string().trim().min(1).max(20),
          count: z.number().gt(0).max(QUANTITY_MAX).multipleOf(step(DECIMALS.quantity)),
          fileIds: fileIds(),
        }),
      )
      .min(1)
      .max(LIMITS.materiels),
    isAllArea: z.boolean(),
    areas: z
      .array(z.object({ provinceCode: areaCode(), cityCode: areaCode().optional() }))
      .max(LIMITS.areas)
      .default([]),
    address: z.string().trim().min(1).max(LIMITS.address),
    deliver: instant(),
    startSignUp: instant(),
    endSignUp: instant(),
    biddingStartTime: instant(),
    biddingEndTime: instant(),
    startingPrice: money(),
    stepType: s.StepType,
    minPriceStep: money(),
    allowPurchaseCount: z.number().int().min(1).max(LIMITS.allowPurchaseCount),
    visibility: s.BiddingVisibility,
    triggerMinutes: minutes(LIMITS.extensionMinutesMax),
    extensionMinutes: minutes(LIMITS.extensionMinutesMax),
    maxExtensions: minutes(LIMITS.extensionsMax),
    hardStopTime: instant().optional(),
    autoAdmit: z.boolean().default(false),
    scope: s.BiddingScope,
    invited: z
      .array(z.object({ memberId: bodyId(), roleId: bodyId() }))
      .max(LIMITS.invited)
      .default([]),
    demand: text(LIMITS.demand),
    demandFileIds: fileIds(),
    offer: text(LIMITS.text),
    paymentType: text(LIMITS.text),
    taxes: text(LIMITS.text),
    logistics: text(LIMITS.text),
    packRequire: text(LIMITS.text),
    otherRequire: text(LIMITS.text),
    fileIds: fileIds(),
  })
  .superRefine((form, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!form.isAllArea && form.areas.length === 0) issue('areas', 'at least one area');
    if (form.scope === 'invited' && form.invited.length === 0) issue('invited', 'at least one invited supplier');
    if (form.stepType === 'percent' && form.minPriceStep > LIMITS.stepPercentMax) issue('minPriceStep', `at most ${LIMITS.stepPercentMax} %`);
    if (form.stepType === 'amount' && form.minPriceStep >= form.startingPrice) issue('minPriceStep', 'below the starting price');
  });
export type BiddingFormBody = z.input<typeof BiddingFormBody>;

/** A new draft (no id) or a draft saved again (id). Keyed: a retried create makes one draft. */
export const SaveBiddingDraftBody = z.object({ id: bodyId().optional(), form: BiddingFormBody, idempotencyKey: idempotencyKey() });
export type SaveBiddingDraftBody = z.input<typeof SaveBiddingDraftBody>;

/** A supplier's sign-up: its contact and address and the documents the sign-up requirement asks for. Keyed per auction. */
export const SignUpBiddingBody = z.object({
  biddingId: bodyId(),
  contactName: z.string().trim().min(1).max(LIMITS.contactName),
  phone: z.string().trim().regex(CONTACT_PHONE_PATTERN, 'a phone number'),
  email: z.email().max(LIMITS.email),
  address: z.string().trim().min(1).max(LIMITS.signUpAddress),
  fileIds: fileIds(),
  idempotencyKey: idempotencyKey(),
});
export type SignUpBiddingBody = z.input<typeof SignUpBiddingBody>;

/** The buyer's verdict on a pending sign-up: a reason is required to reject. */
export const ReviewSignUpBody = z
  .object({
    biddingId: bodyId(),
    signUpId: bodyId(),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(LIMITS.reason).optional(),
  })
  .superRefine((body, context) => {
    if (body.decision === 'reject' && !body.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'a rejection gives its reason' });
  });
export type ReviewSignUpBody = z.input<typeof ReviewSignUpBody>;

/** A bid: the total price for the whole auction, two decimals. Keyed: a retry or a double click bids once. */
export const PlaceBidBody = z.object({ biddingId: bodyId(), price: money(), idempotencyKey: idempotencyKey() });
export type PlaceBidBody = z.input<typeof PlaceBidBody>;

const byId = z.object({ id: qId() });

/** The award after the close: the winner by its alias in the journal (B1, …); a reason is required unless it ranks first (60012). Keyed. */
export const AwardBiddingBody = z.object({
  id: bodyId(),
  bidder: z.string().regex(/^B[1-9]\d{0,5}$/, 'a bidder as the journal names it'),
  reason: z.string().trim().max(LIMITS.reason).optional(),
  idempotencyKey: idempotencyKey(),
});
export type AwardBiddingBody = z.input<typeof AwardBiddingBody>;

export const biddingApi = {
  /** The buyer's side (1210 for a member that is not a buyer; 404 for an auction not its own). */
  biddingBuyer: {
    save: post('/purchase/bidding/buyer/save', SaveBiddingDraftBody, s.MemberBidding),
    /** A draft published, keyed: 60159 a schedule or extension rule that does not hold at the platform's clock; 60150 cancelled, 60151 not a draft. */
    publish: post('/purchase/bidding/buyer/publish', z.object({ id: bodyId(), idempotencyKey: idempotencyKey() }), s.MemberBidding),
    /** Cancelled with a reason (a draft, or published before its close); 60150 twice, 60151 once closed, awarded or failed. */
    cancel: post('/purchase/bidding/buyer/cancel', z.object({ id: bodyId(), reason: z.string().trim().min(1).max(LIMITS.reason) }), s.MemberBidding),
    /** The buyer's auctions in one phase (or all), newest first, and the count of each phase. */
    list: get(
      '/purchase/bidding/buyer/list',
      z.object({
        current: pagination.current,
        pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(10),
        phase: s.BiddingPhase.optional(),
        keyword: z.string().trim().max(KEYWORD_MAX).optional(),
      }),
      s.MemberBiddingPage,
    ),
    detail: get('/purchase/bidding/buyer/detail', byId, s.MemberBidding),
    /** One auction's sign-ups (404 for another's), by review state, oldest first, with the count in each state. */
    signUps: get(
      '/purchase/bidding/buyer/signUps',
      z.object({
        biddingId: qId(),
        current: pagination.current,
        pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(10),
        review: s.SignUpReview.optional(),
      }),
      s.BiddingSignUpPage,
    ),
    /** Approves or rejects (with a reason) a pending sign-up, during sign-up or before the auction starts: 60160 not pending, 60161 none, 60152 too late. */
    review: post('/purchase/bidding/buyer/reviewSignUp', ReviewSignUpBody, s.BiddingSignUpRow),
    /**
     * Awards the closed auction, once, keyed (a retry answers the same award): rank 1, or another
     * bidder with a reason (60012); 60013 a bidder with no accepted bid; 60151 before the close or
     * once failed or awarded, 60150 cancelled. The award notice (type 3), the winner's order (type 5)
     * and every bidder told its final rank, in one transaction.
     */
    award: post('/purchase/bidding/buyer/award', AwardBiddingBody, s.BiddingAwardView),
    /** The auction's award as its page shows it (null before one); 404 for another's. */
    awardOf: get('/purchase/bidding/buyer/awardOf', byId, z.object({ award: s.BiddingAwardView.nullable() })),
  },
  /** The supplier's side. */
  biddingBid: {
    /**
     * Signs the caller up, keyed. Refused: 60150 cancelled, 60151 its state, 60022 the publisher's
     * own, 60152 outside the sign-up window, 25074 not a supplier, 60020 not admitted by the buyer,
     * 60021 a stage that may not take part, 60010 not invited, 60004 outside the areas, 60153 twice
     * (a supplier the buyer rejected may sign up again: pending review again).
     * Admitted at once when the auction says so (autoAdmit), else pending the buyer's review.
     */
    signUp: post('/purchase/onlineBidding/signUp', SignUpBiddingBody, s.BiddingSignUpRow),
    /**
     * A bid, decided by the server's receipt time under a lock on the auction, keyed: 60154 outside
     * the bidding window, 60155 not signed up and admitted, 60020/60021/60010/60004 its standing with
     * the buyer changed since (as at sign-up), 60156 above the starting price, 60157
     * less than a step below the best price (or its own last bid under ownRank), 60158 the cap
     * reached; 60150/60151 its state. Every bid received is journaled; a refused one changes nothing else.
     */
    place: post('/purchase/onlineBidding/bid', PlaceBidBody, s.BiddingBidReceipt),
    /** The journal as this caller may download it: the buyer and the auction's bidders, after the close (60151 before). Others aliased, its own marked. */
    log: get('/purchase/onlineBidding/log', z.object({ biddingId: qId() }), BiddingLog),
    /**
     * The bidding room for the buyer (every bid and bidder) or a supplier signed up (what the rule sheet
     * lets it see); 404 for anyone else and for a draft.
     */
    room: get('/purchase/onlineBidding/room', z.object({ biddingId: qId() }), s.BiddingRoom),
    /** The caller's auctions (those it signed up for) in one phase (or all), newest sign-up first, with the count of each phase. */
    mine: get(
      '/purchase/onlineBidding/list',
      z.object({
        current: pagination.current,
        pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(10),
        phase: s.BiddingPhase.optional(),
        keyword: z.string().trim().max(KEYWORD_MAX).optional(),
      }),
      s.SupplierBiddingPage,
    ),
  },
} as const;
