// A supplier asks a question on a tender (docs/product/tenders.md#questions-answers-and-amendments):
// a supplier whose registration stands asks until the bidding deadline (windows.ts
// clarificationWindow), keyed so a retry asks once; the buyer answers it (answering.ts).
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { OwnTenderQuestion } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { tenderQuestions } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { clarifiedTender, standingRegistration } from './clarification-queries.ts';
import { refuseState } from './tender.ts';
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
    refuseState(row);
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
