// Login sessions: a random bearer token handed to the client once, stored only as its sha256, valid
// for seven days by the platform's clock.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { PlatformContext } from '../context.ts';
import { memberRoles, members, roles, sessions, users } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession({ db, now }: PlatformContext, userId: number): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('hex');
  const expiresAt = now() + SESSION_TTL_MS;
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(expiresAt) });
  return { token, expiresAt };
}

export async function deleteSession({ db }: PlatformContext, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** The caller behind a token, or null when the token is unknown or expired. */
export async function resolveCaller({ db, now }: PlatformContext, token: string): Promise<Caller | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      memberId: members.id,
      memberRoleType: members.memberRoleType,
      memberRoleId: roles.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(members, eq(members.id, users.memberId))
    // The active role is the one of the member's type; a member without a type has none. Roles
    // of another type join as null and sort after the match (NULLS LAST).
    .leftJoin(memberRoles, eq(memberRoles.memberId, members.id))
    .leftJoin(roles, and(eq(roles.id, memberRoles.roleId), eq(roles.memberRoleType, members.memberRoleType)))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date(now())), eq(users.frozen, false)))
    .orderBy(roles.id)
    .limit(1);
  if (!row) return null;
  return { ...row, memberRoleId: row.memberRoleId ?? 0 };
}
