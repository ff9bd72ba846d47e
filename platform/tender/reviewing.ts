// The buyer's prequalification review (docs/product/member-side.md): during the tender's
// prequalification phase (windows.ts), the buyer approves a pending registration of its own tender,
// or rejects it with a reason; the supplier is told either way, in the same transaction. A reviewed
// registration stays as reviewed (60134 to review it again).
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { TenderRegistrationRow } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { members, tenderRegistrations, tenders } from '../db/schema.ts';
import { requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { registrationRow, reviewable } from './registration-queries.ts';

/** Approves or rejects a pending registration of the caller's tender: the registration as reviewed. */
export async function reviewRegistration(
  { db, now }: PlatformContext,
  { body, caller }: RouteInput<typeof api.tenderRegistration.review, 'login'>,
): Promise<TenderRegistrationRow> {
  requireBuyer(caller);
  await transaction(db, async (tx) => {
    // Shared: reviews of one tender go side by side; a cancellation waits for them.
    const [tender] = await tx.select().from(tenders).where(eq(tenders.id, body.tenderId)).for('share');
    if (!tender || tender.memberId !== caller.memberId || tender.memberRoleId !== caller.memberRoleId) throw new BusinessError(Code.NOT_FOUND);
    const [registration] = await tx
      .select()
      .from(tenderRegistrations)
      .where(and(eq(tenderRegistrations.id, body.registrationId), eq(tenderRegistrations.tenderId, tender.id)))
      .for('update');
    if (!registration) throw new BusinessError(Code.TENDER_RECORD_MISSING);
    if (tender.state === 'cancelled') throw new BusinessError(Code.TENDER_CANCELLED);
    if (tender.state !== 'published') throw new BusinessError(Code.TENDER_STATE_FORBIDS);
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
    const [buyer] = await tx.select({ name: members.name }).from(members).where(eq(members.id, caller.memberId));
    await notify(tx, {
      recipientMemberId: registration.memberId,
      kind: approved ? 'tender.registrationApproved' : 'tender.registrationRejected',
      payload: {
        tenderId: tender.id,
        code: tender.code,
        title: tender.projectName,
        buyerName: buyer?.name ?? '',
        reason,
        link: LINKS.tenderRegister(tender.id),
      },
      at,
    });
  });
  return registrationRow(db, body.registrationId);
}
