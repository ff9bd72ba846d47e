// Sourcing events on the wire: the inquiry, tender and competitive-bid list items and detail pages,
// with their materials and the quotes the caller may see.
import { z } from 'zod';
import { Attachment } from './files.ts';
import { Currency, InquiryState, QuoteScope } from './inquiry.ts';
import { epochMs, int } from './shared.ts';
import { EvaluationCriterion, EvaluationMethod, TenderPhase } from './tender.ts';
import { BiddingRules, BiddingPhase } from './bidding.ts';

/** What every list item carries about the caller's standing (false/0 for a visitor). */
const callerStanding = {
  canRegister: z.boolean(),
  isSubMember: z.boolean(),
  isMePublish: z.boolean(),
  memberId: int(),
  memberRoleId: int(),
  memberName: z.string(),
};

/** Remaining time until the item's deadline, from the platform's clock; all 0 once ended. */
const remaining = { days: int(), hours: int(), minutes: int() };

export const Materiel = z.object({
  number: z.string(),
  name: z.string(),
  model: z.string(),
  category: z.string(),
  brand: z.string(),
  unit: z.string(),
  purchaseCount: z.number(),
});
export type Materiel = z.infer<typeof Materiel>;

export const InquiryListItem = z.object({
  id: int(),
  purchaseInquiryNo: z.string(),
  details: z.string(),
  /** Number of material kinds. */
  count: int(),
  ...remaining,
  category: z.string(),
  address: z.string(),
  deliveryTime: epochMs(),
  offerEndTime: epochMs(),
  areas: z.string(),
  createTime: epochMs(),
  /** The buyer's estimate of the whole purchase (yuan): what the price filter compares. */
  budgetAmount: z.number(),
  memberIntegral: int(),
  quoteCount: int(),
  /** Count of the caller's quotes (>0 means already quoted). */
  isRegister: int(),
  isSignUp: int(),
  /** The materials table of the shop list's expandable row. */
  materiels: z.array(Materiel),
  ...callerStanding,
  /** ISO 4217: the currency of the inquiry's amounts (docs/decisions/017); the platform always sends it. */
  currency: Currency.optional(),
  /** published or awarded (the lists show no drafts nor cancelled ones); closed: published and past offerEndTime. */
  state: InquiryState.optional(),
  closed: z.boolean().optional(),
  /** As on the detail: for a signed-in member, the code the platform would refuse its quote with now (60004, 60010 …), else null. */
  quoteRefusal: int().nullable().default(null),
});
export type InquiryListItem = z.infer<typeof InquiryListItem>;

/** A material of a tender as its lists and detail name the fields. */
export const TenderMateriel = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  categoryName: z.string(),
  brandName: z.string(),
  count: z.number(),
});
export type TenderMateriel = z.infer<typeof TenderMateriel>;

/**
 * When the tender's current phase ends by its schedule (registration closes, the prequalification
 * ends, bidding closes, the bids are opened): what the countdown to the next phase counts to, from
 * the page's server time; null when no time ends the phase (evaluation, awarded, failed, cancelled).
 */
const tenderPhaseEnd = { phaseEndTime: epochMs().nullable().optional() };

export const TenderListItem = z.object({
  id: int(),
  code: z.string(),
  projectName: z.string(),
  categoryName: z.string(),
  deliverAddress: z.string(),
  hopeDate: epochMs(),
  inviteTenderAreaList: z.array(z.object({ provinceName: z.string(), cityName: z.string() })),
  inviteTenderMaterielCount: int(),
  ...remaining,
  registerStartTime: epochMs(),
  registerEndTime: epochMs(),
  creditScore: int(),
  createTime: epochMs(),
  /** The buyer's estimate of the whole purchase (yuan): what the price filter compares. */
  budgetAmount: z.number(),
  /** Count of the caller's registrations (>0 means already signed up). */
  isRegister: int(),
  /** Suppliers registered: the shop list row's 'quote count'. */
  quoteCount: int(),
  turn: int(),
  materielList: z.array(TenderMateriel),
  /** Where the tender stands by the platform's clock (optional: a portal older than the phases reads without it). */
  phase: TenderPhase.optional(),
  ...tenderPhaseEnd,
  ...callerStanding,
});
export type TenderListItem = z.infer<typeof TenderListItem>;

export const BiddingListItem = z.object({
  id: int(),
  purchaseInquiryNo: z.string(),
  details: z.string(),
  count: int(),
  ...remaining,
  category: z.string(),
  address: z.string(),
  deliveryTime: epochMs(),
  areas: z.string(),
  createTime: epochMs(),
  /** The buyer's estimate of the whole purchase (yuan): what the price filter compares. */
  budgetAmount: z.number(),
  /** Count of the caller's sign-ups (>0 means already signed up). */
  isSignUp: int(),
  /** Bids accepted so far. */
  quoteCount: int(),
  turn: int(),
  materiels: z.array(Materiel),
  ...callerStanding,
  /** Sign-ups not rejected (optional, as the phase: a portal older than them reads without them). */
  signUpCount: int().optional(),
  /** Where the auction stands by the platform's clock, and when that phase ends (platform/bidding/windows.ts). */
  phase: BiddingPhase.optional(),
  phaseEndTime: epochMs().nullable().optional(),
});
export type BiddingListItem = z.infer<typeof BiddingListItem>;

// ── Detail pages (docs/product.md "Detail pages") ──

/** A material of an inquiry or competitive bid with its files. */
export const MaterielWithFiles = Materiel.extend({ urls: z.array(Attachment) });
export type MaterielWithFiles = z.infer<typeof MaterielWithFiles>;

/** A quote on an inquiry: an answer holds only the quotes its caller may see (decision 006). */
export const InquiryQuote = z.object({
  id: int(),
  memberId: int(),
  memberRoleId: int(),
  memberName: z.string(),
  /** 0 while `sealed`. */
  totalAmount: z.number(),
  createTime: epochMs(),
  /** A sealed inquiry's quote before its opening: who and when only, totalAmount 0 (docs/decisions/017). */
  sealed: z.boolean().optional(),
});
export type InquiryQuote = z.infer<typeof InquiryQuote>;

/** The purchase terms of an inquiry's and a competitive bid's requirements sections. */
const purchaseTerms = {
  offer: z.string(),
  paymentType: z.string(),
  taxes: z.string(),
  logistics: z.string(),
  packRequire: z.string(),
  otherRequire: z.string(),
};

/** The award notice of an ended item, when published: its bid-result page and publicity detail. */
const bidResultLink = { bidResultId: int().nullable() };

/** docs/product/entities.md#inquiry-fields; memberName is the buyer's. */
export const InquiryDetail = z.object({
  id: int(),
  purchaseInquiryNo: z.string(),
  details: z.string(),
  category: z.string(),
  /** 1 fixed purchase amount (the contract cannot exceed it), 2 not fixed. */
  purchaseType: z.union([z.literal(1), z.literal(2)]),
  /** 1 sealed: quote details only after unsealing; 2 open: visible right after quoting. */
  priceContrast: z.union([z.literal(1), z.literal(2)]),
  createTime: epochMs(),
  isAllArea: z.boolean(),
  /** "广东省/广州市, 北京市"; "全国" when isAllArea. */
  areas: z.string(),
  materiels: z.array(MaterielWithFiles),
  deliveryTime: epochMs(),
  address: z.string(),
  offerEndTime: epochMs(),
  ...purchaseTerms,
  /** The inquiry's attachments (the wire's spelling). */
  transactionUurls: z.array(Attachment),
  budgetAmount: z.number(),
  /** Count of the caller's quotes (>0 means already quoted). */
  isRegister: int(),
  /** All quotes on the inquiry, whoever may see them. */
  quoteCount: int(),
  /** The quotes the caller may see: all for the publishing buyer, its own for a supplier (docs/decisions/017). */
  quotes: z.array(InquiryQuote),
  // docs/decisions/017-inquiry-sealed-quotes-and-currency.md
  /** ISO 4217: the currency of budgetAmount and the quotes. */
  currency: Currency,
  /** published, cancelled or awarded (a draft is its buyer's alone: 404 here). */
  state: InquiryState,
  /** Published and past offerEndTime: no more quotes. */
  closed: z.boolean(),
  /** A sealed inquiry's quotes were opened (the opening record: api.inquiryQuote.opening). */
  opened: z.boolean(),
  awarded: z.boolean(),
  cancelReason: z.string().nullable(),
  /** The longer text of the demand (details is the title). */
  description: z.string(),
  quoteScope: QuoteScope,
  /** The published revision; a quote answering an older one must be confirmed again. */
  revision: int(),
  /** For a signed-in supplier: the code the platform would refuse its quote with now (60004 outside the areas …), else null. */
  quoteRefusal: int().nullable().default(null),
  ...bidResultLink,
  ...remaining,
  ...callerStanding,
});
export type InquiryDetail = z.infer<typeof InquiryDetail>;

/** docs/product/entities.md#competitive-bid-fields (a competitive bid). */
export const BiddingDetail = z.object({
  id: int(),
  biddingNo: z.string(),
  details: z.string(),
  category: z.string(),
  createMemberName: z.string(),
  createMemberId: int(),
  createMemberRoleId: int(),
  createTime: epochMs(),
  /** Delivery is limited to `areas`; false: anywhere ("全国"). */
  isAreas: z.boolean(),
  areas: z.string(),
  materiels: z.array(MaterielWithFiles),
  biddingStartTime: epochMs(),
  biddingEndTime: epochMs(),
  startingPrice: z.number(),
  /** The minimum step between a new bid and the lowest one. */
  minPrice: z.number(),
  /** How many bids one supplier may place. */
  allowPurchaseCount: int(),
  startSignUp: epochMs(),
  endSignUp: epochMs(),
  demand: z.string(),
  demandUrls: z.array(Attachment),
  /** Delivery date. */
  deliver: epochMs(),
  address: z.string(),
  ...purchaseTerms,
  urls: z.array(Attachment),
  budgetAmount: z.number(),
  /** Count of the caller's sign-ups (>0 means already signed up). */
  isSignUp: int(),
  /** Bids placed so far. */
  quoteCount: int(),
  /** Sign-ups not rejected (optional: a portal older than it reads without it). */
  signUpCount: int().optional(),
  turn: int(),
  ...bidResultLink,
  ...remaining,
  canRegister: z.boolean(),
  isSubMember: z.boolean(),
  isMePublish: z.boolean(),
  /** The auction's phase by the platform's clock and when it ends (platform/bidding/windows.ts). */
  phase: BiddingPhase,
  phaseEndTime: epochMs().nullable(),
  /** The rule sheet, shown to every bidder before and during the auction; the close as published and extensions so far. */
  rules: BiddingRules,
  scheduledEndTime: epochMs(),
  extensionCount: int(),
});
export type BiddingDetail = z.infer<typeof BiddingDetail>;

export const TenderMaterielWithFiles = TenderMateriel.extend({ urls: z.array(Attachment) });
export type TenderMaterielWithFiles = z.infer<typeof TenderMaterielWithFiles>;

/** docs/product/entities.md#tender-fields; memberName is the buyer's. */
export const TenderDetail = z.object({
  id: int(),
  code: z.string(),
  projectName: z.string(),
  categoryName: z.string(),
  createTime: epochMs(),
  isAllArea: z.boolean(),
  /** Empty when isAllArea. */
  inviteTenderAreaList: z.array(z.object({ provinceName: z.string(), cityName: z.string() })),
  materielList: z.array(TenderMaterielWithFiles),
  deliverAddress: z.string(),
  inviteTenderStartTime: epochMs(),
  inviteTenderEndTime: epochMs(),
  openTenderTime: epochMs(),
  hopeDate: epochMs(),
  inviteTenderRequirement: z.string(),
  inviteTenderFile: z.array(Attachment),
  registerStartTime: epochMs(),
  /** The countdown's deadline. */
  registerEndTime: epochMs(),
  registerRequirement: z.string(),
  registerFile: z.array(Attachment),
  /** Qualification pre-check; its times are null without one. */
  isQualificationCheck: z.boolean(),
  preCheckStartTime: epochMs().nullable(),
  preCheckEndTime: epochMs().nullable(),
  preCheckRequirement: z.string(),
  preCheckFile: z.array(Attachment),
  payType: z.string(),
  deliverRequirement: z.string(),
  taxationRequirement: z.string(),
  logisticsRequirement: z.string(),
  packingRequirement: z.string(),
  otherRequirement: z.string(),
  budgetAmount: z.number(),
  /** Count of the caller's registrations (>0 means already signed up). */
  isRegister: int(),
  /** Suppliers registered. */
  quoteCount: int(),
  turn: int(),
  /** Where the tender stands by the platform's clock (optional: a portal older than the phases reads without it). */
  phase: TenderPhase.optional(),
  ...tenderPhaseEnd,
  /** How bids are evaluated: lowest price, or the scored criteria with their weights (the price criterion scored by formula). */
  evaluationMethod: EvaluationMethod.optional(),
  evaluationCriteria: z.array(EvaluationCriterion).optional(),
  /** Why it was cancelled (phase cancelled), else null. */
  cancelReason: z.string().nullable().optional(),
  /** Why it failed in the platform's words, when the counts below do not say it; null otherwise. */
  failReason: z.string().nullable().optional(),
  /** The valid bids of its opening record, null before the opening. */
  validBidCount: int().nullable().optional(),
  /** A failed tender's: the valid bids its opening needed on this site (it found validBidCount). */
  minValidBids: int().optional(),
  ...bidResultLink,
  ...remaining,
  ...callerStanding,
});
export type TenderDetail = z.infer<typeof TenderDetail>;
