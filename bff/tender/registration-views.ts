// What the tender registration pages show (browser-safe types, docs/product/tenders.md#registration-and-prequalification):
// the supplier's registration page and its form's answer, the buyer's registrations of one tender
// and a review's answer.
import type {
  OwnTenderRegistration,
  Province,
  RegistrationReview,
  TenderRegistrationForm,
  TenderRegistrationPage,
  TenderRegistrationRow,
} from '#contract/schemas.ts';
import type { FormFailure } from '../member/views.ts';
import type { Section } from '../views.ts';

/** The registration form's posted names. */
export const REGISTRATION_FIELD = {
  key: 'idempotencyKey',
  contactName: 'contactName',
  phone: 'phone',
  email: 'email',
  provinceCode: 'provinceCode',
  cityCode: 'cityCode',
  address: 'address',
  /** JSON [{id, name, url}] (the upload field's refs), so that a refused form shows the files again. */
  files: 'files',
  qualificationFiles: 'qualificationFiles',
  /** '1' when the tender has a prequalification: the form then asks for qualification documents. */
  prequalification: 'prequalification',
} as const;
export type RegistrationField = Exclude<(typeof REGISTRATION_FIELD)[keyof typeof REGISTRATION_FIELD], 'idempotencyKey' | 'prequalification'>;

export type RegistrationPageView = {
  /** The tender, the refusal a registration would meet now (in the user's language), the caller's own registration. */
  form: Section<TenderRegistrationForm>;
  /** The province → city tree for the region choice (its error when the platform did not answer). */
  provinces: Section<Province[]>;
  /** The server's clock when the page was made, for the countdown. */
  serverTime: number;
  /** The idempotency key of this render's form. */
  formKey: string;
};

export type RegistrationAnswer = { ok: true; registration: OwnTenderRegistration } | (FormFailure<RegistrationField> & { formKey: string });

/** The review form's posted names. */
export const REVIEW_FIELD = { registrationId: 'registrationId', decision: 'decision', reason: 'reason' } as const;

export type RegistrationsPageView = {
  /** The tender with whether it may be reviewed now, one page of its registrations, the counts by review state. */
  page: Section<TenderRegistrationPage>;
  tenderId: number;
  review: RegistrationReview | null;
  current: number;
  pageSize: number;
};

export type ReviewAnswer =
  | { ok: true; registration: TenderRegistrationRow }
  | {
      ok: false;
      registrationId: number | null;
      fieldErrors: { reason?: string };
      formError?: string;
      values: { reason?: string; decision?: string };
    };
