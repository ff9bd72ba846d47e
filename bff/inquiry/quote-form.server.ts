// The supplier's quote form as posted (docs/product/member-side.md#quoting, decision 017): the lines
// priced (a line left without a price is not quoted), each with its quantity, its own delivery date
// (empty: the quote's) and notes, then the tax rate, the quote's delivery date, notes and files. The
// portal reads the fields' shapes (bff/form-fields.server.ts); the bounds are the contract's
// QuoteBody, checked here against the body before any call; the rules of time are the platform's.
import type { z } from 'zod';
import { QuoteBody } from '#contract/endpoints.ts';
import { DECIMALS, INQUIRY_LIMITS } from '#contract/schemas/inquiry-rules.ts';
import { INT4_MAX } from '#contract/vocabulary.ts';
import { decimalOf, formCheck, type IssuePlace, idOf, moneyOf, quantityOf, siteDayOf } from '../form-fields.server.ts';
import { text, type Translate } from '../forms.server.ts';
import { QUOTE_FIELD } from './views.ts';

/** The line ids a form posted (price.<id>), at most as many as an inquiry has lines. */
export function postedLines(form: FormData): number[] {
  const ids: number[] = [];
  for (const name of form.keys()) {
    const match = /^price\.(\d{1,10})$/.exec(name);
    if (match && Number(match[1]) <= INT4_MAX && !ids.includes(Number(match[1]))) ids.push(Number(match[1]));
  }
  return ids.slice(0, INQUIRY_LIMITS.materiels);
}

/** Everything typed, to show again after a refusal. */
export function typedValues(form: FormData, lines: number[]): Record<string, string> {
  const names = [
    ...lines.flatMap((id) => [QUOTE_FIELD.price(id), QUOTE_FIELD.quantity(id), QUOTE_FIELD.lineDelivery(id), QUOTE_FIELD.lineNotes(id)]),
    QUOTE_FIELD.taxRate,
    QUOTE_FIELD.deliveryDate,
    QUOTE_FIELD.notes,
    QUOTE_FIELD.fileIds,
  ];
  return Object.fromEntries(names.map((name) => [name, text(form, name)]));
}

/** The attachments' ids as the upload field posts them ('12,15'), each once; null when not that. */
function idsOf(typed: string): number[] | null {
  if (typed === '') return [];
  const ids = typed.split(',').map(idOf);
  return ids.every((id) => id !== null) ? [...new Set(ids as number[])] : null;
}

/** Where one of the contract's issues goes: the field it names, or the form (no line priced). */
function placeOf(issue: z.core.$ZodIssue, lines: QuoteBody['lines']): IssuePlace {
  const [first, index, name] = issue.path;
  if (first === 'lines') {
    const materielId = typeof index === 'number' ? lines[index]?.materielId : undefined;
    if (materielId === undefined) return { formKey: 'noLine' };
    if (name === 'quantity') return { field: QUOTE_FIELD.quantity(materielId), key: 'quantity' };
    if (name === 'deliveryTime') return { field: QUOTE_FIELD.lineDelivery(materielId), key: 'deliveryDate' };
    if (name === 'notes') return { field: QUOTE_FIELD.lineNotes(materielId), key: 'tooLong' };
    return { field: QUOTE_FIELD.price(materielId), key: 'price' };
  }
  if (first === 'taxRate') return { field: QUOTE_FIELD.taxRate, key: 'taxRate' };
  if (first === 'deliveryTime') return { field: QUOTE_FIELD.deliveryDate, key: 'deliveryDate' };
  if (first === 'notes') return { field: QUOTE_FIELD.notes, key: 'tooLong' };
  if (first === 'fileIds') return { field: QUOTE_FIELD.fileIds, key: 'files' };
  return { formKey: 'noLine' };
}

export type CheckedQuote = { ok: true; body: QuoteBody } | { ok: false; fieldErrors: Record<string, string>; formError?: string };

/** The platform's body of a quote's revision from what was typed, or every message of what to mend, at once. */
export function checkedQuote(values: Record<string, string>, lineIds: number[], inquiryId: number, quoteKey: string, t: Translate): CheckedQuote {
  const check = formCheck(t, 'quote:errors');
  const typed = (name: string) => values[name] ?? '';
  const lines = lineIds
    .filter((materielId) => typed(QUOTE_FIELD.price(materielId)).trim() !== '')
    .map((materielId) => {
      const delivery = typed(QUOTE_FIELD.lineDelivery(materielId)).trim();
      return {
        materielId,
        unitPrice: check.read(QUOTE_FIELD.price(materielId), moneyOf(typed(QUOTE_FIELD.price(materielId))), 0, 'price'),
        quantity: check.read(QUOTE_FIELD.quantity(materielId), quantityOf(typed(QUOTE_FIELD.quantity(materielId))), 1, 'quantity'),
        ...(delivery === '' ? {} : { deliveryTime: check.read(QUOTE_FIELD.lineDelivery(materielId), siteDayOf(delivery), 0, 'deliveryDate') }),
        notes: typed(QUOTE_FIELD.lineNotes(materielId)),
      };
    });
  const body: QuoteBody = {
    inquiryId,
    lines,
    taxRate: check.read(QUOTE_FIELD.taxRate, decimalOf(typed(QUOTE_FIELD.taxRate), DECIMALS.taxRate), 0, 'taxRate'),
    deliveryTime: check.read(QUOTE_FIELD.deliveryDate, siteDayOf(typed(QUOTE_FIELD.deliveryDate)), 0, 'deliveryDate'),
    notes: typed(QUOTE_FIELD.notes),
    fileIds: check.read(QUOTE_FIELD.fileIds, idsOf(typed(QUOTE_FIELD.fileIds)), [], 'files'),
    idempotencyKey: quoteKey,
  };
  const parsed = QuoteBody.safeParse(body);
  if (!parsed.success) check.contract(parsed.error, (issue) => placeOf(issue, lines));
  if (parsed.success && !check.failed) return { ok: true, body: parsed.data };
  return { ok: false, fieldErrors: check.fieldErrors, ...(check.formError ? { formError: check.formError } : {}) };
}
