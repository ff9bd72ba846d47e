// The supplier's bid page and the opening record page (docs/product/tenders.md#sealed-bids): the
// tender, whether the platform would take a bid now, the supplier's registration and its own bid in
// clear for itself; sending a bid (again: a revision, or a confirmation after an amendment; keyed, so
// a double click or a retry is stored once) and withdrawing it (keyed too). The platform decides every
// rule by its own clock; the portal checks the form against the contract for comfort and puts each
// refusal on its field or on the form, in the user's language. The opening record is read by the
// tender's buyer and every bidder; before the opening it says when the bids will be opened.
import { data } from 'react-router';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import { api, BidBody } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { DECIMALS } from '#contract/schemas/inquiry-rules.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { decimalOf, formCheck, type IssuePlace, idOf, moneyOf } from '../form-fields.server.ts';
import { newKey, platformRefusal, postedKey, text, type Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { missing, subjectId } from '../page-params.server.ts';
import { renderTime } from '../request-context.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import { BID_FIELD as F, type BidAnswer, type BidIntent, type BidPageView, type OpeningPageView } from './bid-views.ts';

export async function loadBidPage(request: Request, locale: Locale): Promise<BidPageView> {
  const ctx = await memberContext(request, locale);
  const inviteTenderId = subjectId(request);
  const form = await memberCall(request, callUpstream(api.tenderBid.form, { ctx, query: { inviteTenderId } }));
  if (missing(form)) throw data(null, { status: 404 });
  return { form: toSection(form), serverTime: renderTime(request), bidKey: newKey(), withdrawKey: newKey() };
}

export async function loadOpeningPage(request: Request, locale: Locale): Promise<OpeningPageView> {
  const ctx = await memberContext(request, locale);
  const inviteTenderId = subjectId(request);
  const record = await memberCall(request, callUpstream(api.tenderBid.opening, { ctx, query: { inviteTenderId } }));
  if (missing(record)) throw data(null, { status: 404 });
  return { record: toSection(record), serverTime: renderTime(request) };
}

/** The material line ids a form posted (price.<id>), at most as many as a tender has lines. */
function postedLines(form: FormData): number[] {
  const ids: number[] = [];
  for (const name of form.keys()) {
    const id = /^price\.(\d{1,10})$/.exec(name)?.[1];
    if (id !== undefined && idOf(id) !== null && !ids.includes(Number(id))) ids.push(Number(id));
  }
  return ids.slice(0, TENDER_LIMITS.materiels);
}

const BID_NAMES = [F.taxRate, F.payment, F.delivery, F.validityDays, F.warranty, F.remark, F.technicalFileIds, F.commercialFileIds] as const;

/** Everything typed, to show again after a refusal. */
function typedValues(form: FormData, lines: number[]): Record<string, string> {
  const names = [...lines.flatMap((id) => [F.price(id), F.deliveryDays(id), F.note(id)]), ...BID_NAMES];
  return Object.fromEntries(names.map((name) => [name, text(form, name)]));
}

/** A whole number of days as typed; '' is none (null); undefined when it is not one. */
function daysOf(typed: string): number | null | undefined {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return /^\d{1,5}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** The attachments' ids as the upload field posts them ('12,15'), each once; null when not that. */
function idsOf(typed: string): number[] | null {
  if (typed === '') return [];
  const ids = typed.split(',').map(idOf);
  return ids.every((id) => id !== null) ? [...new Set(ids as number[])] : null;
}

/** Where one of the contract's issues goes: the field it names (a line's by its material id), or the form. */
function placeOf(issue: z.core.$ZodIssue, lines: BidBody['lines']): IssuePlace {
  const [first, second, name] = issue.path;
  if (first === 'lines') {
    const materielId = typeof second === 'number' ? lines[second]?.materielId : undefined;
    if (materielId === undefined) return { formKey: 'lines' };
    if (name === 'deliveryDays') return { field: F.deliveryDays(materielId), key: 'days' };
    if (name === 'note') return { field: F.note(materielId), key: 'tooLong' };
    return { field: F.price(materielId), key: 'price' };
  }
  if (first === 'taxRate') return { field: F.taxRate, key: 'taxRate' };
  if (first === 'terms' && second === 'validityDays') return { field: F.validityDays, key: 'days' };
  if (first === 'terms' && typeof second === 'string') return { field: second, key: 'tooLong' };
  if (first === 'remark') return { field: F.remark, key: 'tooLong' };
  if (first === 'technicalFileIds') return { field: F.technicalFileIds, key: 'files' };
  if (first === 'commercialFileIds') return { field: F.commercialFileIds, key: 'files' };
  return { formKey: 'lines' };
}

type Checked = { ok: true; body: z.output<typeof BidBody> } | { ok: false; fieldErrors: Record<string, string>; formError?: string };

/** The platform's body of a bid from what was typed, or every message of what to mend at once (every line needs its price). */
export function checkedBid(values: Record<string, string>, lineIds: number[], tenderId: number, bidKey: string, t: Translate): Checked {
  const check = formCheck(t, 'tenderBid:errors');
  const typed = (name: string) => values[name] ?? '';
  const lines = lineIds.map((materielId) => {
    const days = daysOf(typed(F.deliveryDays(materielId)));
    if (days === undefined) check.refuse(F.deliveryDays(materielId), 'days');
    return {
      materielId,
      price: check.read(F.price(materielId), moneyOf(typed(F.price(materielId))), 0, 'price'),
      deliveryDays: days ?? null,
      note: typed(F.note(materielId)),
    };
  });
  const validity = daysOf(typed(F.validityDays));
  if (validity === undefined) check.refuse(F.validityDays, 'days');
  const body: BidBody = {
    tenderId,
    lines,
    taxRate: check.read(F.taxRate, decimalOf(typed(F.taxRate), DECIMALS.taxRate), 0, 'taxRate'),
    terms: { payment: typed(F.payment), delivery: typed(F.delivery), validityDays: validity ?? null, warranty: typed(F.warranty) },
    remark: typed(F.remark),
    technicalFileIds: check.read(F.technicalFileIds, idsOf(typed(F.technicalFileIds)), [], 'files'),
    commercialFileIds: check.read(F.commercialFileIds, idsOf(typed(F.commercialFileIds)), [], 'files'),
    idempotencyKey: bidKey,
  };
  const parsed = BidBody.safeParse(body);
  if (!parsed.success) check.contract(parsed.error, (issue) => placeOf(issue, lines));
  if (parsed.success && !check.failed) return { ok: true, body: parsed.data };
  return { ok: false, fieldErrors: check.fieldErrors, ...(check.formError ? { formError: check.formError } : {}) };
}

/** The bid (every line of the tender priced) or its withdrawal (intent); the platform answers the receipt. */
export async function bidAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<BidAnswer> {
  const ctx = await memberContext(request, locale);
  const tenderId = subjectId(request);
  const intent: BidIntent = text(form, F.intent) === 'withdraw' ? 'withdraw' : 'submit';
  const bidKey = postedKey(form, F.key);
  const lines = postedLines(form);
  const values = typedValues(form, lines);

  if (intent === 'withdraw') {
    const result = await memberCall(request, callUpstream(api.tenderBid.withdraw, { ctx, body: { tenderId, idempotencyKey: bidKey } }));
    if (!result.ok) return { ...platformRefusal<string>(result, {}, values), intent, bidKey };
    return { ok: true, intent, receipt: result.data };
  }
  const checked = checkedBid(values, lines, tenderId, bidKey, t);
  if (!checked.ok) return { ...checked, values, intent, bidKey };
  const result = await memberCall(request, callUpstream(api.tenderBid.submit, { ctx, body: checked.body }));
  if (!result.ok) {
    const onField = { [Code.FILE_UNUSABLE]: F.technicalFileIds };
    return { ...platformRefusal<string>(result, onField, values), intent, bidKey };
  }
  return { ok: true, intent, receipt: result.data };
}
