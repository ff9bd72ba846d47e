// Registration and the member centre (docs/product/member-side.md#the-member-side): SMS codes, the
// home summary, the company profile and the capital account.
import { z } from 'zod';
import { MemberRoleTypeSchema } from './member.ts';
import { CAPITAL_MOVEMENT_KINDS, ROLE_CHOICES, SMS_PURPOSES } from './member-rules.ts';
import { epochMs, int, page, PriceType } from './shared.ts';

export const SmsPurposeSchema = z.enum(SMS_PURPOSES);
export const RoleChoiceSchema = z.enum(ROLE_CHOICES);

/** A code was sent: it is good until expiresAt; the next one may be asked for at resendAt. */
export const SmsSent = z.object({ phone: z.string(), purpose: SmsPurposeSchema, expiresAt: epochMs(), resendAt: epochMs() });
export type SmsSent = z.infer<typeof SmsSent>;

/** A message of the SMS outbox (no SMS provider configured: the demo reads the codes here). */
export const SmsOutboxMessage = z.object({ id: int(), phone: z.string(), purpose: SmsPurposeSchema, text: z.string(), createTime: epochMs() });
export type SmsOutboxMessage = z.infer<typeof SmsOutboxMessage>;

/** A buyer's own open item whose deadline (the list's: quoting, registering, signing up) falls in this week. */
export const DeadlineItem = z.object({
  priceType: PriceType,
  id: int(),
  /** purchaseInquiryNo, tender code or biddingNo. */
  number: z.string(),
  /** Its description or project name. */
  title: z.string(),
  deadline: epochMs(),
});
export type DeadlineItem = z.infer<typeof DeadlineItem>;

/** The member centre's home: what waits for the member. Counts are 0 where they do not apply to its role. */
export const MemberHome = z.object({
  memberRoleType: MemberRoleTypeSchema.nullable(),
  /** A buyer: supplier applications waiting for its decision. */
  applicationsToReview: int(),
  /** A supplier: its own applications waiting for a buyer. */
  pendingApplications: int(),
  /**
   * A buyer: its open items whose deadline is from now to the end of this week (Monday to Sunday,
   * Beijing time, by the platform's clock), soonest first; count is all of them, items the first 10.
   */
  deadlinesThisWeek: z.object({ count: int(), weekEnd: epochMs(), items: z.array(DeadlineItem) }),
  /** Unread notifications and chat messages. */
  unreadMessages: int(),
});
export type MemberHome = z.infer<typeof MemberHome>;

export const NamedCategory = z.object({ id: int(), name: z.string() });
export type NamedCategory = z.infer<typeof NamedCategory>;

/** A picture of a profile: an uploaded one has its fileId; a picture the platform generated has null. */
export const ProfilePicture = z.object({ fileId: int().nullable(), url: z.string() });
export type ProfilePicture = z.infer<typeof ProfilePicture>;

/** The member's company as its profile page edits it; for a buyer also its shop's pictures. */
export const CompanyProfile = z.object({
  memberId: int(),
  memberRoleType: MemberRoleTypeSchema.nullable(),
  name: z.string(),
  logo: z.string(),
  logoFileId: int().nullable(),
  provinceCode: z.string().nullable(),
  provinceName: z.string(),
  cityCode: z.string().nullable(),
  cityName: z.string(),
  /** "广东省/广州市", a municipality once; '' without a region. */
  areas: z.string(),
  /** Main categories, in the member's order. */
  categories: z.array(NamedCategory),
  /** In ten thousand yuan. */
  registeredCapital: z.number(),
  establishmentDate: epochMs().nullable(),
  describe: z.string(),
  /** A buyer's shop (what /shopIndex and /aboutUs show); null for any other member. */
  shop: z
    .object({
      id: int(),
      companyPics: z.array(ProfilePicture),
      honorPics: z.array(ProfilePicture),
      albumPics: z.array(ProfilePicture),
    })
    .nullable(),
});
export type CompanyProfile = z.infer<typeof CompanyProfile>;

export const CapitalMovementKindSchema = z.enum(CAPITAL_MOVEMENT_KINDS);

/** One line of the capital account's ledger: the change and the figures after it, in yuan. */
export const CapitalMovement = z.object({
  id: int(),
  kind: CapitalMovementKindSchema,
  amount: z.number(),
  frozenChange: z.number(),
  balanceAfter: z.number(),
  frozenAfter: z.number(),
  remark: z.string(),
  createTime: epochMs(),
});
export type CapitalMovement = z.infer<typeof CapitalMovement>;

/** The capital account: available balance, frozen amount, their total, and the ledger newest first. */
export const CapitalAccount = z.object({
  balance: z.number(),
  frozen: z.number(),
  total: z.number(),
  movements: page(CapitalMovement),
});
export type CapitalAccount = z.infer<typeof CapitalAccount>;

/** After a password change: how many other sessions of the user were signed out (this one stays). */
export const PasswordChanged = z.object({ otherSessionsEnded: int() });
export type PasswordChanged = z.infer<typeof PasswordChanged>;
