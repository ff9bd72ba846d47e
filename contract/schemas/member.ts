// Members and the session: the logged-in user as the layout shows it and the login answer.
import { z } from 'zod';
import { MEMBER_ROLE } from '../vocabulary.ts';
import { epochMs, int } from './shared.ts';

/** A member's role on the wire (memberRoleType): MEMBER_ROLE's numbers. */
export const MemberRoleTypeSchema = z.union([z.literal(MEMBER_ROLE.supplier), z.literal(MEMBER_ROLE.buyer)]);

export const MemberRole = z.object({
  memberRoleId: int(),
  roleName: z.string(),
  memberRoleType: MemberRoleTypeSchema,
});

/** The logged-in user as the layout shows it (docs/product/entities.md#users-sites-and-the-catalogue). */
export const SessionUser = z.object({
  userId: int(),
  memberId: int(),
  memberRoleId: int(),
  roleId: int(),
  /** null: the member has no role yet. */
  memberRoleType: MemberRoleTypeSchema.nullable(),
  name: z.string(),
  logo: z.string(),
  creditPoint: int(),
  /** Level tier 1 to 3. */
  levelTag: int(),
  roles: z.array(MemberRole),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginResult = SessionUser.extend({ token: z.string(), expiresAt: epochMs() });
export type LoginResult = z.infer<typeof LoginResult>;
