// Supplier admission in the member centre (docs/decisions/011-members-and-admission.md#admission): a
// supplier applies to a buyer (its company prefilled, categories, qualification documents uploaded
// through the relay, a contact) and follows its applications; the buyer reviews them, approves or
// rejects (a reason required: 25071; decided already: 25070), and moves its admitted suppliers
// among the lifecycle stages. The platform decides; these carry the forms and the answers.
import { data } from 'react-router';
import { z } from 'zod';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { AdmissionState, APPLICATION_CATEGORIES_MAX, APPLICATION_DOCUMENTS_MAX, LIFECYCLE_STAGES, REASON_MAX } from '#contract/schemas.ts';
import { INT4_MAX, KEYWORD_MAX } from '#contract/vocabulary.ts';
import { issuesByField, newKey, platformRefusal, postedKey, text, type Translate, valuesOf } from '../forms.server.ts';
import { categoryChoices } from '../member/centre.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import type { ApplicationListView, ApplicationView, ApplyView, FormFailure, SupplierListView } from '../member/views.ts';
import { toSection } from '../section.ts';
import { idParam, missing, pageParam } from '../page-params.server.ts';
import { callUpstream } from '../upstream.server.ts';

const PAGE_SIZE = 10;

// ── The supplier applies ───────────────────────────────────────────────────────────────────────

export const APPLY_FIELDS = ['categoryIds', 'documentFileIds', 'contactName', 'contactPhone', 'contactEmail', 'remark'] as const;
type ApplyField = (typeof APPLY_FIELDS)[number];

const idList = (max: number, empty: string) =>
  z
    .string()
    .regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'invalid')
    .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : []))
    .pipe(z.array(z.number().int().min(1).max(INT4_MAX)).min(1, empty).max(max, 'tooMany'));

const ApplyFormFields = z.object({
  categoryIds: idList(APPLICATION_CATEGORIES_MAX, 'chooseCategory'),
  documentFileIds: idList(APPLICATION_DOCUMENTS_MAX, 'documentRequired'),
  contactName: z.string().trim().min(1, 'required').max(30, 'tooLong'),
  contactPhone: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^[0-9+\-() ]{5,20}$/, 'contactPhone'),
  contactEmail: z.union([z.literal(''), z.email('email').max(100, 'tooLong')]),
  remark: z.string().trim().max(REASON_MAX, 'tooLong'),
});

/** The buyer of an apply page: ?memberId=&roleId= (the shop layout's link). */
function buyerOfPage(request: Request): { buyerMemberId: number; buyerRoleId: number } {
  const url = new URL(request.url);
  const buyerMemberId = idParam(url, 'memberId');
  const buyerRoleId = idParam(url, 'roleId');
  if (buyerMemberId === null || buyerRoleId === null) throw data(null, { status: 404 });
  return { buyerMemberId, buyerRoleId };
}

export async function loadApplyForm(request: Request, locale: Locale): Promise<ApplyView> {
  const ctx = await memberContext(request, locale);
  const buyer = buyerOfPage(request);
  const [form, categories] = await Promise.all([
    memberCall(request, callUpstream(api.admission.applyForm, { ctx, query: buyer })),
    categoryChoices(ctx),
  ]);
  if (missing(form)) throw data(null, { status: 404 });
  return { form: toSection(form), categories, applyKey: newKey() };
}

export type ApplyAnswer = { ok: true; id: number } | (FormFailure<ApplyField> & { applyKey: string });

export async function applyAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<ApplyAnswer> {
  const ctx = await memberContext(request, locale);
  const buyer = buyerOfPage(request);
  const applyKey = postedKey(form, 'applyKey');
  const values = valuesOf(form, APPLY_FIELDS);
  const parsed = ApplyFormFields.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: issuesByField(parsed.error, t, 'admission:errors'), values, applyKey };
  const result = await memberCall(request, callUpstream(api.admission.apply, { ctx, body: { ...buyer, ...parsed.data, idempotencyKey: applyKey } }));
  if (!result.ok) return { ...platformRefusal<ApplyField>(result, { [Code.FILE_UNUSABLE]: 'documentFileIds' }, values), applyKey };
  return { ok: true, id: result.data.id };
}

// ── One application: its supplier's and its buyer's view ────────────────────────────────────────

/** ?validateId= (the shop link's name) or ?id=. */
export async function loadApplication(request: Request, locale: Locale): Promise<ApplicationView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const id = idParam(url, 'validateId') ?? idParam(url, 'id');
  if (id === null) throw data(null, { status: 404 });
  const result = await memberCall(request, callUpstream(api.admission.detail, { ctx, query: { id } }));
  if (missing(result)) throw data(null, { status: 404 });
  return { application: toSection(result) };
}

export type DecideAnswer = { ok: true; decision: 'approve' | 'reject' } | FormFailure<'reason'>;

const DecideForm = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'invalid')
    .transform(Number),
  decision: z.enum(['approve', 'reject'], 'invalid'),
  reason: z.string().trim().max(REASON_MAX, 'tooLong'),
});

/** The buyer approves or rejects (a reason required to reject: the portal's check, then the platform's 25071; decided already: 25070). */
export async function decideAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<DecideAnswer> {
  const ctx = await memberContext(request, locale);
  const values = valuesOf(form, ['reason'] as const);
  const parsed = DecideForm.safeParse({ id: text(form, 'id'), decision: text(form, 'decision'), reason: text(form, 'reason') });
  if (!parsed.success) return { ok: false, fieldErrors: issuesByField(parsed.error, t, 'admission:errors'), values };
  const { id, decision, reason } = parsed.data;
  if (decision === 'reject' && !reason) return { ok: false, fieldErrors: { reason: t('admission:errors.reasonRequired') }, values };
  const result = await memberCall(request, callUpstream(api.admission.decide, { ctx, body: { id, decision, ...(reason ? { reason } : {}) } }));
  if (!result.ok) return platformRefusal<'reason'>(result, { [Code.REASON_REQUIRED]: 'reason' }, values);
  return { ok: true, decision };
}

// ── Lists: the supplier's applications, the buyer's to review, the buyer's suppliers ────────────

function stateParam(url: URL): AdmissionState | null {
  const parsed = AdmissionState.safeParse(url.searchParams.get('state'));
  return parsed.success ? parsed.data : null;
}

function nameParam(url: URL): string {
  return (url.searchParams.get('name') ?? '').trim().slice(0, KEYWORD_MAX);
}

export async function loadMyApplications(request: Request, locale: Locale): Promise<ApplicationListView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const current = pageParam(url);
  const state = stateParam(url);
  const query = { current, pageSize: PAGE_SIZE, ...(state ? { state } : {}) };
  const list = toSection(await memberCall(request, callUpstream(api.admission.mine, { ctx, query })));
  return { list, current, pageSize: PAGE_SIZE, state, name: '' };
}

/** 'YYYY-MM-DD' from the URL, or null. */
function dateParam(url: URL, name: string): string | null {
  const value = url.searchParams.get(name) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

export async function loadReviewList(request: Request, locale: Locale): Promise<ApplicationListView & { from: string | null; to: string | null }> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const current = pageParam(url);
  const state = stateParam(url);
  const name = nameParam(url);
  const from = dateParam(url, 'from');
  const to = dateParam(url, 'to');
  const query = {
    current,
    pageSize: PAGE_SIZE,
    ...(state ? { state } : {}),
    ...(name ? { name } : {}),
    ...(from ? { startTime: `${from} 00:00:00` } : {}),
    ...(to ? { endTime: `${to} 23:59:59` } : {}),
  };
  const result = await memberCall(request, callUpstream(api.admission.reviewList, { ctx, query }));
  return { list: toSection(result), current, pageSize: PAGE_SIZE, state, name, from, to };
}

export async function loadSuppliers(request: Request, locale: Locale): Promise<SupplierListView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const current = pageParam(url);
  const stage = LIFECYCLE_STAGES.find((value) => value === url.searchParams.get('stage')) ?? null;
  const name = nameParam(url);
  const query = { current, pageSize: PAGE_SIZE, ...(stage ? { stage } : {}), ...(name ? { name } : {}) };
  const list = toSection(await memberCall(request, callUpstream(api.admission.suppliers, { ctx, query })));
  return { list, current, pageSize: PAGE_SIZE, stage, name };
}

export type StageAnswer = { ok: true; id: number } | { ok: false; id: number | null; message: string };

/** The buyer moves an admitted supplier to a lifecycle stage. */
export async function changeStageAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<StageAnswer> {
  const ctx = await memberContext(request, locale);
  const id = /^\d{1,10}$/.test(text(form, 'id')) ? Number(text(form, 'id')) : null;
  const stage = LIFECYCLE_STAGES.find((value) => value === text(form, 'stage'));
  const reason = text(form, 'reason').trim();
  if (id === null || !stage) return { ok: false, id, message: t('admission:errors.invalid') };
  if (reason.length > REASON_MAX) return { ok: false, id, message: t('admission:errors.tooLong', { max: REASON_MAX }) };
  const result = await memberCall(request, callUpstream(api.admission.changeStage, { ctx, body: { id, stage, ...(reason ? { reason } : {}) } }));
  return result.ok ? { ok: true, id } : { ok: false, id, message: result.message };
}
