// The contract page's action, one intent per form (docs/decisions/025-contracts.md): confirm the
// current version by its number and hash, propose a new version on top of the one read, comment,
// record a delivery (the supplier), accept or reject one (the buyer, a rejection with its reason),
// record a payment of a stage (the buyer), terminate with a reason. Keyed forms send the render's
// key, kept while the user corrects the form. The portal checks only the shape (the contract's
// schemas); the platform decides every rule and its refusal comes back in the user's language, on
// the field it is about, with what was typed. 39007 says a newer version came first: the page reads
// it again and shows it.
import { Code } from '#contract/codes.ts';
import { api, DecideDeliveryBody, DeliverBody, PayStageBody, ProposeAgreementBody, SignAgreementBody } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { AGREEMENT_LIMITS } from '#contract/schemas/agreement.ts';
import { idOf, moneyOf, quantityOf } from '../form-fields.server.ts';
import { postedKey, text, type Translate } from '../forms.server.ts';
import { memberCall, memberContext, type MemberContext } from '../member/session.server.ts';
import { idParam } from '../page-params.server.ts';
import type { UpstreamFailure, UpstreamResult } from '../upstream.server.ts';
import { callUpstream } from '../upstream.server.ts';
import { AGREEMENT_FIELD as F, AGREEMENT_INTENTS, type AgreementActionAnswer, type AgreementIntent, type ProposalValues } from './detail-views.ts';
import { checkTermsBody, postedTerms, TERMS_REFUSAL_FIELD } from './terms-form.server.ts';

type Refusal = Extract<AgreementActionAnswer, { ok: false }>;
type Subject = { deliveryId?: number; stageNo?: number };

/** Where the platform's refusals of the smaller forms belong (the rest are said above the form). */
const REFUSAL_FIELD: Partial<Record<number, string>> = {
  [Code.DELIVERY_ABOVE_CONTRACTED]: F.quantity,
  [Code.PAYMENT_ABOVE_STAGE]: F.amount,
};

/** The platform's answer as the page's: done, or its refusal on its field with what was typed. */
function answered(
  result: UpstreamResult<unknown>,
  intent: AgreementIntent,
  values: Record<string, string>,
  subject: Subject,
  onField: Partial<Record<number, string>> = REFUSAL_FIELD,
): AgreementActionAnswer {
  if (result.ok) return { ok: true, intent, ...subject };
  return refusedBy(result, intent, values, subject, onField);
}

function refusedBy(
  failure: UpstreamFailure,
  intent: AgreementIntent,
  values: Record<string, string>,
  subject: Subject,
  onField: Partial<Record<number, string>>,
): Refusal {
  const field = failure.kind === 'business' ? onField[failure.code] : undefined;
  const stale = failure.kind === 'business' && failure.code === Code.AGREEMENT_VERSION_STALE;
  return {
    ok: false,
    intent,
    code: failure.code,
    ...(field ? { fieldErrors: { [field]: failure.message } } : { fieldErrors: {}, message: failure.message }),
    ...(stale ? { stale: true } : {}),
    values,
    ...subject,
  };
}

/** A text the contract bounds: required (unless `optional`), at most `max` characters; the message key when it is not. */
function textProblem(value: string, max: number, t: Translate, optional = false): string | undefined {
  const trimmed = value.trim();
  if (!optional && trimmed === '') return t('contractDetail:errors.required');
  return trimmed.length > max ? t('contractDetail:errors.tooLong', { max }) : undefined;
}

export async function agreementAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<AgreementActionAnswer> {
  // The page's forms post to the contract they were drawn for, each with one of its intents: anything else is no form of the page.
  const id = idParam(new URL(request.url), 'id');
  const posted = text(form, F.intent);
  const intent = AGREEMENT_INTENTS.find((known) => known === posted);
  if (id === null || !intent) return { ok: false, intent: null, message: t('contractDetail:errors.invalidForm'), fieldErrors: {}, values: {} };
  const ctx = await memberContext(request, locale);
  const key = postedKey(form, F.key);
  switch (intent) {
    case 'sign':
      return sign(request, ctx, id, form, key, t);
    case 'propose':
      return propose(request, ctx, id, form, key, t);
    case 'comment':
    case 'terminate':
      return said(request, ctx, id, intent, form, key, t);
    case 'deliver':
      return deliver(request, ctx, id, form, key, t);
    case 'accept':
    case 'reject':
      return decide(request, ctx, id, intent, form, key, t);
    case 'pay':
      return pay(request, ctx, id, form, key, t);
  }
}

async function sign(request: Request, ctx: MemberContext, id: number, form: FormData, key: string, t: Translate): Promise<AgreementActionAnswer> {
  const parsed = SignAgreementBody.safeParse({ id, version: idOf(text(form, F.version)), hash: text(form, F.hash), idempotencyKey: key });
  if (!parsed.success) return { ok: false, intent: 'sign', message: t('contractDetail:errors.invalidForm'), fieldErrors: {}, values: {} };
  return answered(await memberCall(request, callUpstream(api.agreement.sign, { ctx, body: parsed.data })), 'sign', {}, {});
}

/** A new version: the terms read and checked as the draft's are, on top of the version they were typed on. */
async function propose(request: Request, ctx: MemberContext, id: number, form: FormData, key: string, t: Translate): Promise<AgreementActionAnswer> {
  const proposal: ProposalValues = { ...postedTerms(form), baseVersion: idOf(text(form, F.baseVersion)) ?? 0, comment: text(form, F.comment) };
  const rest = { id, baseVersion: proposal.baseVersion, comment: proposal.comment, idempotencyKey: key };
  const checked = checkTermsBody(ProposeAgreementBody, rest, proposal, t);
  if (!checked.ok) {
    const message = checked.formError ? { message: checked.formError } : {};
    return { ok: false, intent: 'propose', fieldErrors: checked.fieldErrors, ...message, values: {}, proposal };
  }
  const result = await memberCall(request, callUpstream(api.agreement.propose, { ctx, body: checked.body }));
  if (result.ok) return { ok: true, intent: 'propose' };
  return { ...refusedBy(result, 'propose', {}, {}, TERMS_REFUSAL_FIELD), proposal };
}

/** A comment on the current version, or the termination: a text the contract bounds. */
async function said(
  request: Request,
  ctx: MemberContext,
  id: number,
  intent: 'comment' | 'terminate',
  form: FormData,
  key: string,
  t: Translate,
): Promise<AgreementActionAnswer> {
  const field = intent === 'comment' ? F.comment : F.reason;
  const value = text(form, field);
  const values = { [field]: value };
  const problem = textProblem(value, intent === 'comment' ? AGREEMENT_LIMITS.comment : AGREEMENT_LIMITS.reason, t);
  if (problem) return { ok: false, intent, fieldErrors: { [field]: problem }, values };
  const result =
    intent === 'comment'
      ? await memberCall(request, callUpstream(api.agreement.comment, { ctx, body: { id, comment: value.trim(), idempotencyKey: key } }))
      : await memberCall(request, callUpstream(api.agreement.terminate, { ctx, body: { id, reason: value.trim(), idempotencyKey: key } }));
  return answered(result, intent, values, {});
}

async function deliver(request: Request, ctx: MemberContext, id: number, form: FormData, key: string, t: Translate): Promise<AgreementActionAnswer> {
  const values = { lineNo: text(form, F.lineNo), quantity: text(form, F.quantity), deliveredOn: text(form, F.deliveredOn), note: text(form, F.note) };
  const fieldErrors: Record<string, string> = {};
  const lineNo = idOf(values.lineNo);
  const quantity = quantityOf(values.quantity);
  if (lineNo === null) fieldErrors[F.lineNo] = t('contractDetail:errors.chooseLine');
  if (quantity === null) fieldErrors[F.quantity] = t('contractDetail:errors.quantity');
  const note = textProblem(values.note, AGREEMENT_LIMITS.note, t, true);
  if (note) fieldErrors[F.note] = note;
  const parsed = DeliverBody.safeParse({ id, lineNo, quantity, deliveredOn: values.deliveredOn.trim(), note: values.note, idempotencyKey: key });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (field === F.deliveredOn) fieldErrors[field] ??= t('contractDetail:errors.date');
      else if (field === F.quantity) fieldErrors[field] ??= t('contractDetail:errors.quantity');
    }
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return { ok: false, intent: 'deliver', fieldErrors, values };
  return answered(await memberCall(request, callUpstream(api.agreementSupplier.deliver, { ctx, body: parsed.data })), 'deliver', values, {});
}

async function decide(
  request: Request,
  ctx: MemberContext,
  id: number,
  intent: 'accept' | 'reject',
  form: FormData,
  key: string,
  t: Translate,
): Promise<AgreementActionAnswer> {
  const values = { reason: text(form, F.reason) };
  const deliveryId = idOf(text(form, F.deliveryId));
  if (deliveryId === null) return { ok: false, intent, message: t('contractDetail:errors.invalidForm'), fieldErrors: {}, values };
  const subject = { deliveryId };
  if (intent === 'reject') {
    const problem = textProblem(values.reason, AGREEMENT_LIMITS.reason, t);
    if (problem) return { ok: false, intent, fieldErrors: { [F.reason]: problem }, values, ...subject };
  }
  const reason = values.reason.trim();
  const parsed = DecideDeliveryBody.safeParse({ id, deliveryId, decision: intent, ...(intent === 'reject' ? { reason } : {}), idempotencyKey: key });
  if (!parsed.success) return { ok: false, intent, message: t('contractDetail:errors.invalidForm'), fieldErrors: {}, values, ...subject };
  return answered(await memberCall(request, callUpstream(api.agreementBuyer.decideDelivery, { ctx, body: parsed.data })), intent, values, subject);
}

async function pay(request: Request, ctx: MemberContext, id: number, form: FormData, key: string, t: Translate): Promise<AgreementActionAnswer> {
  const values = { amount: text(form, F.amount) };
  const stageNo = idOf(text(form, F.stageNo));
  if (stageNo === null) return { ok: false, intent: 'pay', message: t('contractDetail:errors.invalidForm'), fieldErrors: {}, values };
  const subject = { stageNo };
  const amount = moneyOf(values.amount);
  const parsed = PayStageBody.safeParse({ id, stageNo, amount, idempotencyKey: key });
  if (amount === null || !parsed.success)
    return { ok: false, intent: 'pay', fieldErrors: { [F.amount]: t('contractDetail:errors.amount') }, values, ...subject };
  return answered(await memberCall(request, callUpstream(api.agreementBuyer.pay, { ctx, body: parsed.data })), 'pay', values, subject);
}
