// The supplier records a delivery against one line of its signed contract (docs/decisions/025-contracts.md,
// "Execution"): partial deliveries add up, never above the line's quantity less what is delivered
// and not rejected (39026); only a signed contract takes deliveries (39002); a line the contract
// does not have is not found (404, as an unknown delivery is); the day delivered is a real day and
// not after the platform's today in Beijing (1102). The buyer is told, and decides it
// (deciding-delivery.ts). Keyed: a retry records nothing twice.
import { and, eq, inArray } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { Agreement } from '#contract/schemas.ts';
import { siteTime } from '#contract/time.ts';
import type { PlatformContext } from '../context.ts';
import { agreementDeliveries } from '../db/schema.ts';
import { isSupplier } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { quantityUnits, siteToday } from './due-dates.ts';
import { lockedAgreement, recordEvent, refuseState, tellParties, termsOf } from './execution.ts';
import { readAgreement } from './queries.ts';

/** The supplier delivers `quantity` of line `lineNo`, keyed; the contract as the supplier reads it after. */
export async function deliver(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.agreementSupplier.deliver, 'login'>,
): Promise<Agreement> {
  if (!isSupplier(caller)) throw new BusinessError(Code.NO_ACCESS);
  if (siteTime(body.deliveredOn) === null) throw new BusinessError(Code.PARAM_INVALID, 'deliveredOn');
  if (body.deliveredOn > siteToday(now())) throw new BusinessError(Code.PARAM_INVALID, 'deliveredOn: after today');
  const key = requestKey(body.idempotencyKey, request);
  await once(db, `m${caller.memberId}:agreementDelivery:${body.id}`, key, async (tx) => {
    const { row } = await lockedAgreement(tx, body.id, caller, 'supplier');
    refuseState(row, ['signed']);
    const terms = await termsOf(tx, row);
    const line = terms.lines.find((l) => l.lineNo === body.lineNo);
    if (!line) throw new BusinessError(Code.NOT_FOUND, `lineNo: ${body.lineNo}`);
    const counted = await tx
      .select({ quantity: agreementDeliveries.quantity })
      .from(agreementDeliveries)
      .where(
        and(
          eq(agreementDeliveries.agreementId, row.id),
          eq(agreementDeliveries.lineNo, line.lineNo),
          inArray(agreementDeliveries.state, ['pending', 'accepted']),
        ),
      );
    const left = quantityUnits(line.quantity) - counted.reduce((total, d) => total + quantityUnits(d.quantity), 0);
    if (quantityUnits(body.quantity) > left) throw new BusinessError(Code.DELIVERY_ABOVE_CONTRACTED, `${left / 1000}`);
    const at = now();
    const [delivery] = await tx
      .insert(agreementDeliveries)
      .values({
        agreementId: row.id,
        lineNo: line.lineNo,
        quantity: body.quantity,
        deliveredOn: body.deliveredOn,
        note: body.note,
        recordedByUserId: caller.userId,
        createTime: new Date(at),
      })
      .returning({ id: agreementDeliveries.id });
    const detail = { deliveryId: delivery!.id, lineNo: line.lineNo, name: line.name, quantity: body.quantity, unit: line.unit };
    await recordEvent(tx, { agreementId: row.id, kind: 'delivered', side: 'supplier', userId: caller.userId, detail, at });
    await tellParties(tx, row, terms, ['buyer'], 'agreement.delivered', detail, at);
    return { id: delivery!.id };
  });
  return readAgreement(db, body.id, caller, now());
}
