// An evaluator scores the valid bids of a scored tender (docs/decisions/022-tender-evaluation.md): in
// the evaluation phase only (60126), an accepted evaluator only (60117), before the report (60102),
// each valid bid of the opening record (60106 for any other), per non-price criterion a score from 0
// to its weight with at most two decimals, every such criterion once (60128). Append-only: a bid
// scored again keeps both, and the latest counts. The price criterion is never scored by hand; the
// stored total adds the price score by the formula.
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { ScoringSheet } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { tenderEvaluators, tenderScores } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { hasReport, openingOf, scoringSheet, validBidsOf } from './evaluation-queries.ts';
import { refuseConflict } from './panel.ts';
import { priceScores, scoredCriteria } from './price-score.ts';
import { tenderFor } from './tender.ts';
import { tenderPhase } from './windows.ts';

const hundredths = (value: number) => Math.round(value * 100);

/** Whether `score` is a score of a criterion weighing `weight`: 0..weight, in hundredths. */
function isScore(score: number, weight: number): boolean {
  return Number.isFinite(score) && Math.abs(score * 100 - hundredths(score)) < 1e-6 && score >= 0 && hundredths(score) <= hundredths(weight);
}

/** The caller's scores of some valid bids, keyed; its scoring sheet as it now stands. */
export async function scoreBids(
  context: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.tenderScoring.score, 'login'>,
): Promise<ScoringSheet> {
  const { db, now } = context;
  const key = requestKey(body.idempotencyKey, request);
  await once(db, `u${caller.userId}:score:${body.tenderId}`, key, async (tx) => {
    // Shared: evaluators score side by side; the report and a withdrawal from the panel (which lock the
    // tender for update) wait for them, and they for those. So the evaluator is read after the lock:
    // one withdrawn meanwhile is gone (60117), never a score of nobody.
    const tender = await tenderFor(tx, body.tenderId, 'share');
    const [evaluator] = await tx
      .select()
      .from(tenderEvaluators)
      .where(and(eq(tenderEvaluators.tenderId, tender.id), eq(tenderEvaluators.userId, caller.userId)))
      .for('share');
    if (evaluator?.state !== 'accepted') throw new BusinessError(Code.NOT_EVALUATOR);
    if (tender.state === 'cancelled') throw new BusinessError(Code.TENDER_CANCELLED);
    const at = now();
    if (tenderPhase(tender, at) !== 'evaluation') throw new BusinessError(Code.OUTSIDE_EVALUATION);
    if (tender.evaluationMethod !== 'scored') throw new BusinessError(Code.TENDER_STATE_FORBIDS, 'lowest price is not scored');
    if (await hasReport(tx, tender.id)) throw new BusinessError(Code.TENDER_STATE_FORBIDS, 'the report is in');
    await refuseConflict(tx, tender.id, caller.memberId);
    const opening = await openingOf(tx, tender.id);
    if (opening?.outcome !== 'opened') throw new BusinessError(Code.TENDER_RECORD_MISSING, 'opening');
    const bids = validBidsOf(opening);
    const valid = new Set(bids.map((b) => b.bidId));
    const prices = priceScores(tender.evaluationMethod, tender.evaluationCriteria, bids);
    const criteria = scoredCriteria(tender.evaluationCriteria);
    const seen = new Set<number>();
    const rows = body.bids.map((sheet) => {
      if (!valid.has(sheet.bidId)) throw new BusinessError(Code.BID_MISSING, String(sheet.bidId));
      if (seen.has(sheet.bidId)) throw new BusinessError(Code.SCORE_INVALID, `bid ${sheet.bidId} twice`);
      seen.add(sheet.bidId);
      const given = new Map(sheet.scores.map((s) => [s.criterion, s.score]));
      if (given.size !== sheet.scores.length || given.size !== criteria.length || criteria.some((c) => !given.has(c))) {
        throw new BusinessError(Code.SCORE_INVALID, `bid ${sheet.bidId}: every scored criterion once`);
      }
      const scores = criteria.map((criterion) => {
        const score = given.get(criterion)!;
        if (!isScore(score, tender.evaluationCriteria[criterion]!.weight)) throw new BusinessError(Code.SCORE_INVALID, `criterion ${criterion}`);
        return { criterion, score };
      });
      const total = scores.reduce((sum, s) => sum + hundredths(s.score), hundredths(prices.get(sheet.bidId) ?? 0)) / 100;
      return { tenderId: tender.id, evaluatorId: evaluator.id, bidId: sheet.bidId, scores, total, comment: sheet.comment, createTime: new Date(at) };
    });
    await tx.insert(tenderScores).values(rows);
    return { scored: rows.length };
  });
  return scoringSheet(context, body.tenderId, caller);
}
