// A supplier's sealed bid on a tender, its tenders list, and the public opening record, all behind a
// login (docs/product/tenders.md#sealed-bids): the bid page, sending a bid (again: a revision, or a
// confirmation after an amendment), withdrawing it, reading it back, the supplier's tenders by phase,
// and the opening record the buyer and every bidder read. Limits: schemas/tender-rules.ts.
import { z } from 'zod';
import * as s from '../schemas.ts';
import { KEYWORD_MAX, MAX_AMOUNT, MAX_PAGE_SIZE } from '../vocabulary.ts';
import { DECIMALS, TAX_RATE_MAX } from '../schemas/inquiry-rules.ts';
import { TENDER_BID_LIMITS as LIMITS, TENDER_LIMITS } from '../schemas/tender-rules.ts';
import { idempotencyKey } from './registration.ts';
import { bodyId, get, pagination, post, qId, qInt } from './shared.ts';

export { TENDER_BID_LIMITS } from '../schemas/tender-rules.ts';

const step = (decimals: number) => 10 ** -decimals;
const term = (max: number) => z.string().trim().max(max).default('');
const days = () => z.number().int().min(0).max(LIMITS.days);
const fileIds = () => z.array(bodyId()).max(LIMITS.files).default([]);

/**
 * What a supplier sends: a unit price (> 0, two decimals) for each of the tender's material lines,
 * once each (60138 otherwise), each line's delivery days and note, the tax rate, the commercial
 * terms, a remark, and its technical and commercial documents (its own uploads, 1110 otherwise).
 * The platform computes the amounts and the total, seals the prices and answers a receipt. Keyed
 * per tender: a retried request answers the same receipt.
 */
export const BidBody = z.object({
  tenderId: bodyId(),
  lines: z
    .array(
      z.object({
        materielId: bodyId(),
        price: z.number().gt(0).max(MAX_AMOUNT).multipleOf(step(DECIMALS.money)),
        deliveryDays: days().nullable().default(null),
        note: term(LIMITS.lineNote),
      }),
    )
    .min(1)
    .max(TENDER_LIMITS.materiels),
  /** Percent, 0–100. */
  taxRate: z.number().min(0).max(TAX_RATE_MAX).multipleOf(step(DECIMALS.taxRate)),
  terms: z.object({
    payment: term(LIMITS.term),
    delivery: term(LIMITS.term),
    validityDays: days().min(1).nullable().default(null),
    warranty: term(LIMITS.term),
  }),
  remark: term(LIMITS.remark),
  technicalFileIds: fileIds(),
  commercialFileIds: fileIds(),
  idempotencyKey: idempotencyKey(),
});
export type BidBody = z.input<typeof BidBody>;

const byTender = z.object({ inviteTenderId: qId() });

export const tenderBidApi = {
  tenderBid: {
    /** The bid page of a published tender (404 for a draft): the tender, the refusal a bid would meet now, the caller's registration and bid. */
    form: get('/purchase/submitTender/getInviteTender', byTender, s.TenderBidForm),
    /**
     * Sends the caller's bid, or a new revision of it (the latest counts; sending again confirms it
     * after an amendment). Refused: 60101 cancelled, 60102 failed or awarded, 60119 not an approved
     * registration (none, pending or rejected), 60108 outside the bidding window, 60138 lines that
     * are not the tender's, 60009 too many revisions.
     */
    submit: post('/purchase/submitTender/saveSubmitTender', BidBody, s.BidReceipt),
    /** Withdraws the caller's bid in the bidding window (a revision with its receipt): 60106 no bid, 60111 withdrawn already. Keyed. */
    withdraw: post('/purchase/submitTender/withdrawSubmitTender', z.object({ tenderId: bodyId(), idempotencyKey: idempotencyKey() }), s.BidReceipt),
    /** The caller's bid with its prices (for itself) and every revision's receipt (404 when it has none). */
    detail: get('/purchase/submitTender/getSubmitTender', byTender, s.OwnBid),
    /** The tenders the caller registered for or is invited to, in one phase (or all), newest first, with the count of each phase. */
    list: get(
      '/purchase/submitTender/getInviteTenderList',
      z.object({
        current: pagination.current,
        pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(10),
        phase: s.TenderPhase.optional(),
        keyword: z.string().trim().max(KEYWORD_MAX).optional(),
      }),
      s.MyTendersPage,
    ),
    /**
     * The opening record, to the tender's buyer and every bidder (404 for anyone else): before the
     * opening time when it opens; after it the record (a due tender is opened first, by the platform's clock).
     */
    opening: get('/purchase/inviteTender/getOpenTenderRecord', byTender, s.TenderOpeningRecord),
  },
} as const;
