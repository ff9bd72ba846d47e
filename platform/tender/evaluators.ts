// A tender's evaluators (docs/decisions/022-tender-evaluation.md): the buyer names its own users
// (accepted at once) or invites experts of its library (who accept, or decline with a reason), from
// publication until the report, on a scored tender; it withdraws one who has scored nothing. No
// evaluator may be a user of a member registered for the tender (60136). Each is told it was named.
import { and, count, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { EvaluationInvitation, TenderEvaluator } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import {
  members,
  tenderEvaluationReports,
  tenderEvaluators,
  tenderExperts,
  tenderRegistrations,
  tenders,
  tenderScores,
  users,
} from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey, transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { evaluatorsOf, evaluatorView, invitationView } from './evaluation-queries.ts';
import { ownTender, type TenderRow } from './tender.ts';

/** Refuses a change to the panel of a tender that is not published (60101 cancelled, 60102 else), not scored, or whose report is in. */
export async function refusePanelChange(tx: Db, tender: TenderRow): Promise<void> {
  if (tender.state === 'cancelled') throw new BusinessError(Code.TENDER_CANCELLED);
  if (tender.state !== 'published') throw new BusinessError(Code.TENDER_STATE_FORBIDS, tender.state);
  if (tender.evaluationMethod !== 'scored') throw new BusinessError(Code.TENDER_STATE_FORBIDS, 'lowest price needs no evaluators');
  const [report] = await tx
    .select({ id: tenderEvaluationReports.id })
    .from(tenderEvaluationReports)
    .where(eq(tenderEvaluationReports.tenderId, tender.id));
  if (report) throw new BusinessError(Code.TENDER_STATE_FORBIDS, 'the report is in');
}

/** 60136 when the user's member registered for the tender: a bidder does not judge its own bid. */
export async function refuseConflict(tx: Db, tenderId: number, memberId: number): Promise<void> {
  const [registered] = await tx
    .select({ n: count() })
    .from(tenderRegistrations)
    .where(and(eq(tenderRegistrations.tenderId, tenderId), eq(tenderRegistrations.memberId, memberId)));
  if ((registered?.n ?? 0) > 0) throw new BusinessError(Code.EVALUATOR_CONFLICT);
}

/** The buyer names an evaluator for its tender, keyed; the evaluator as the page lists it. */
export async function addEvaluator(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.tenderEvaluation.addEvaluator, 'login'>,
): Promise<TenderEvaluator> {
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:evaluator:${body.tenderId}`, key, async (tx) => {
    const tender = await ownTender(tx, body.tenderId, caller, 'update');
    await refusePanelChange(tx, tender);
    let userId: number;
    if (body.source === 'member') {
      const [own] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, body.userId), eq(users.memberId, caller.memberId)));
      if (!own) throw new BusinessError(Code.NOT_FOUND);
      userId = own.id;
    } else {
      const [expert] = await tx
        .select({ userId: tenderExperts.userId, enabled: tenderExperts.enabled })
        .from(tenderExperts)
        .where(and(eq(tenderExperts.id, body.expertId), eq(tenderExperts.memberId, caller.memberId)));
      if (!expert) throw new BusinessError(Code.NOT_FOUND);
      if (!expert.enabled) throw new BusinessError(Code.EXPERT_DISABLED);
      userId = expert.userId;
    }
    const [user] = await tx.select({ memberId: users.memberId }).from(users).where(eq(users.id, userId));
    await refuseConflict(tx, tender.id, user!.memberId);
    const at = now();
    const [named] = await tx
      .insert(tenderEvaluators)
      .values({
        tenderId: tender.id,
        userId,
        source: body.source,
        state: body.source === 'member' ? 'accepted' : 'invited',
        assignedByUserId: caller.userId,
        answerTime: body.source === 'member' ? new Date(at) : null,
        createTime: new Date(at),
      })
      .onConflictDoNothing()
      .returning({ id: tenderEvaluators.id });
    if (!named) throw new BusinessError(Code.RECORD_REPEATED);
    const [buyer] = await tx.select({ name: members.name }).from(members).where(eq(members.id, caller.memberId));
    await notify(tx, {
      recipientMemberId: user!.memberId,
      recipientUserId: userId,
      kind: 'tender.evaluatorInvited',
      payload: {
        tenderId: tender.id,
        code: tender.code,
        title: tender.projectName,
        buyerName: buyer?.name ?? '',
        link: body.source === 'member' ? LINKS.tenderScoring(tender.id) : LINKS.evaluationInvitations(),
      },
      at,
    });
    return { id: named.id };
  });
  const row = (await evaluatorsOf(db, body.tenderId)).find((e) => e.evaluator.id === result.id);
  if (!row) throw new BusinessError(Code.NOT_FOUND);
  return evaluatorView(row, 0);
}

/** The buyer withdraws an evaluator of its tender who has scored nothing, before the report. */
export async function removeEvaluator({ db }: PlatformContext, { body, caller }: RouteInput<typeof api.tenderEvaluation.removeEvaluator, 'login'>) {
  await transaction(db, async (tx) => {
    const [evaluator] = await tx.select().from(tenderEvaluators).where(eq(tenderEvaluators.id, body.id));
    if (!evaluator) throw new BusinessError(Code.NOT_FOUND);
    const tender = await ownTender(tx, evaluator.tenderId, caller, 'update');
    await refusePanelChange(tx, tender);
    const [scored] = await tx.select({ n: count() }).from(tenderScores).where(eq(tenderScores.evaluatorId, evaluator.id));
    if ((scored?.n ?? 0) > 0) throw new BusinessError(Code.TENDER_STATE_FORBIDS, 'the evaluator has scored');
    await tx.delete(tenderEvaluators).where(eq(tenderEvaluators.id, evaluator.id));
  });
  return { id: body.id };
}

/** An invited expert accepts, or declines with a reason, once (60132 the second time). */
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
