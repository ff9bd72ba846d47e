// Member endpoints: login (account and password, with the platform's own limit on failures),
// logout, and the logged-in user as the layout shows it.
import { eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { LoginResult, SessionUser } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { memberRoles, members, roles, users } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { clientIp } from '../http/client-address.ts';
import { BusinessError } from '../http/errors.ts';
import { route, type Route } from '../http/route.ts';
import { loginLimit } from './login-limit.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession, deleteSession, resolveCaller } from './sessions.ts';

export async function sessionUser({ db }: PlatformContext, caller: Pick<Caller, 'userId' | 'memberRoleId'>): Promise<SessionUser> {
  const [user] = await db
    .select({
      userId: users.id,
      name: users.name,
      memberId: members.id,
      memberRoleType: members.memberRoleType,
      logo: members.logo,
      creditPoint: members.creditPoint,
      levelTag: members.levelTag,
    })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(eq(users.id, caller.userId));
  if (!user) throw new BusinessError(Code.LOGIN_EXPIRED);
  const roleList = await db
    .select({ memberRoleId: roles.id, roleName: roles.name, memberRoleType: roles.memberRoleType })
    .from(memberRoles)
    .innerJoin(roles, eq(roles.id, memberRoles.roleId))
    .where(eq(memberRoles.memberId, user.memberId))
    .orderBy(roles.id);
  // The platform has one role per member type, so the user's role is the member's active role.
  return { ...user, memberRoleId: caller.memberRoleId, roleId: caller.memberRoleId, roles: roleList };
}

/** The login answer, the session user with its token: of `session` when given, else of a new session for the user. */
export async function loginAnswer(context: PlatformContext, userId: number, session?: { token: string; expiresAt: number }): Promise<LoginResult> {
  const { token, expiresAt } = session ?? (await createSession(context, userId));
  const caller = await resolveCaller(context, token);
  if (!caller) throw new Error('a session just created does not resolve');
  return { ...(await sessionUser(context, caller)), token, expiresAt };
}

// Compared against when the account does not exist, so that an unknown account costs as much
// time as a wrong password and the answer time does not reveal which accounts exist.
const decoy = hashPassword('decoy password');

export function memberRoutes(context: PlatformContext): Route[] {
  const { db } = context;
  const limit = loginLimit(context);
  return [
    route(api.member.login, 'public', async ({ body, request }) => {
      // Counted as a failure from here on (1206 instead when locked: member/login-limit.ts); a
      // refusal, frozen included, keeps the count, as the portal's throttle does.
      const attempt = await limit.begin(body.account, clientIp(request), request.log);
      let userId: number;
      try {
        const [user] = await db
          .select({ id: users.id, hash: users.passwordHash, salt: users.passwordSalt, frozen: users.frozen })
          .from(users)
          .where(eq(users.account, body.account));
        const matches = await verifyPassword(body.password, user ?? (await decoy));
        if (!user || !matches) throw new BusinessError(Code.WRONG_ACCOUNT_OR_PASSWORD);
        if (user.frozen) throw new BusinessError(Code.ACCOUNT_FROZEN);
        userId = user.id;
      } catch (error) {
        if (!(error instanceof BusinessError)) await attempt.withdrawn();
        throw error;
      }
      await attempt.succeeded();
      return loginAnswer(context, userId);
    }),
    route(api.member.logout, 'public', async ({ caller }) => {
      if (caller) await deleteSession(context, caller.sessionId);
      return null;
    }),
    route(api.member.current, 'login', ({ caller }) => sessionUser(context, caller)),
  ];
}
