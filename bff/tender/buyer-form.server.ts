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
import { areaValues, fileRefsOf, filesOf, listOf, moneyOf, partyValues, rowsOf, siteDayOf } from '../form-fields.server.ts';
import { text, type Translate } from '../forms.server.ts';
import { type Checked, postedMaterials, postedTexts, savedMaterial, sourcingCheck } from '../sourcing/form.server.ts';
import type { CriterionValues, TenderFormValues, TenderMaterialValues } from './buyer-views.ts';

type Body = z.input<typeof TenderFormBody>;

// ── The form as typed ───────────────────────────────────────────────────────────────────────────

const MATERIAL_TEXTS = ['code', 'name', 'type', 'count'] as const;
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
  const texts = postedTexts(form, TEXT_FIELDS);
  const materials: TenderMaterialValues[] = postedMaterials(form, MATERIAL_TEXTS, TENDER_LIMITS.materiels);
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
      ...savedMaterial(line, i),
      code: line.code,
      name: line.name,
      type: line.type,
      count: String(line.count),
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

/** Where the contract's issues go, in the tender's words (a rule's message may depend on what was typed). */
const ISSUE_WORDS = {
  fieldOfBody: {
    materiels: 'materials',
    isAllArea: 'areaScope',
    isQualificationCheck: 'prequal',
    registerFileIds: 'registerFiles',
    preCheckFileIds: 'preCheckFiles',
    inviteTenderFileIds: 'inviteTenderFiles',
    evaluationCriteria: 'criteria',
    fileIds: 'files',
  },
  valueKey: {
    categoryId: 'chooseCategory',
    hopeDate: 'date',
    budgetAmount: 'amount',
    count: 'quantity',
    weight: 'weight',
    ...Object.fromEntries(MOMENTS.map((field) => [field, 'dateTime'])),
  },
  tooManyKey: {
    materials: 'tooManyMaterials',
    areas: 'tooManyAreas',
    invited: 'tooManyInvited',
    criteria: 'tooManyCriteria',
    files: 'tooManyFiles',
    registerFiles: 'tooManyFiles',
    preCheckFiles: 'tooManyFiles',
    inviteTenderFiles: 'tooManyFiles',
  },
};

export type CheckedForm = Checked<z.output<typeof TenderFormBody>>;

/**
 * The platform's body from the form as typed, or the messages of what the portal could not read and
 * what the contract refuses, field by field and all at once, in the user's language.
 */
export function checkedForm(values: TenderFormValues, t: Translate): CheckedForm {
  const read = sourcingCheck(values, t, 'tender:errors');
  const { check, choice, moment } = read;
  const tenderScope = choice('tenderScope', ['public', 'invited'], 'public');
  const evaluationMethod = choice('evaluationMethod', ['lowestPrice', 'scored'], 'lowestPrice');
  const prequal = values.prequal === 'on';
  // A blank window of a prequalification is the contract's to name (it asks for both ends).
  const preCheckStartTime = prequal ? read.optionalMoment('preCheckStartTime') : undefined;
  const preCheckEndTime = prequal ? read.optionalMoment('preCheckEndTime') : undefined;
  const body: Body = {
    projectName: values.projectName,
    remark: values.remark,
    categoryId: read.categoryId(),
    purchaseType: choice('purchaseType', ['1', '2'], '2') === '1' ? 1 : 2,
    budgetAmount: read.budgetAmount(),
    materiels: values.materials.map((m) => ({ code: m.code, name: m.name, type: m.type, ...read.material(m, m.count, 'count') })),
    ...read.areaScope(),
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
    invited: read.invited(tenderScope),
    payType: values.payType,
    deliverRequirement: values.deliverRequirement,
    taxationRequirement: values.taxationRequirement,
    logisticsRequirement: values.logisticsRequirement,
    packingRequirement: values.packingRequirement,
    otherRequirement: values.otherRequirement,
  };
  const ruleKey = {
    areas: 'areaRequired',
    invited: 'invitedRequired',
    preCheckStartTime: 'prequalWindow',
    criteria: values.criteria.length === 0 ? 'criteriaRequired' : 'criteriaRule',
  };
  const rows = { materiels: { prefix: 'm', rows: values.materials }, evaluationCriteria: { prefix: 'c', rows: values.criteria } };
  return read.finish(TenderFormBody, body, { ...ISSUE_WORDS, ruleKey, rows });
}
