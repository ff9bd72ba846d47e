// A buyer's expert library (docs/decisions/022-tender-evaluation.md): the platform users it may invite
// to evaluate its tenders. A member holds one user (registration makes one), so an expert is any
// platform user the buyer adds by account, as outside experts are; the buyer enables or disables
// each (a disabled expert is not invited again; those already invited stay on their panels).
import { and, asc, eq, sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { TenderExpert } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { members, tenderExperts, users } from '../db/schema.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey, transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';

const expertFields = {
  expert: tenderExperts,
  name: users.name,
  account: users.account,
  memberName: members.name,
};

function expertQuery(db: Db) {
  return db
    .select(expertFields)
    .from(tenderExperts)
    .innerJoin(users, eq(users.id, tenderExperts.userId))
    .innerJoin(members, eq(members.id, users.memberId));
}

function expertView(row: Awaited<ReturnType<ReturnType<typeof expertQuery>['where']>>[number]): TenderExpert {
  const { expert } = row;
  return {
    id: expert.id,
    userId: expert.userId,
    name: row.name,
    account: row.account,
    memberName: row.memberName,
    speciality: expert.speciality,
    title: expert.title,
    enabled: expert.enabled,
    createTime: expert.createTime.getTime(),
  };
}

/** The caller's expert library, in the order it was built. */
export async function expertsOf(db: Db, caller: Caller): Promise<TenderExpert[]> {
  const rows = await expertQuery(db).where(eq(tenderExperts.memberId, caller.memberId)).orderBy(asc(tenderExperts.id));
  return rows.map(expertView);
}

/** The buyer's library (1210 for a member that is not a buyer). */
export async function expertLibrary({ db }: PlatformContext, caller: Caller): Promise<TenderExpert[]> {
  requireBuyer(caller);
  return expertsOf(db, caller);
}

/** One expert of the caller's library (404 for another member's). */
export async function ownExpert(db: Db, id: number, caller: Caller): Promise<TenderExpert> {
  const [row] = await expertQuery(db).where(and(eq(tenderExperts.id, id), eq(tenderExperts.memberId, caller.memberId)));
  if (!row) throw new BusinessError(Code.NOT_FOUND);
  return expertView(row);
}

/** Adds the user of `account` to the caller's library, keyed: 60131 no such (or a frozen) account, 60003 in it already. */
export async function addExpert({ db, now }: PlatformContext, { body, caller, request }: RouteInput<typeof api.tenderExpert.add, 'login'>) {
  requireBuyer(caller);
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:expert`, key, async (tx) => {
    const [user] = await tx.select({ id: users.id, frozen: users.frozen }).from(users).where(sql`lower(${users.account}) = lower(${body.account})`);
    if (!user || user.frozen) throw new BusinessError(Code.TENDER_RECORD_MISSING, 'account');
    const [added] = await tx
      .insert(tenderExperts)
      .values({ memberId: caller.memberId, userId: user.id, speciality: body.speciality, title: body.title, createTime: new Date(now()) })
      .onConflictDoNothing()
      .returning({ id: tenderExperts.id });
    if (!added) throw new BusinessError(Code.RECORD_REPEATED);
    return { id: added.id };
  });
  return ownExpert(db, result.id, caller);
}

/** Enables or disables an expert of the caller's library. */
export async function setExpertEnabled({ db }: PlatformContext, { body, caller }: RouteInput<typeof api.tenderExpert.setEnabled, 'login'>) {
  requireBuyer(caller);
  await transaction(db, async (tx) => {
    const [changed] = await tx
      .update(tenderExperts)
      .set({ enabled: body.enabled })
      .where(and(eq(tenderExperts.id, body.id), eq(tenderExperts.memberId, caller.memberId)))
      .returning({ id: tenderExperts.id });
    if (!changed) throw new BusinessError(Code.NOT_FOUND);
  });
  return ownExpert(db, body.id, caller);
}
