// A buyer enables or disables an expert of its library (docs/decisions/022-tender-evaluation.md): a
// disabled expert is not invited again (60137); one already on a panel stays. 404 for another's.
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { TenderExpert } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { tenderExperts } from '../db/schema.ts';
import { requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { ownExpert } from './expert-queries.ts';

/** Enables or disables an expert of the caller's library: the expert as the library lists it. */
export async function setExpertEnabled(
  { db }: PlatformContext,
  { body, caller }: RouteInput<typeof api.tenderExpert.setEnabled, 'login'>,
): Promise<TenderExpert> {
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
