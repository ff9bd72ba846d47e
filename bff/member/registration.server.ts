// Free registration (docs/decisions/011-members-and-admission.md): an SMS code to the phone, the
// registration itself (the new member is logged in: AUTH set as a login does), and the demo's SMS
// outbox (only while the platform has no SMS provider: its endpoint is then a 404; never in a
// deployment, PORTAL_DEPLOYED, whatever the platform says: docs/security.md#sms-codes-in-a-deployment).
import { z } from 'zod';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { ACCOUNT_PATTERN, COMPANY_NAME_MAX, PHONE_PATTERN, passwordProblems, SMS_CODE_TTL_MS, type SmsPurpose } from '#contract/schemas.ts';
import { bffEnv } from '../env.server.ts';
import { issuesByField, newKey, platformRefusal, postedKey, text, type Translate, valuesOf } from '../forms.server.ts';
import type { FormFailure, OutboxView, RegisterView, SmsCodeSent } from './views.ts';
import { upstreamContext } from '../request-context.server.ts';
import { toSection } from '../section.ts';
import { commitAuth } from '../session.server.ts';
import { callUpstream, type UpstreamContext } from '../upstream.server.ts';
import { invalidate, SHOPS_TAG } from '../cache/generations.server.ts';

export const REGISTER_FIELDS = ['companyName', 'account', 'phone', 'smsCode', 'password', 'role', 'agreement'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The portal's own check of the form, before the platform's: each message is a key of member:errors. */
const RegisterForm = z.object({
  companyName: z.string().trim().min(1, 'required').max(COMPANY_NAME_MAX, 'tooLong'),
  account: z.string().trim().min(1, 'required').regex(ACCOUNT_PATTERN, 'account'),
  phone: z.string().trim().min(1, 'required').regex(PHONE_PATTERN, 'phone'),
  smsCode: z.string().trim().min(1, 'required').max(16, 'smsCode'),
  password: z
    .string()
    .min(1, 'required')
    .refine((password) => passwordProblems(password).length === 0, 'password'),
  role: z.enum(['supplier', 'buyer', 'none'], 'role'),
  agreement: z.literal('on', 'agreement'),
});

const PhoneField = z.object({ phone: z.string().trim().min(1, 'required').regex(PHONE_PATTERN, 'phone') });

/** Where the platform's refusals of a registration belong. */
const REGISTER_CODE_FIELDS: Partial<Record<number, RegisterField>> = {
  [Code.PHONE_REGISTERED]: 'phone',
  [Code.SMS_CODE_MISSING]: 'smsCode',
  [Code.SMS_CODE_WRONG]: 'smsCode',
  [Code.SMS_TOO_SOON]: 'smsCode',
  [Code.SMS_HOURLY_LIMIT]: 'smsCode',
  [Code.ACCOUNT_TAKEN]: 'account',
  [Code.PASSWORD_WEAK]: 'password',
  [Code.AGREEMENT_REQUIRED]: 'agreement',
};

/** The keys a form keeps while it is corrected: the registration's, and the next SMS send's. */
export type RegisterKeys = { registerKey: string; smsKey: string };

export type RegisterAnswer =
  | { ok: true; registered: true; setCookie: string }
  | ((SmsCodeSent | FormFailure<RegisterField>) & { keys: RegisterKeys; outbox?: boolean });

export function loadRegister(): RegisterView {
  return { registerKey: newKey(), smsKey: newKey() };
}

/**
 * Sends a code for `purpose` to the posted phone: a message on the phone (1102, 25012) or the code
 * field (1204, 1205), else how long until the next one may be asked for.
 */
export async function sendCode<F extends string>(
  ctx: UpstreamContext,
  form: FormData,
  t: Translate,
  purpose: SmsPurpose,
  fields: { phone: F; code: F; values: Partial<Record<F, string>> },
): Promise<SmsCodeSent | FormFailure<F>> {
  const parsed = PhoneField.safeParse({ phone: text(form, fields.phone) });
  if (!parsed.success) {
    return {
      ok: false,
      fieldErrors: { [fields.phone]: issuesByField(parsed.error, t, 'member:errors').phone } as Partial<Record<F, string>>,
      values: fields.values,
    };
  }
  const idempotencyKey = postedKey(form, 'smsKey');
  const result = await callUpstream(api.sms.send, { ctx, body: { phone: parsed.data.phone, purpose, idempotencyKey } });
  if (!result.ok) {
    const where = {
      [Code.PARAM_INVALID]: fields.phone,
      [Code.PHONE_REGISTERED]: fields.phone,
      [Code.SMS_TOO_SOON]: fields.code,
      [Code.SMS_HOURLY_LIMIT]: fields.code,
    } as Partial<Record<number, F>>;
    return platformRefusal(result, where, fields.values);
  }
  // From the answer alone: the code was sent at expiresAt - its lifetime, the next may go at resendAt.
  const sentAt = result.data.expiresAt - SMS_CODE_TTL_MS;
  const resendIn = Math.max(0, Math.ceil((result.data.resendAt - Math.max(sentAt, Math.min(Date.now(), result.data.resendAt))) / 1000));
  return { ok: true, sent: true, phone: result.data.phone, resendIn, key: newKey() };
}

/** The register form's two buttons: send a code to the phone, or register. */
export async function registerAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<RegisterAnswer> {
  const ctx = { ...(await upstreamContext(request, locale)), auth: null };
  const values: Partial<Record<RegisterField, string>> = valuesOf(
    form,
    REGISTER_FIELDS.filter((field) => field !== 'password'),
  );
  const keys = { registerKey: postedKey(form, 'registerKey'), smsKey: postedKey(form, 'smsKey') };
  if (text(form, 'intent') === 'sendCode') {
    const sent = await sendCode(ctx, form, t, 'register', { phone: 'phone', code: 'smsCode', values });
    if (!sent.ok) return { ...sent, keys };
    return { ...sent, values, keys: { ...keys, smsKey: sent.key }, outbox: await outboxAvailable(ctx, sent.phone) };
  }
  const parsed = RegisterForm.safeParse(Object.fromEntries(REGISTER_FIELDS.map((field) => [field, form.get(field) ?? undefined])));
  if (!parsed.success) return { ok: false, fieldErrors: issuesByField(parsed.error, t, 'member:errors'), values, keys };
  const { role, agreement, ...fields } = parsed.data;
  const result = await callUpstream(api.registration.register, {
    ctx,
    body: { ...fields, role: role === 'none' ? null : role, agreementAccepted: agreement === 'on', idempotencyKey: keys.registerKey },
  });
  if (!result.ok) return { ...platformRefusal(result, REGISTER_CODE_FIELDS, values), keys };
  // A new buyer has a shop: what shows shops (the company list) is asked for again (docs/decisions/014-html-cache.md).
  if (role === 'buyer') await invalidate([SHOPS_TAG]);
  const { token, expiresAt, ...user } = result.data;
  const setCookie = await commitAuth(
    { userId: user.userId, memberId: user.memberId, memberRoleId: user.memberRoleId, roleId: user.roleId, token },
    expiresAt,
    request,
  );
  return { ok: true, registered: true, setCookie };
}

/** Whether the page that sent a code to `phone` links to the demo's outbox: never in a deployment, else when the platform has one. */
export async function outboxAvailable(ctx: UpstreamContext, phone: string): Promise<boolean> {
  if (bffEnv().PORTAL_DEPLOYED) return false;
  return (await callUpstream(api.sms.outbox, { ctx, query: { phone } })).ok;
}

/** The demo's SMS outbox for a phone: null messages without a (valid) phone; not available with an SMS provider, nor in a deployment. */
export async function loadOutbox(request: Request, locale: Locale): Promise<OutboxView> {
  const phone = (new URL(request.url).searchParams.get('phone') ?? '').trim();
  if (bffEnv().PORTAL_DEPLOYED) return { phone, messages: null, available: false };
  const ctx = await upstreamContext(request, locale);
  const probe = PHONE_PATTERN.test(phone) ? phone : '13800000000';
  const result = await callUpstream(api.sms.outbox, { ctx, query: { phone: probe } });
  if (!result.ok && result.code === Code.NOT_FOUND) return { phone, messages: null, available: false };
  return { phone, messages: PHONE_PATTERN.test(phone) ? toSection(result) : null, available: true };
}
