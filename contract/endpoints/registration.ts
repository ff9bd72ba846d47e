// Registration: an SMS code to a mobile phone, the outbox a demo reads the codes from, and the
// registration itself, which logs the new member in (docs/decisions/011-members-and-admission.md).
import { z } from 'zod';
import * as s from '../schemas.ts';
import { ACCOUNT_PATTERN, COMPANY_NAME_MAX, IDEMPOTENCY_KEY_PATTERN, PHONE_PATTERN } from '../schemas/member-rules.ts';
import { get, post } from './shared.ts';

/** A mainland mobile number (PHONE_PATTERN). */
export const phoneNumber = () => z.string().trim().regex(PHONE_PATTERN, '1[3-9] + 9 digits');
/** The Idempotency-Key of a create, when the body carries it (else the header: IDEMPOTENCY_KEY_HEADER). */
export const idempotencyKey = () => z.string().regex(IDEMPOTENCY_KEY_PATTERN, '8-64 of A-Z a-z 0-9 _ -').optional();
/** An SMS code as typed: the platform says 1201 (none, expired, spent) or 1202 (wrong). */
export const smsCode = () => z.string().trim().min(1).max(16);
/** A password as typed: the platform checks the rule (passwordProblems) and answers 25014. */
export const passwordText = () => z.string().min(1).max(128);

export const SmsSendBody = z.object({ phone: phoneNumber(), purpose: s.SmsPurposeSchema, idempotencyKey: idempotencyKey() });
export type SmsSendBody = z.input<typeof SmsSendBody>;

export const RegisterBody = z.object({
  companyName: z.string().trim().min(1).max(COMPANY_NAME_MAX),
  /** The login: ACCOUNT_PATTERN; taken: 25013. */
  account: z.string().trim().regex(ACCOUNT_PATTERN, 'a letter, then letters, digits or _, 4-32 in all'),
  /** Registered already: 25012. */
  phone: phoneNumber(),
  /** Sent to the phone with purpose 'register'. */
  smsCode: smsCode(),
  password: passwordText(),
  /** The role now, or null to choose it later in the member centre. */
  role: s.RoleChoiceSchema.nullable().default(null),
  /** Must be true (25016). */
  agreementAccepted: z.boolean(),
  idempotencyKey: idempotencyKey(),
});
export type RegisterBody = z.input<typeof RegisterBody>;

export const registrationApi = {
  sms: {
    /**
     * Sends a code (public; purpose 'changePhone' needs a login). 25012 when the phone is already
     * registered, 1204 within a minute of the phone's last code, 1205 past 10 codes an hour from the
     * client's address (the platform reads it from X-Forwarded-For, set by the portal).
     */
    send: post('/member/sms/send', SmsSendBody, s.SmsSent),
    /** The latest 10 messages to a phone, newest first: only while no SMS provider is configured (else 404). */
    outbox: get('/member/sms/outbox', z.object({ phone: phoneNumber() }), z.array(s.SmsOutboxMessage)),
  },
  registration: {
    /** Creates the member, its user (and a buyer's shop), and logs it in: the answer is login's. */
    register: post('/member/register', RegisterBody, s.LoginResult),
  },
} as const;
