// A tender's panel rules (docs/decisions/022-tender-evaluation.md): when its evaluators may change
// (published, scored, before the report), and the conflict no evaluator may have: a user of a member
// registered for the tender (60136) neither judges nor reads its competitors' bids. Checked when an
// evaluator is named, accepts, scores and reads its scoring sheet; a registration meets the other
// side of it (eligibility.ts).
import { and, count, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { Db } from '../db/client.ts';
import { tenderEvaluationReports, tenderRegistrations } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { refuseState, type TenderRow } from './tender.ts';

/** Refuses a change to the panel of a tender that is not published (60101 cancelled, 60102 else), not scored, or whose report is in. */
export async function refusePanelChange(tx: Db, tender: TenderRow): Promise<void> {
  refuseState(tender);
  if (tender.evaluationMethod !== 'scored') throw new BusinessError(Code.TENDER_STATE_FORBIDS, 'lowest price needs no evaluators');
  const [report] = await tx
    .select({ id: tenderEvaluationReports.id })
    .from(tenderEvaluationReports)
    .where(eq(tenderEvaluationReports.tenderId, tender.id));
  if (report) throw new BusinessError(Code.TENDER_STATE_FORBIDS, 'the report is in');
}

/** Whether the member registered for the tender: then none of its users may evaluate it. */
export async function registeredMember(db: Db, tenderId: number, memberId: number): Promise<boolean> {
  const [registered] = await db
    .select({ n: count() })
    .from(tenderRegistrations)
    .where(and(eq(tenderRegistrations.tenderId, tenderId), eq(tenderRegistrations.memberId, memberId)));
  return (registered?.n ?? 0) > 0;
}

/** 60136 when the user's member registered for the tender: a bidder does not judge its own bid. */
export async function refuseConflict(tx: Db, tenderId: number, memberId: number): Promise<void> {
  if (await registeredMember(tx, tenderId, memberId)) throw new BusinessError(Code.EVALUATOR_CONFLICT);
}
