// An invited expert answers its invitation to evaluate a tender (docs/decisions/022-tender-evaluation.md):
// accepts, or declines with a reason, once (60132 the second time), while the panel may change
// (panel.ts); it may not accept when its member registered for the tender (60136). Accepting is its
// consent to the buyer seeing its name and company (expert-queries.ts).
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { EvaluationInvitation } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { members, tenderEvaluators, tenders } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { invitationView } from './evaluation-queries.ts';
import { refuseConflict, refusePanelChange } from './panel.ts';

/** An invited expert accepts, or declines with a reason, once: the invitation as answered. */
export async function answerInvitation(
  { db, now }: PlatformContext,
  { body, caller }: RouteInput<typeof api.tenderScoring.answer, 'login'>,
): Promise<EvaluationInvitation> {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .select({ evaluator: tenderEvaluators, tender: tenders, buyerName: members.name })
      .from(tenderEvaluators)
      .innerJoin(tenders, eq(tenders.id, tenderEvaluators.tenderId))
      .innerJoin(members, eq(members.id, tenders.memberId))
      .where(and(eq(tenderEvaluators.id, body.id), eq(tenderEvaluators.userId, caller.userId)))
      .for('update', { of: tenderEvaluators });
    if (!row) throw new BusinessError(Code.NOT_FOUND);
    if (row.evaluator.state !== 'invited') throw new BusinessError(Code.ALREADY_ANSWERED);
    await refusePanelChange(tx, row.tender);
    if (body.accept) await refuseConflict(tx, row.tender.id, caller.memberId);
    const at = now();
    const [answered] = await tx
      .update(tenderEvaluators)
      .set({ state: body.accept ? 'accepted' : 'declined', answerReason: body.reason || null, answerTime: new Date(at) })
      .where(eq(tenderEvaluators.id, body.id))
      .returning();
    return invitationView({ ...row, evaluator: answered! }, at);
  });
}
