// Either side ends a contract early with a reason (docs/decisions/025-contracts.md, "Execution"): while
// it is negotiated or signed (39002 once completed or terminated). What was delivered and paid stays
// on the record; the other side is told. A contract ended before it was signed lets go of its order
// lines, so that the award may be contracted again; a signed one keeps them. Keyed: a retry answers
// the contract as it was ended.
import { eq } from 'drizzle-orm';
import type { api } from '#contract/endpoints.ts';
import type { Agreement } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { agreementOrderLines, agreements } from '../db/schema.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { lockedAgreement, otherSide, recordEvent, refuseState, tellParties, termsOf } from './execution.ts';
import { readAgreement } from './queries.ts';

/** A party terminates the contract with `reason`, keyed; the contract as it reads it after. */
export async function terminateAgreement(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.agreement.terminate, 'login'>,
): Promise<Agreement> {
  const key = requestKey(body.idempotencyKey, request);
  await once(db, `m${caller.memberId}:agreementTermination:${body.id}`, key, async (tx) => {
    const { row, side } = await lockedAgreement(tx, body.id, caller);
    refuseState(row, ['negotiating', 'signed']);
    const at = now();
    const time = new Date(at);
    await tx
      .update(agreements)
      .set({ state: 'terminated', endReason: body.reason, endedBySide: side, endTime: time, updateTime: time })
      .where(eq(agreements.id, row.id));
    if (row.state === 'negotiating') await tx.delete(agreementOrderLines).where(eq(agreementOrderLines.agreementId, row.id));
    const detail = { reason: body.reason };
    await recordEvent(tx, { agreementId: row.id, kind: 'terminated', side, userId: caller.userId, detail, at });
    await tellParties(tx, row, await termsOf(tx, row), [otherSide(side)], 'agreement.terminated', { ...detail, side }, at);
    return { id: row.id };
  });
  return readAgreement(db, body.id, caller, now());
}
