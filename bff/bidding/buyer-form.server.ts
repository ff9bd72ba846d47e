// The buyer's competitive-bid form as posted (docs/product/rules.md, "The live reverse auction"):
// every field as typed (what a refused form shows again, whole), a saved draft as the form shows it,
// and the body the platform takes. The limits and the rules between fields are the contract's
// BiddingFormBody, checked here before any call so each refusal lands on its field in the user's
// language; the schedule's rules of time are the platform's alone (60159 on publishing).
import type { z } from 'zod';
import { BIDDING_LIMITS, BiddingFormBody, MAX_AMOUNT } from '#contract/endpoints.ts';
import type { MemberBidding } from '#contract/schemas.ts';
import { siteFields } from '#contract/time.ts';
import { areaValues, fileRefsOf, filesOf, listOf, moneyOf, partyValues, siteDayOf } from '../form-fields.server.ts';
import type { Translate } from '../forms.server.ts';
import { type Checked, postedMaterials, postedTexts, savedMaterial, sourcingCheck } from '../sourcing/form.server.ts';
import type { BiddingFormValues, BiddingMaterialValues } from './buyer-views.ts';

type Body = z.input<typeof BiddingFormBody>;

const MATERIAL_TEXTS = ['code', 'name', 'type', 'count'] as const;

const TEXT_FIELDS = [
  'details',
  'remark',
  'categoryId',
  'budgetAmount',
  'areaScope',
  'address',
  'deliver',
  'startSignUp',
  'endSignUp',
  'biddingStartTime',
  'biddingEndTime',
  'hardStopTime',
  'startingPrice',
  'stepType',
  'minPriceStep',
  'allowPurchaseCount',
  'visibility',
  'triggerMinutes',
  'extensionMinutes',
  'maxExtensions',
  'autoAdmit',
  'scope',
  'demand',
  'offer',
  'paymentType',
  'taxes',
  'logistics',
  'packRequire',
  'otherRequire',
] as const satisfies ReadonlyArray<keyof BiddingFormValues>;

/** The posted form as typed: every field, the material rows in their order. */
export function formValuesOf(form: FormData): BiddingFormValues {
  const texts = postedTexts(form, TEXT_FIELDS);
  const materials: BiddingMaterialValues[] = postedMaterials(form, MATERIAL_TEXTS, BIDDING_LIMITS.materiels);
  return {
    ...texts,
    materials,
    areas: listOf(form, 'areas').slice(0, BIDDING_LIMITS.areas + 1),
    invited: listOf(form, 'invited').slice(0, BIDDING_LIMITS.invited + 1),
    demandFiles: filesOf(form, 'demandFiles'),
    files: filesOf(form, 'files'),
  };
}

export function emptyFormValues(): BiddingFormValues {
  return {
    details: '',
    remark: '',
    categoryId: '',
    budgetAmount: '',
    materials: [{ key: 'r0', code: '', name: '', type: '', categoryId: '', brandId: '', unit: '', count: '', files: [] }],
    areaScope: 'all',
    areas: [],
    address: '',
    deliver: '',
    startSignUp: '',
    endSignUp: '',
    biddingStartTime: '',
    biddingEndTime: '',
    hardStopTime: '',
    startingPrice: '',
    stepType: 'amount',
    minPriceStep: '',
    allowPurchaseCount: '1',
    visibility: 'bestPrice',
    triggerMinutes: '0',
    extensionMinutes: '0',
    maxExtensions: '0',
    autoAdmit: '',
    scope: 'public',
    invited: [],
    demand: '',
    demandFiles: [],
    offer: '',
    paymentType: '',
    taxes: '',
    logistics: '',
    packRequire: '',
    otherRequire: '',
    files: [],
  };
}

/** A saved draft as the form shows it: its uploaded attachments kept (by their file ids), its times Beijing's. */
export function formValuesFrom(bidding: MemberBidding): BiddingFormValues {
  const moment = (at: number | null) => (at === null ? '' : siteFields(at).dateTime);
  const { rules } = bidding;
  return {
    details: bidding.details,
    remark: bidding.remark,
    categoryId: String(bidding.categoryId),
    budgetAmount: bidding.budgetAmount > 0 ? String(bidding.budgetAmount) : '',
    materials: bidding.materielList.map((line, i) => ({
      ...savedMaterial(line, i),
      code: line.code,
      name: line.name,
      type: line.type,
      count: String(line.count),
    })),
    areaScope: bidding.isAllArea ? 'all' : 'chosen',
    areas: areaValues(bidding.areaList),
    address: bidding.address,
    deliver: siteFields(bidding.deliver).date,
    startSignUp: moment(bidding.startSignUp),
    endSignUp: moment(bidding.endSignUp),
    biddingStartTime: moment(bidding.biddingStartTime),
    biddingEndTime: moment(bidding.scheduledEndTime),
    hardStopTime: moment(rules.hardStopTime),
    startingPrice: String(rules.startingPrice),
    stepType: rules.stepType,
    minPriceStep: String(rules.minPriceStep),
    allowPurchaseCount: String(rules.allowPurchaseCount),
    visibility: rules.visibility,
    triggerMinutes: String(rules.triggerMinutes),
    extensionMinutes: String(rules.extensionMinutes),
    maxExtensions: String(rules.maxExtensions),
    autoAdmit: bidding.autoAdmit ? 'on' : '',
    scope: bidding.scope,
    invited: partyValues(bidding.invited),
    demand: bidding.demand,
    demandFiles: fileRefsOf(bidding.demandUrls),
    offer: bidding.offer,
    paymentType: bidding.paymentType,
    taxes: bidding.taxes,
    logistics: bidding.logistics,
    packRequire: bidding.packRequire,
    otherRequire: bidding.otherRequire,
    files: fileRefsOf(bidding.urls),
  };
}

// ── The body the platform takes ─────────────────────────────────────────────────────────────────

const MOMENTS = ['startSignUp', 'endSignUp', 'biddingStartTime', 'biddingEndTime'] as const;
const WHOLE_NUMBERS = ['allowPurchaseCount', 'triggerMinutes', 'extensionMinutes', 'maxExtensions'] as const;

/** Where the contract's issues go, in the competitive bid's words. */
const ISSUE_WORDS = {
  fieldOfBody: { materiels: 'materials', isAllArea: 'areaScope', demandFileIds: 'demandFiles', fileIds: 'files' },
  valueKey: {
    categoryId: 'chooseCategory',
    deliver: 'date',
    hardStopTime: 'dateTime',
    budgetAmount: 'amount',
    startingPrice: 'amount',
    minPriceStep: 'amount',
    count: 'quantity',
    ...Object.fromEntries(MOMENTS.map((field) => [field, 'dateTime'])),
    ...Object.fromEntries(WHOLE_NUMBERS.map((field) => [field, 'wholeNumber'])),
  },
  tooManyKey: { materials: 'tooManyMaterials', areas: 'tooManyAreas', invited: 'tooManyInvited', files: 'tooManyFiles', demandFiles: 'tooManyFiles' },
};

/** A whole number as typed; null when not one. Its bounds are the contract's. */
const wholeOf = (typed: string) => (/^\d{1,7}$/.test(typed.trim()) ? Number(typed.trim()) : null);

export type CheckedForm = Checked<z.output<typeof BiddingFormBody>>;

/** The platform's body from the form as typed, or every message of what the portal could not read and the contract refuses. */
export function checkedForm(values: BiddingFormValues, t: Translate): CheckedForm {
  const read = sourcingCheck(values, t, 'bidding:errors');
  const { check, choice, moment } = read;
  const whole = (field: (typeof WHOLE_NUMBERS)[number]) => check.read(field, wholeOf(values[field]), 1, 'wholeNumber');
  const scope = choice('scope', ['public', 'invited'], 'public');
  const stepType = choice('stepType', ['amount', 'percent'], 'amount');
  const hardStopTime = read.optionalMoment('hardStopTime');
  const body: Body = {
    details: values.details,
    remark: values.remark,
    categoryId: read.categoryId(),
    budgetAmount: read.budgetAmount(),
    materiels: values.materials.map((m) => ({ code: m.code, name: m.name, type: m.type, ...read.material(m, m.count, 'count') })),
    ...read.areaScope(),
    address: values.address,
    deliver: check.read('deliver', siteDayOf(values.deliver), 0, 'date'),
    startSignUp: moment('startSignUp'),
    endSignUp: moment('endSignUp'),
    biddingStartTime: moment('biddingStartTime'),
    biddingEndTime: moment('biddingEndTime'),
    ...(hardStopTime !== undefined ? { hardStopTime } : {}),
    // An unreadable starting price stands in as the highest, so that the step is not also refused against it.
    startingPrice: check.read('startingPrice', moneyOf(values.startingPrice), MAX_AMOUNT, 'amount'),
    stepType,
    minPriceStep: check.read('minPriceStep', moneyOf(values.minPriceStep), 0.01, 'amount'),
    allowPurchaseCount: whole('allowPurchaseCount'),
    visibility: choice('visibility', ['ownRank', 'bestPrice', 'allPricesAliased'], 'bestPrice'),
    triggerMinutes: whole('triggerMinutes'),
    extensionMinutes: whole('extensionMinutes'),
    maxExtensions: whole('maxExtensions'),
    autoAdmit: values.autoAdmit === 'on',
    scope,
    invited: read.invited(scope),
    demand: values.demand,
    demandFileIds: values.demandFiles.map((file) => file.id),
    offer: values.offer,
    paymentType: values.paymentType,
    taxes: values.taxes,
    logistics: values.logistics,
    packRequire: values.packRequire,
    otherRequire: values.otherRequire,
    fileIds: values.files.map((file) => file.id),
  };
  const ruleKey = { areas: 'areaRequired', invited: 'invitedRequired', minPriceStep: stepType === 'percent' ? 'stepPercent' : 'stepBelowStart' };
  return read.finish(BiddingFormBody, body, { ...ISSUE_WORDS, ruleKey, rows: { materiels: { prefix: 'm', rows: values.materials } } });
}
