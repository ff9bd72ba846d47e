// Tenders in the buyer's member centre, all behind a login (docs/product/member-side.md): the buyer
// saves a draft, publishes it (its schedule checked against the platform's clock and the site's
// minimum tendering period), cancels it with a reason, lists its tenders by phase with counts and
// reads one. The public list and detail stay api.tender.* (sourcing.ts). Limits: schemas/tender-rules.ts.
import { z } from 'zod';
import { MAX_AMOUNT, MAX_PAGE_SIZE, KEYWORD_MAX } from '../vocabulary.ts';
import * as s from '../schemas.ts';
import { DECIMALS, QUANTITY_MAX } from '../schemas/inquiry-rules.ts';
import { REASON_MAX } from '../schemas/member-rules.ts';
import { TENDER_LIMITS, TENDER_WEIGHT_MAX } from '../schemas/tender-rules.ts';
import { idempotencyKey } from './registration.ts';
import { areaCode, bodyId, get, pagination, post, qId, qInt } from './shared.ts';

export { TENDER_LIMITS };

const step = (decimals: number) => 10 ** -decimals;
const text = (max: number) => z.string().trim().max(max).default('');
const fileIds = () => z.array(bodyId()).max(TENDER_LIMITS.files).default([]);
/** Epoch milliseconds. */
const instant = () => z.number().int().min(0).max(8.64e15);

/**
 * What a buyer writes. The schedule's order, its distance from the platform's clock and the site's
 * minimum tendering period are checked when publishing (601xx); here only what the form alone says:
 * a prequalification names its window, a scored evaluation its criteria (weights 0–100, total at
 * most 100), an invited tender its suppliers, a tender not for every area its areas.
 */
export const TenderFormBody = z
  .object({
    projectName: z.string().trim().min(1).max(TENDER_LIMITS.projectName),
    remark: text(TENDER_LIMITS.remark),
    categoryId: bodyId(),
    purchaseType: z.union([z.literal(1), z.literal(2)]),
    budgetAmount: z.number().min(0).max(MAX_AMOUNT).multipleOf(step(DECIMALS.money)).default(0),
    materiels: z
      .array(
        z.object({
          code: z.string().trim().min(1).max(50),
          name: z.string().trim().min(1).max(100),
          type: z.string().trim().max(100).default(''),
          categoryId: bodyId().optional(),
          brandId: bodyId().optional(),
          unit: z.string().trim().min(1).max(20),
          count: z.number().gt(0).max(QUANTITY_MAX).multipleOf(step(DECIMALS.quantity)),
          fileIds: fileIds(),
        }),
      )
      .min(1)
      .max(TENDER_LIMITS.materiels),
    isAllArea: z.boolean(),
    areas: z
      .array(z.object({ provinceCode: areaCode(), cityCode: areaCode().optional() }))
      .max(TENDER_LIMITS.areas)
      .default([]),
    deliverAddress: z.string().trim().min(1).max(TENDER_LIMITS.address),
    hopeDate: instant(),
    registerStartTime: instant(),
    registerEndTime: instant(),
    registerRequirement: text(TENDER_LIMITS.requirement),
    registerFileIds: fileIds(),
    isQualificationCheck: z.boolean(),
    preCheckStartTime: instant().optional(),
    preCheckEndTime: instant().optional(),
    preCheckRequirement: text(TENDER_LIMITS.requirement),
    preCheckFileIds: fileIds(),
    inviteTenderStartTime: instant(),
    inviteTenderEndTime: instant(),
    openTenderTime: instant(),
    inviteTenderRequirement: text(TENDER_LIMITS.requirement),
    inviteTenderFileIds: fileIds(),
    evaluationMethod: s.EvaluationMethod,
    evaluationCriteria: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(TENDER_LIMITS.criterionName),
          weight: z.number().min(0).max(TENDER_WEIGHT_MAX).multipleOf(step(DECIMALS.money)),
          isPrice: z.boolean().default(false),
        }),
      )
      .max(TENDER_LIMITS.criteria)
      .default([]),
    tenderScope: s.TenderScope,
    invited: z
      .array(z.object({ memberId: bodyId(), roleId: bodyId() }))
      .max(TENDER_LIMITS.invited)
      .default([]),
    payType: text(TENDER_LIMITS.text),
    deliverRequirement: text(TENDER_LIMITS.text),
    taxationRequirement: text(TENDER_LIMITS.text),
    logisticsRequirement: text(TENDER_LIMITS.text),
    packingRequirement: text(TENDER_LIMITS.text),
    otherRequirement: text(TENDER_LIMITS.text),
  })
  .superRefine((form, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!form.isAllArea && form.areas.length === 0) issue('areas', 'at least one area');
    if (form.tenderScope === 'invited' && form.invited.length === 0) issue('invited', 'at least one invited supplier');
    if (form.isQualificationCheck && (form.preCheckStartTime === undefined || form.preCheckEndTime === undefined)) {
      issue('preCheckStartTime', 'a prequalification names its window');
    }
    if (form.evaluationMethod === 'scored') {
      if (form.evaluationCriteria.length === 0) issue('evaluationCriteria', 'a scored evaluation names its criteria');
      const total = form.evaluationCriteria.reduce((sum, c) => sum + c.weight, 0);
      if (total > TENDER_WEIGHT_MAX + 1e-9) issue('evaluationCriteria', `the weights total at most ${TENDER_WEIGHT_MAX}`);
      if (form.evaluationCriteria.filter((c) => c.isPrice).length > 1) issue('evaluationCriteria', 'one price criterion at most');
    }
  });
export type TenderFormBody = z.input<typeof TenderFormBody>;

/** A new draft (no id) or a draft saved again (id). Keyed: a retried create makes one draft. */
export const SaveTenderDraftBody = z.object({ id: bodyId().optional(), form: TenderFormBody, idempotencyKey: idempotencyKey() });
export type SaveTenderDraftBody = z.input<typeof SaveTenderDraftBody>;

const byId = z.object({ id: qId() });

export const tenderBuyerApi = {
  /** The buyer's side (1210 for a member that is not a buyer; 404 for a tender not its own). */
  tenderBuyer: {
    save: post('/purchase/inviteTender/buyer/save', SaveTenderDraftBody, s.MemberTender),
    /**
     * A draft published, keyed: 60127 registration starting before the platform's clock, 60113 ending
     * before it or its start, 60135 a prequalification outside registration end..bidding start,
     * 60114 bidding before registration (or prequalification) ends or ending before it starts, 60104
     * opening before bidding ends, 60109 a public tender's bidding deadline closer than the site's
     * minimum tendering period; 60101 cancelled, 60102 not a draft.
     */
    publish: post('/purchase/inviteTender/buyer/publish', z.object({ id: bodyId(), idempotencyKey: idempotencyKey() }), s.MemberTender),
    /** Cancelled with a reason (a draft or a published tender, before its award); 60101 twice, 60102 once awarded or failed. */
    cancel: post('/purchase/inviteTender/buyer/cancel', z.object({ id: bodyId(), reason: z.string().trim().min(1).max(REASON_MAX) }), s.MemberTender),
    /** The buyer's tenders in one phase (or all), newest first, and the count of each phase. */
    list: get(
      '/purchase/inviteTender/buyer/list',
      z.object({
        current: pagination.current,
        pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(10),
        phase: s.TenderPhase.optional(),
        keyword: z.string().trim().max(KEYWORD_MAX).optional(),
      }),
      s.MemberTenderPage,
    ),
    detail: get('/purchase/inviteTender/buyer/detail', byId, s.MemberTender),
  },
} as const;
