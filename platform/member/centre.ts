// The member centre's account actions (docs/product/member-side.md#the-member-side): the role choice of a
// member without one, the password (other sessions end) and the phone (by a code sent to it).
import { and, eq, ne } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api, Endpoint } from '#contract/endpoints.ts';
import type { SessionUser } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { members, sessions, users } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { CommittedRefusal, once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { takeRole } from './accounts.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { sessionUser } from './queries.ts';
import { requireStrongPassword } from './registration.ts';
import { consumeCode, phoneLock, phoneTaken } from './sms.ts';

type Asked<E extends Endpoint> = RouteInput<E, 'login'>;

/** A member without a role takes one (25016 once it has one); the session user in that role. */
export async function chooseRole(
  context: PlatformContext,
  { body, caller, request }: Asked<typeof api.memberCentre.chooseRole>,
): Promise<SessionUser> {
  const { db, now } = context;
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:role`, key, async (tx) => {
    const [member] = await tx.select({ type: members.memberRoleType }).from(members).where(eq(members.id, caller.memberId)).for('update');
    if (member?.type !== null) throw new BusinessError(Code.ROLE_ALREADY_CHOSEN);
    return { roleId: await takeRole(tx, caller.memberId, body.role, now()) };
  });
  return sessionUser(context, { userId: caller.userId, memberRoleId: result.roleId });
}

/** A new password for the user, its old one given; its other sessions end. */
export async function changePassword({ db }: PlatformContext, { body, caller, request }: Asked<typeof api.memberCentre.changePassword>) {
  requireStrongPassword(body.newPassword);
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `u${caller.userId}:password`, key, async (tx) => {
    const [user] = await tx
      .select({ hash: users.passwordHash, salt: users.passwordSalt })
      .from(users)
      .where(eq(users.id, caller.userId))
      .for('update');
    if (!user || !(await verifyPassword(body.oldPassword, user))) throw new BusinessError(Code.OLD_PASSWORD_WRONG);
    const password = await hashPassword(body.newPassword);
    await tx.update(users).set({ passwordHash: password.hash, passwordSalt: password.salt }).where(eq(users.id, caller.userId));
    // Signed out everywhere else: a password someone else knew no longer keeps them in.
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, caller.userId), ne(sessions.id, caller.sessionId)))
      .returning({ id: sessions.id });
    return { otherSessionsEnded: ended.length };
  });
  return result;
}

/** A new phone for the user, with the code sent to it (25012 when it is another member's). */
export async function changePhone({ db, now }: PlatformContext, { body, caller, request }: Asked<typeof api.memberCentre.changePhone>) {
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `u${caller.userId}:phone`, key, async (tx) => {
    await phoneLock(tx, body.phone);
    if (await phoneTaken(tx, body.phone)) throw new BusinessError(Code.PHONE_REGISTERED);
    const refused = await consumeCode(tx, body.phone, 'changePhone', body.smsCode, now());
    if (refused) return new CommittedRefusal(refused);
    await tx.update(users).set({ phone: body.phone }).where(eq(users.id, caller.userId));
    return { phone: body.phone };
  });
  return result;
}
