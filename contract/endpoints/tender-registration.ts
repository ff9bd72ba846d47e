// A supplier's registration for a tender and the buyer's prequalification review, all behind a
// login (docs/product/member-side.md): the supplier reads its registration page and registers
// (keyed); the buyer lists one tender's registrations and approves or rejects each pending one
// during the prequalification phase. Limits: schemas/tender-rules.ts.
import { z } from 'zod';
import * as s from '../schemas.ts';
import { MAX_PAGE_SIZE } from '../vocabulary.ts';
import { CONTACT_PHONE_PATTERN, TENDER_REGISTRATION_LIMITS as LIMITS } from '../schemas/tender-rules.ts';
import { idempotencyKey } from './registration.ts';
import { areaCode, bodyId, get, pagination, post, qId, qInt } from './shared.ts';

export { TENDER_REGISTRATION_LIMITS } from '../schemas/tender-rules.ts';

/**
 * What a supplier sends: its contact, its region and address, the documents the registration
 * requirement asks for, and (a tender with prequalification: at least one, 60130 otherwise) its
 * qualification documents. Files are its own uploads (1110 otherwise). Keyed per tender.
 */
export const RegisterTenderBody = z.object({
  tenderId: bodyId(),
  contactName: z.string().trim().min(1).max(LIMITS.contactName),
  phone: z.string().trim().regex(CONTACT_PHONE_PATTERN, 'a phone number'),
  email: z.email().max(LIMITS.email),
  provinceCode: areaCode(),
  cityCode: areaCode(),
  address: z.string().trim().min(1).max(LIMITS.address),
  fileIds: z.array(bodyId()).max(LIMITS.files).default([]),
  qualificationFileIds: z.array(bodyId()).max(LIMITS.qualificationFiles).default([]),
  idempotencyKey: idempotencyKey(),
});
export type RegisterTenderBody = z.input<typeof RegisterTenderBody>;

/** The buyer's verdict on a pending registration of its tender: a reason is required to reject. */
export const ReviewRegistrationBody = z
  .object({
    tenderId: bodyId(),
    registrationId: bodyId(),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(LIMITS.reason).optional(),
  })
  .superRefine((body, context) => {
    if (body.decision === 'reject' && !body.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'a rejection gives its reason' });
  });
export type ReviewRegistrationBody = z.input<typeof ReviewRegistrationBody>;

export const tenderRegistrationApi = {
  tenderRegistration: {
    /** The registration page of a published tender (404 for a draft): the tender, the refusal a registration would meet now, the caller's own registration. */
    form: get('/purchase/inviteTender/getInviteTenderRegister', z.object({ inviteTenderId: qId() }), s.TenderRegistrationForm),
    /**
     * Registers the caller (a supplier) for the tender; keyed, so a retry answers the same
     * registration. Refused: 60101 cancelled, 60102 awarded or failed, 60022 the publisher's own,
     * 60107 outside the registration window, 25074 not a supplier, 60020 not admitted by the buyer,
     * 60021 a stage that may not take part, 60010 not invited, 60004 outside the areas, 60125 twice,
     * 60130 a tender with prequalification and no qualification document.
     * Approved at once without prequalification; else pending the buyer's review.
     */
    register: post('/purchase/submitTender/submitTenderRegister', RegisterTenderBody, s.OwnTenderRegistration),
    /** One tender's registrations for its buyer (404 for another's), by review state, oldest first, with the count in each state. */
    list: get(
      '/purchase/inviteTender/getSubmitTenderCheckRegisterList',
      z.object({
        inviteTenderId: qId(),
        review: s.RegistrationReview.optional(),
        current: pagination.current,
        pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(20),
      }),
      s.TenderRegistrationPage,
    ),
    /**
     * The buyer approves or rejects a pending registration (the supplier is told): 404 for a tender
     * not its own, 60131 for a registration not on it, 60105 without prequalification, 60110 outside
     * the prequalification phase, 60134 once reviewed, 60101/60102 cancelled, awarded or failed.
     */
    review: post('/purchase/inviteTender/checkInviteTenderRegister', ReviewRegistrationBody, s.TenderRegistrationRow),
  },
} as const;
