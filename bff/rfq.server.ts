// The buyer's inquiries (RFQ) in the member centre (docs/decisions/017-rfq-sealed-quotes-and-currency.md):
// its list (state, keyword, page in the URL), the form it drafts, publishes and edits (a revision with
// its reason), one inquiry with who quoted, the opening of sealed quotes at or after the deadline,
// the comparison and the award, a cancellation with a reason; and its purchase orders. The portal
// checks the form for comfort (zod, messages on their fields in the user's language); the platform
// decides every rule and its refusals land on their fields. Creates are keyed: a form carries its
// idempotency key in a hidden field, kept while the user corrects it.
import { z } from 'zod';
import { Code } from '#contract/codes.ts';
import { api, type InquiryFormBody, RFQ_LIMITS } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { type Attachment, InquiryState, OrderState, REASON_MAX, type RfqInquiry } from '#contract/schemas.ts';
import { INT4_MAX, KEYWORD_MAX, MAX_AMOUNT, MAX_PAGE_SIZE } from '#contract/vocabulary.ts';
import { newKey, postedKey, text, type Translate } from './forms.server.ts';
import { categoryChoices } from './member-centre.server.ts';
import { type MemberContext, memberCall, memberContext } from './member-session.server.ts';
import { renderTime } from './request-context.server.ts';
import type {
  AwardResultAnswer,
  FileRef,
  InquiryActionAnswer,
  InquiryDetailView,
  InquiryEditView,
  InquiryFormFailure,
  InquiryFormValues,
  InquiryListView,
  MaterialValues,
  OrderDetailView,
  OrderListView,
} from './rfq-views.ts';
import { toSection } from './section.ts';
import { idParam, missing, pageParam, subjectId } from './page-params.server.ts';
import { memberSubjectOrThrow } from './page-status.server.ts';
import { callUpstream, type UpstreamResult } from './upstream.server.ts';

const PAGE_SIZE = 10;
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

// ── URL parameters ──────────────────────────────────────────────────────────────────────────────

// ── Times in Beijing (the platform's zone), as the form writes them ─────────────────────────────

/** 'YYYY-MM-DD' (+ 'THH:mm') in Beijing time to epoch ms; null when no such day or time. */
export function beijingTime(date: string, time = '00:00'): number | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)?.slice(1).map(Number);
  const clock = /^(\d{2}):(\d{2})$/.exec(time)?.slice(1).map(Number);
  if (!parts || !clock) return null;
  const [year, month, day] = parts as [number, number, number];
  const [hour, minute] = clock as [number, number];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day || at.getUTCHours() !== hour) return null;
  if (at.getUTCMinutes() !== minute) return null;
  return at.getTime() - BEIJING_OFFSET_MS;
}

/** An instant as the form's date ('YYYY-MM-DD') and date-time ('YYYY-MM-DDTHH:mm') fields show it, in Beijing time. */
export function beijingFields(epochMs: number): { date: string; dateTime: string } {
  const iso = new Date(epochMs + BEIJING_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), dateTime: iso.slice(0, 16) };
}

/** The end of a delivery day in Beijing time: a delivery on the deadline's day is not before it. */
const DAY_END_MS = 24 * 60 * 60 * 1000 - 1000;

// ── The buyer's list ────────────────────────────────────────────────────────────────────────────

export async function loadInquiryList(request: Request, locale: Locale): Promise<InquiryListView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const current = pageParam(url);
  const parsedState = InquiryState.safeParse(url.searchParams.get('state'));
  const state = parsedState.success ? parsedState.data : null;
  const keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX);
  const query = { current, pageSize: PAGE_SIZE, ...(state ? { state } : {}), ...(keyword ? { keyword } : {}) };
  const list = toSection(await memberCall(request, callUpstream(api.inquiryBuyer.list, { ctx, query })));
  return { list, current, pageSize: PAGE_SIZE, state, keyword };
}

// ── The form ────────────────────────────────────────────────────────────────────────────────────

const FileRefs = z
  .array(z.object({ id: z.number().int().min(1).max(INT4_MAX), name: z.string().max(255), url: z.string().regex(/^\/files\/[\w./-]+$/) }))
  .max(RFQ_LIMITS.files);

/** The files a hidden field carries (JSON), or none when it is not what the form wrote. */
function filesOf(form: FormData, name: string): FileRef[] {
  try {
    const parsed = FileRefs.safeParse(JSON.parse(text(form, name) || '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** A multi-value field: a MultiSelect's hidden input (comma-separated) or repeated inputs. */
function listOf(form: FormData, name: string): string[] {
  return form
    .getAll(name)
    .flatMap((value) => (typeof value === 'string' ? value.split(',') : []))
    .map((value) => value.trim())
    .filter(Boolean);
}

const MATERIAL_FIELD = /^m\.(\d{1,3})\.(number|name|model|categoryId|brandId|unit|purchaseCount|files)$/;

/** The posted form as typed: every field, the material rows in their order. */
export function formValuesOf(form: FormData): InquiryFormValues {
  const rows = new Set<number>();
  for (const key of form.keys()) {
    const match = MATERIAL_FIELD.exec(key);
    if (match) rows.add(Number(match[1]));
  }
  const materials: MaterialValues[] = [...rows]
    .sort((a, b) => a - b)
    .slice(0, RFQ_LIMITS.materiels + 1)
    .map((row) => ({
      key: `r${row}`,
      number: text(form, `m.${row}.number`),
      name: text(form, `m.${row}.name`),
      model: text(form, `m.${row}.model`),
      categoryId: text(form, `m.${row}.categoryId`),
      brandId: text(form, `m.${row}.brandId`),
      unit: text(form, `m.${row}.unit`),
      purchaseCount: text(form, `m.${row}.purchaseCount`),
      files: filesOf(form, `m.${row}.files`),
    }));
  return {
    details: text(form, 'details'),
    description: text(form, 'description'),
    categoryId: text(form, 'categoryId'),
    materials,
    deliveryDate: text(form, 'deliveryDate'),
    address: text(form, 'address'),
    offerEnd: text(form, 'offerEnd'),
    purchaseType: text(form, 'purchaseType'),
    budgetAmount: text(form, 'budgetAmount'),
    priceContrast: text(form, 'priceContrast'),
    areaScope: text(form, 'areaScope'),
    areas: listOf(form, 'areas').slice(0, RFQ_LIMITS.areas + 1),
    offer: text(form, 'offer'),
    paymentType: text(form, 'paymentType'),
    taxes: text(form, 'taxes'),
    logistics: text(form, 'logistics'),
    packRequire: text(form, 'packRequire'),
    otherRequire: text(form, 'otherRequire'),
    files: filesOf(form, 'files'),
    quoteScope: text(form, 'quoteScope'),
    invited: listOf(form, 'invited').slice(0, RFQ_LIMITS.invited + 1),
    reason: text(form, 'reason'),
  };
}

function emptyMaterial(key = 'r0'): MaterialValues {
  return { key, number: '', name: '', model: '', categoryId: '', brandId: '', unit: '', purchaseCount: '', files: [] };
}

export function emptyFormValues(): InquiryFormValues {
  return {
    details: '',
    description: '',
    categoryId: '',
    materials: [emptyMaterial()],
    deliveryDate: '',
    address: '',
    offerEnd: '',
    purchaseType: '2',
    budgetAmount: '',
    priceContrast: '1',
    areaScope: 'all',
    areas: [],
    offer: '',
    paymentType: '',
    taxes: '',
    logistics: '',
    packRequire: '',
    otherRequire: '',
    files: [],
    quoteScope: 'all',
    invited: [],
    reason: '',
  };
}

/** The attachments a form can send again: those that name their uploaded file. */
function fileRefsOf(attachments: Attachment[]): FileRef[] {
  return attachments.flatMap((file) => (file.fileId === undefined ? [] : [{ id: file.fileId, name: file.name, url: file.url }]));
}

/** A saved inquiry as the form shows it: its uploaded attachments kept (by their file ids). */
export function formValuesFrom(inquiry: RfqInquiry): InquiryFormValues {
  const amount = (value: number) => (value > 0 ? String(value) : '');
  return {
    details: inquiry.details,
    description: inquiry.description,
    categoryId: String(inquiry.categoryId),
    materials: inquiry.materiels.map((line, i) => ({
      key: `r${i}`,
      number: line.number,
      name: line.name,
      model: line.model,
      categoryId: line.categoryId === null ? '' : String(line.categoryId),
      brandId: line.brandId === null ? '' : String(line.brandId),
      unit: line.unit,
      purchaseCount: String(line.purchaseCount),
      files: fileRefsOf(line.urls),
    })),
    deliveryDate: beijingFields(inquiry.deliveryTime).date,
    address: inquiry.address,
    offerEnd: beijingFields(inquiry.offerEndTime).dateTime,
    purchaseType: String(inquiry.purchaseType),
    budgetAmount: amount(inquiry.budgetAmount),
    priceContrast: String(inquiry.priceContrast),
    areaScope: inquiry.isAllArea ? 'all' : 'chosen',
    areas: inquiry.areaList.map((area) => (area.cityCode ? `c:${area.provinceCode}:${area.cityCode}` : `p:${area.provinceCode}`)),
    offer: inquiry.offer,
    paymentType: inquiry.paymentType,
    taxes: inquiry.taxes,
    logistics: inquiry.logistics,
    packRequire: inquiry.packRequire,
    otherRequire: inquiry.otherRequire,
    files: fileRefsOf(inquiry.transactionUurls),
    quoteScope: inquiry.quoteScope,
    invited: inquiry.invited.map((party) => `${party.memberId}:${party.roleId}`),
    reason: '',
  };
}

const required = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const optional = (max: number) => z.string().trim().max(max, 'tooLong');
const idText = (message: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(INT4_MAX, message));
const optionalId = z.union([z.literal('').transform(() => undefined), idText('invalid')]);
const amountText = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, message)
    .transform(Number)
    .pipe(z.number().max(MAX_AMOUNT, message));
const quantityText = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,3})?$/, 'quantity')
  .transform(Number)
  .pipe(z.number().gt(0, 'quantity'));

const MaterialFields = z.object({
  number: required(50),
  name: required(100),
  model: optional(100),
  categoryId: optionalId,
  brandId: optionalId,
  unit: required(20),
  purchaseCount: quantityText,
  files: FileRefs,
});

const AREA = /^(p:\d{6}|c:\d{6}:\d{6})$/;
const PARTY = /^\d{1,10}:\d{1,10}$/;

const InquiryFields = z
  .object({
    details: required(100),
    description: optional(RFQ_LIMITS.description),
    categoryId: idText('chooseCategory'),
    materials: z.array(MaterialFields).min(1, 'materialRequired').max(RFQ_LIMITS.materiels, 'tooManyMaterials'),
    deliveryDate: z.string().refine((value) => beijingTime(value) !== null, 'date'),
    address: required(200),
    offerEnd: z.string().refine((value) => beijingTime(value.slice(0, 10), value.slice(11)) !== null && value[10] === 'T', 'dateTime'),
    purchaseType: z.enum(['1', '2'], 'invalid'),
    budgetAmount: z.string().trim(),
    priceContrast: z.enum(['1', '2'], 'invalid'),
    areaScope: z.enum(['all', 'chosen'], 'invalid'),
    areas: z.array(z.string().regex(AREA, 'invalid')).max(RFQ_LIMITS.areas, 'tooManyAreas'),
    offer: optional(RFQ_LIMITS.text),
    paymentType: optional(RFQ_LIMITS.text),
    taxes: optional(RFQ_LIMITS.text),
    logistics: optional(RFQ_LIMITS.text),
    packRequire: optional(RFQ_LIMITS.text),
    otherRequire: optional(RFQ_LIMITS.text),
    files: FileRefs,
    quoteScope: z.enum(['all', 'invited'], 'invalid'),
    invited: z.array(z.string().regex(PARTY, 'invalid')).max(RFQ_LIMITS.invited, 'tooManyInvited'),
  })
  .superRefine((form, context) => {
    const budget = form.budgetAmount === '' ? 0 : amountText('amount').safeParse(form.budgetAmount);
    if (typeof budget !== 'number' && !budget.success) context.addIssue({ code: 'custom', path: ['budgetAmount'], message: 'amount' });
    else if (form.purchaseType === '1' && (typeof budget === 'number' ? budget : budget.data) <= 0) {
      context.addIssue({ code: 'custom', path: ['budgetAmount'], message: 'amountRequired' });
    }
    if (form.areaScope === 'chosen' && form.areas.length === 0) context.addIssue({ code: 'custom', path: ['areas'], message: 'areaRequired' });
    if (form.quoteScope === 'invited' && form.invited.length === 0) {
      context.addIssue({ code: 'custom', path: ['invited'], message: 'invitedRequired' });
    }
    const delivery = beijingTime(form.deliveryDate);
    const deadline = beijingTime(form.offerEnd.slice(0, 10), form.offerEnd.slice(11));
    if (delivery !== null && deadline !== null && delivery + DAY_END_MS < deadline) {
      context.addIssue({ code: 'custom', path: ['deliveryDate'], message: 'deliveryBeforeDeadline' });
    }
  });

/** The field a zod issue belongs to: 'details', 'materials', or a material's 'm.<row>.<field>'. */
function fieldOf(path: readonly PropertyKey[], values: InquiryFormValues): string {
  const [first, row, field] = path;
  if (first === 'materials' && typeof row === 'number' && typeof field === 'string') {
    return `m.${values.materials[row]?.key.slice(1) ?? row}.${field}`;
  }
  return String(first ?? '');
}

function issuesOf(error: z.ZodError, values: InquiryFormValues, t: Translate): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue.path, values);
    if (field && fields[field] === undefined) {
      const extra = issue as unknown as { maximum?: unknown };
      fields[field] = t(`rfq:errors.${issue.message}`, { max: extra.maximum });
    }
  }
  return fields;
}

/** The platform's body from a checked form. */
export function formBodyOf(values: InquiryFormValues): { ok: true; body: InquiryFormBody } | { ok: false; error: z.ZodError } {
  const parsed = InquiryFields.safeParse(values);
  if (!parsed.success) return { ok: false, error: parsed.error };
  const form = parsed.data;
  const [offerDate = '', offerClock = ''] = form.offerEnd.split('T');
  const body: InquiryFormBody = {
    details: form.details,
    description: form.description,
    categoryId: form.categoryId,
    materiels: form.materials.map((m) => ({
      number: m.number,
      name: m.name,
      model: m.model,
      ...(m.categoryId !== undefined ? { categoryId: m.categoryId } : {}),
      ...(m.brandId !== undefined ? { brandId: m.brandId } : {}),
      unit: m.unit,
      purchaseCount: m.purchaseCount,
      fileIds: m.files.map((file) => file.id),
    })),
    deliveryTime: (beijingTime(form.deliveryDate) ?? 0) + DAY_END_MS,
    address: form.address,
    offerEndTime: beijingTime(offerDate, offerClock) ?? 0,
    purchaseType: form.purchaseType === '1' ? 1 : 2,
    budgetAmount: form.budgetAmount === '' ? 0 : Number(form.budgetAmount),
    priceContrast: form.priceContrast === '1' ? 1 : 2,
    isAllArea: form.areaScope === 'all',
    areas:
      form.areaScope === 'all'
        ? []
        : form.areas.map((area) => {
            const [, provinceCode = '', cityCode] = area.split(':');
            return cityCode ? { provinceCode, cityCode } : { provinceCode };
          }),
    offer: form.offer,
    paymentType: form.paymentType,
    taxes: form.taxes,
    logistics: form.logistics,
    packRequire: form.packRequire,
    otherRequire: form.otherRequire,
    fileIds: form.files.map((file) => file.id),
    quoteScope: form.quoteScope,
    invited:
      form.quoteScope === 'invited'
        ? form.invited.map((party) => {
            const [memberId = 0, roleId = 0] = party.split(':').map(Number);
            return { memberId, roleId };
          })
        : [],
  };
  return { ok: true, body };
}

/** The buyer's admitted suppliers whose stage lets them quote (the invitation's choices). */
async function quotingSuppliers(ctx: MemberContext) {
  const result = await callUpstream(api.admission.suppliers, { ctx, query: { current: 1, pageSize: MAX_PAGE_SIZE } });
  if (!result.ok) return [];
  return result.data.data
    .filter((row) => row.stageAllows)
    .map((row) => ({ value: `${row.supplier.memberId}:${row.supplier.roleId}`, label: row.supplier.name }));
}

async function brandChoices(ctx: MemberContext) {
  const result = await callUpstream(api.search.brands, { ctx, query: {}, cache: 'medium' });
  return result.ok ? result.data.map((brand) => ({ value: String(brand.id), label: brand.name })) : [];
}

/** Why an inquiry can no longer be edited, or null. */
function lockOf(inquiry: RfqInquiry, t: Translate): string | null {
  if (inquiry.state === 'cancelled' || inquiry.state === 'awarded') return t(`rfq:edit.locked.${inquiry.state}`);
  if (inquiry.closed) return t('rfq:edit.locked.closed');
  return null;
}

export async function loadInquiryForm(request: Request, locale: Locale, t: Translate): Promise<InquiryEditView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const id = idParam(url, 'id');
  const [inquiry, categories, brands, provinces, suppliers] = await Promise.all([
    id === null ? null : memberCall(request, callUpstream(api.inquiryBuyer.detail, { ctx, query: { id } })),
    categoryChoices(ctx),
    brandChoices(ctx),
    callUpstream(api.area.provinceCity, { ctx, cache: 'long' }),
    quotingSuppliers(ctx),
  ]);
  const saved = inquiry === null ? null : memberSubjectOrThrow(inquiry);
  return {
    mode: saved === null ? 'new' : saved.state === 'draft' ? 'draft' : 'published',
    inquiry: saved,
    locked: saved === null ? null : lockOf(saved, t),
    values: saved === null ? emptyFormValues() : formValuesFrom(saved),
    categories,
    brands,
    provinces: provinces.ok ? provinces.data : [],
    suppliers,
    formKey: newKey(),
    saved: url.searchParams.get('saved') === '1',
  };
}

export type InquiryFormAnswer = { ok: true; id: number; intent: 'save' | 'publish' | 'revise' } | InquiryFormFailure;

const FIELD_OF_CODE: Partial<Record<number, string>> = {
  [Code.TIMES_INVALID]: 'offerEnd',
  [Code.FILE_UNUSABLE]: 'files',
};

/**
 * Saves a draft (new, or the draft ?id= again), publishes it (saved first, then published), or edits
 * a published inquiry (a revision with its reason). A refusal keeps everything typed and the key.
 */
export async function inquiryFormAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<InquiryFormAnswer> {
  const ctx = await memberContext(request, locale);
  const id = idParam(new URL(request.url), 'id');
  const intent = text(form, 'intent');
  const formKey = postedKey(form, 'formKey');
  const values = formValuesOf(form);
  const fail = (fieldErrors: Record<string, string>, formError?: string): InquiryFormFailure => ({
    ok: false,
    fieldErrors,
    ...(formError ? { formError } : {}),
    values,
    formKey,
  });
  if (intent !== 'save' && intent !== 'publish' && intent !== 'revise') return fail({}, t('rfq:errors.invalid'));
  if (intent === 'revise' && id === null) return fail({}, t('rfq:errors.invalid'));
  const checked = formBodyOf(values);
  const reason = values.reason.trim();
  const reasonError =
    intent !== 'revise'
      ? undefined
      : !reason
        ? t('rfq:errors.reasonRequired')
        : reason.length > REASON_MAX
          ? t('rfq:errors.tooLong', { max: REASON_MAX })
          : undefined;
  if (!checked.ok || reasonError) {
    return fail({ ...(checked.ok ? {} : issuesOf(checked.error, values, t)), ...(reasonError ? { reason: reasonError } : {}) });
  }
  const refusal = (result: Exclude<UpstreamResult<unknown>, { ok: true }>) => {
    const field = result.kind === 'business' ? FIELD_OF_CODE[result.code] : undefined;
    return field ? fail({ [field]: result.message }) : fail({}, result.message);
  };

  if (intent === 'revise') {
    const revised = await memberCall(request, callUpstream(api.inquiryBuyer.revise, { ctx, body: { id: id!, form: checked.body, reason } }));
    return revised.ok ? { ok: true, id: revised.data.id, intent } : refusal(revised);
  }
  const saved = await memberCall(
    request,
    callUpstream(api.inquiryBuyer.save, { ctx, body: { ...(id !== null ? { id } : {}), form: checked.body, idempotencyKey: formKey } }),
  );
  if (!saved.ok) return refusal(saved);
  if (intent === 'save') return { ok: true, id: saved.data.id, intent };
  const published = await memberCall(request, callUpstream(api.inquiryBuyer.publish, { ctx, body: { id: saved.data.id } }));
  if (published.ok) return { ok: true, id: published.data.id, intent };
  // A second press of "publish" (the same key: the same draft) finds it published already: done.
  if (published.kind === 'business' && published.code === Code.INQUIRY_STATE_FORBIDS) {
    const now = await callUpstream(api.inquiryBuyer.detail, { ctx, query: { id: saved.data.id } });
    if (now.ok && now.data.state === 'published') return { ok: true, id: now.data.id, intent };
  }
  return refusal(published);
}

// ── One inquiry: quotes, opening, comparison, award, cancellation ─────────────────────────────────

export async function loadInquiryDetail(request: Request, locale: Locale): Promise<InquiryDetailView> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const [detail, roster] = await Promise.all([
    memberCall(request, callUpstream(api.inquiryBuyer.detail, { ctx, query: { id } })),
    memberCall(request, callUpstream(api.inquiryBuyer.quotes, { ctx, query: { id } })),
  ]);
  const inquiry = memberSubjectOrThrow(detail);
  const sealed = inquiry.priceContrast === 1;
  const pricesVisible = roster.ok ? roster.data.pricesVisible : !sealed || inquiry.opened;
  const [opening, comparison, award] = await Promise.all([
    sealed && inquiry.opened ? callUpstream(api.inquiryQuote.opening, { ctx, query: { id } }) : null,
    pricesVisible && inquiry.quoteCount > 0 ? callUpstream(api.inquiryBuyer.comparison, { ctx, query: { id } }) : null,
    inquiry.awarded ? callUpstream(api.inquiryAward.detail, { ctx, query: { id } }) : null,
  ]);
  return {
    inquiry,
    roster: toSection(roster),
    opening: opening?.ok ? opening.data : null,
    comparison: comparison ? toSection(comparison) : null,
    award: award ? toSection(award) : null,
    awardKey: newKey(),
    serverTime: renderTime(request),
  };
}

const AwardFields = z.object({
  lines: z
    .array(z.object({ materielId: z.number().int().min(1).max(INT4_MAX), quoteId: z.number().int().min(1).max(INT4_MAX) }))
    .min(1, 'awardLines')
    .max(RFQ_LIMITS.materiels, 'awardLines'),
  reason: z.string().trim().max(REASON_MAX, 'tooLong'),
});

/** The award form's lines: one `line.<materielId>` per material, its value the chosen quote's id. */
function awardLinesOf(form: FormData): Array<{ materielId: number; quoteId: number }> {
  const lines: Array<{ materielId: number; quoteId: number }> = [];
  for (const [key, value] of form.entries()) {
    const materiel = /^line\.(\d{1,10})$/.exec(key)?.[1];
    if (materiel && typeof value === 'string' && /^\d{1,10}$/.test(value)) lines.push({ materielId: Number(materiel), quoteId: Number(value) });
  }
  return lines;
}

/** The detail page's actions: open the sealed quotes, award, cancel with a reason. */
export async function inquiryDetailAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<InquiryActionAnswer> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const intent = text(form, 'intent');
  if (intent === 'open') {
    const result = await memberCall(request, callUpstream(api.inquiryBuyer.open, { ctx, body: { id } }));
    return result.ok ? { ok: true, intent } : { ok: false, intent, message: result.message, fieldErrors: {}, values: {} };
  }
  if (intent === 'cancel') {
    const reason = text(form, 'reason').trim();
    const values = { reason: text(form, 'reason') };
    if (!reason) return { ok: false, intent, fieldErrors: { reason: t('rfq:errors.reasonRequired') }, values };
    if (reason.length > REASON_MAX) return { ok: false, intent, fieldErrors: { reason: t('rfq:errors.tooLong', { max: REASON_MAX }) }, values };
    const result = await memberCall(request, callUpstream(api.inquiryBuyer.cancel, { ctx, body: { id, reason } }));
    return result.ok ? { ok: true, intent } : { ok: false, intent, message: result.message, fieldErrors: {}, values };
  }
  if (intent === 'award') {
    const awardKey = postedKey(form, 'awardKey');
    const values: Record<string, string> = { reason: text(form, 'reason') };
    for (const line of awardLinesOf(form)) values[`line.${line.materielId}`] = String(line.quoteId);
    const parsed = AwardFields.safeParse({ lines: awardLinesOf(form), reason: text(form, 'reason') });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? 'lines');
      return { ok: false, intent, fieldErrors: { [field]: t(`rfq:errors.${issue?.message ?? 'invalid'}`, { max: REASON_MAX }) }, values, awardKey };
    }
    const { lines, reason } = parsed.data;
    const result = await memberCall(
      request,
      callUpstream(api.inquiryBuyer.award, { ctx, body: { id, lines, ...(reason ? { reason } : {}), idempotencyKey: awardKey } }),
    );
    if (result.ok) return { ok: true, intent };
    if (result.kind === 'business' && result.code === Code.AWARD_REASON_REQUIRED) {
      return { ok: false, intent, fieldErrors: { reason: result.message }, values, awardKey };
    }
    return { ok: false, intent, message: result.message, fieldErrors: {}, values, awardKey };
  }
  return { ok: false, intent: 'open', message: t('rfq:errors.invalid'), fieldErrors: {}, values: {} };
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

// ── Order lists ─────────────────────────────────────────────────────────────────────────────────

/** The buyer's purchase orders or the supplier's sale orders, by state (in the URL), a page at a time. */
export async function loadOrders(request: Request, locale: Locale, side: 'buyer' | 'supplier'): Promise<OrderListView> {
  const ctx = await memberContext(request, locale);
  const url = new URL(request.url);
  const current = pageParam(url);
  const parsedState = OrderState.safeParse(url.searchParams.get('state'));
  const state = parsedState.success ? parsedState.data : null;
  const query = { current, pageSize: PAGE_SIZE, ...(state ? { state } : {}) };
  const endpoint = side === 'buyer' ? api.order.purchaseList : api.order.saleList;
  const list = toSection(await memberCall(request, callUpstream(endpoint, { ctx, query })));
  return { list, current, pageSize: PAGE_SIZE, state };
}

export async function loadPurchaseOrder(request: Request, locale: Locale): Promise<OrderDetailView> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const result = await memberCall(request, callUpstream(api.order.detail, { ctx, query: { id } }));
  return { order: memberSubjectOrThrow(result) };
}
