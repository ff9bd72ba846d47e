// The buyer's inquiry form as posted (docs/product/member-side.md#publishing): every field as typed (what a
// refused form shows again, whole), a saved inquiry as the form shows it, and the body the platform
// takes. The portal reads the fields' shapes (bff/form-fields.server.ts); the limits and the rules
// between fields are the contract's InquiryFormBody, checked here against the body before any call,
// so each refusal lands on its field in the user's language; the rules of time (a deadline ahead of
// the platform's clock, delivery not before it) are the platform's alone (60014 on publishing).
import { InquiryFormBody } from '#contract/endpoints.ts';
import type { MemberInquiry } from '#contract/schemas.ts';
import { INQUIRY_LIMITS } from '#contract/schemas/inquiry-rules.ts';
import { siteFields } from '#contract/time.ts';
import { areaValues, fileRefsOf, filesOf, listOf, partyValues, siteDayOf } from '../form-fields.server.ts';
import { text, type Translate } from '../forms.server.ts';
import { type Checked, postedMaterials, savedMaterial, sourcingCheck } from '../sourcing/form.server.ts';
import type { InquiryFormValues, MaterialValues } from './views.ts';

// ── The form as typed ───────────────────────────────────────────────────────────────────────────

const MATERIAL_TEXTS = ['number', 'name', 'model', 'purchaseCount'] as const;

/** The posted form as typed: every field, the material rows in their order (one past each limit, so the contract says it is past). */
export function formValuesOf(form: FormData): InquiryFormValues {
  const materials: MaterialValues[] = postedMaterials(form, MATERIAL_TEXTS, INQUIRY_LIMITS.materiels);
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
      ...savedMaterial(line, i),
      number: line.number,
      name: line.name,
      model: line.model,
      purchaseCount: String(line.purchaseCount),
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

/** Where the contract's issues go, in the inquiry's words. */
const ISSUE_WORDS = {
  fieldOfBody: { materiels: 'materials', deliveryTime: 'deliveryDate', offerEndTime: 'offerEnd', isAllArea: 'areaScope', fileIds: 'files' },
  valueKey: { categoryId: 'chooseCategory', deliveryDate: 'date', offerEnd: 'dateTime', budgetAmount: 'amount', purchaseCount: 'quantity' },
  tooManyKey: { materials: 'tooManyMaterials', areas: 'tooManyAreas', invited: 'tooManyInvited', files: 'tooManyFiles' },
  ruleKey: { budgetAmount: 'amountRequired', areas: 'areaRequired', invited: 'invitedRequired' },
};

export type CheckedForm = Checked<InquiryFormBody>;

/**
 * The platform's body from the form as typed, or the messages of what the portal could not read and
 * what the contract refuses, field by field and all at once, in the user's language.
 */
export function checkedForm(values: InquiryFormValues, t: Translate): CheckedForm {
  const read = sourcingCheck(values, t, 'inquiry:errors');
  const { check, choice } = read;
  const purchaseType = choice('purchaseType', ['1', '2'], '2');
  const quoteScope = choice('quoteScope', ['all', 'invited'], 'all');
  const deliveryDay = check.read('deliveryDate', siteDayOf(values.deliveryDate), 0, 'date');
  const body: InquiryFormBody = {
    details: values.details,
    description: values.description,
    categoryId: read.categoryId(),
    materiels: values.materials.map((m) => ({
      number: m.number,
      name: m.name,
      model: m.model,
      ...read.material(m, m.purchaseCount, 'purchaseCount'),
    })),
    deliveryTime: deliveryDay + DAY_END_MS,
    address: values.address,
    offerEndTime: read.moment('offerEnd'),
    purchaseType: purchaseType === '1' ? 1 : 2,
    budgetAmount: read.budgetAmount(),
    priceContrast: choice('priceContrast', ['1', '2'], '1') === '1' ? 1 : 2,
    ...read.areaScope(),
    offer: values.offer,
    paymentType: values.paymentType,
    taxes: values.taxes,
    logistics: values.logistics,
    packRequire: values.packRequire,
    otherRequire: values.otherRequire,
    fileIds: values.files.map((file) => file.id),
    quoteScope,
    invited: read.invited(quoteScope),
  };
  return read.finish(InquiryFormBody, body, { ...ISSUE_WORDS, rows: { materiels: { prefix: 'm', rows: values.materials } } });
}
