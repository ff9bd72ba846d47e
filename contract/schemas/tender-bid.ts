// A supplier's sealed bid on a tender and the public opening, as the supplier's pages and the opening
// record read them (docs/product/tenders.md#sealed-bids, docs/decisions/023-tender-phases.md): every
// submission or withdrawal a revision with a receipt (the platform's time and a sha256); prices
// decrypted for their own supplier alone until the opening, whose record every bidder and the buyer
// read; the supplier's tenders with its registration, its bid and the phase.
import { z } from 'zod';
import { Attachment } from './files.ts';
import { Currency } from './inquiry.ts';
import { epochMs, int } from './shared.ts';
import { TenderPhase, TenderState } from './tender.ts';
import { RegistrationReview } from './tender-registration.ts';

const party = z.object({ memberId: int(), roleId: int(), name: z.string() });

/** What the supplier was given when the platform took a submission or a withdrawal. */
export const BidReceipt = z.object({
  bidId: int(),
  tenderId: int(),
  revision: int(),
  /** The tender's revision (its amendments) the bid answers. */
  tenderRevision: int(),
  kind: z.enum(['submitted', 'withdrawn']),
  /** The platform's clock when it stored the revision. */
  receivedTime: epochMs(),
  /** sha256 (hex) of the canonical JSON of what was received, prices included, with receivedTime. */
  sha256: z.string(),
  /** Σ price × count, computed by the platform (null for a withdrawal). */
  totalAmount: z.number().nullable(),
  currency: Currency,
});
export type BidReceipt = z.infer<typeof BidReceipt>;

/** The bid's commercial terms, in clear (not prices). */
export const BidTerms = z.object({ payment: z.string(), delivery: z.string(), validityDays: int().nullable(), warranty: z.string() });
export type BidTerms = z.infer<typeof BidTerms>;

/** A priced line of a bid as its own supplier reads it: amount = price × count. */
export const BidLineView = z.object({
  materielId: int(),
  price: z.number(),
  count: z.number(),
  amount: z.number(),
  deliveryDays: int().nullable(),
  note: z.string(),
});
export type BidLineView = z.infer<typeof BidLineView>;

/** One revision of the bid: what kind, which tender revision it answered, its receipt. */
export const BidRevisionView = z.object({
  revision: int(),
  kind: z.enum(['submitted', 'withdrawn']),
  tenderRevision: int(),
  receiptHash: z.string(),
  createTime: epochMs(),
});
export type BidRevisionView = z.infer<typeof BidRevisionView>;

/**
 * The caller's bid: its latest submission in clear for itself (decrypted for it alone), every
 * revision's receipt. `needsConfirmation`: active but answering an older revision of the tender (an
 * amendment came after it): it does not count at the opening unless it is sent again.
 */
export const OwnBid = z.object({
  id: int(),
  tenderId: int(),
  state: z.enum(['active', 'withdrawn']),
  revision: int(),
  tenderRevision: int(),
  needsConfirmation: z.boolean(),
  currency: Currency,
  /** The latest submission's (null when its prices could not be opened for it). */
  lines: z.array(BidLineView).nullable(),
  totalAmount: z.number().nullable(),
  taxRate: z.number().nullable(),
  terms: BidTerms.nullable(),
  remark: z.string(),
  technicalFiles: z.array(Attachment),
  commercialFiles: z.array(Attachment),
  /** The latest revision's receipt (a withdrawal's when withdrawn). */
  receipt: z.object({ receivedTime: epochMs(), sha256: z.string() }),
  revisions: z.array(BidRevisionView),
  createTime: epochMs(),
  updateTime: epochMs().nullable(),
});
export type OwnBid = z.infer<typeof OwnBid>;

/** A material line of the tender as the bid form prices it. */
export const BidMateriel = z.object({ id: int(), code: z.string(), name: z.string(), type: z.string(), unit: z.string(), count: z.number() });
export type BidMateriel = z.infer<typeof BidMateriel>;

/** The tender as the bid page heads it. */
export const BidTender = z.object({
  id: int(),
  code: z.string(),
  projectName: z.string(),
  buyer: party,
  state: TenderState,
  phase: TenderPhase,
  /** When the current phase ends by the schedule (null when no time ends it): the countdown's target. */
  phaseEndTime: epochMs().nullable(),
  /** Its documents' revision (1 + its amendments). */
  revision: int(),
  registerEndTime: epochMs(),
  /** Null without a prequalification. */
  preCheckEndTime: epochMs().nullable(),
  inviteTenderStartTime: epochMs(),
  inviteTenderEndTime: epochMs(),
  openTenderTime: epochMs(),
  /** Whether a bid is taken now (the bidding window: from the bidding start to the deadline). */
  biddingOpen: z.boolean(),
  inviteTenderRequirement: z.string(),
  inviteTenderFile: z.array(Attachment),
  payType: z.string(),
  deliverRequirement: z.string(),
  taxationRequirement: z.string(),
  currency: Currency,
  materiels: z.array(BidMateriel),
});
export type BidTender = z.infer<typeof BidTender>;

/** The bid page: the tender, the refusal a bid would meet now, the caller's registration and bid. */
export const TenderBidForm = z.object({
  tender: BidTender,
  /** The code a bid would be refused with now (60119, 60108, 60101 …), or null when it would be taken. */
  refusal: int().nullable(),
  refusalMessage: z.string().nullable(),
  registration: z.object({ id: int(), review: RegistrationReview, reviewReason: z.string().nullable() }).nullable(),
  bid: OwnBid.nullable(),
  /** Whether the opening record exists (then every bidder reads it). */
  opened: z.boolean(),
  /** The platform's clock when it answered, for the page's countdowns. */
  serverTime: epochMs(),
});
export type TenderBidForm = z.infer<typeof TenderBidForm>;

/** One bid as the opening record publishes it to the buyer and every bidder: no lines, the total. */
export const PublicOpenedBid = z.object({
  bidId: int(),
  supplier: party,
  revision: int(),
  totalAmount: z.number(),
  taxRate: z.number().nullable(),
  /** The receipt's sha256, as the bidder was given it, and whether the opened prices hash to it again. */
  receiptHash: z.string(),
  verified: z.boolean(),
  /** Answered the tender's latest revision. */
  current: z.boolean(),
  /** Counted: verified and current. */
  valid: z.boolean(),
  submittedTime: epochMs(),
});
export type PublicOpenedBid = z.infer<typeof PublicOpenedBid>;

/**
 * The public opening of a tender: before it, when it will be (opened false, no bids); after it, the
 * time, every opened bid, how many are valid and the outcome (failed: fewer valid bids than the
 * site's minimum, `minValidBids`).
 */
export const TenderOpeningRecord = z.object({
  tenderId: int(),
  code: z.string(),
  projectName: z.string(),
  buyer: party,
  state: TenderState,
  phase: TenderPhase,
  currency: Currency,
  openTenderTime: epochMs(),
  opened: z.boolean(),
  openTime: epochMs().nullable(),
  outcome: z.enum(['opened', 'failed']).nullable(),
  validCount: int(),
  minValidBids: int(),
  /** sha256 of the record's bids as stored. */
  digest: z.string().nullable(),
  bids: z.array(PublicOpenedBid),
  /** Whether the reader is the tender's buyer (else a bidder). */
  asBuyer: z.boolean(),
  serverTime: epochMs(),
});
export type TenderOpeningRecord = z.infer<typeof TenderOpeningRecord>;

/** The caller's bid as its tenders list shows it. */
export const MyTenderBid = z.object({
  id: int(),
  state: z.enum(['active', 'withdrawn']),
  revision: int(),
  needsConfirmation: z.boolean(),
  receivedTime: epochMs(),
  sha256: z.string(),
});
export type MyTenderBid = z.infer<typeof MyTenderBid>;

/** A tender the supplier registered for or is invited to: the phase, its registration, its bid. */
export const MyTenderRow = z.object({
  tenderId: int(),
  code: z.string(),
  projectName: z.string(),
  buyer: party,
  state: TenderState,
  phase: TenderPhase,
  /** When the current phase ends by the schedule (null when no time ends it): the countdown's target. */
  phaseEndTime: epochMs().nullable(),
  invited: z.boolean(),
  registration: z.object({ id: int(), review: RegistrationReview, reviewReason: z.string().nullable() }).nullable(),
  bid: MyTenderBid.nullable(),
  /** Whether a bid is taken now (the bidding window: from the bidding start to the deadline). */
  biddingOpen: z.boolean(),
  registerEndTime: epochMs(),
  /** Null without a prequalification. */
  preCheckEndTime: epochMs().nullable(),
  inviteTenderStartTime: epochMs(),
  inviteTenderEndTime: epochMs(),
  openTenderTime: epochMs(),
  /** Whether the opening record exists. */
  opened: z.boolean(),
  createTime: epochMs(),
});
export type MyTenderRow = z.infer<typeof MyTenderRow>;

/** The supplier's tenders in one phase (or all), newest first, and how many it has in each phase. */
export const MyTendersPage = z.object({
  data: z.array(MyTenderRow),
  totalCount: int(),
  phaseCounts: z.record(TenderPhase, int()),
  serverTime: epochMs(),
});
export type MyTendersPage = z.infer<typeof MyTendersPage>;
