// Members and the session: the logged-in user as the layout shows it and the login answer.
import { z } from 'zod';
import { epochMs, int } from './shared.ts';

export const MemberRole = z.object({
  memberRoleId: int(),
  roleName: z.string(),
  /** 1 supplier, 2 buyer. */
  memberRoleType: z.union([z.literal(1), z.literal(2)]),
});

/** The logged-in user as the layout shows it (docs/product/entities.md#users-sites-and-the-catalogue). */
export const SessionUser = z.object({
  userId: int(),
  memberId: int(),
  memberRoleId: int(),
  roleId: int(),
  /** 1 supplier, 2 buyer, null: the member has no role yet. */
  memberRoleType: z.union([z.literal(1), z.literal(2)]).nullable(),
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
