// The buyer's prequalification review (docs/product/member-side.md): during the tender's
// prequalification phase (windows.ts), the buyer approves a pending registration of its own tender,
// or rejects it with a reason; the supplier is told either way, in the same transaction. A reviewed
// registration stays as reviewed (60134 to review it again).
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { TenderRegistrationRow } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { tenderRegistrations } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import { localeOf, type RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { registrationRow, reviewable } from './registration-queries.ts';
import { memberName, ownTender, refuseState } from './tender.ts';

/** Approves or rejects a pending registration of the caller's tender: the registration as reviewed. */
export async function reviewRegistration(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.tenderRegistration.review, 'login'>,
): Promise<TenderRegistrationRow> {
  await transaction(db, async (tx) => {
    // Shared: reviews of one tender go side by side; a cancellation waits for them.
    const tender = await ownTender(tx, body.tenderId, caller, 'share');
    const [registration] = await tx
      .select()
      .from(tenderRegistrations)
      .where(and(eq(tenderRegistrations.id, body.registrationId), eq(tenderRegistrations.tenderId, tender.id)))
      .for('update');
    if (!registration) throw new BusinessError(Code.TENDER_RECORD_MISSING);
    refuseState(tender);
    if (!tender.isQualificationCheck) throw new BusinessError(Code.NO_PREQUALIFICATION);
    const at = now();
    if (!reviewable(tender, at)) throw new BusinessError(Code.OUTSIDE_PREQUALIFICATION_WINDOW);
    if (registration.review !== 'pending') throw new BusinessError(Code.REVIEW_NOT_PENDING);
    const approved = body.decision === 'approve';
    const reason = approved ? null : (body.reason ?? null);
    await tx
      .update(tenderRegistrations)
      .set({ review: approved ? 'approved' : 'rejected', reviewReason: reason, reviewedByUserId: caller.userId, reviewTime: new Date(at) })
      .where(eq(tenderRegistrations.id, registration.id));
    await notify(tx, {
      recipientMemberId: registration.memberId,
      kind: approved ? 'tender.registrationApproved' : 'tender.registrationRejected',
      payload: {
        tenderId: tender.id,
        code: tender.code,
        title: tender.projectName,
        buyerName: await memberName(tx, caller.memberId),
        reason,
        link: LINKS.tenderRegister(tender.id),
      },
      at,
    });
  });
  return registrationRow(db, body.registrationId, localeOf(request));
}
