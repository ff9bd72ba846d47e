// The tender registration pages (docs/product/tenders.md#registration-and-prequalification): the
// supplier's page (the tender, whether the platform would take a registration now, its own
// registration and the buyer's verdict) and its form (keyed: a double click or a retry registers
// once); the buyer's registrations of one tender by review state, and its approve / reject. The
// platform decides every rule by its own clock; the portal checks the form against the contract for
// comfort and puts each refusal on its field or on the form, in the user's language.
import { data } from 'react-router';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import { api, RegisterTenderBody, ReviewRegistrationBody, TENDER_REGISTRATION_LIMITS } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { RegistrationReview } from '#contract/schemas.ts';
import { newKey, postedKey, text, type Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { filesOf, idOf } from '../form-fields.server.ts';
import { missing, pageParam, subjectId } from '../page-params.server.ts';
import { memberSectionOrThrow } from '../page-status.server.ts';
import { renderTime } from '../request-context.server.ts';
import { toSection } from '../section.ts';
import { callUpstream } from '../upstream.server.ts';
import {
  REGISTRATION_FIELD as F,
  REVIEW_FIELD,
  type RegistrationAnswer,
  type RegistrationField,
  type RegistrationPageView,
  type RegistrationsPageView,
  type ReviewAnswer,
} from './registration-views.ts';

/** Registrations on one page of the buyer's list. */
export const REGISTRATIONS_PAGE_SIZE = 20;

export async function loadRegistrationPage(request: Request, locale: Locale): Promise<RegistrationPageView> {
  const ctx = await memberContext(request, locale);
  const inviteTenderId = subjectId(request);
  const [form, provinces] = await Promise.all([
    memberCall(request, callUpstream(api.tenderRegistration.form, { ctx, query: { inviteTenderId } })),
    callUpstream(api.area.provinceCity, { ctx, cache: 'long' }),
  ]);
  if (missing(form)) throw data(null, { status: 404 });
  // Without the provinces no region can be chosen: the form says so by its region fields.
  return { form: toSection(form), provinces: toSection(provinces), serverTime: renderTime(request), formKey: newKey() };
}

const TYPED: readonly RegistrationField[] = [F.contactName, F.phone, F.email, F.provinceCode, F.cityCode, F.address, F.files, F.qualificationFiles];

/** The contract's field → the form's. */
const FIELD_OF: Record<string, RegistrationField> = {
  contactName: F.contactName,
  phone: F.phone,
  email: F.email,
  provinceCode: F.provinceCode,
  cityCode: F.cityCode,
  address: F.address,
  fileIds: F.files,
  qualificationFileIds: F.qualificationFiles,
};

/** The message key of a contract issue on `field`. */
function issueKey(field: RegistrationField, issue: z.core.$ZodIssue): string {
  if (field === F.provinceCode || field === F.cityCode) return 'region';
  if (issue.code === 'too_small') return 'required';
  if (issue.code === 'too_big') return field === F.files || field === F.qualificationFiles ? 'tooManyFiles' : 'tooLong';
  if (field === F.phone) return 'phone';
  if (field === F.email) return 'email';
  return 'invalid';
}

/** The supplier registers for the tender ?id= names: its registration, or the refusal on its field (the form keeps what was typed). */
export async function registrationAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<RegistrationAnswer> {
  const ctx = await memberContext(request, locale);
  const tenderId = subjectId(request);
  const formKey = postedKey(form, F.key);
  const values = Object.fromEntries(TYPED.map((name) => [name, text(form, name)])) as Partial<Record<RegistrationField, string>>;
  const [files, qualificationFiles] = [filesOf(form, F.files), filesOf(form, F.qualificationFiles)];
  const parsed = RegisterTenderBody.safeParse({
    tenderId,
    contactName: values.contactName,
    phone: values.phone,
    email: (values.email ?? '').trim(),
    provinceCode: values.provinceCode,
    cityCode: values.cityCode,
    address: values.address,
    fileIds: files.map((file) => file.id),
    qualificationFileIds: qualificationFiles.map((file) => file.id),
    idempotencyKey: formKey,
  });
  const fieldErrors: Partial<Record<RegistrationField, string>> = {};
  const say = (key: string, max?: unknown) => t(`tenderRegistration:errors.${key}`, max === undefined ? undefined : { max: Number(max) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0] ?? '')];
      if (field) fieldErrors[field] ??= say(issueKey(field, issue), (issue as { maximum?: unknown }).maximum);
    }
  }
  if (text(form, F.prequalification) === '1' && qualificationFiles.length === 0) fieldErrors[F.qualificationFiles] ??= say('qualificationRequired');
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors, formError: Object.keys(fieldErrors).length === 0 ? say('invalid') : undefined, values, formKey };
  }
  const result = await memberCall(request, callUpstream(api.tenderRegistration.register, { ctx, body: parsed.data }));
  if (result.ok) return { ok: true, registration: result.data };
  const field =
    result.kind === 'business'
      ? { [Code.FILE_UNUSABLE]: F.files, [Code.QUALIFICATION_FILES_REQUIRED]: F.qualificationFiles }[result.code]
      : undefined;
  return field
    ? { ok: false, fieldErrors: { [field]: result.message }, values, formKey }
    : { ok: false, fieldErrors: {}, formError: result.message, values, formKey };
}

/** The buyer's registrations of the tender ?id=, by ?review= and ?current=. */
export async function loadRegistrationsPage(request: Request, locale: Locale): Promise<RegistrationsPageView> {
  const ctx = await memberContext(request, locale);
  const tenderId = subjectId(request);
  const url = new URL(request.url);
  const asked = RegistrationReview.safeParse(url.searchParams.get('review'));
  const review = asked.success ? asked.data : null;
  const current = pageParam(url);
  const page = await memberCall(
    request,
    callUpstream(api.tenderRegistration.list, {
      ctx,
      query: { inviteTenderId: tenderId, current, pageSize: REGISTRATIONS_PAGE_SIZE, ...(review ? { review } : {}) },
    }),
  );
  // Another buyer's tender, none, or a supplier or a member without a role asking: the page's 404 (a role prompt).
  return { page: memberSectionOrThrow(page), tenderId, review, current, pageSize: REGISTRATIONS_PAGE_SIZE };
}

/** The buyer approves or rejects one registration (?id= the tender): the registration as reviewed, or why not. */
export async function reviewAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<ReviewAnswer> {
  const ctx = await memberContext(request, locale);
  const tenderId = subjectId(request);
  const registrationId = idOf(text(form, REVIEW_FIELD.registrationId));
  const decision = text(form, REVIEW_FIELD.decision);
  const reason = text(form, REVIEW_FIELD.reason).trim();
  const values = { reason: text(form, REVIEW_FIELD.reason), decision };
  const parsed = ReviewRegistrationBody.safeParse({ tenderId, registrationId, decision, ...(reason ? { reason } : {}) });
  if (!parsed.success) {
    const onReason = parsed.error.issues.find((issue) => issue.path[0] === 'reason');
    if (registrationId !== null && onReason) {
      const key = onReason.code === 'too_big' ? 'tooLong' : 'reasonRequired';
      return {
        ok: false,
        registrationId,
        fieldErrors: { reason: t(`tenderRegistration:errors.${key}`, { max: TENDER_REGISTRATION_LIMITS.reason }) },
        values,
      };
    }
    return { ok: false, registrationId, fieldErrors: {}, formError: t('tenderRegistration:errors.invalid'), values };
  }
  const result = await memberCall(
    request,
    callUpstream(api.tenderRegistration.review, {
      ctx,
      body: parsed.data,
    }),
  );
  if (result.ok) return { ok: true, registration: result.data };
  const onReason = result.kind === 'business' && result.code === Code.PARAM_INVALID;
  return onReason
    ? { ok: false, registrationId, fieldErrors: { reason: result.message }, values }
    : { ok: false, registrationId, fieldErrors: {}, formError: result.message, values };
}
