// Either side proposes a new version of a contract under negotiation (docs/product/contracts.md): on
// top of the current version (39007 when another came first), changing something (39023 when its
// hash is the current one's), within the award (terms.ts). The contract's lines are the ones it was
// drafted with; a file is one the proposer uploaded or one the current version already carries. In
// one transaction, keyed, the contract locked: the version (append-only), the event 'proposed', the
// other side told. A side's confirmation of the older version no longer counts: it named that version.
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { Agreement, AgreementTerms } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { agreements, agreementVersions } from '../db/schema.ts';
import { ownAttachments } from '../files/index.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { orderForAgreement } from '../order/index.ts';
import { awardBasis } from './awards.ts';
import { lockedAgreement, otherSide, recordEvent, refuseState, tellParties } from './execution.ts';
import { readAgreement } from './queries.ts';
import { agreementHash, canonicalTerms } from './terms.ts';

/** The files `fileIds` in order: each one the current version carries, or the caller's own upload (1110 for any other). */
async function usableFiles(tx: Db, caller: Caller, fileIds: number[], current: AgreementTerms): Promise<AgreementTerms['attachments']> {
  const carried = new Map(current.attachments.map((file) => [file.fileId, file]));
  const ids = [...new Set(fileIds)];
  const own = await ownAttachments(
    tx,
    caller.memberId,
    ids.filter((id) => !carried.has(id)),
  );
  const uploaded = new Map(own.map((file) => [file.fileId!, { fileId: file.fileId!, name: file.name, url: file.url }]));
  return ids.map((id) => carried.get(id) ?? uploaded.get(id)!);
}

/** A new version of the caller's contract `body.id`; the contract as the caller reads it. */
export async function proposeAgreement(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.agreement.propose, 'login'>,
): Promise<Agreement> {
  const key = requestKey(body.idempotencyKey, request);
  await once(db, `m${caller.memberId}:agreementPropose:${body.id}`, key, async (tx) => {
    const { row, side } = await lockedAgreement(tx, body.id, caller);
    refuseState(row, ['negotiating']);
    if (body.baseVersion !== row.currentVersion) throw new BusinessError(Code.AGREEMENT_VERSION_STALE, `v${row.currentVersion}`);
    const [latest] = await tx
      .select({ terms: agreementVersions.terms, hash: agreementVersions.hash })
      .from(agreementVersions)
      .where(and(eq(agreementVersions.agreementId, row.id), eq(agreementVersions.version, row.currentVersion)));
    if (!latest) throw new Error(`agreement ${row.id} has no version ${row.currentVersion}`);
    const order = await orderForAgreement(tx, row.orderId);
    if (!order) throw new Error(`agreement ${row.id} has no order`);
    const own = order.lines.filter((line) => line.agreementId === row.id);
    const files = await usableFiles(tx, caller, body.terms.fileIds, latest.terms);
    const { terms } = canonicalTerms(body.terms, awardBasis(order, own, true), files);
    const hash = agreementHash(terms);
    if (hash === latest.hash) throw new BusinessError(Code.AGREEMENT_UNCHANGED);
    const at = now();
    const time = new Date(at);
    const version = row.currentVersion + 1;
    await tx.insert(agreementVersions).values({
      agreementId: row.id,
      version,
      side,
      userId: caller.userId,
      comment: body.comment,
      terms,
      hash,
      totalAmount: terms.totalAmount,
      createTime: time,
    });
    await tx.update(agreements).set({ currentVersion: version, updateTime: time }).where(eq(agreements.id, row.id));
    const detail = { version, totalAmount: terms.totalAmount, comment: body.comment };
    await recordEvent(tx, { agreementId: row.id, kind: 'proposed', side, userId: caller.userId, detail, at });
    await tellParties(tx, row, terms, [otherSide(side)], 'agreement.proposed', { revision: version, side, comment: body.comment }, at);
    return { id: row.id };
  });
  return readAgreement(db, body.id, caller, now());
}
