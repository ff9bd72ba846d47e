// The member centre's pages (docs/product/member-side.md#member-centre): the home (what needs the
// member's attention, or the role choice of a member without one), the role choice itself, which
// rewrites the AUTH cookie's role from the platform's answer, account security and the capital account.
import { z } from 'zod';
import { Code, messageFor } from '#contract/codes.ts';
import { api, PictureInput } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import {
  ALBUM_PICS_MAX,
  CAPITAL_MOVEMENT_KINDS,
  COMPANY_NAME_MAX,
  COMPANY_PICS_MAX,
  DESCRIBE_MAX,
  HONOR_PICS_MAX,
  MAIN_CATEGORIES_MAX,
  PHONE_PATTERN,
  passwordProblems,
  ROLE_CHOICES,
  type RoleChoice,
} from '#contract/schemas.ts';
import { MAX_AMOUNT, MAX_PAGE } from '#contract/vocabulary.ts';
import { invalidate, SHOPS_TAG } from '../cache/generations.server.ts';
import { issuesByField, newKey, platformRefusal, postedKey, text, type Translate, valuesOf } from '../forms.server.ts';
import { type MemberContext, memberCall, memberContext } from './session.server.ts';
import type { AccountSecurityView, CapitalAccountView, CategoryChoice, FormFailure, MemberHomeView, MemberInfoView, SmsCodeSent } from './views.ts';
import { outboxAvailable, sendCode } from './registration.server.ts';
import { templateId } from '../site.server.ts';
import { toSection } from '../section.ts';
import { commitAuth } from '../session.server.ts';
import { callUpstream } from '../upstream.server.ts';

export async function loadMemberHome(request: Request, locale: Locale): Promise<MemberHomeView> {
  const ctx = await memberContext(request, locale);
  const home = toSection(await memberCall(request, callUpstream(api.memberCentre.home, { ctx })));
  return { home, roleKey: newKey() };
}

export type RoleChoiceAnswer = { ok: true; role: RoleChoice; setCookie: string } | { ok: false; message: string; roleKey: string };

/**
 * A member without a role takes one (25016 once it has one); the cookie then names the new role. A
 * buyer's new shop is in the company list at once: what shows shops is asked for again (invalidate).
 */
export async function chooseRole(request: Request, locale: Locale, form: FormData): Promise<RoleChoiceAnswer> {
  const ctx = await memberContext(request, locale);
  const idempotencyKey = postedKey(form, 'roleKey');
  const role = ROLE_CHOICES.find((choice) => choice === text(form, 'role'));
  if (!role) return { ok: false, message: messageFor(Code.PARAM_INVALID, locale), roleKey: idempotencyKey };
  const result = await memberCall(request, callUpstream(api.memberCentre.chooseRole, { ctx, body: { role, idempotencyKey } }));
  if (!result.ok) return { ok: false, message: result.message, roleKey: idempotencyKey };
  const { memberRoleId, roleId } = result.data;
  if (role === 'buyer') await invalidate([SHOPS_TAG]);
  const setCookie = await commitAuth({ ...ctx.auth, memberRoleId, roleId }, undefined, request);
  return { ok: true, role, setCookie };
}

// ── Account security: the password, the phone ────────────────────────────────────────────────

export const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
export const PHONE_FIELDS = ['phone', 'smsCode'] as const;
type PasswordField = (typeof PASSWORD_FIELDS)[number];
type PhoneField = (typeof PHONE_FIELDS)[number];

const PasswordForm = z
  .object({
    oldPassword: z.string().min(1, 'required'),
    newPassword: z
      .string()
      .min(1, 'required')
      .refine((password) => passwordProblems(password).length === 0, 'password'),
    confirmPassword: z.string().min(1, 'required'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { message: 'mismatch', path: ['confirmPassword'] });

const PhoneForm = z.object({
  phone: z.string().trim().min(1, 'required').regex(PHONE_PATTERN, 'phone'),
  smsCode: z.string().trim().min(1, 'required').max(16, 'smsCode'),
});

export type SecurityKeys = { passwordKey: string; phoneKey: string; smsKey: string };

export type SecurityAnswer = { keys: SecurityKeys } & (
  | { form: 'password'; ok: true; otherSessionsEnded: number }
  | { form: 'password'; ok: false; failure: FormFailure<PasswordField> }
  | { form: 'phone'; ok: true; phone: string }
  | { form: 'phone'; ok: true; sent: SmsCodeSent; outbox: boolean }
  | { form: 'phone'; ok: false; failure: FormFailure<PhoneField> }
);

export async function loadAccountSecurity(request: Request, locale: Locale): Promise<AccountSecurityView> {
  await memberContext(request, locale);
  return { passwordKey: newKey(), phoneKey: newKey(), smsKey: newKey() };
}

/** The page's three buttons: change the password (old one required; the other sessions end), send a code to a new phone, change the phone. */
export async function accountSecurityAction(request: Request, locale: Locale, form: FormData, t: Translate): Promise<SecurityAnswer> {
  const ctx = await memberContext(request, locale);
  const keys: SecurityKeys = {
    passwordKey: postedKey(form, 'passwordKey'),
    phoneKey: postedKey(form, 'phoneKey'),
    smsKey: postedKey(form, 'smsKey'),
  };
  const intent = text(form, 'intent');
  if (intent === 'changePassword') {
    const parsed = PasswordForm.safeParse(Object.fromEntries(PASSWORD_FIELDS.map((field) => [field, text(form, field)])));
    if (!parsed.success)
      return { keys, form: 'password', ok: false, failure: { ok: false, fieldErrors: issuesByField(parsed.error, t, 'member:errors'), values: {} } };
    const { oldPassword, newPassword } = parsed.data;
    const result = await memberCall(
      request,
      callUpstream(api.memberCentre.changePassword, { ctx, body: { oldPassword, newPassword, idempotencyKey: keys.passwordKey } }),
    );
    if (!result.ok) {
      const fields = { [Code.OLD_PASSWORD_WRONG]: 'oldPassword', [Code.PASSWORD_WEAK]: 'newPassword' } as const;
      return { keys, form: 'password', ok: false, failure: platformRefusal<PasswordField>(result, fields, {}) };
    }
    return { keys: { ...keys, passwordKey: newKey() }, form: 'password', ok: true, otherSessionsEnded: result.data.otherSessionsEnded };
  }
  const values = valuesOf(form, PHONE_FIELDS);
  if (intent === 'sendCode') {
    const sent = await sendCode<PhoneField>(ctx, form, t, 'changePhone', { phone: 'phone', code: 'smsCode', values });
    if (!sent.ok) return { keys, form: 'phone', ok: false, failure: sent };
    const outbox = await outboxAvailable(ctx, sent.phone);
    return { keys: { ...keys, smsKey: sent.key }, form: 'phone', ok: true, sent: { ...sent, values }, outbox };
  }
  const parsed = PhoneForm.safeParse(values);
  if (!parsed.success)
    return { keys, form: 'phone', ok: false, failure: { ok: false, fieldErrors: issuesByField(parsed.error, t, 'member:errors'), values } };
  const result = await memberCall(
    request,
    callUpstream(api.memberCentre.changePhone, { ctx, body: { ...parsed.data, idempotencyKey: keys.phoneKey } }),
  );
  if (!result.ok) {
    const fields = {
      [Code.PHONE_REGISTERED]: 'phone',
      [Code.PARAM_INVALID]: 'phone',
      [Code.SMS_CODE_MISSING]: 'smsCode',
      [Code.SMS_CODE_WRONG]: 'smsCode',
    } as const;
    return { keys, form: 'phone', ok: false, failure: platformRefusal<PhoneField>(result, fields, values) };
  }
  return { keys: { ...keys, phoneKey: newKey() }, form: 'phone', ok: true, phone: result.data.phone };
}

// ── The capital account ───────────────────────────────────────────────────────────────────────

const CAPITAL_PAGE_SIZE = 10;

export async function loadCapitalAccount(request: Request, locale: Locale): Promise<CapitalAccountView> {
  const ctx = await memberContext(request, locale);
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('current'));
  const current = Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
  const kind = CAPITAL_MOVEMENT_KINDS.find((value) => value === params.get('kind')) ?? null;
  const query = { current, pageSize: CAPITAL_PAGE_SIZE, ...(kind ? { kind } : {}) };
  const account = toSection(await memberCall(request, callUpstream(api.memberCentre.capitalAccount, { ctx, query })));
  return { account, current, pageSize: CAPITAL_PAGE_SIZE, kind };
}

// ── Member information: the company profile ─────────────────────────────────────────────────────

export const COMPANY_FIELDS = [
  'name',
  'logoFileId',
  'provinceCode',
  'cityCode',
  'categoryIds',
  'registeredCapital',
  'establishmentDate',
  'describe',
  'companyPics',
  'honorPics',
  'albumPics',
] as const;
type CompanyField = (typeof COMPANY_FIELDS)[number];

const optionalId = z.union([
  z.literal('').transform(() => null),
  z
    .string()
    .regex(/^\d{1,10}$/, 'invalid')
    .transform(Number),
]);
const optionalArea = z.union([z.literal('').transform(() => null), z.string().regex(/^\d{6}$/, 'invalid')]);
const pictures = (max: number) =>
  z
    .string()
    .transform((json, context) => {
      try {
        return JSON.parse(json || '[]') as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
    })
    .pipe(z.array(PictureInput).max(max, 'tooMany'));

/** The profile form as posted: texts turned into the update's values; each message a key of member:errors. */
const CompanyForm = z.object({
  name: z.string().trim().min(1, 'required').max(COMPANY_NAME_MAX, 'tooLong'),
  logoFileId: optionalId,
  provinceCode: optionalArea,
  cityCode: optionalArea,
  categoryIds: z
    .string()
    .regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'invalid')
    .transform((text) => (text ? text.split(',').map(Number) : []))
    .pipe(z.array(z.number()).max(MAIN_CATEGORIES_MAX, 'tooMany')),
  registeredCapital: z
    .string()
    .trim()
    .transform((text) => (text === '' ? 0 : Number(text.replaceAll(',', ''))))
    .pipe(
      z
        .number('number')
        .min(0, 'number')
        .max(MAX_AMOUNT / 10_000, 'number'),
    ),
  establishmentDate: z.union([z.literal('').transform(() => null), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date')]),
  describe: z.string().trim().max(DESCRIBE_MAX, 'tooLong'),
  companyPics: pictures(COMPANY_PICS_MAX).optional(),
  honorPics: pictures(HONOR_PICS_MAX).optional(),
  albumPics: pictures(ALBUM_PICS_MAX).optional(),
});

export type CompanyAnswer = { ok: true; saved: true } | FormFailure<CompanyField>;

/** The category tree as choices: each top category a group of its sub-categories (a leafless top stands for itself). */
export async function categoryChoices(ctx: MemberContext): Promise<CategoryChoice[]> {
  const template = await templateId(ctx);
  if (template === null) return [];
  const tree = await callUpstream(api.category.enterpriseTree, { ctx, query: { templateId: template }, cache: 'medium' });
  if (!tree.ok) return [];
  return tree.data.map((top) => ({
    group: top.title,
    items: (top.children.length > 0 ? top.children : [top]).map((node) => ({ value: String(node.id), label: node.title })),
  }));
}

export async function loadMemberInfo(request: Request, locale: Locale): Promise<MemberInfoView> {
  const ctx = await memberContext(request, locale);
  const [profile, provinces, categories] = await Promise.all([
    memberCall(request, callUpstream(api.memberCentre.company, { ctx })).then(toSection),
    callUpstream(api.area.provinceCity, { ctx, cache: 'long' }),
    categoryChoices(ctx),
  ]);
  return { profile, provinces: provinces.ok ? provinces.data : [], categories };
}

export async function updateCompany(request: Request, locale: Locale, form: FormData, t: Translate): Promise<CompanyAnswer> {
  const ctx = await memberContext(request, locale);
  const values = valuesOf(form, COMPANY_FIELDS);
  const posted = Object.fromEntries(COMPANY_FIELDS.map((field) => [field, form.has(field) ? text(form, field) : undefined]));
  const parsed = CompanyForm.safeParse(posted);
  if (!parsed.success) return { ok: false, fieldErrors: issuesByField(parsed.error, t, 'member:errors'), values };
  const result = await memberCall(request, callUpstream(api.memberCentre.updateCompany, { ctx, body: parsed.data }));
  if (!result.ok) {
    const fields = { [Code.FILE_UNUSABLE]: 'logoFileId', [Code.NO_ACCESS]: 'companyPics' } as const;
    return platformRefusal<CompanyField>(result, fields, values);
  }
  // The buyer's shop pages and the company lists show the new profile at once, on every replica.
  if (result.data.shop) await invalidate([SHOPS_TAG]);
  return { ok: true, saved: true };
}
