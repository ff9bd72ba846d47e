// The buyer answers a question on its tender (docs/product/tenders.md#questions-answers-and-amendments):
// each question once (60132 again), until the opening (60112 after); the answer is published to
// every supplier whose registration stands, each told in the same transaction without the asker's name.
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { AskedTenderQuestion } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { tenderQuestions } from '../db/schema.ts';
import { requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { answerOpen, askedQuestions, clarifiedTender, standingSuppliers } from './clarification-queries.ts';
import { isPublisher, memberName } from './tender.ts';

/** The buyer's answer to a question of its tender, published to every supplier whose registration stands. */
export async function answerQuestion(
  { db, now }: PlatformContext,
  { body, caller }: RouteInput<typeof api.tenderClarification.answer, 'login'>,
): Promise<AskedTenderQuestion> {
  requireBuyer(caller);
  await transaction(db, async (tx) => {
    // Shared, as questions are: the buyer's own tender (404 for anyone else's).
    const row = await clarifiedTender(tx, body.tenderId, caller, 'share');
    if (!isPublisher(row, caller)) throw new BusinessError(Code.NOT_FOUND);
    const [question] = await tx
      .select({ id: tenderQuestions.id, answer: tenderQuestions.answer })
      .from(tenderQuestions)
      .where(and(eq(tenderQuestions.id, body.questionId), eq(tenderQuestions.tenderId, row.id)))
      .for('update');
    if (!question) throw new BusinessError(Code.TENDER_RECORD_MISSING);
    if (question.answer !== null) throw new BusinessError(Code.ALREADY_ANSWERED);
    if (row.state === 'cancelled') throw new BusinessError(Code.TENDER_CANCELLED);
    const at = now();
    if (!answerOpen(row, at)) throw new BusinessError(Code.TENDER_OPENED);
    await tx
      .update(tenderQuestions)
      .set({ answer: body.answer, answeredByUserId: caller.userId, answerTime: new Date(at) })
      .where(eq(tenderQuestions.id, question.id));
    const buyerName = await memberName(tx, row.memberId);
    for (const memberId of await standingSuppliers(tx, row.id)) {
      await notify(tx, {
        recipientMemberId: memberId,
        kind: 'tender.answered',
        // Nobody's name but the buyer's: every registered supplier reads the same message.
        payload: {
          tenderId: row.id,
          code: row.code,
          title: row.projectName,
          buyerName,
          questionId: question.id,
          link: LINKS.tenderClarification(row.id),
        },
        at,
      });
    }
  });
  const [answered] = await askedQuestions(db, body.tenderId, body.questionId);
  return answered!;
}
