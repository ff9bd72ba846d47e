// The supplier's quote page (docs/product/member-side.md#quoting, decision 017): the inquiry, whether the
// platform would take a quote now, the supplier's own quote with every revision and receipt, the
// opening record once opened; submitting a revision (keyed: a double click or a retry is stored
// once) and withdrawing. The platform decides every rule by its own clock (a delivery date already
// past among them: 60014, put on the date it names); the portal checks the form for comfort
// (quote-form.server.ts) and puts each refusal on its field or on the form, in the user's language.
import { data } from 'react-router';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { newKey, platformRefusal, postedKey, text, type Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { missing, subjectId } from '../page-params.server.ts';
import { renderTime } from '../request-context.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import { checkedQuote, postedLines, typedValues } from './quote-form.server.ts';
import { QUOTE_FIELD, type QuoteAnswer, type QuoteIntent, type QuotePageView } from './views.ts';

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

  const checked = checkedQuote(values, lines, inquiryId, quoteKey, t);
  if (!checked.ok) return { ...checked, values, intent, quoteKey };
  const result = await memberCall(request, callUpstream(api.inquiryQuote.submit, { ctx, body: checked.body }));
  if (!result.ok) {
    const date = refusedDate(result);
    if (date) return { ok: false, fieldErrors: { [date.field]: date.message }, values, intent, quoteKey };
    return { ...platformRefusal<string>(result, { [Code.FILE_UNUSABLE]: QUOTE_FIELD.fileIds }, values), intent, quoteKey };
  }
  return { ok: true, intent, receipt: result.data };
}
