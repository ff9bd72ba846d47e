// The view models of the supplier's side of inquiries (docs/decisions/017-rfq-sealed-quotes-and-currency.md):
// the quote page, the supplier's quotes, its sale orders. Browser-safe (types and field names only):
// the quote form's components and the BFF's action read the same names.
import type { OpeningRecord, OwnQuoteRow, Page, PurchaseOrder, QuoteForm, QuoteReceipt, QuoteState } from '#contract/schemas.ts';
import type { FormFailure } from './member-views.ts';
import type { Section } from './views.ts';

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

/** Attachments a quote may carry: RFQ_LIMITS.files of the contract, repeated here without zod for the browser (a test keeps them equal). */
export const QUOTE_FILES_MAX = 10;
/** A line's notes: RFQ_LIMITS.text of the contract, repeated for the browser likewise. */
export const QUOTE_LINE_NOTES_MAX = 500;

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

export type SaleOrderView = { order: Section<PurchaseOrder> };

export type OrderDecisionAnswer = { ok: true; decision: 'confirm' | 'decline' } | FormFailure<'reason'>;
