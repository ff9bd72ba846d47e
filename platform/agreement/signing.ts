// A side confirms the current version of a contract by its number and hash (docs/product/contracts.md):
// 39007 when either is not the current one (a newer version came), 39002 once the contract is no
// longer negotiated. A second confirmation of the same version by the same side writes nothing and
// answers the contract as it is. When both sides have confirmed the current version the contract is
// signed: that version, the time, the event 'signed', both sides told. The contract's row is locked,
// so that two confirmations at once run one after the other and the second sees the first.
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { Agreement } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { agreementConfirmations, agreements, agreementVersions } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { lockedAgreement, otherSide, recordEvent, refuseState, tellParties } from './execution.ts';
import { readAgreement } from './queries.ts';

/** The caller's side confirms `body.version` of its contract `body.id` by `body.hash`; the contract as it reads it. */
export async function signAgreement(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.agreement.sign, 'login'>,
): Promise<Agreement> {
  const key = requestKey(body.idempotencyKey, request);
  await once(db, `m${caller.memberId}:agreementSign:${body.id}`, key, async (tx) => {
    const { row, side } = await lockedAgreement(tx, body.id, caller);
    const [current] = await tx
      .select({ hash: agreementVersions.hash, terms: agreementVersions.terms })
      .from(agreementVersions)
      .where(and(eq(agreementVersions.agreementId, row.id), eq(agreementVersions.version, row.currentVersion)));
    if (!current) throw new Error(`agreement ${row.id} has no version ${row.currentVersion}`);
    const isCurrent = body.version === row.currentVersion && body.hash === current.hash;
    const confirmed = await tx
      .select({ side: agreementConfirmations.side })
      .from(agreementConfirmations)
      .where(
        and(
          eq(agreementConfirmations.agreementId, row.id),
          eq(agreementConfirmations.version, row.currentVersion),
          eq(agreementConfirmations.hash, current.hash),
        ),
      );
    const sides = new Set(confirmed.map((c) => c.side));
    // Confirmed already: nothing is written twice.
    if (isCurrent && sides.has(side)) return { id: row.id };
    refuseState(row, ['negotiating']);
    if (!isCurrent) throw new BusinessError(Code.AGREEMENT_VERSION_STALE, `v${row.currentVersion}`);
    const at = now();
    const time = new Date(at);
    await tx
      .insert(agreementConfirmations)
      .values({ agreementId: row.id, version: row.currentVersion, hash: current.hash, side, userId: caller.userId, createTime: time });
    const detail = { version: row.currentVersion, hash: current.hash };
    await recordEvent(tx, { agreementId: row.id, kind: 'confirmed', side, userId: caller.userId, detail, at });
    if (sides.has(otherSide(side))) {
      await tx
        .update(agreements)
        .set({ state: 'signed', signedVersion: row.currentVersion, signTime: time, updateTime: time })
        .where(eq(agreements.id, row.id));
      await recordEvent(tx, { agreementId: row.id, kind: 'signed', side, userId: caller.userId, detail, at });
      await tellParties(
        tx,
        row,
        current.terms,
        ['buyer', 'supplier'],
        'agreement.signed',
        { revision: row.currentVersion, totalAmount: current.terms.totalAmount },
        at,
      );
    }
    return { id: row.id };
  });
  return readAgreement(db, body.id, caller, now());
}
