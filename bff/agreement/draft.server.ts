// The buyer's new contract from one award (docs/decisions/025-contracts.md): the page reads the draft the
// platform prefills from the award's order (?orderId=; ?templateId= fills the text in from one of the
// buyer's templates) beside the templates to choose from; the action creates version 1. The create is
// keyed: the form carries its idempotency key in a hidden field, kept while the user corrects it, so a
// double press or a retry makes one contract. A refusal keeps everything typed, its message on its field.
import { data } from 'react-router';
import { Code } from '#contract/codes.ts';
import { api, CreateAgreementBody } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { newKey, postedKey, text, type Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { idParam } from '../page-params.server.ts';
import { memberSubjectOrThrow, notForMember } from '../page-status.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import { termsValuesFrom } from './terms-form.ts';
import { checkTermsBody, postedTerms, TERMS_REFUSAL_FIELD } from './terms-form.server.ts';
import type { DraftFailure, DraftPageView } from './views.ts';

/** The award's order (?orderId=): without a valid one the page is a 404. */
function orderIdOf(request: Request): number {
  const orderId = idParam(new URL(request.url), 'orderId');
  if (orderId === null) throw data(null, { status: 404 });
  return orderId;
}

/** The platform's refusals of a draft that the page says in place of the form (nothing left to contract from this award). */
const NOTHING_TO_DRAFT: ReadonlySet<number> = new Set([Code.AGREEMENT_EXISTS, Code.AWARD_NOT_CONTRACTABLE]);

/**
 * The draft (another buyer's order, a supplier, a member without a role: the page's 404) and the
 * templates, side by side; or why nothing can be drafted from this award.
 */
export async function loadDraft(request: Request, locale: Locale): Promise<DraftPageView> {
  const ctx = await memberContext(request, locale);
  const orderId = orderIdOf(request);
  const templateId = idParam(new URL(request.url), 'templateId');
  const [draft, templates] = await Promise.all([
    memberCall(request, callUpstream(api.agreementBuyer.draft, { ctx, query: { orderId, ...(templateId !== null ? { templateId } : {}) } })),
    memberCall(request, callUpstream(api.agreementBuyer.templates, { ctx, query: {} })),
  ]);
  if (!draft.ok && draft.kind === 'business' && NOTHING_TO_DRAFT.has(draft.code)) return { refusal: { code: draft.code, message: draft.message } };
  const { award, terms } = memberSubjectOrThrow(draft);
  return {
    refusal: null,
    award,
    lines: terms.lines,
    values: { ...termsValuesFrom(terms, { include: true }), comment: '' },
    templates: toSection(templates),
    templateId,
    formKey: newKey(),
  };
}

export type DraftAnswer = { ok: true; id: number } | DraftFailure;

/** Creates the contract (version 1, the buyer's); a refusal keeps what was typed and the key. */
export async function draftAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<DraftAnswer> {
  const formKey = postedKey(form, 'formKey');
  const values = { ...postedTerms(form, { include: true }), comment: text(form, 'comment') };
  const fail = (fieldErrors: Record<string, string>, formError?: string): DraftFailure => ({
    ok: false,
    fieldErrors,
    ...(formError ? { formError } : {}),
    values,
    formKey,
  });
  // The page was drawn for an award: an address that names none is a form the page did not write.
  const orderId = idParam(new URL(request.url), 'orderId');
  if (orderId === null) return fail({}, t('contract:termsForm.errors.invalidForm'));
  const ctx = await memberContext(request, locale);
  const checked = checkTermsBody(CreateAgreementBody, { orderId, idempotencyKey: formKey, comment: values.comment }, values, t);
  if (!checked.ok) return fail(checked.fieldErrors, checked.formError);
  const created = await memberCall(request, callUpstream(api.agreementBuyer.create, { ctx, body: checked.body }));
  if (created.ok) return { ok: true, id: created.data.id };
  // Not the caller's award (or the caller no buyer): the page's 404, as its read would answer; a body it refuses (1102) is the form's.
  if (notForMember(created) && created.code !== Code.PARAM_INVALID) throw data(null, { status: 404 });
  const field = created.kind === 'business' ? TERMS_REFUSAL_FIELD[created.code] : undefined;
  return field ? fail({ [field]: created.message }) : fail({}, created.message);
}
