// A buyer's expert library as it reads it (docs/decisions/022-tender-evaluation.md): the platform users
// it may invite to evaluate its tenders, each with its speciality, title and whether it is enabled. A
// user added by account shows the buyer only that account until it has accepted one of the buyer's
// invitations (its consent); then its name and company too. The same holds wherever the buyer sees
// an evaluator (evaluation-queries.ts). The actions are expert-adding.ts and expert-enabling.ts.
import { and, asc, eq, exists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Code } from '#contract/codes.ts';
import type { TenderExpert } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { members, tenderEvaluators, tenderExperts, tenders, users } from '../db/schema.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';

const consent = alias(tenderEvaluators, 'consent');
const consentTender = alias(tenders, 'consent_tender');

/**
 * Whether the buyer `buyerMemberId` may see who the user of the query's `users` row is: one of its own
 * users, or a user who has accepted one of its invitations to evaluate.
 */
export function shownTo(db: Db, buyerMemberId: number): SQL<boolean> {
  const accepted = db
    .select({ one: sql`1` })
    .from(consent)
    .innerJoin(consentTender, eq(consentTender.id, consent.tenderId))
    .where(and(eq(consent.userId, users.id), eq(consent.state, 'accepted'), eq(consentTender.memberId, buyerMemberId)));
  return sql<boolean>`(${users.memberId} = ${buyerMemberId} or ${exists(accepted)})`;
}

function expertQuery(db: Db, caller: Caller) {
  return db
    .select({ expert: tenderExperts, name: users.name, account: users.account, memberName: members.name, shown: shownTo(db, caller.memberId) })
    .from(tenderExperts)
    .innerJoin(users, eq(users.id, tenderExperts.userId))
    .innerJoin(members, eq(members.id, users.memberId));
}

function expertView(row: Awaited<ReturnType<ReturnType<typeof expertQuery>['where']>>[number]): TenderExpert {
  const { expert } = row;
  return {
    id: expert.id,
    userId: expert.userId,
    name: row.shown ? row.name : null,
    account: row.account,
    memberName: row.shown ? row.memberName : null,
    speciality: expert.speciality,
    title: expert.title,
    enabled: expert.enabled,
    createTime: expert.createTime.getTime(),
  };
}

/** The caller's expert library, in the order it was built. */
export async function expertsOf(db: Db, caller: Caller): Promise<TenderExpert[]> {
  const rows = await expertQuery(db, caller).where(eq(tenderExperts.memberId, caller.memberId)).orderBy(asc(tenderExperts.id));
  return rows.map(expertView);
}

/** The buyer's library (1210 for a member that is not a buyer). */
export async function expertLibrary({ db }: PlatformContext, caller: Caller): Promise<TenderExpert[]> {
  requireBuyer(caller);
  return expertsOf(db, caller);
}

/** One expert of the caller's library (404 for another member's). */
export async function ownExpert(db: Db, id: number, caller: Caller): Promise<TenderExpert> {
  const [row] = await expertQuery(db, caller).where(and(eq(tenderExperts.id, id), eq(tenderExperts.memberId, caller.memberId)));
  if (!row) throw new BusinessError(Code.NOT_FOUND);
  return expertView(row);
}
