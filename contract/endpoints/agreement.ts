// Contracts (合同) from awards, behind a login (docs/decisions/025-contracts.md): the buyer lists the
// awards it may contract, drafts a contract from one (prefilled), keeps its templates, records
// payments and decides deliveries; the supplier records deliveries; either side reads its contracts,
// proposes a new version, comments, compares two versions, confirms (signs) the current version by
// its hash, and terminates with a reason. 404 for a contract or an award that is not the caller's.
// The rules with codes (39013 total above the award, 39014 a line already contracted, 37123 ratios
// not 100 %, 39019 a payment day outside 1–31, 39016 start after end, …) are the platform's.
import { z } from 'zod';
import { MAX_AMOUNT, MAX_PAGE_SIZE, KEYWORD_MAX } from '../vocabulary.ts';
import * as s from '../schemas/agreement.ts';
import { page } from '../schemas/shared.ts';
import { AGREEMENT_LIMITS as LIMITS } from '../schemas/agreement.ts';
import { DECIMALS, QUANTITY_MAX } from '../schemas/inquiry-rules.ts';
import { idempotencyKey } from './registration.ts';
import { bodyId, get, pagination, post, qId, qInt } from './shared.ts';

const step = (decimals: number) => 10 ** -decimals;
const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const text = (max: number) => z.string().trim().max(max).default('');

/**
 * What a side sends as a version: the lines by number (quantity and delivery date; the platform
 * fills in the rest from the award), the payment plan (ratios and conditions; the platform works
 * out each stage's amount), the delivery address, the text and the attached documents. Only the
 * shape is checked here: the rules with their own codes are the platform's.
 */
export const AgreementTermsBody = z.object({
  title: z.string().trim().min(1).max(LIMITS.title),
  startDate: isoDate(),
  endDate: isoDate(),
  lines: z
    .array(
      z.object({
        lineNo: bodyId(),
        quantity: z.number().gt(0).max(QUANTITY_MAX).multipleOf(step(DECIMALS.quantity)),
        deliveryDate: isoDate(),
      }),
    )
    .min(1)
    .max(LIMITS.lines),
  paymentPlan: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(LIMITS.stageName),
        ratio: z.number().gt(0).max(100).multipleOf(0.01),
        condition: s.PaymentCondition,
        dueDate: isoDate().nullable().default(null),
        payDay: z.number().int().min(-999).max(999).nullable().default(null),
      }),
    )
    .min(1)
    .max(LIMITS.stages),
  deliveryAddress: z.string().trim().min(1).max(LIMITS.address),
  text: text(LIMITS.terms),
  fileIds: z.array(bodyId()).max(LIMITS.files).default([]),
});
export type AgreementTermsBody = z.input<typeof AgreementTermsBody>;

/** A contract drafted from an award's order: version 1, proposed by the buyer. Keyed. */
export const CreateAgreementBody = z.object({
  orderId: bodyId(),
  terms: AgreementTermsBody,
  comment: text(LIMITS.comment),
  idempotencyKey: idempotencyKey(),
});
export type CreateAgreementBody = z.input<typeof CreateAgreementBody>;

/** A new version on top of `baseVersion` (39007 when another version came first). Keyed. */
export const ProposeAgreementBody = z.object({
  id: bodyId(),
  baseVersion: bodyId(),
  terms: AgreementTermsBody,
  comment: text(LIMITS.comment),
  idempotencyKey: idempotencyKey(),
});
export type ProposeAgreementBody = z.input<typeof ProposeAgreementBody>;

/** A side confirms the current version by its number and hash (39007 when either is not the current one). Keyed. */
export const SignAgreementBody = z.object({
  id: bodyId(),
  version: bodyId(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  idempotencyKey: idempotencyKey(),
});
export type SignAgreementBody = z.input<typeof SignAgreementBody>;

/** A comment on the current version, asking for changes without making them. Keyed. */
export const CommentAgreementBody = z.object({
  id: bodyId(),
  comment: z.string().trim().min(1).max(LIMITS.comment),
  idempotencyKey: idempotencyKey(),
});
export type CommentAgreementBody = z.input<typeof CommentAgreementBody>;

/** Either side ends the contract early with its reason. Keyed. */
export const TerminateAgreementBody = z.object({
  id: bodyId(),
  reason: z.string().trim().min(1).max(LIMITS.reason),
  idempotencyKey: idempotencyKey(),
});
export type TerminateAgreementBody = z.input<typeof TerminateAgreementBody>;

/** A delivery against one line (never above what is left of it: 39026). Keyed. */
export const DeliverBody = z.object({
  id: bodyId(),
  lineNo: bodyId(),
  quantity: z.number().gt(0).max(QUANTITY_MAX).multipleOf(step(DECIMALS.quantity)),
  deliveredOn: isoDate(),
  note: text(LIMITS.note),
  idempotencyKey: idempotencyKey(),
});
export type DeliverBody = z.input<typeof DeliverBody>;

/** The buyer's verdict on a delivery: a rejection gives its reason. */
export const DecideDeliveryBody = z
  .object({
    id: bodyId(),
    deliveryId: bodyId(),
    decision: z.enum(['accept', 'reject']),
    reason: z.string().trim().max(LIMITS.reason).optional(),
    idempotencyKey: idempotencyKey(),
  })
  .superRefine((body, context) => {
    if (body.decision === 'reject' && !body.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'a rejection gives its reason' });
  });
export type DecideDeliveryBody = z.input<typeof DecideDeliveryBody>;

/** A payment of (part of) one stage, by the buyer: a movement in both capital accounts. Keyed. */
export const PayStageBody = z.object({
  id: bodyId(),
  stageNo: bodyId(),
  amount: z.number().gt(0).max(MAX_AMOUNT).multipleOf(step(DECIMALS.money)),
  idempotencyKey: idempotencyKey(),
});
export type PayStageBody = z.input<typeof PayStageBody>;

export const SaveTemplateBody = z.object({
  id: bodyId().optional(),
  name: z.string().trim().min(1).max(LIMITS.templateName),
  body: z.string().trim().min(1).max(LIMITS.terms),
  idempotencyKey: idempotencyKey(),
});
export type SaveTemplateBody = z.input<typeof SaveTemplateBody>;

const listQuery = z.object({
  current: pagination.current,
  pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(10),
  state: s.AgreementState.optional(),
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
  /** 'execution': only contracts that were signed (the execution lists). */
  view: z.enum(['all', 'execution']).default('all'),
});
const byId = z.object({ id: qId() });

export const agreementApi = {
  /** The buyer's side (1210 for a member that is not a buyer). */
  agreementBuyer: {
    /** Awards (one purchase order per awarded supplier) with lines not yet in a contract, newest first. */
    awards: get(
      '/contract/manage/awardList',
      z.object({
        current: pagination.current,
        pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(10),
        sourceType: z.coerce.number<string | number>().pipe(s.AgreementSource).optional(),
        keyword: z.string().trim().max(KEYWORD_MAX).optional(),
      }),
      page(s.ContractableAward),
    ),
    /** A draft prefilled from an award's order (its free lines), with a template's text filled in when one is named. */
    draft: get(
      '/contract/manage/draft',
      z.object({ orderId: qId(), templateId: qId().optional() }),
      z.object({ award: s.ContractableAward, terms: s.AgreementTerms }),
    ),
    create: post('/contract/manage/create', CreateAgreementBody, s.Agreement),
    list: get('/contract/manage/pageList', listQuery, page(s.AgreementRow)),
    decideDelivery: post('/contract/execute/decideDelivery', DecideDeliveryBody, s.Agreement),
    pay: post('/contract/execute/pay', PayStageBody, s.Agreement),
    templates: get('/contract/template/list', z.object({}), z.array(s.AgreementTemplate)),
    saveTemplate: post('/contract/template/save', SaveTemplateBody, s.AgreementTemplate),
  },
  /** The supplier's side (1210 for a member that is not a supplier). */
  agreementSupplier: {
    list: get('/contract/coordination/pageList', listQuery, page(s.AgreementRow)),
    deliver: post('/contract/execute/deliver', DeliverBody, s.Agreement),
  },
  /** Either party of the contract (404 to anyone else). */
  agreement: {
    detail: get('/contract/detail', byId, s.Agreement),
    /** One version's terms. */
    version: get('/contract/version', z.object({ id: qId(), version: qId() }), z.object({ row: s.AgreementVersionRow, terms: s.AgreementTerms })),
    /** The changes from one version to another, row by row. */
    diff: get('/contract/diff', z.object({ id: qId(), from: qId(), to: qId() }), s.AgreementDiff),
    propose: post('/contract/propose', ProposeAgreementBody, s.Agreement),
    /** A comment on the current version without changing it (asking for changes). */
    comment: post('/contract/comment', CommentAgreementBody, s.Agreement),
    sign: post('/contract/sign', SignAgreementBody, s.Agreement),
    terminate: post('/contract/terminate', TerminateAgreementBody, s.Agreement),
  },
} as const;
