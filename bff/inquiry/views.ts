// The view models of inquiries in the member centre (docs/product/member-side.md#inquiries, decision 017):
// the buyer's list, the form it drafts, publishes and edits, one inquiry with its quotes, opening,
// comparison and award; the supplier's quote page and its quotes. Browser-safe (types and field
// names only): the forms' components and the BFF's actions read the same names.
import type {
  AwardResult,
  Comparison,
  InquiryState,
  MemberInquiry,
  MemberInquiryRow,
  OpeningRecord,
  OwnQuoteRow,
  Page,
  Province,
  QuoteForm,
  QuoteReceipt,
  QuoteRoster,
  QuoteState,
} from '#contract/schemas.ts';
import type { CategoryChoice, FormFailure } from '../member/views.ts';
import type { Choice, FileRef, Section } from '../views.ts';

export type InquiryListView = {
  list: Section<Page<MemberInquiryRow>>;
  current: number;
  pageSize: number;
  state: InquiryState | null;
  keyword: string;
};

/** A file attached in the form (bff/views.ts). */
export type { FileRef };

/** One material line as typed (texts), `key` telling rows apart while they are added and removed. */
export type MaterialValues = {
  key: string;
  number: string;
  name: string;
  model: string;
  categoryId: string;
  brandId: string;
  unit: string;
  purchaseCount: string;
  files: FileRef[];
};

/** The inquiry form as typed: what a refused form shows again, whole. */
export type InquiryFormValues = {
  details: string;
  description: string;
  categoryId: string;
  materials: MaterialValues[];
  /** YYYY-MM-DD (Beijing time). */
  deliveryDate: string;
  address: string;
  /** YYYY-MM-DDTHH:mm (Beijing time). */
  offerEnd: string;
  purchaseType: string;
  budgetAmount: string;
  priceContrast: string;
  /** 'all' areas or 'chosen' ones. */
  areaScope: string;
  /** "p:<province>" or "c:<province>:<city>". */
  areas: string[];
  offer: string;
  paymentType: string;
  taxes: string;
  logistics: string;
  packRequire: string;
  otherRequire: string;
  files: FileRef[];
  quoteScope: string;
  /** "<memberId>:<roleId>". */
  invited: string[];
  /** Why a published inquiry changed (a revision's reason). */
  reason: string;
};

export type { Choice };

/** What the form shows: a new inquiry, a draft, or a published one to edit (a revision). */
export type InquiryEditView = {
  mode: 'new' | 'draft' | 'published';
  inquiry: MemberInquiry | null;
  /** Why this inquiry cannot be edited now (cancelled, awarded, past its deadline), or null. */
  locked: string | null;
  values: InquiryFormValues;
  categories: CategoryChoice[];
  brands: Choice[];
  provinces: Province[];
  /** The buyer's admitted suppliers whose stage lets them quote. */
  suppliers: Choice[];
  formKey: string;
  /** ?saved=1 after a draft was saved. */
  saved: boolean;
};

/** A refused inquiry form: messages by field ('details', 'm.0.name' …) or for the form, and what was typed. */
export type InquiryFormFailure = {
  ok: false;
  fieldErrors: Record<string, string>;
  formError?: string;
  values: InquiryFormValues;
  formKey: string;
};

export type InquiryDetailView = {
  inquiry: MemberInquiry;
  roster: Section<QuoteRoster>;
  opening: OpeningRecord | null;
  /** Once prices may be seen (open, or sealed and opened); null before. */
  comparison: Section<Comparison> | null;
  /** Once awarded: the award read back (lines, winners, reason, who and when, the orders and where they stand). */
  award: Section<AwardResult> | null;
  awardKey: string;
  serverTime: number;
};

/** What the detail page's actions answer: the opening, the award, a cancellation. */
export type InquiryActionAnswer =
  | { ok: true; intent: 'open' | 'award' | 'cancel' }
  | {
      ok: false;
      intent: 'open' | 'award' | 'cancel';
      message?: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
      awardKey?: string;
    };

/** A supplier's view of an inquiry's award (its own lines and order), fetched by the quote page once awarded: missing before the award or when it did not quote. */
export type AwardResultAnswer = { status: 'ok'; data: AwardResult } | { status: 'missing' } | { status: 'error'; message: string };

// ── The supplier's side: the quote page and its quotes ──────────────────────────────────────────

/**
 * The posted names of a quote: a price, a quantity, a delivery date (empty: the quote's) and notes
 * per material line (by its id), then the quote's own fields.
 */
export const QUOTE_FIELD = {
  price: (materielId: number) => `price.${materielId}`,
  quantity: (materielId: number) => `quantity.${materielId}`,
  lineDelivery: (materielId: number) => `delivery.${materielId}`,
  lineNotes: (materielId: number) => `lineNotes.${materielId}`,
  taxRate: 'taxRate',
  deliveryDate: 'deliveryDate',
  notes: 'notes',
  fileIds: 'fileIds',
  /** The idempotency key of this render of the form: a double click or a retry submits once. */
  key: 'quoteKey',
  intent: 'intent',
} as const;

/** What a quote form posts: a new revision, or the quote withdrawn. */
export type QuoteIntent = 'submit' | 'withdraw';

export type QuotePageView = {
  /** The inquiry, whether a quote would be taken now (the refusal in the user's language), and the caller's own quote. */
  form: Section<QuoteForm>;
  /** The opening record, once the inquiry's quotes were opened (null before, or when it cannot be read). */
  opening: Section<OpeningRecord> | null;
  /** The server's clock when the page was made, for the countdown. */
  serverTime: number;
  /** The idempotency key of this render's form. */
  quoteKey: string;
};

/** A quote's fields keyed by their posted names (price.<id>, quantity.<id>, taxRate …). */
export type QuoteFormFailure = FormFailure<string> & { intent: QuoteIntent; quoteKey: string };

export type QuoteAnswer = { ok: true; intent: QuoteIntent; receipt: QuoteReceipt } | QuoteFormFailure;

export type MyQuotesView = { list: Section<Page<OwnQuoteRow>>; current: number; pageSize: number; state: QuoteState | null };
