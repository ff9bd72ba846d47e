// The buyer withdraws an evaluator of its tender who has scored nothing, before the report
// (docs/decisions/022-tender-evaluation.md): scores are append-only, so one who has scored stays.
// The tender is locked for update first, so a score being taken (which holds it shared) finishes
// before, or finds the evaluator gone after (scoring.ts: 60117).
import { count, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { tenderEvaluators, tenderScores } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { refusePanelChange } from './panel.ts';
import { ownTender } from './tender.ts';

/** The buyer withdraws an evaluator of its tender who has scored nothing, before the report. */
export async function removeEvaluator({ db }: PlatformContext, { body, caller }: RouteInput<typeof api.tenderEvaluation.removeEvaluator, 'login'>) {
  await transaction(db, async (tx) => {
    const [named] = await tx.select({ tenderId: tenderEvaluators.tenderId }).from(tenderEvaluators).where(eq(tenderEvaluators.id, body.id));
    if (!named) throw new BusinessError(Code.NOT_FOUND);
    const tender = await ownTender(tx, named.tenderId, caller, 'update');
    await refusePanelChange(tx, tender);
    const [scored] = await tx.select({ n: count() }).from(tenderScores).where(eq(tenderScores.evaluatorId, body.id));
    if ((scored?.n ?? 0) > 0) throw new BusinessError(Code.TENDER_STATE_FORBIDS, 'the evaluator has scored');
    await tx.delete(tenderEvaluators).where(eq(tenderEvaluators.id, body.id));
  });
  return { id: body.id };
}
