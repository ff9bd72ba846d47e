// A tender's questions (docs/product/tenders.md#questions-answers-and-amendments): a supplier whose
// registration stands asks until the bidding deadline (windows.ts clarificationWindow), keyed so a
// retry asks once; the buyer answers each question once, until the opening, and the answer is
// published to every supplier whose registration stands, each told without the asker's name. Each
// action is one transaction, its notifications written in it.
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { AskedTenderQuestion, OwnTenderQuestion } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { members, tenderQuestions } from '../db/schema.ts';
import { requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey, transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { answerOpen, askedQuestions, clarifiedTender, isTenderPublisher, standingRegistration, standingSuppliers } from './clarification-queries.ts';
import { clarificationWindow } from './windows.ts';

/** The caller's question on the tender the body names (a retry with its key answers the same question). */
export async function askQuestion(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.tenderClarification.ask, 'login'>,
): Promise<OwnTenderQuestion> {
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:tender-question:${body.tenderId}`, key, async (tx): Promise<OwnTenderQuestion> => {
    // Shared: questions go side by side; an amendment or a cancellation waits for them.
    const row = await clarifiedTender(tx, body.tenderId, caller, 'share');
    if (row.state === 'cancelled') throw new BusinessError(Code.TENDER_CANCELLED);
    if (row.state !== 'published') throw new BusinessError(Code.TENDER_STATE_FORBIDS);
    // Shared too: a prequalification's rejection waits for the question, or the question for it.
    if (!(await standingRegistration(tx, row.id, caller, 'share'))) throw new BusinessError(Code.NOT_QUALIFIED_BIDDER);
    const at = now();
    if (clarificationWindow(row, at) === 'closed') throw new BusinessError(Code.OUTSIDE_BIDDING_WINDOW);
    const [asked] = await tx
      .insert(tenderQuestions)
      .values({
        tenderId: row.id,
        memberId: caller.memberId,
        memberRoleId: caller.memberRoleId,
        userId: caller.userId,
        question: body.question,
        createTime: new Date(at),
      })
      .returning({ id: tenderQuestions.id });
    return { id: asked!.id, question: body.question, askTime: at };
  });
  return result;
}

/** The buyer's answer to a question of its tender, published to every supplier whose registration stands. */
export async function answerQuestion(
  { db, now }: PlatformContext,
  { body, caller }: RouteInput<typeof api.tenderClarification.answer, 'login'>,
): Promise<AskedTenderQuestion> {
  requireBuyer(caller);
  await transaction(db, async (tx) => {
    // Shared, as questions are: the buyer's own tender (404 for anyone else's).
    const row = await clarifiedTender(tx, body.tenderId, caller, 'share');
    if (!isTenderPublisher(row, caller)) throw new BusinessError(Code.NOT_FOUND);
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
    const [buyer] = await tx.select({ name: members.name }).from(members).where(eq(members.id, row.memberId));
    for (const memberId of await standingSuppliers(tx, row.id)) {
      await notify(tx, {
        recipientMemberId: memberId,
        kind: 'tender.answered',
        // Nobody's name but the buyer's: every registered supplier reads the same message.
        payload: {
          tenderId: row.id,
          code: row.code,
          title: row.projectName,
          buyerName: buyer?.name ?? '',
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
