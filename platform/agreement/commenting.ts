// Either side comments on the current version of a contract under negotiation without changing it
// (docs/product/contracts.md): asking for changes. One transaction: the event 'commented' with the
// comment, the other side told. 39002 once the contract is signed or ended. Keyed: a retry comments
// once.
import type { api } from '#contract/endpoints.ts';
import type { Agreement } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { lockedAgreement, otherSide, recordEvent, refuseState, tellParties, termsOf } from './execution.ts';
import { readAgreement } from './queries.ts';

/** A comment on the caller's contract `body.id`, keyed; the contract as the caller reads it. */
export async function commentOnAgreement(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.agreement.comment, 'login'>,
): Promise<Agreement> {
  const key = requestKey(body.idempotencyKey, request);
  await once(db, `m${caller.memberId}:agreementComment:${body.id}`, key, async (tx) => {
    const { row, side } = await lockedAgreement(tx, body.id, caller);
    refuseState(row, ['negotiating']);
    const at = now();
    const detail = { version: row.currentVersion, comment: body.comment };
    await recordEvent(tx, { agreementId: row.id, kind: 'commented', side, userId: caller.userId, detail, at });
    const terms = await termsOf(tx, row);
    await tellParties(tx, row, terms, [otherSide(side)], 'agreement.commented', { revision: row.currentVersion, side, comment: body.comment }, at);
    return { id: row.id };
  });
  return readAgreement(db, body.id, caller, now());
}
