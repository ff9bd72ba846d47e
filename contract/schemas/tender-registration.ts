// A supplier's registration for a tender, as the supplier's registration page and the buyer's
// review page read it (docs/product/member-side.md): the contact and documents it sent, and the
// prequalification's verdict. A tender without prequalification approves a registration at once.
import { z } from 'zod';
import { Attachment } from './files.ts';
import { epochMs, int } from './shared.ts';
import { TenderDetail } from './sourcing.ts';
import { TenderPhase, TenderState } from './tender.ts';

/** How a registration stands: approved, waiting for the buyer's prequalification review, or rejected (with a reason). */
export const RegistrationReview = z.enum(['pending', 'approved', 'rejected']);
export type RegistrationReview = z.infer<typeof RegistrationReview>;

/** A registration as its own supplier reads it. Region names are '' for a code the platform does not know. */
export const OwnTenderRegistration = z.object({
  id: int(),
  tenderId: int(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  provinceCode: z.string().nullable(),
  provinceName: z.string(),
  cityCode: z.string().nullable(),
  cityName: z.string(),
  address: z.string(),
  files: z.array(Attachment),
  qualificationFiles: z.array(Attachment),
  review: RegistrationReview,
  /** The buyer's reason, when it rejected. */
  reviewReason: z.string().nullable(),
  reviewTime: epochMs().nullable(),
  createTime: epochMs(),
});
export type OwnTenderRegistration = z.infer<typeof OwnTenderRegistration>;

/** A registration as the tender's buyer reviews it: the supplier besides what it sent. */
export const TenderRegistrationRow = OwnTenderRegistration.extend({
  supplier: z.object({ memberId: int(), roleId: int(), name: z.string() }),
});
export type TenderRegistrationRow = z.infer<typeof TenderRegistrationRow>;

/** The supplier's registration page: the tender, whether a registration would be taken now, and its own registration. */
export const TenderRegistrationForm = z.object({
  tender: TenderDetail,
  /** The code a registration would be refused with now (60107, 60020, 60125 …), or null when it would be taken. */
  refusal: int().nullable(),
  refusalMessage: z.string().nullable(),
  registration: OwnTenderRegistration.nullable(),
  /** The platform's clock when it answered, for the page's countdowns. */
  serverTime: epochMs(),
});
export type TenderRegistrationForm = z.infer<typeof TenderRegistrationForm>;

/** The tender as its buyer's review page heads it. */
export const ReviewedTender = z.object({
  id: int(),
  code: z.string(),
  projectName: z.string(),
  state: TenderState,
  phase: TenderPhase,
  isQualificationCheck: z.boolean(),
  registerStartTime: epochMs(),
  registerEndTime: epochMs(),
  preCheckStartTime: epochMs().nullable(),
  preCheckEndTime: epochMs().nullable(),
  preCheckRequirement: z.string(),
  registerRequirement: z.string(),
  /** Whether the buyer may approve or reject a pending registration now (prequalification on, in its phase). */
  reviewable: z.boolean(),
});
export type ReviewedTender = z.infer<typeof ReviewedTender>;

/** One page of a tender's registrations for its buyer, and how many there are in each review state. */
export const TenderRegistrationPage = z.object({
  tender: ReviewedTender,
  data: z.array(TenderRegistrationRow),
  totalCount: int(),
  reviewCounts: z.record(RegistrationReview, int()),
  serverTime: epochMs(),
});
export type TenderRegistrationPage = z.infer<typeof TenderRegistrationPage>;
