// The view models of the buyer's inquiries (RFQ) in the member centre (docs/decisions/017-rfq-sealed-quotes-and-currency.md):
// its list, the form it drafts, publishes and edits, one inquiry with its quotes, opening, comparison
// and award, and its purchase orders. Browser-safe: types and the form's shape only.
import type {
  AwardResult,
  Comparison,
  InquiryState,
  OpeningRecord,
  OrderRow,
  OrderState,
  Page,
  Province,
  PurchaseOrder,
  QuoteRoster,
  RfqInquiry,
  RfqInquiryRow,
} from '#contract/schemas.ts';
import type { CategoryChoice } from './member-views.ts';
import type { Section } from './views.ts';

export type InquiryListView = {
  list: Section<Page<RfqInquiryRow>>;
  current: number;
  pageSize: number;
  state: InquiryState | null;
  keyword: string;
};

/** A file attached in the form: its upload's id (what the platform takes), name and address. */
export type FileRef = { id: number; name: string; url: string };

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

export type Choice = { value: string; label: string };

/** What the form shows: a new inquiry, a draft, or a published one to edit (a revision). */
export type InquiryEditView = {
  mode: 'new' | 'draft' | 'published';
  inquiry: RfqInquiry | null;
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
  inquiry: RfqInquiry;
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

export type OrderListView = { list: Section<Page<OrderRow>>; current: number; pageSize: number; state: OrderState | null };
export type OrderDetailView = { order: PurchaseOrder };
