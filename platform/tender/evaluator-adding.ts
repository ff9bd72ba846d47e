// The buyer names an evaluator for its scored tender (docs/decisions/022-tender-evaluation.md): one of
// its own users (accepted at once) or an enabled expert of its library (invited, to accept or decline:
// invitation-answering.ts), from publication until the report (panel.ts), never a user of a member
// registered for the tender (60136). Keyed: a retry names once; named twice is 60003. The named user
// is told in the same transaction.
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { TenderEvaluator } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { tenderEvaluators, tenderExperts, users } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { evaluatorsOf, evaluatorView } from './evaluation-queries.ts';
import { refuseConflict, refusePanelChange } from './panel.ts';
import { memberName, ownTender } from './tender.ts';

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
    await notify(tx, {
      recipientMemberId: user!.memberId,
      recipientUserId: userId,
      kind: 'tender.evaluatorInvited',
      payload: {
        tenderId: tender.id,
        code: tender.code,
        title: tender.projectName,
        buyerName: await memberName(tx, caller.memberId),
        link: body.source === 'member' ? LINKS.tenderScoring(tender.id) : LINKS.evaluationInvitations(),
      },
      at,
    });
    return { id: named.id };
  });
  const row = (await evaluatorsOf(db, body.tenderId, caller.memberId)).find((e) => e.evaluator.id === result.id);
  if (!row) throw new BusinessError(Code.NOT_FOUND);
  return evaluatorView(row, 0);
}
