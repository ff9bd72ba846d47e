// The evaluation report (docs/decisions/022-tender-evaluation.md): the buyer closes the evaluation of
// its tender in the evaluation phase (60126 outside it) once every accepted evaluator has scored
// every valid bid (60133 before; a lowest-price tender needs no scores). The ranking is kept with
// the tender once, append-only, with its sha256 digest; scoring ends with it, and the award follows.
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { TenderEvaluationReport } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { canonicalJson, sha256 } from '../db/hashing.ts';
import { tenderEvaluationReports } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { ownAttachments } from '../files/index.ts';
import { reportView } from './award-queries.ts';
import { evaluationState, hasReport } from './evaluation-queries.ts';
import { ownTender, refuseState } from './tender.ts';
import { tenderPhase } from './windows.ts';

/** The buyer submits its tender's evaluation report, keyed, once (60003 the second time). */
export async function submitReport(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.tenderEvaluation.submitReport, 'login'>,
): Promise<TenderEvaluationReport> {
  const key = requestKey(body.idempotencyKey, request);
  await once(db, `m${caller.memberId}:tenderReport:${body.id}`, key, async (tx) => {
    const tender = await ownTender(tx, body.id, caller, 'update');
    refuseState(tender);
    const at = now();
    if (tenderPhase(tender, at) !== 'evaluation') throw new BusinessError(Code.OUTSIDE_EVALUATION);
    if (await hasReport(tx, tender.id)) throw new BusinessError(Code.RECORD_REPEATED);
    const state = await evaluationState(tx, tender);
    if (state.opening?.outcome !== 'opened') throw new BusinessError(Code.TENDER_RECORD_MISSING, 'opening');
    if (!state.complete) throw new BusinessError(Code.SCORING_INCOMPLETE);
    const files = await ownAttachments(tx, caller.memberId, body.fileIds);
    await tx.insert(tenderEvaluationReports).values({
      tenderId: tender.id,
      ranking: state.ranking,
      submittedByUserId: caller.userId,
      remark: body.remark,
      files,
      digest: sha256(canonicalJson(state.ranking)),
      createTime: new Date(at),
    });
    return { submitted: true };
  });
  const report = await reportView(db, body.id);
  if (!report) throw new BusinessError(Code.NOT_FOUND);
  return report;
}
