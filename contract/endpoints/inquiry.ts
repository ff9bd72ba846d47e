// Purchase inquiries in the member centre, all of them behind a login (docs/product/member-side.md#inquiries,
// decision 017): the buyer saves a draft, publishes it, edits it (a revision; suppliers who quoted
// confirm again) or cancels it, follows its inquiries and their quotes, opens a sealed inquiry's
// quotes at or after the deadline, compares and awards; a supplier quotes (every submission a
// revision with a receipt), withdraws, lists its quotes; every participant reads the opening record.
// The public list and detail stay api.inquiry.* (sourcing.ts). Limits: schemas/inquiry-rules.ts.
import { z } from 'zod';
import { KEYWORD_MAX, MAX_AMOUNT, MAX_PAGE_SIZE } from '../vocabulary.ts';
import * as s from '../schemas.ts';
import { DECIMALS, INQUIRY_LIMITS, QUANTITY_MAX, TAX_RATE_MAX } from '../schemas/inquiry-rules.ts';
import { REASON_MAX } from '../schemas/member-rules.ts';
import { idempotencyKey } from './registration.ts';
import { areaCode, bodyId, get, pagination, post, qId, qInt } from './shared.ts';

const listPaging = { current: pagination.current, pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(10) };

export { INQUIRY_LIMITS };

const material = INQUIRY_LIMITS.material;
/** A figure with at most `decimals` decimals. */
const step = (decimals: number) => 10 ** -decimals;
const money = () => z.number().min(0).max(MAX_AMOUNT).multipleOf(step(DECIMALS.money));
const quantity = () => z.number().gt(0).max(QUANTITY_MAX).multipleOf(step(DECIMALS.quantity));
const term = () => z.string().trim().max(INQUIRY_LIMITS.text).default('');
const fileIds = () => z.array(bodyId()).max(INQUIRY_LIMITS.files).default([]);
/** Epoch milliseconds. */
const instant = () => z.number().int().min(0).max(8.64e15);

/**
 * What a buyer writes: `details` is the title the cards show, `description` the longer demand.
 * Files are the buyer's own uploads (1110 otherwise). purchaseType 1 needs budgetAmount > 0 (the
 * amount no quote may exceed); quoteScope 'invited' needs invited suppliers; an area list unless
 * isAllArea. The platform checks the times against its clock when publishing (60014).
 */
export const InquiryFormBody = z
  .object({
    details: z.string().trim().min(1).max(INQUIRY_LIMITS.details),
    description: z.string().trim().max(INQUIRY_LIMITS.description).default(''),
    categoryId: bodyId(),
    materiels: z
      .array(
        z.object({
          number: z.string().trim().min(1).max(material.number),
          name: z.string().trim().min(1).max(material.name),
          model: z.string().trim().max(material.model).default(''),
          categoryId: bodyId().optional(),
          brandId: bodyId().optional(),
          unit: z.string().trim().min(1).max(material.unit),
          purchaseCount: quantity(),
          fileIds: fileIds(),
        }),
      )
      .min(1)
      .max(INQUIRY_LIMITS.materiels),
    deliveryTime: instant(),
    address: z.string().trim().min(1).max(INQUIRY_LIMITS.address),
    offerEndTime: instant(),
    purchaseType: z.union([z.literal(1), z.literal(2)]),
    budgetAmount: money().default(0),
    priceContrast: z.union([z.literal(1), z.literal(2)]),
    isAllArea: z.boolean(),
    areas: z
      .array(z.object({ provinceCode: areaCode(), cityCode: areaCode().optional() }))
      .max(INQUIRY_LIMITS.areas)
      .default([]),
    offer: term(),
    paymentType: term(),
    taxes: term(),
    logistics: term(),
    packRequire: term(),
    otherRequire: term(),
    fileIds: fileIds(),
    quoteScope: s.QuoteScope.default('all'),
    invited: z
      .array(z.object({ memberId: bodyId(), roleId: bodyId() }))
      .max(INQUIRY_LIMITS.invited)
      .default([]),
  })
  .superRefine((form, context) => {
    if (form.purchaseType === 1 && !(form.budgetAmount > 0)) {
      context.addIssue({ code: 'custom', path: ['budgetAmount'], message: 'a fixed-amount inquiry needs its amount' });
    }
    if (!form.isAllArea && form.areas.length === 0) context.addIssue({ code: 'custom', path: ['areas'], message: 'at least one area' });
    if (form.quoteScope === 'invited' && form.invited.length === 0) {
      context.addIssue({ code: 'custom', path: ['invited'], message: 'at least one invited supplier' });
    }
  });
export type InquiryFormBody = z.input<typeof InquiryFormBody>;

/** A new draft (no id) or a draft saved again (id). Keyed: a retried create makes one draft. */
export const SaveDraftBody = z.object({ id: bodyId().optional(), form: InquiryFormBody, idempotencyKey: idempotencyKey() });
export type SaveDraftBody = z.input<typeof SaveDraftBody>;

/** A published inquiry edited before its deadline: a new revision; suppliers who quoted are told and confirm again. */
export const ReviseBody = z.object({ id: bodyId(), form: InquiryFormBody, reason: z.string().trim().min(1).max(REASON_MAX) });
export type ReviseBody = z.input<typeof ReviseBody>;

/**
 * A supplier's quote: a price and quantity for some or all of the inquiry's lines (60008 for a line
 * not of its current revision, or twice), each line with its own delivery date and notes if it has
 * them (else the quote's date). The platform computes the total, and refuses a delivery date whose
 * day has passed by its clock (60014). Keyed per inquiry.
 */
export const QuoteBody = z.object({
  inquiryId: bodyId(),
  lines: z
    .array(
      z.object({
        materielId: bodyId(),
        unitPrice: money(),
        quantity: quantity(),
        deliveryTime: instant().optional(),
        notes: z.string().trim().max(INQUIRY_LIMITS.text).default(''),
      }),
    )
    .min(1)
    .max(INQUIRY_LIMITS.materiels),
  /** Percent, 0–100. */
  taxRate: z.number().min(0).max(TAX_RATE_MAX).multipleOf(step(DECIMALS.taxRate)),
  deliveryTime: instant(),
  notes: z.string().trim().max(INQUIRY_LIMITS.description).default(''),
  fileIds: fileIds(),
  idempotencyKey: idempotencyKey(),
});
export type QuoteBody = z.input<typeof QuoteBody>;

/** The buyer awards: every line of the inquiry to one quote (whole: all to one). A reason unless each line goes to its lowest (60012). */
export const AwardBody = z.object({
  id: bodyId(),
  lines: z
    .array(z.object({ materielId: bodyId(), quoteId: bodyId() }))
    .min(1)
    .max(INQUIRY_LIMITS.materiels),
  reason: z.string().trim().max(REASON_MAX).optional(),
  idempotencyKey: idempotencyKey(),
});
export type AwardBody = z.input<typeof AwardBody>;

const byId = z.object({ id: qId() });

export const memberInquiryApi = {
  /** The buyer's side (1210 for a member that is not a buyer; 404 for an inquiry not its own). */
  inquiryBuyer: {
    save: post('/purchase/purchase/inquiry/buyer/save', SaveDraftBody, s.MemberInquiry),
    /** A draft published: 60014 when its deadline is not ahead of the platform's clock or delivery comes before it; invitations are sent. */
    publish: post('/purchase/purchase/inquiry/buyer/publish', z.object({ id: bodyId() }), s.MemberInquiry),
    revise: post('/purchase/purchase/inquiry/buyer/revise', ReviseBody, s.MemberInquiry),
    /** Cancelled with a reason (draft or published, before an award); suppliers who quoted are told. 60002 twice. */
    cancel: post(
      '/purchase/purchase/inquiry/buyer/cancel',
      z.object({ id: bodyId(), reason: z.string().trim().min(1).max(REASON_MAX) }),
      s.MemberInquiry,
    ),
    /** The buyer's inquiries, newest first, with their states and counts. */
    list: get(
      '/purchase/purchase/inquiry/buyer/list',
      z.object({ ...listPaging, state: s.InquiryState.optional(), keyword: z.string().trim().max(KEYWORD_MAX).optional() }),
      s.page(s.MemberInquiryRow),
    ),
    detail: get('/purchase/purchase/inquiry/buyer/detail', byId, s.MemberInquiry),
    /** Who quoted and when; prices too when open, or sealed and opened. */
    quotes: get('/purchase/purchase/inquiry/buyer/quotes', byId, s.QuoteRoster),
    /** Opens a sealed inquiry's quotes at or after its deadline (60006 before): once; asked again, the same record. */
    open: post('/purchase/purchase/inquiry/buyer/open', z.object({ id: bodyId() }), s.OpeningRecord),
    /** Suppliers × lines; a sealed inquiry only once opened (60015). */
    comparison: get('/purchase/purchase/inquiry/buyer/comparison', byId, s.Comparison),
    /** Awards the inquiry (60003 once awarded): a notice, orders, every participant told. */
    award: post('/purchase/purchase/inquiry/buyer/award', AwardBody, s.AwardRecord),
  },
  /** The supplier's side. */
  inquiryQuote: {
    /** The quote page: the inquiry, whether a quote would be taken now, and the caller's own quote. */
    form: get('/purchase/purchase/inquiry/quote/form', byId, s.QuoteForm),
    submit: post('/purchase/purchase/inquiry/quote/submit', QuoteBody, s.QuoteReceipt),
    /** Withdraws the caller's quote before the deadline (60003 when there is no active one). */
    withdraw: post('/purchase/purchase/inquiry/quote/withdraw', z.object({ inquiryId: bodyId() }), s.QuoteReceipt),
    /** The caller's quotes, newest activity first. */
    list: get('/purchase/purchase/inquiry/quote/list', z.object({ ...listPaging, state: s.QuoteState.optional() }), s.page(s.OwnQuoteRow)),
    /** The caller's quote on an inquiry with every revision (404 when it has none). */
    detail: get('/purchase/purchase/inquiry/quote/detail', z.object({ inquiryId: qId() }), s.OwnQuote),
    /** The opening record, to the buyer and to every supplier who quoted (404 before the opening or for anyone else). */
    opening: get('/purchase/purchase/inquiry/opening', byId, s.OpeningRecord),
  },
  /** Only with PLATFORM_TEST_CLOCK=1 (never in production): sets the clock's offset from real time. */
  testing: {
    clock: post('/testing/clock', z.object({ offsetMs: z.number().int().min(-8.64e12).max(8.64e12) }), s.TestClock),
  },
} as const;
