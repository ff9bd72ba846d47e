// The buyer's competitive-bid form as posted (docs/product/rules.md, "The live reverse auction"):
// every field as typed (what a refused form shows again, whole), a saved draft as the form shows it,
// and the body the platform takes. The limits and the rules between fields are the contract's
// BiddingFormBody, checked here before any call so each refusal lands on its field in the user's
// language; the schedule's rules of time are the platform's alone (60159 on publishing).
import type { z } from 'zod';
import { AUCTION_LIMITS, BiddingFormBody, MAX_AMOUNT } from '#contract/endpoints.ts';
import type { MemberBidding } from '#contract/schemas.ts';
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
import type { BiddingFormValues, BiddingMaterialValues } from './buyer-views.ts';

type Body = z.input<typeof BiddingFormBody>;

const MATERIAL_FIELD = /^m\.(\d{1,3})\.(code|name|type|categoryId|brandId|unit|count|files)$/;

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
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(form, name)])) as Pick<BiddingFormValues, (typeof TEXT_FIELDS)[number]>;
  const materials: BiddingMaterialValues[] = rowsOf(form, MATERIAL_FIELD, AUCTION_LIMITS.materiels).map((row) => ({
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
  return {
    ...texts,
    materials,
    areas: listOf(form, 'areas').slice(0, AUCTION_LIMITS.areas + 1),
    invited: listOf(form, 'invited').slice(0, AUCTION_LIMITS.invited + 1),
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

/** The form's name of a body field, where they differ. */
const FIELD_OF_BODY: Record<string, string> = { materiels: 'materials', isAllArea: 'areaScope', demandFileIds: 'demandFiles', fileIds: 'files' };
/** The message of a field whose value is out of the contract's bounds (else 'invalid'). */
const VALUE_KEY: Record<string, string> = {
  categoryId: 'chooseCategory',
  deliver: 'date',
  hardStopTime: 'dateTime',
  budgetAmount: 'amount',
  startingPrice: 'amount',
  minPriceStep: 'amount',
  count: 'quantity',
  ...Object.fromEntries(MOMENTS.map((field) => [field, 'dateTime'])),
  ...Object.fromEntries(WHOLE_NUMBERS.map((field) => [field, 'wholeNumber'])),
};
const TOO_MANY_KEY: Record<string, string> = {
  materials: 'tooManyMaterials',
  areas: 'tooManyAreas',
  invited: 'tooManyInvited',
  files: 'tooManyFiles',
  demandFiles: 'tooManyFiles',
};

/** Where one of the contract's issues goes: its field ('details', 'm.<row>.name' …) and message. */
function placeOf(issue: z.core.$ZodIssue, values: BiddingFormValues, stepType: string): IssuePlace {
  const [first, row, name] = issue.path;
  const inRow = first === 'materiels' && typeof row === 'number';
  const bodyField = String((inRow ? name : first) ?? '');
  const field = FIELD_OF_BODY[bodyField] ?? bodyField;
  const custom: Record<string, string> = {
    areas: 'areaRequired',
    invited: 'invitedRequired',
    minPriceStep: stepType === 'percent' ? 'stepPercent' : 'stepBelowStart',
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
  return { field: `m.${values.materials[row as number]?.key.slice(1) ?? row}.${field}`, key };
}

/** A whole number as typed; null when not one. Its bounds are the contract's. */
const wholeOf = (typed: string) => (/^\d{1,7}$/.test(typed.trim()) ? Number(typed.trim()) : null);

export type CheckedForm = { ok: true; body: z.output<typeof BiddingFormBody> } | { ok: false; fieldErrors: Record<string, string> };

/** The platform's body from the form as typed, or every message of what the portal could not read and the contract refuses. */
export function checkedForm(values: BiddingFormValues, t: Translate): CheckedForm {
  const check = formCheck(t, 'bidding:errors');
  const choice = <T extends string>(field: keyof BiddingFormValues, allowed: readonly T[], stand: T): T => {
    const value = values[field] as string;
    return check.read(field, allowed.includes(value as T) ? (value as T) : null, stand, 'invalid');
  };
  const optionalId = (field: string, typed: string) => (typed === '' ? undefined : check.read(field, idOf(typed), undefined, 'invalid'));
  const moment = (field: (typeof MOMENTS)[number]) => check.read(field, siteMomentOf(values[field]), 0, 'dateTime');
  const whole = (field: (typeof WHOLE_NUMBERS)[number]) => check.read(field, wholeOf(values[field]), 1, 'wholeNumber');
  const areaScope = choice('areaScope', ['all', 'chosen'], 'all');
  const scope = choice('scope', ['public', 'invited'], 'public');
  const stepType = choice('stepType', ['amount', 'percent'], 'amount');
  const areas = areasOf(values.areas, check.refuse);
  const invited = partiesOf(values.invited, check.refuse);
  const hardStopTime =
    values.hardStopTime.trim() === '' ? undefined : check.read('hardStopTime', siteMomentOf(values.hardStopTime), undefined, 'dateTime');
  const body: Body = {
    details: values.details,
    remark: values.remark,
    categoryId: check.read('categoryId', idOf(values.categoryId), 1, 'chooseCategory'),
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
    invited: scope === 'invited' ? invited : [],
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
  const parsed = BiddingFormBody.safeParse(body);
  if (!parsed.success) check.contract(parsed.error, (issue) => placeOf(issue, values, stepType));
  return parsed.success && !check.failed ? { ok: true, body: parsed.data } : { ok: false, fieldErrors: check.fieldErrors };
}
