// An inquiry's award (docs/product/member-side.md#opening-comparison-and-award, decision 017): the buyer's award form (a quote
// per material line, a reason unless each line goes to its lowest: 60012), keyed so a double press
// awards once; and a supplier's part of the award, which its quote page fetches once awarded.
import { Code } from '#contract/codes.ts';
import { AwardBody, api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { formCheck, issueKind } from '../form-fields.server.ts';
import { postedKey, text, type Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { idParam, missing } from '../page-params.server.ts';
import { callUpstream } from '../upstream.server.ts';
import type { AwardResultAnswer, InquiryActionAnswer } from './views.ts';

type AwardLine = { materielId: number; quoteId: number };

/** The award form's lines: one `line.<materielId>` per material, its value the chosen quote's id. */
function awardLinesOf(form: FormData): AwardLine[] {
  const lines: AwardLine[] = [];
  for (const [key, value] of form.entries()) {
    const materiel = /^line\.(\d{1,10})$/.exec(key)?.[1];
    if (materiel && typeof value === 'string' && /^\d{1,10}$/.test(value)) lines.push({ materielId: Number(materiel), quoteId: Number(value) });
  }
  return lines;
}

/** The buyer awards inquiry `id`: the form checked against the contract's AwardBody, then the platform's rules. */
export async function awardAction(request: Request, locale: Locale, id: number, form: FormData, t: Translate): Promise<InquiryActionAnswer> {
  const ctx = await memberContext(request, locale);
  const intent = 'award';
  const awardKey = postedKey(form, 'awardKey');
  const lines = awardLinesOf(form);
  const reason = text(form, 'reason').trim();
  const values: Record<string, string> = { reason: text(form, 'reason') };
  for (const line of lines) values[`line.${line.materielId}`] = String(line.quoteId);
  const body = { id, lines, ...(reason ? { reason } : {}), idempotencyKey: awardKey };
  const parsed = AwardBody.safeParse(body);
  if (!parsed.success) {
    const check = formCheck(t, 'inquiry:errors');
    check.contract(parsed.error, (issue) =>
      issue.path[0] === 'reason'
        ? { field: 'reason', key: issueKind(issue) === 'tooLong' ? 'tooLong' : 'invalid' }
        : { field: 'lines', key: 'awardLines' },
    );
    return { ok: false, intent, fieldErrors: check.fieldErrors, values, awardKey };
  }
  const result = await memberCall(request, callUpstream(api.inquiryBuyer.award, { ctx, body }));
  if (result.ok) return { ok: true, intent };
  if (result.kind === 'business' && result.code === Code.AWARD_REASON_REQUIRED) {
    return { ok: false, intent, fieldErrors: { reason: result.message }, values, awardKey };
  }
  return { ok: false, intent, message: result.message, fieldErrors: {}, values, awardKey };
}

/** A supplier's part of an inquiry's award (?id=), for its quote page once the inquiry is awarded. */
export async function loadAwardResult(request: Request, locale: Locale): Promise<AwardResultAnswer> {
  const ctx = await memberContext(request, locale);
  const id = idParam(new URL(request.url), 'id');
  if (id === null) return { status: 'missing' };
  const result = await memberCall(request, callUpstream(api.inquiryAward.detail, { ctx, query: { id } }));
  if (result.ok) return { status: 'ok', data: result.data };
  return missing(result) ? { status: 'missing' } : { status: 'error', message: result.message };
}
