// The buyer accepts or rejects (with a reason) a delivery of its signed contract, once (39027 when
// decided already; docs/decisions/025-contracts.md, "Execution"). A rejected quantity may be
// delivered again; an acceptance may complete the contract (completion.ts). The supplier is told. Keyed.
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { Agreement } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { agreementDeliveries } from '../db/schema.ts';
import { requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { completeIfDone } from './completion.ts';
import { lockedAgreement, recordEvent, refuseState, tellParties, termsOf } from './execution.ts';
import { readAgreement } from './queries.ts';

/** The buyer decides one pending delivery, keyed; the contract as the buyer reads it after. */
export async function decideDelivery(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.agreementBuyer.decideDelivery, 'login'>,
): Promise<Agreement> {
  requireBuyer(caller);
  const key = requestKey(body.idempotencyKey, request);
  await once(db, `m${caller.memberId}:agreementDecision:${body.id}`, key, async (tx) => {
    const { row } = await lockedAgreement(tx, body.id, caller, 'buyer');
    refuseState(row, ['signed']);
    const [delivery] = await tx
      .select()
      .from(agreementDeliveries)
      .where(and(eq(agreementDeliveries.id, body.deliveryId), eq(agreementDeliveries.agreementId, row.id)));
    if (!delivery) throw new BusinessError(Code.NOT_FOUND);
    if (delivery.state !== 'pending') throw new BusinessError(Code.DELIVERY_DECIDED, delivery.state);
    const at = now();
    const accepted = body.decision === 'accept';
    const reason = accepted ? null : (body.reason ?? '');
    await tx
      .update(agreementDeliveries)
      .set({ state: accepted ? 'accepted' : 'rejected', reason, decidedByUserId: caller.userId, decideTime: new Date(at) })
      .where(eq(agreementDeliveries.id, delivery.id));
    const terms = await termsOf(tx, row);
    const line = terms.lines.find((l) => l.lineNo === delivery.lineNo);
    const detail = {
      deliveryId: delivery.id,
      lineNo: delivery.lineNo,
      name: line?.name ?? '',
      quantity: delivery.quantity,
      unit: line?.unit ?? '',
      ...(reason === null ? {} : { reason }),
    };
    await recordEvent(tx, { agreementId: row.id, kind: accepted ? 'accepted' : 'rejected', side: 'buyer', userId: caller.userId, detail, at });
    await tellParties(tx, row, terms, ['supplier'], accepted ? 'agreement.deliveryAccepted' : 'agreement.deliveryRejected', detail, at);
    if (accepted) await completeIfDone(tx, row, terms, at);
    return { id: delivery.id };
  });
  return readAgreement(db, body.id, caller, now());
}
