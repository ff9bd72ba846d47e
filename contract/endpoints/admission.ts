// Supplier admission in the member centre (login, all of them): a supplier applies to a buyer and
// follows its applications; the buyer reviews them, decides, and sets its admitted suppliers'
// lifecycle stage. The shop layout's link is api.supplierApplication.condition (shop.ts).
import { z } from 'zod';
import { KEYWORD_MAX, MAX_PAGE_SIZE } from '../vocabulary.ts';
import * as s from '../schemas.ts';
import { APPLICATION_CATEGORIES_MAX, APPLICATION_DOCUMENTS_MAX, REASON_MAX } from '../schemas/member-rules.ts';
import { idempotencyKey } from './registration.ts';
import { bodyId, get, pagination, post, qDateTime, qId, qInt } from './shared.ts';

const listPaging = { current: pagination.current, pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(10) };

/**
 * An application to the buyer (memberId + roleId of its shop; 404 without a shop). The company is
 * the supplier's profile as it is now. 25074 for a member that is not a supplier, 25072 while an
 * application to this buyer waits, 25073 once admitted; after a rejection it applies again.
 */
export const ApplyBody = z.object({
  buyerMemberId: bodyId(),
  buyerRoleId: bodyId(),
  categoryIds: z.array(bodyId()).min(1).max(APPLICATION_CATEGORIES_MAX),
  /** The supplier's own uploads of purpose 'document' (1110 otherwise). */
  documentFileIds: z.array(bodyId()).min(1).max(APPLICATION_DOCUMENTS_MAX),
  contactName: z.string().trim().min(1).max(30),
  contactPhone: z
    .string()
    .trim()
    .regex(/^[0-9+\-() ]{5,20}$/, 'a phone number'),
  contactEmail: z.email().max(100).or(z.literal('')).default(''),
  remark: z.string().trim().max(REASON_MAX).default(''),
  idempotencyKey: idempotencyKey(),
});
export type ApplyBody = z.input<typeof ApplyBody>;

/** The buyer's applications to review: by state, supplier name, and submit time (Beijing time). */
export const ReviewListQuery = z.object({
  ...listPaging,
  state: s.AdmissionState.optional(),
  name: z.string().trim().max(KEYWORD_MAX).optional(),
  startTime: qDateTime().optional(),
  endTime: qDateTime().optional(),
});
export type ReviewListQuery = z.input<typeof ReviewListQuery>;

export const DecideBody = z.object({
  id: bodyId(),
  decision: z.enum(['approve', 'reject']),
  /** Required to reject (25071); a note to an approval. */
  reason: z.string().trim().max(REASON_MAX).optional(),
});
export type DecideBody = z.input<typeof DecideBody>;

export const admissionApi = {
  admission: {
    /** The apply page for a buyer: its company prefilled from the profile, and where it stands (25074 for a non-supplier). */
    applyForm: get('/member/ability/info/apply/form', z.object({ buyerMemberId: qId(), buyerRoleId: qId() }), s.ApplyForm),
    apply: post('/member/ability/info/apply', ApplyBody, s.Application),
    /** The supplier's own applications, newest first. */
    mine: get('/member/ability/info/apply/mine', z.object({ ...listPaging, state: s.AdmissionState.optional() }), s.page(s.ApplicationRow)),
    /** One application, to its supplier or its buyer (404 to anyone else), with documents and history. */
    detail: get('/member/ability/info/apply/detail', z.object({ id: qId() }), s.Application),
    /** The buyer's applications (1210 for a non-buyer), newest submission first. */
    reviewList: get('/member/ability/info/review/list', ReviewListQuery, s.page(s.ApplicationRow)),
    /** The buyer approves or rejects a waiting application: 25070 once decided, 25071 to reject without a reason. */
    decide: post('/member/ability/info/review/decide', DecideBody, s.Application),
    /** The buyer's admitted suppliers, by stage and name. */
    suppliers: get(
      '/member/ability/info/suppliers',
      z.object({ ...listPaging, stage: s.LifecycleStageSchema.optional(), name: z.string().trim().max(KEYWORD_MAX).optional() }),
      s.page(s.AdmittedSupplier),
    ),
    /** The buyer moves an admitted supplier to a lifecycle stage (404 for one it has not admitted). */
    changeStage: post(
      '/member/ability/info/suppliers/stage',
      z.object({ id: bodyId(), stage: s.LifecycleStageSchema, reason: z.string().trim().max(REASON_MAX).optional() }),
      s.AdmittedSupplier,
    ),
  },
} as const;
