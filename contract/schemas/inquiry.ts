// Purchase inquiries in the member centre (docs/product/member-side.md#inquiries, decision 017):
// the buyer's inquiry as it edits, publishes and follows it; a supplier's quote, its revisions and
// receipts; the opening of sealed quotes; the comparison and the award. Every amount is in the
// inquiry's `currency` (ISO 4217), with two decimals.
import { z } from 'zod';
import { Attachment } from './files.ts';
import { epochMs, int } from './shared.ts';

/** draft (only its buyer sees it), published, cancelled, awarded. `closed` on the answers: published and past its deadline. */
export const InquiryState = z.enum(['draft', 'published', 'cancelled', 'awarded']);
export type InquiryState = z.infer<typeof InquiryState>;
/** Who may quote: every admitted supplier whose stage allows it, or only the invited ones. */
export const QuoteScope = z.enum(['all', 'invited']);
export type QuoteScope = z.infer<typeof QuoteScope>;
export const QuoteState = z.enum(['active', 'withdrawn']);
export type QuoteState = z.infer<typeof QuoteState>;

/** An ISO 4217 currency code. */
export const Currency = z.string().regex(/^[A-Z]{3}$/, 'ISO 4217');

/** A supplier as the inquiry pages name it. */
export const InquiryParty = z.object({ memberId: int(), roleId: int(), name: z.string() });
export type InquiryParty = z.infer<typeof InquiryParty>;

/** A material line of an inquiry, with its id (what quotes and awards name). */
export const InquiryLine = z.object({
  id: int(),
  number: z.string(),
  name: z.string(),
  model: z.string(),
  categoryId: int().nullable(),
  category: z.string(),
  brandId: int().nullable(),
  brand: z.string(),
  unit: z.string(),
  purchaseCount: z.number(),
  urls: z.array(Attachment),
});
export type InquiryLine = z.infer<typeof InquiryLine>;

/** What one published revision said (inquiry_revisions), kept whole. */
export const InquiryRevisionSnapshot = z.record(z.string(), z.unknown());
export type InquiryRevisionSnapshot = z.infer<typeof InquiryRevisionSnapshot>;

export const InquiryRevision = z.object({
  revision: int(),
  reason: z.string().nullable(),
  actorName: z.string(),
  createTime: epochMs(),
});
export type InquiryRevision = z.infer<typeof InquiryRevision>;

/** A priced line of a quote. */
export const QuoteLine = z.object({ materielId: int(), unitPrice: z.number(), quantity: z.number(), amount: z.number() });
export type QuoteLine = z.infer<typeof QuoteLine>;

/**
 * A quoted line's own delivery date and notes (not prices: kept in clear even when sealed). A line
 * without its own date is delivered on the quote's date. Only lines that name either are listed.
 */
export const QuoteLineTerm = z.object({ materielId: int(), deliveryTime: epochMs().nullable(), notes: z.string() });
export type QuoteLineTerm = z.infer<typeof QuoteLineTerm>;

/** What the platform answers a submission or withdrawal with: its time and the sha256 of what it received. */
export const QuoteReceipt = z.object({
  quoteId: int(),
  inquiryId: int(),
  revision: int(),
  kind: z.enum(['submitted', 'withdrawn']),
  /** The platform's clock when it stored the revision. */
  receivedTime: epochMs(),
  /** sha256 (hex) of the canonical JSON of what was submitted (receiptText). */
  sha256: z.string(),
  /** The total the platform computed from the lines (null for a withdrawal). */
  totalAmount: z.number().nullable(),
  currency: Currency,
  sealed: z.boolean(),
});
export type QuoteReceipt = z.infer<typeof QuoteReceipt>;

/**
 * One revision of a quote as its supplier sees it. A sealed revision's prices are null, except the
 * latest submission's, which the platform decrypts for its own supplier (to revise from).
 */
export const QuoteRevisionView = z.object({
  revision: int(),
  kind: z.enum(['submitted', 'withdrawn']),
  inquiryRevision: int(),
  lines: z.array(QuoteLine).nullable(),
  totalAmount: z.number().nullable(),
  taxRate: z.number().nullable(),
  deliveryTime: epochMs().nullable(),
  notes: z.string(),
  /** The lines' own delivery dates and notes. */
  lineTerms: z.array(QuoteLineTerm),
  files: z.array(Attachment),
  receiptHash: z.string(),
  createTime: epochMs(),
});
export type QuoteRevisionView = z.infer<typeof QuoteRevisionView>;

/** The supplier's own quote on an inquiry: head, revisions (newest first). Prices stay null while sealed. */
export const OwnQuote = z.object({
  id: int(),
  inquiryId: int(),
  state: QuoteState,
  sealed: z.boolean(),
  currency: Currency,
  /** The latest revision answered an older revision of the inquiry: submit again to confirm it. */
  needsConfirm: z.boolean(),
  totalAmount: z.number().nullable(),
  revisions: z.array(QuoteRevisionView),
  createTime: epochMs(),
  updateTime: epochMs().nullable(),
});
export type OwnQuote = z.infer<typeof OwnQuote>;

/** The buyer's (or a participant's) inquiry in the member centre. */
export const MemberInquiry = z.object({
  id: int(),
  purchaseInquiryNo: z.string(),
  state: InquiryState,
  /** Published and its quote deadline passed. */
  closed: z.boolean(),
  revision: int(),
  details: z.string(),
  description: z.string(),
  categoryId: int(),
  category: z.string(),
  buyer: InquiryParty,
  materiels: z.array(InquiryLine),
  deliveryTime: epochMs(),
  address: z.string(),
  offerEndTime: epochMs(),
  purchaseType: z.union([z.literal(1), z.literal(2)]),
  /** The fixed amount (purchaseType 1) or the estimate. */
  budgetAmount: z.number(),
  priceContrast: z.union([z.literal(1), z.literal(2)]),
  currency: Currency,
  isAllArea: z.boolean(),
  areaList: z.array(z.object({ provinceCode: z.string(), provinceName: z.string(), cityCode: z.string().nullable(), cityName: z.string() })),
  areas: z.string(),
  offer: z.string(),
  paymentType: z.string(),
  taxes: z.string(),
  logistics: z.string(),
  packRequire: z.string(),
  otherRequire: z.string(),
  transactionUurls: z.array(Attachment),
  quoteScope: QuoteScope,
  /** The invited suppliers (the buyer's view; empty for others). */
  invited: z.array(InquiryParty),
  cancelReason: z.string().nullable(),
  /** Active quotes. */
  quoteCount: int(),
  opened: z.boolean(),
  awarded: z.boolean(),
  createTime: epochMs(),
  updateTime: epochMs().nullable(),
  revisions: z.array(InquiryRevision),
});
export type MemberInquiry = z.infer<typeof MemberInquiry>;

/** The quote page: the inquiry, whether a quote would be taken now, and the caller's own quote. */
export const QuoteForm = z.object({
  inquiry: MemberInquiry,
  /** The code a submission would be refused with now (60005, 60020 …), or null when it would be taken. */
  refusal: int().nullable(),
  refusalMessage: z.string().nullable(),
  quote: OwnQuote.nullable(),
});
export type QuoteForm = z.infer<typeof QuoteForm>;

/** A line of the buyer's inquiry list. */
export const MemberInquiryRow = z.object({
  id: int(),
  purchaseInquiryNo: z.string(),
  details: z.string(),
  state: InquiryState,
  closed: z.boolean(),
  priceContrast: z.union([z.literal(1), z.literal(2)]),
  currency: Currency,
  offerEndTime: epochMs(),
  materielCount: int(),
  quoteCount: int(),
  opened: z.boolean(),
  orderCount: int(),
  createTime: epochMs(),
});
export type MemberInquiryRow = z.infer<typeof MemberInquiryRow>;

/** A quote as the buyer's roster lists it: before a sealed inquiry's opening, who and when only. */
export const RosterQuote = z.object({
  quoteId: int(),
  supplier: InquiryParty,
  state: QuoteState,
  revision: int(),
  needsConfirm: z.boolean(),
  /** null while sealed. */
  totalAmount: z.number().nullable(),
  lines: z.array(QuoteLine).nullable(),
  taxRate: z.number().nullable(),
  deliveryTime: epochMs().nullable(),
  notes: z.string(),
  lineTerms: z.array(QuoteLineTerm),
  files: z.array(Attachment),
  receiptHash: z.string(),
  createTime: epochMs(),
  updateTime: epochMs(),
});
export type RosterQuote = z.infer<typeof RosterQuote>;

export const QuoteRoster = z.object({
  inquiryId: int(),
  sealed: z.boolean(),
  /** Prices shown: open, or sealed and opened. */
  pricesVisible: z.boolean(),
  currency: Currency,
  quotes: z.array(RosterQuote),
});
export type QuoteRoster = z.infer<typeof QuoteRoster>;

/** One quote in an opening record. */
export const OpenedQuote = z.object({
  quoteId: int(),
  revision: int(),
  supplier: InquiryParty,
  /** sha256 of the stored ciphertext (empty for an open quote). */
  sealedHash: z.string(),
  /** The receipt's sha256, as the supplier was given it. */
  receiptHash: z.string(),
  /** The opened prices, hashed again with the rest of the submission, give the receipt's hash. */
  verified: z.boolean(),
  totalAmount: z.number().nullable(),
});
export type OpenedQuote = z.infer<typeof OpenedQuote>;

/** The opening record: when, by whom, what was opened; every participant reads it. */
export const OpeningRecord = z.object({
  inquiryId: int(),
  openTime: epochMs(),
  openedBy: z.object({ memberId: int(), memberName: z.string(), userName: z.string() }),
  digest: z.string(),
  quotes: z.array(OpenedQuote),
});
export type OpeningRecord = z.infer<typeof OpeningRecord>;

/** The comparison: suppliers × material lines, lowest per line, totals, delivery dates, credit and history. */
export const Comparison = z.object({
  inquiryId: int(),
  currency: Currency,
  purchaseType: z.union([z.literal(1), z.literal(2)]),
  budgetAmount: z.number(),
  lines: z.array(
    z.object({
      materielId: int(),
      number: z.string(),
      name: z.string(),
      unit: z.string(),
      purchaseCount: z.number(),
      /** The quote id with the lowest unit price on this line (ties: the earlier quote), or null. */
      lowestQuoteId: int().nullable(),
      lowestUnitPrice: z.number().nullable(),
    }),
  ),
  suppliers: z.array(
    z.object({
      quoteId: int(),
      supplier: InquiryParty,
      creditPoint: int(),
      /** Orders this supplier has had from this buyer, and their total. */
      history: z.object({ orders: int(), amount: z.number() }),
      totalAmount: z.number(),
      taxRate: z.number().nullable(),
      deliveryTime: epochMs().nullable(),
      needsConfirm: z.boolean(),
      /** By materielId: the quoted line, or absent. */
      lines: z.array(QuoteLine),
      /** The lines' own delivery dates and notes (a line absent here is delivered on `deliveryTime`). */
      lineTerms: z.array(QuoteLineTerm),
      /** Lines on which it is lowest. */
      lowestCount: int(),
    }),
  ),
  /** The supplier lowest in total among those that quoted every line, or null. */
  lowestWholeQuoteId: int().nullable(),
});
export type Comparison = z.infer<typeof Comparison>;

export const AwardedLine = z.object({
  materielId: int(),
  quoteId: int(),
  supplier: InquiryParty,
  unitPrice: z.number(),
  quantity: z.number(),
  amount: z.number(),
  /** Whether this line went to its lowest quote. */
  lowest: z.boolean(),
});
export type AwardedLine = z.infer<typeof AwardedLine>;

export const AwardRecord = z.object({
  id: int(),
  inquiryId: int(),
  mode: z.enum(['whole', 'split']),
  reason: z.string().nullable(),
  lines: z.array(AwardedLine),
  totalAmount: z.number(),
  currency: Currency,
  /** The award notice (procurement publicity type 1) and its bid-result page. */
  noticeId: int().nullable(),
  orderIds: z.array(int()),
  createTime: epochMs(),
});
export type AwardRecord = z.infer<typeof AwardRecord>;

/** A line of the supplier's quote list. */
export const OwnQuoteRow = z.object({
  quoteId: int(),
  inquiryId: int(),
  purchaseInquiryNo: z.string(),
  details: z.string(),
  buyer: InquiryParty,
  inquiryState: InquiryState,
  closed: z.boolean(),
  state: QuoteState,
  /** won: an order of the award is this supplier's; lost: awarded to others; null before an award. */
  outcome: z.enum(['won', 'lost']).nullable(),
  needsConfirm: z.boolean(),
  sealed: z.boolean(),
  /**
   * The latest total: a sealed quote's is decrypted for its own supplier (the list is the caller's
   * alone); null for a sealed quote withdrawn, or whose prices could not be opened.
   */
  totalAmount: z.number().nullable(),
  currency: Currency,
  revision: int(),
  /** Revisions kept (submissions and withdrawals). */
  revisionCount: int(),
  /** A sealed inquiry's quotes were opened (always false for an open inquiry). */
  opened: z.boolean(),
  /** The latest revision's receipt: the platform's time and the sha256 of what it received. */
  receipt: z.object({ receivedTime: epochMs(), sha256: z.string() }).nullable(),
  offerEndTime: epochMs(),
  updateTime: epochMs(),
});
export type OwnQuoteRow = z.infer<typeof OwnQuoteRow>;

/** The movable clock of PLATFORM_TEST_CLOCK=1 (never in production). */
export const TestClock = z.object({ now: epochMs(), offsetMs: int() });
