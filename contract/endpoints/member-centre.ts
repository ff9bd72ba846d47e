// The member centre's calls: the home summary, the role choice, password and phone, the company
// profile, and the capital account (login, all of them).
import { z } from 'zod';
import { MAX_AMOUNT, MAX_PAGE_SIZE } from '../vocabulary.ts';
import * as s from '../schemas.ts';
import { ALBUM_PICS_MAX, COMPANY_NAME_MAX, COMPANY_PICS_MAX, DESCRIBE_MAX, HONOR_PICS_MAX, MAIN_CATEGORIES_MAX } from '../schemas/member-rules.ts';
import { idempotencyKey, passwordText, phoneNumber, smsCode } from './registration.ts';
import { areaCode, bodyId, get, none, pagination, post, qInt } from './shared.ts';

/** 'YYYY-MM-DD' that exists on the calendar. */
const calendarDate = () =>
  z.string().refine((text) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return false;
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return date.toISOString().startsWith(text);
  }, 'YYYY-MM-DD');

/** A picture to keep: an uploaded image by its id, or one the list already holds by its URL. */
export const PictureInput = z.union([z.object({ fileId: bodyId() }).strict(), z.object({ url: z.string().min(1).max(500) }).strict()]);
export type PictureInput = z.input<typeof PictureInput>;

/**
 * What to change in the company profile: only the fields sent. Region: a city needs its province
 * (1102 otherwise); an unknown category, or a file that is not the member's image, is 1102 / 1110.
 * The pictures are a buyer's shop's only (1210 for another member).
 */
export const CompanyUpdate = z.object({
  name: z.string().trim().min(1).max(COMPANY_NAME_MAX).optional(),
  /** null: back to the generated logo. */
  logoFileId: bodyId().nullable().optional(),
  provinceCode: areaCode().nullable().optional(),
  cityCode: areaCode().nullable().optional(),
  categoryIds: z.array(bodyId()).max(MAIN_CATEGORIES_MAX).optional(),
  /** In ten thousand yuan. */
  registeredCapital: z
    .number()
    .min(0)
    .max(MAX_AMOUNT / 10_000)
    .optional(),
  /** 'YYYY-MM-DD', not after today (the platform's clock); null to clear. */
  establishmentDate: calendarDate().nullable().optional(),
  describe: z.string().trim().max(DESCRIBE_MAX).optional(),
  companyPics: z.array(PictureInput).max(COMPANY_PICS_MAX).optional(),
  honorPics: z.array(PictureInput).max(HONOR_PICS_MAX).optional(),
  albumPics: z.array(PictureInput).max(ALBUM_PICS_MAX).optional(),
});
export type CompanyUpdate = z.input<typeof CompanyUpdate>;

export const CapitalAccountQuery = z.object({
  current: pagination.current,
  pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(10),
  kind: s.CapitalMovementKindSchema.optional(),
});
export type CapitalAccountQuery = z.input<typeof CapitalAccountQuery>;

export const memberCentreApi = {
  memberCentre: {
    home: get('/member/centre/home', none, s.MemberHome),
    /**
     * A member without a role takes one (25017 once it has one): a buyer gets its shop, listed among
     * the buyer companies; a supplier may then apply to buyers. Answers the session user, now in
     * its role (the portal rewrites its cookie's memberRoleId from it).
     */
    chooseRole: post('/member/role/choose', z.object({ role: s.RoleChoiceSchema, idempotencyKey: idempotencyKey() }), s.SessionUser),
    /** The old password must be right (25018), the new one strong (25014); the user's other sessions end. */
    changePassword: post(
      '/member/password/change',
      z.object({ oldPassword: passwordText(), newPassword: passwordText(), idempotencyKey: idempotencyKey() }),
      s.PasswordChanged,
    ),
    /** The new phone, with a code sent to it for purpose 'changePhone' (1201, 1202; 25012 if registered). */
    changePhone: post(
      '/member/phone/change',
      z.object({ phone: phoneNumber(), smsCode: smsCode(), idempotencyKey: idempotencyKey() }),
      z.object({ phone: z.string() }),
    ),
    company: get('/member/company', none, s.CompanyProfile),
    updateCompany: post('/member/company/update', CompanyUpdate, s.CompanyProfile),
    capitalAccount: get('/member/capital/account', CapitalAccountQuery, s.CapitalAccount),
  },
} as const;
