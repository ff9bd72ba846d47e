// A buyer adds a platform user to its expert library by account (docs/decisions/022-tender-evaluation.md):
// keyed, so a retry adds once; 60131 for no such (or a frozen) account, 60003 when it is in the
// library already. The answer shows the account alone until that user accepts one of the buyer's
// invitations (expert-queries.ts): adding someone reveals nobody's name or company.
import { sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { TenderExpert } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { tenderExperts, users } from '../db/schema.ts';
import { requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { ownExpert } from './expert-queries.ts';

/** Adds the user of `account` to the caller's library, keyed: the expert as the library lists it. */
export async function addExpert(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.tenderExpert.add, 'login'>,
): Promise<TenderExpert> {
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
