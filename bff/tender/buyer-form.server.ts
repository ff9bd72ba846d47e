// The buyer's tender form as posted (docs/product/tenders.md#publishing): every field as typed (what a
// refused form shows again, whole), a saved draft as the form shows it, and the body the platform
// takes. The portal reads the fields' shapes (bff/form-fields.server.ts); the limits and the rules
// between fields are the contract's TenderFormBody, checked here against the body before any call, so
// each refusal lands on its field in the user's language. The schedule's rules of time (order, the
// platform's clock, the minimum tendering period) are the platform's alone (601xx on publishing).
import type { z } from 'zod';
import { TenderFormBody } from '#contract/endpoints.ts';
import type { MemberTender } from '#contract/schemas.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
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
import type { CriterionValues, TenderFormValues, TenderMaterialValues } from './buyer-views.ts';

type Body = z.input<typeof TenderFormBody>;

// ── The form as typed ───────────────────────────────────────────────────────────────────────────

const MATERIAL_FIELD = /^m\.(\d{1,3})\.(code|name|type|categoryId|brandId|unit|count|files)$/;
const CRITERION_FIELD = /^c\.(\d{1,3})\.(name|weight)$/;

const TEXT_FIELDS = [
  'projectName',
  'remark',
  'categoryId',
  'purchaseType',
  'budgetAmount',
  'areaScope',
  'deliverAddress',
  'hopeDate',
  'registerStartTime',
  'registerEndTime',
  'registerRequirement',
  'prequal',
  'preCheckStartTime',
  'preCheckEndTime',
  'preCheckRequirement',
  'inviteTenderStartTime',
  'inviteTenderEndTime',
  'openTenderTime',
  'inviteTenderRequirement',
  'evaluationMethod',
  'priceCriterion',
  'tenderScope',
  'payType',
  'deliverRequirement',
  'taxationRequirement',
  'logisticsRequirement',
  'packingRequirement',
  'otherRequirement',
] as const satisfies ReadonlyArray<keyof TenderFormValues>;

/** The posted form as typed: every field, the material and criterion rows in their order. */
export function formValuesOf(form: FormData): TenderFormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(form, name)])) as Pick<TenderFormValues, (typeof TEXT_FIELDS)[number]>;
  const materials: TenderMaterialValues[] = rowsOf(form, MATERIAL_FIELD, TENDER_LIMITS.materiels).map((row) => ({
    key: `r${row}`,
    code: text(form, `m.${row}.code`),
    name: text(form, `m.${row}.name`),
    type: text(form, `m.${row}.type`),
    categoryId: text(form, `m.${row}.categoryId`),
    brandId: text(form, `m.${row}.brandId`),
    unit: text(form, `m.${row}.unit`),
    count: text(form, `m.${row}.count`),
    files: filesOf(form, `m.${row}.files`),
  }));
  const criteria: CriterionValues[] = rowsOf(form, CRITERION_FIELD, TENDER_LIMITS.criteria).map((row) => ({
    key: `c${row}`,
    name: text(form, `c.${row}.name`),
    weight: text(form, `c.${row}.weight`),
  }));
  return {
    ...texts,
    materials,
    areas: listOf(form, 'areas').slice(0, TENDER_LIMITS.areas + 1),
    registerFiles: filesOf(form, 'registerFiles'),
    preCheckFiles: filesOf(form, 'preCheckFiles'),
    inviteTenderFiles: filesOf(form, 'inviteTenderFiles'),
    criteria,
    invited: listOf(form, 'invited').slice(0, TENDER_LIMITS.invited + 1),
  };
}

export function emptyFormValues(): TenderFormValues {
  return {
    projectName: '',
    remark: '',
    categoryId: '',
    purchaseType: '2',
    budgetAmount: '',
    materials: [{ key: 'r0', code: '', name: '', type: '', categoryId: '', brandId: '', unit: '', count: '', files: [] }],
    areaScope: 'all',
    areas: [],
    deliverAddress: '',
    hopeDate: '',
    registerStartTime: '',
    registerEndTime: '',
    registerRequirement: '',
    registerFiles: [],
    // The original form has prequalification on by default.
    prequal: 'on',
    preCheckStartTime: '',
    preCheckEndTime: '',
    preCheckRequirement: '',
    preCheckFiles: [],
    inviteTenderStartTime: '',
    inviteTenderEndTime: '',
    openTenderTime: '',
    inviteTenderRequirement: '',
    inviteTenderFiles: [],
    evaluationMethod: 'lowestPrice',
    criteria: [],
    priceCriterion: '',
    tenderScope: 'public',
    invited: [],
    payType: '',
    deliverRequirement: '',
    taxationRequirement: '',
    logisticsRequirement: '',
    packingRequirement: '',
    otherRequirement: '',
  };
}

/** A saved draft as the form shows it: its uploaded attachments kept (by their file ids), its times Beijing's. */
export function formValuesFrom(tender: MemberTender): TenderFormValues {
  const moment = (at: number | null) => (at === null ? '' : siteFields(at).dateTime);
  const priceRow = tender.evaluationCriteria.findIndex((c) => c.isPrice);
  return {
    projectName: tender.projectName,
    remark: tender.remark,
    categoryId: String(tender.categoryId),
    purchaseType: String(tender.purchaseType),
    budgetAmount: tender.budgetAmount > 0 ? String(tender.budgetAmount) : '',
    materials: tender.materielList.map((line, i) => ({
      key: `r${i}`,
      code: line.code,
      name: line.name,
      type: line.type,
      categoryId: line.categoryId === null ? '' : String(line.categoryId),
      brandId: line.brandId === null ? '' : String(line.brandId),
      unit: line.unit,
      count: String(line.count),
      files: fileRefsOf(line.urls),
    })),
    areaScope: tender.isAllArea ? 'all' : 'chosen',
    areas: areaValues(tender.areaList),
    deliverAddress: tender.deliverAddress,
    hopeDate: siteFields(tender.hopeDate).date,
    registerStartTime: moment(tender.registerStartTime),
    registerEndTime: moment(tender.registerEndTime),
    registerRequirement: tender.registerRequirement,
    registerFiles: fileRefsOf(tender.registerFile),
    prequal: tender.isQualificationCheck ? 'on' : '',
    preCheckStartTime: moment(tender.preCheckStartTime),
    preCheckEndTime: moment(tender.preCheckEndTime),
    preCheckRequirement: tender.preCheckRequirement,
    preCheckFiles: fileRefsOf(tender.preCheckFile),
    inviteTenderStartTime: moment(tender.inviteTenderStartTime),
    inviteTenderEndTime: moment(tender.inviteTenderEndTime),
    openTenderTime: moment(tender.openTenderTime),
    inviteTenderRequirement: tender.inviteTenderRequirement,
    inviteTenderFiles: fileRefsOf(tender.inviteTenderFile),
    evaluationMethod: tender.evaluationMethod,
    criteria: tender.evaluationCriteria.map((c, i) => ({ key: `c${i}`, name: c.name, weight: String(c.weight) })),
    priceCriterion: priceRow < 0 ? '' : `c${priceRow}`,
    tenderScope: tender.tenderScope,
    invited: partyValues(tender.invited),
    payType: tender.payType,
    deliverRequirement: tender.deliverRequirement,
    taxationRequirement: tender.taxationRequirement,
    logisticsRequirement: tender.logisticsRequirement,
    packingRequirement: tender.packingRequirement,
    otherRequirement: tender.otherRequirement,
  };
}

// ── The body the platform takes ─────────────────────────────────────────────────────────────────

const MOMENTS = [
  'registerStartTime',
  'registerEndTime',
  'preCheckStartTime',
  'preCheckEndTime',
  'inviteTenderStartTime',
  'inviteTenderEndTime',
  'openTenderTime',
] as const;

/** The form's name of a body field, where they differ. */
const FIELD_OF_BODY: Record<string, string> = {
  materiels: 'materials',
  isAllArea: 'areaScope',
  isQualificationCheck: 'prequal',
  registerFileIds: 'registerFiles',
  preCheckFileIds: 'preCheckFiles',
  inviteTenderFileIds: 'inviteTenderFiles',
  evaluationCriteria: 'criteria',
  fileIds: 'files',
};
/** The message of a field whose value is out of the contract's bounds (else 'invalid'). */
const VALUE_KEY: Record<string, string> = {
  categoryId: 'chooseCategory',
  hopeDate: 'date',
  budgetAmount: 'amount',
  count: 'quantity',
  weight: 'weight',
  ...Object.fromEntries(MOMENTS.map((field) => [field, 'dateTime'])),
};
const TOO_MANY_KEY: Record<string, string> = {
  materials: 'tooManyMaterials',
  areas: 'tooManyAreas',
  invited: 'tooManyInvited',
  criteria: 'tooManyCriteria',
  files: 'tooManyFiles',
  registerFiles: 'tooManyFiles',
  preCheckFiles: 'tooManyFiles',
  inviteTenderFiles: 'tooManyFiles',
};

/** Where one of the contract's issues goes: its field ('projectName', 'm.<row>.name', 'c.<row>.weight' …) and message. */
function placeOf(issue: z.core.$ZodIssue, values: TenderFormValues): IssuePlace {
  const [first, row, name] = issue.path;
  const rows = first === 'materiels' ? values.materials : first === 'evaluationCriteria' ? values.criteria : null;
  const inRow = rows !== null && typeof row === 'number';
  const bodyField = String((inRow ? name : first) ?? '');
  const field = FIELD_OF_BODY[bodyField] ?? bodyField;
  const custom: Record<string, string> = {
    areas: 'areaRequired',
    invited: 'invitedRequired',
    preCheckStartTime: 'prequalWindow',
    criteria: values.criteria.length === 0 ? 'criteriaRequired' : 'criteriaRule',
  };
  const key = {
    required: 'required',
    tooLong: 'tooLong',
    tooMany: TOO_MANY_KEY[field] ?? 'invalid',
    tooFew: field === 'materials' ? 'materialRequired' : 'invalid',
    custom: custom[field] ?? 'invalid',
    other: VALUE_KEY[field] ?? 'invalid',
  }[issueKind(issue)];
  if (!field) return { formKey: key };
  if (!inRow) return { field, key };
  const prefix = first === 'materiels' ? 'm' : 'c';
  return { field: `${prefix}.${rows[row as number]?.key.slice(1) ?? row}.${field}`, key };
}

export type CheckedForm = { ok: true; body: z.output<typeof TenderFormBody> } | { ok: false; fieldErrors: Record<string, string> };

/**
 * The platform's body from the form as typed, or the messages of what the portal could not read and
 * what the contract refuses, field by field and all at once, in the user's language.
 */
export function checkedForm(values: TenderFormValues, t: Translate): CheckedForm {
  const check = formCheck(t, 'tender:errors');
  const choice = <T extends string>(field: keyof TenderFormValues, allowed: readonly T[], stand: T): T => {
    const value = values[field] as string;
    return check.read(field, allowed.includes(value as T) ? (value as T) : null, stand, 'invalid');
  };
  const optionalId = (field: string, typed: string) => (typed === '' ? undefined : check.read(field, idOf(typed), undefined, 'invalid'));
  const moment = (field: (typeof MOMENTS)[number]) => check.read(field, siteMomentOf(values[field]), 0, 'dateTime');
  const areaScope = choice('areaScope', ['all', 'chosen'], 'all');
  const tenderScope = choice('tenderScope', ['public', 'invited'], 'public');
  const evaluationMethod = choice('evaluationMethod', ['lowestPrice', 'scored'], 'lowestPrice');
  const prequal = values.prequal === 'on';
  // A blank window of a prequalification is the contract's to name (it asks for both ends).
  const prequalMoment = (field: 'preCheckStartTime' | 'preCheckEndTime') =>
    values[field].trim() === '' ? undefined : check.read(field, siteMomentOf(values[field]), undefined, 'dateTime');
  const areas = areasOf(values.areas, check.refuse);
  const invited = partiesOf(values.invited, check.refuse);
  const preCheckStartTime = prequal ? prequalMoment('preCheckStartTime') : undefined;
  const preCheckEndTime = prequal ? prequalMoment('preCheckEndTime') : undefined;
  const body: Body = {
    projectName: values.projectName,
    remark: values.remark,
    categoryId: check.read('categoryId', idOf(values.categoryId), 1, 'chooseCategory'),
    purchaseType: choice('purchaseType', ['1', '2'], '2') === '1' ? 1 : 2,
    budgetAmount: values.budgetAmount.trim() === '' ? 0 : check.read('budgetAmount', moneyOf(values.budgetAmount), 0, 'amount'),
    materiels: values.materials.map((m) => {
      const field = (name: string) => `m.${m.key.slice(1)}.${name}`;
      const categoryId = optionalId(field('categoryId'), m.categoryId);
      const brandId = optionalId(field('brandId'), m.brandId);
      return {
        code: m.code,
        name: m.name,
        type: m.type,
        ...(categoryId !== undefined ? { categoryId } : {}),
        ...(brandId !== undefined ? { brandId } : {}),
        unit: m.unit,
        count: check.read(field('count'), quantityOf(m.count), 1, 'quantity'),
        fileIds: m.files.map((file) => file.id),
      };
    }),
    isAllArea: areaScope === 'all',
    areas: areaScope === 'all' ? [] : areas,
    deliverAddress: values.deliverAddress,
    hopeDate: check.read('hopeDate', siteDayOf(values.hopeDate), 0, 'date'),
    registerStartTime: moment('registerStartTime'),
    registerEndTime: moment('registerEndTime'),
    registerRequirement: values.registerRequirement,
    registerFileIds: values.registerFiles.map((file) => file.id),
    isQualificationCheck: prequal,
    ...(preCheckStartTime !== undefined ? { preCheckStartTime } : {}),
    ...(preCheckEndTime !== undefined ? { preCheckEndTime } : {}),
    preCheckRequirement: prequal ? values.preCheckRequirement : '',
    preCheckFileIds: prequal ? values.preCheckFiles.map((file) => file.id) : [],
    inviteTenderStartTime: moment('inviteTenderStartTime'),
    inviteTenderEndTime: moment('inviteTenderEndTime'),
    openTenderTime: moment('openTenderTime'),
    inviteTenderRequirement: values.inviteTenderRequirement,
    inviteTenderFileIds: values.inviteTenderFiles.map((file) => file.id),
    evaluationMethod,
    evaluationCriteria:
      evaluationMethod === 'scored'
        ? values.criteria.map((c) => ({
            name: c.name,
            weight: check.read(`c.${c.key.slice(1)}.weight`, moneyOf(c.weight), 0, 'weight'),
            isPrice: c.key === values.priceCriterion,
          }))
        : [],
    tenderScope,
    invited: tenderScope === 'invited' ? invited : [],
    payType: values.payType,
    deliverRequirement: values.deliverRequirement,
    taxationRequirement: values.taxationRequirement,
    logisticsRequirement: values.logisticsRequirement,
    packingRequirement: values.packingRequirement,
    otherRequirement: values.otherRequirement,
  };
  const parsed = TenderFormBody.safeParse(body);
  if (!parsed.success) check.contract(parsed.error, (issue) => placeOf(issue, values));
  return parsed.success && !check.failed ? { ok: true, body: parsed.data } : { ok: false, fieldErrors: check.fieldErrors };
}
