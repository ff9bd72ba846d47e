// The buyer's inquiry form as posted (docs/product/member-side.md#publishing): every field as typed (what a
// refused form shows again, whole), a saved inquiry as the form shows it, and the body the platform
// takes. The portal reads the fields' shapes (bff/form-fields.server.ts); the limits and the rules
// between fields are the contract's InquiryFormBody, checked here against the body before any call,
// so each refusal lands on its field in the user's language; the rules of time (a deadline ahead of
// the platform's clock, delivery not before it) are the platform's alone (60014 on publishing).
import type { z } from 'zod';
import { InquiryFormBody } from '#contract/endpoints.ts';
import type { MemberInquiry } from '#contract/schemas.ts';
import { INQUIRY_LIMITS } from '#contract/schemas/inquiry-rules.ts';
import { siteFields } from '#contract/time.ts';
import {
  areasOf,
  areaValues,
  fileRefsOf,
  filesOf,
  formCheck,
  idOf,
  type IssuePlace,
  issueKind,
  listOf,
  moneyOf,
  partiesOf,
  partyValues,
  quantityOf,
  rowsOf,
  siteDayOf,
  siteMomentOf,
} from '../form-fields.server.ts';
import { text, type Translate } from '../forms.server.ts';
import type { InquiryFormValues, MaterialValues } from './views.ts';

// ── The form as typed ───────────────────────────────────────────────────────────────────────────

const MATERIAL_FIELD = /^m\.(\d{1,3})\.(number|name|model|categoryId|brandId|unit|purchaseCount|files)$/;

/** The posted form as typed: every field, the material rows in their order (one past each limit, so the contract says it is past). */
export function formValuesOf(form: FormData): InquiryFormValues {
  const materials: MaterialValues[] = rowsOf(form, MATERIAL_FIELD, INQUIRY_LIMITS.materiels).map((row) => ({
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
    areas: listOf(form, 'areas').slice(0, INQUIRY_LIMITS.areas + 1),
    offer: text(form, 'offer'),
    paymentType: text(form, 'paymentType'),
    taxes: text(form, 'taxes'),
    logistics: text(form, 'logistics'),
    packRequire: text(form, 'packRequire'),
    otherRequire: text(form, 'otherRequire'),
    files: filesOf(form, 'files'),
    quoteScope: text(form, 'quoteScope'),
    invited: listOf(form, 'invited').slice(0, INQUIRY_LIMITS.invited + 1),
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

/** A saved inquiry as the form shows it: its uploaded attachments kept (by their file ids). */
export function formValuesFrom(inquiry: MemberInquiry): InquiryFormValues {
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
    deliveryDate: siteFields(inquiry.deliveryTime).date,
    address: inquiry.address,
    offerEnd: siteFields(inquiry.offerEndTime).dateTime,
    purchaseType: String(inquiry.purchaseType),
    budgetAmount: amount(inquiry.budgetAmount),
    priceContrast: String(inquiry.priceContrast),
    areaScope: inquiry.isAllArea ? 'all' : 'chosen',
    areas: areaValues(inquiry.areaList),
    offer: inquiry.offer,
    paymentType: inquiry.paymentType,
    taxes: inquiry.taxes,
    logistics: inquiry.logistics,
    packRequire: inquiry.packRequire,
    otherRequire: inquiry.otherRequire,
    files: fileRefsOf(inquiry.transactionUurls),
    quoteScope: inquiry.quoteScope,
    invited: partyValues(inquiry.invited),
    reason: '',
  };
}

// ── The body the platform takes ─────────────────────────────────────────────────────────────────

/** The end of a delivery day in Beijing time: a delivery on the deadline's day is not before it. */
const DAY_END_MS = 24 * 60 * 60 * 1000 - 1000;

/** The form's name of a body field, where they differ. */
const FIELD_OF_BODY: Record<string, string> = {
  materiels: 'materials',
  deliveryTime: 'deliveryDate',
  offerEndTime: 'offerEnd',
  isAllArea: 'areaScope',
  fileIds: 'files',
};
/** The message of a field whose value is out of the contract's bounds or rules (else 'invalid'). */
const VALUE_KEY: Record<string, string> = {
  categoryId: 'chooseCategory',
  deliveryDate: 'date',
  offerEnd: 'dateTime',
  budgetAmount: 'amount',
  purchaseCount: 'quantity',
};
const RULE_KEY: Record<string, string> = { budgetAmount: 'amountRequired', areas: 'areaRequired', invited: 'invitedRequired' };
const TOO_MANY_KEY: Record<string, string> = {
  materials: 'tooManyMaterials',
  areas: 'tooManyAreas',
  invited: 'tooManyInvited',
  files: 'tooManyFiles',
};

/** Where one of the contract's issues goes: its field ('details', 'm.<row>.name' …) and message. */
function placeOf(issue: z.core.$ZodIssue, values: InquiryFormValues): IssuePlace {
  const [first, row, name] = issue.path;
  const inRow = first === 'materiels' && typeof row === 'number';
  const bodyField = String((inRow ? name : first) ?? '');
  const field = FIELD_OF_BODY[bodyField] ?? bodyField;
  const key = {
    required: 'required',
    tooLong: 'tooLong',
    tooMany: TOO_MANY_KEY[field] ?? 'invalid',
    tooFew: field === 'materials' ? 'materialRequired' : 'invalid',
    custom: RULE_KEY[field] ?? 'invalid',
    other: VALUE_KEY[field] ?? 'invalid',
  }[issueKind(issue)];
  if (!field) return { formKey: key };
  return { field: inRow ? `m.${values.materials[row as number]?.key.slice(1) ?? row}.${field}` : field, key };
}

export type CheckedForm = { ok: true; body: InquiryFormBody } | { ok: false; fieldErrors: Record<string, string> };

/**
 * The platform's body from the form as typed, or the messages of what the portal could not read and
 * what the contract refuses, field by field and all at once, in the user's language.
 */
export function checkedForm(values: InquiryFormValues, t: Translate): CheckedForm {
  const check = formCheck(t, 'inquiry:errors');
  const choice = <T extends string>(field: keyof InquiryFormValues, allowed: readonly T[], stand: T): T => {
    const value = values[field] as string;
    return check.read(field, allowed.includes(value as T) ? (value as T) : null, stand, 'invalid');
  };
  const optionalId = (field: string, typed: string) => (typed === '' ? undefined : check.read(field, idOf(typed), undefined, 'invalid'));
  const purchaseType = choice('purchaseType', ['1', '2'], '2');
  const areaScope = choice('areaScope', ['all', 'chosen'], 'all');
  const quoteScope = choice('quoteScope', ['all', 'invited'], 'all');
  const areas = areasOf(values.areas, check.refuse);
  const invited = partiesOf(values.invited, check.refuse);
  const deliveryDay = check.read('deliveryDate', siteDayOf(values.deliveryDate), 0, 'date');
  const body: InquiryFormBody = {
    details: values.details,
    description: values.description,
    categoryId: check.read('categoryId', idOf(values.categoryId), 1, 'chooseCategory'),
    materiels: values.materials.map((m) => {
      const field = (name: string) => `m.${m.key.slice(1)}.${name}`;
      const categoryId = optionalId(field('categoryId'), m.categoryId);
      const brandId = optionalId(field('brandId'), m.brandId);
      return {
        number: m.number,
        name: m.name,
        model: m.model,
        ...(categoryId !== undefined ? { categoryId } : {}),
        ...(brandId !== undefined ? { brandId } : {}),
        unit: m.unit,
        purchaseCount: check.read(field('purchaseCount'), quantityOf(m.purchaseCount), 1, 'quantity'),
        fileIds: m.files.map((file) => file.id),
      };
    }),
    deliveryTime: deliveryDay + DAY_END_MS,
    address: values.address,
    offerEndTime: check.read('offerEnd', siteMomentOf(values.offerEnd), 0, 'dateTime'),
    purchaseType: purchaseType === '1' ? 1 : 2,
    budgetAmount: values.budgetAmount.trim() === '' ? 0 : check.read('budgetAmount', moneyOf(values.budgetAmount), 0, 'amount'),
    priceContrast: choice('priceContrast', ['1', '2'], '1') === '1' ? 1 : 2,
    isAllArea: areaScope === 'all',
    areas: areaScope === 'all' ? [] : areas,
    offer: values.offer,
    paymentType: values.paymentType,
    taxes: values.taxes,
    logistics: values.logistics,
    packRequire: values.packRequire,
    otherRequire: values.otherRequire,
    fileIds: values.files.map((file) => file.id),
    quoteScope,
    invited: quoteScope === 'invited' ? invited : [],
  };
  const parsed = InquiryFormBody.safeParse(body);
  if (!parsed.success) check.contract(parsed.error, (issue) => placeOf(issue, values));
  return parsed.success && !check.failed ? { ok: true, body: parsed.data } : { ok: false, fieldErrors: check.fieldErrors };
}
