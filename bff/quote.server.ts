// The supplier's side of inquiries in the member centre (docs/decisions/017-rfq-sealed-quotes-and-currency.md):
// the quote page (the inquiry, whether the platform would take a quote now, the supplier's own quote
// with every revision and receipt, the opening record once opened), submitting a revision (keyed:
// a double click or a retry is stored once) and withdrawing; the supplier's quotes; its sale orders
// (order type 7, from an inquiry's award), confirmed or declined with a reason. The platform decides
// every rule by its own clock (a delivery date already past among them: 60014, put on the date it
// names); the portal checks the form's shape for comfort and puts each refusal on its field or on
// the form, in the user's language.
import { data } from 'react-router';
import { z } from 'zod';
import { Code } from '#contract/codes.ts';
import { api, RFQ_LIMITS } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { QuoteState, REASON_MAX } from '#contract/schemas.ts';
import { INT4_MAX, MAX_AMOUNT } from '#contract/vocabulary.ts';
import { newKey, platformRefusal, postedKey, text, type Translate } from './forms.server.ts';
import { memberCall, memberContext } from './member-session.server.ts';
import {
  type MyQuotesView,
  type OrderDecisionAnswer,
  QUOTE_FIELD,
  type QuoteAnswer,
  type QuoteIntent,
  type QuotePageView,
  type SaleOrderView,
} from './quote-views.ts';
import { renderTime } from './request-context.server.ts';
import { toSection } from './section.ts';
import { idParam, missing, pageParam, subjectId } from './page-params.server.ts';
import { callUpstream } from './upstream.server.ts';

const PAGE_SIZE = 10;
/** The platform's clock and the inquiries' dates are Beijing's (app/lib/format.ts shows them so). */
const BEIJING = '+08:00';

// ── The quote page ─────────────────────────────────────────────────────────────────────────────

export async function loadQuotePage(request: Request, locale: Locale): Promise<QuotePageView> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const form = await memberCall(request, callUpstream(api.inquiryQuote.form, { ctx, query: { id } }));
  if (missing(form)) throw data(null, { status: 404 });
  // The opening record, for everyone who quoted, once the buyer opened the quotes.
  const opened = form.ok && form.data.inquiry.opened && form.data.quote !== null;
  const opening = opened ? toSection(await memberCall(request, callUpstream(api.inquiryQuote.opening, { ctx, query: { id } }))) : null;
  return { form: toSection(form), opening, serverTime: renderTime(request), quoteKey: newKey() };
}

/** A date field (YYYY-MM-DD) as the platform's instant: the day's start in Beijing. */
const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'deliveryDate')
  .transform((date) => Date.parse(`${date}T00:00:00${BEIJING}`))
  .pipe(z.number().int('deliveryDate').min(0, 'deliveryDate'));
/** A line's notes as typed. */
const lineNotesText = z.string().trim().max(RFQ_LIMITS.text, 'tooLong');

/** Money as typed: up to 2 decimals, within the platform's maximum. */
const moneyText = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'price')
  .transform(Number)
  .pipe(z.number().max(MAX_AMOUNT, 'price'));
/** A quantity as typed: above 0, up to 3 decimals. */
const quantityText = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,3})?$/, 'quantity')
  .transform(Number)
  .pipe(z.number().gt(0, 'quantity'));

const QuoteFields = z.object({
  [QUOTE_FIELD.taxRate]: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'taxRate')
    .transform(Number)
    .pipe(z.number().max(100, 'taxRate')),
  [QUOTE_FIELD.deliveryDate]: dateText,
  [QUOTE_FIELD.notes]: z.string().trim().max(RFQ_LIMITS.description, 'tooLong'),
  [QUOTE_FIELD.fileIds]: z
    .string()
    .regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'files')
    .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : []))
    .pipe(z.array(z.number().int().min(1).max(INT4_MAX)).max(RFQ_LIMITS.files, 'files')),
});

/** The line ids a form posted (price.<id>), at most the inquiry's limit. */
function postedLines(form: FormData): number[] {
  const ids: number[] = [];
  for (const name of form.keys()) {
    const match = /^price\.(\d{1,10})$/.exec(name);
    if (match && Number(match[1]) <= INT4_MAX && !ids.includes(Number(match[1]))) ids.push(Number(match[1]));
  }
  return ids.slice(0, RFQ_LIMITS.materiels);
}

/** Everything typed, to show again after a refusal. */
function typedValues(form: FormData, lines: number[]): Record<string, string> {
  const names = [
    ...lines.flatMap((id) => [QUOTE_FIELD.price(id), QUOTE_FIELD.quantity(id), QUOTE_FIELD.lineDelivery(id), QUOTE_FIELD.lineNotes(id)]),
    QUOTE_FIELD.taxRate,
    QUOTE_FIELD.deliveryDate,
    QUOTE_FIELD.notes,
    QUOTE_FIELD.fileIds,
  ];
  return Object.fromEntries(names.map((name) => [name, text(form, name)]));
}

/** 60014 names the date it refused (`deliveryTime <line id>`, or the quote's): that field carries the message. */
const DATE_REFUSED = /:\s*deliveryTime(?: (\d{1,10}))?$/;

function refusedDate(result: { code: number; message: string }): { field: string; message: string } | null {
  if (result.code !== Code.TIMES_INVALID) return null;
  const match = DATE_REFUSED.exec(result.message);
  if (!match) return null;
  const field = match[1] ? QUOTE_FIELD.lineDelivery(Number(match[1])) : QUOTE_FIELD.deliveryDate;
  return { field, message: result.message.slice(0, match.index) };
}

/**
 * A revision of the supplier's quote, or its withdrawal (intent). The lines are those with a price
 * typed (at least one), each with its own delivery date (empty: the quote's) and notes; the platform
 * computes the amounts and the total and answers the receipt.
 */
export async function quoteAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<QuoteAnswer> {
  const ctx = await memberContext(request, locale);
  const inquiryId = subjectId(request);
  const intent: QuoteIntent = text(form, QUOTE_FIELD.intent) === 'withdraw' ? 'withdraw' : 'submit';
  const quoteKey = postedKey(form, QUOTE_FIELD.key);
  const lines = postedLines(form);
  const values = typedValues(form, lines);

  if (intent === 'withdraw') {
    const result = await memberCall(request, callUpstream(api.inquiryQuote.withdraw, { ctx, body: { inquiryId } }));
    if (!result.ok) return { ...platformRefusal<string>(result, {}, values), intent, quoteKey };
    return { ok: true, intent, receipt: result.data };
  }

  const fieldErrors: Record<string, string> = {};
  const priced: Array<{ materielId: number; unitPrice: number; quantity: number; deliveryTime?: number; notes: string }> = [];
  for (const materielId of lines) {
    const priceName = QUOTE_FIELD.price(materielId);
    const quantityName = QUOTE_FIELD.quantity(materielId);
    const deliveryName = QUOTE_FIELD.lineDelivery(materielId);
    const notesName = QUOTE_FIELD.lineNotes(materielId);
    if (values[priceName]!.trim() === '') continue;
    const price = moneyText.safeParse(values[priceName]);
    const quantity = quantityText.safeParse(values[quantityName]);
    const delivery = values[deliveryName]!.trim() === '' ? null : dateText.safeParse(values[deliveryName]!.trim());
    const notes = lineNotesText.safeParse(values[notesName]);
    if (!price.success) fieldErrors[priceName] = t('quote:errors.price');
    if (!quantity.success) fieldErrors[quantityName] = t('quote:errors.quantity');
    if (delivery && !delivery.success) fieldErrors[deliveryName] = t('quote:errors.deliveryDate');
    if (!notes.success) fieldErrors[notesName] = t('quote:errors.tooLong', { max: RFQ_LIMITS.text });
    if (price.success && quantity.success && (!delivery || delivery.success) && notes.success) {
      priced.push({
        materielId,
        unitPrice: price.data,
        quantity: quantity.data,
        ...(delivery ? { deliveryTime: delivery.data } : {}),
        notes: notes.data,
      });
    }
  }
  const fields = QuoteFields.safeParse(values);
  if (!fields.success) {
    for (const issue of fields.error.issues) {
      const name = String(issue.path[0] ?? '');
      fieldErrors[name] ??= t(`quote:errors.${issue.message}`, { max: name === QUOTE_FIELD.fileIds ? RFQ_LIMITS.files : RFQ_LIMITS.description });
    }
  }
  const noLine = priced.length === 0 && Object.keys(fieldErrors).every((name) => !name.startsWith('price.'));
  if (!fields.success || Object.keys(fieldErrors).length > 0 || noLine) {
    return { ok: false, fieldErrors, ...(noLine ? { formError: t('quote:errors.noLine') } : {}), values, intent, quoteKey };
  }
  const body = {
    inquiryId,
    lines: priced,
    taxRate: fields.data.taxRate,
    deliveryTime: fields.data.deliveryDate,
    notes: fields.data.notes,
    fileIds: fields.data.fileIds,
    idempotencyKey: quoteKey,
  };
  const result = await memberCall(request, callUpstream(api.inquiryQuote.submit, { ctx, body }));
  if (!result.ok) {
    const date = refusedDate(result);
    if (date) return { ok: false, fieldErrors: { [date.field]: date.message }, values, intent, quoteKey };
    return { ...platformRefusal<string>(result, { [Code.FILE_UNUSABLE]: QUOTE_FIELD.fileIds }, values), intent, quoteKey };
  }
  return { ok: true, intent, receipt: result.data };
}

// ── The supplier's quotes ──────────────────────────────────────────────────────────────────────

export async function loadMyQuotes(request: Request, locale: Locale): Promise<MyQuotesView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const current = pageParam(url);
  const parsed = QuoteState.safeParse(url.searchParams.get('state'));
  const state = parsed.success ? parsed.data : null;
  const query = { current, pageSize: PAGE_SIZE, ...(state ? { state } : {}) };
  const list = toSection(await memberCall(request, callUpstream(api.inquiryQuote.list, { ctx, query })));
  return { list, current, pageSize: PAGE_SIZE, state };
}

// ── Sale orders (their list: loadOrders in rfq.server.ts) ──────────────────────────────────────

function orderOfPage(request: Request): number {
  const id = idParam(new URL(request.url), 'id');
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loadSaleOrder(request: Request, locale: Locale): Promise<SaleOrderView> {
  const ctx = await memberContext(request, locale);
  const result = await memberCall(request, callUpstream(api.order.detail, { ctx, query: { id: orderOfPage(request) } }));
  if (missing(result)) throw data(null, { status: 404 });
  return { order: toSection(result) };
}

/** The supplier confirms its order, or declines it with a reason (the portal's check, then the platform's; decided already: 60003). */
export async function orderDecisionAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<OrderDecisionAnswer> {
  const ctx = await memberContext(request, locale);
  const id = orderOfPage(request);
  const reason = text(form, 'reason').trim();
  const values = { reason: text(form, 'reason') };
  if (text(form, 'decision') === 'decline') {
    if (!reason) return { ok: false, fieldErrors: { reason: t('quote:errors.reasonRequired') }, values };
    if (reason.length > REASON_MAX) return { ok: false, fieldErrors: { reason: t('quote:errors.tooLong', { max: REASON_MAX }) }, values };
    const result = await memberCall(request, callUpstream(api.order.decline, { ctx, body: { id, reason } }));
    return result.ok ? { ok: true, decision: 'decline' } : platformRefusal<'reason'>(result, {}, values);
  }
  const result = await memberCall(request, callUpstream(api.order.confirm, { ctx, body: { id } }));
  return result.ok ? { ok: true, decision: 'confirm' } : platformRefusal<'reason'>(result, {}, values);
}
