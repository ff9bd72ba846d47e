// The buyer drafts a contract from one award (docs/product/contracts.md): from the purchase order the
// award made for one supplier, some or all of its lines (each in one contract at most: 39014), at the
// award's names and prices. In one transaction, keyed: the contract numbered HT + the Beijing date +
// its id, negotiating; the order's lines claimed; version 1 by the buyer; the event 'drafted'; the
// supplier told. 404 for another buyer's order, 39029 for an order the supplier declined.
import { sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { Agreement } from '#contract/schemas.ts';
import { siteFields } from '#contract/time.ts';
import type { PlatformContext } from '../context.ts';
import { type Db, selectRows } from '../db/client.ts';
import { agreementOrderLines, agreements, agreementVersions } from '../db/schema.ts';
import { ownAttachments } from '../files/index.ts';
import { requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { orderForAgreement } from '../order/index.ts';
import { refuseOrder } from './award-queries.ts';
import { awardBasis } from './awards.ts';
import { recordEvent, tellParties } from './execution.ts';
import { readAgreement } from './queries.ts';
import { agreementHash, canonicalTerms } from './terms.ts';

/** HT + the Beijing date + the id, six digits at least. */
export function agreementNumber(id: number, at: number): string {
  return `HT${siteFields(at).date.replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

/** The next contract's id, taken before its row is written so that its number can name it. */
async function nextAgreementId(tx: Db): Promise<number> {
  const [next] = await selectRows<{ id: number | string }>(tx, sql`select nextval(pg_get_serial_sequence('agreements', 'id')) as id`);
  return Number(next!.id);
}

/** The buyer's new contract from `body.orderId`; the contract as the buyer reads it. */
export async function createAgreement(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.agreementBuyer.create, 'login'>,
): Promise<Agreement> {
  requireBuyer(caller);
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:agreementCreate`, key, async (tx) => {
    // The order is locked: two drafts from it claim its lines one after the other.
    const order = refuseOrder(await orderForAgreement(tx, body.orderId, { lock: true }), caller);
    const lineOf = new Map(order.lines.map((line) => [line.lineNo, line]));
    for (const { lineNo } of body.terms.lines) {
      if ((lineOf.get(lineNo)?.agreementId ?? null) !== null) throw new BusinessError(Code.AGREEMENT_EXISTS, `line ${lineNo}`);
    }
    const files = await ownAttachments(tx, caller.memberId, body.terms.fileIds);
    const at = now();
    const id = await nextAgreementId(tx);
    const agreementNo = agreementNumber(id, at);
    // A template's {{agreementNo}} waits for the number until now (award-queries.ts fillPlaceholders).
    const sent = { ...body.terms, text: body.terms.text.replace(/\{\{\s*agreementNo\s*\}\}/g, agreementNo) };
    const basis = awardBasis(order, order.lines, false);
    const { terms, awardAmount } = canonicalTerms(
      sent,
      basis,
      files.map((file) => ({ fileId: file.fileId!, name: file.name, url: file.url })),
    );
    const time = new Date(at);
    const [row] = await tx
      .insert(agreements)
      .values({
        id,
        agreementNo,
        orderId: order.id,
        sourceType: order.source.type,
        sourceId: order.source.id,
        buyerMemberId: order.buyer.memberId,
        buyerRoleId: order.buyer.roleId,
        supplierMemberId: order.supplier.memberId,
        supplierRoleId: order.supplier.roleId,
        currency: order.currency,
        awardAmount,
        state: 'negotiating',
        currentVersion: 1,
        createdByUserId: caller.userId,
        createTime: time,
        updateTime: time,
      })
      .returning();
    await tx
      .insert(agreementOrderLines)
      .values(terms.lines.map((line) => ({ agreementId: id, lineNo: line.lineNo, orderLineId: lineOf.get(line.lineNo)!.orderLineId })));
    await tx.insert(agreementVersions).values({
      agreementId: id,
      version: 1,
      side: 'buyer',
      userId: caller.userId,
      comment: body.comment,
      terms,
      hash: agreementHash(terms),
      totalAmount: terms.totalAmount,
      createTime: time,
    });
    const detail = { version: 1, totalAmount: terms.totalAmount, comment: body.comment };
    await recordEvent(tx, { agreementId: id, kind: 'drafted', side: 'buyer', userId: caller.userId, detail, at });
    await tellParties(tx, row!, terms, ['supplier'], 'agreement.drafted', { revision: 1, totalAmount: terms.totalAmount, side: 'buyer' }, at);
    return { id };
  });
  return readAgreement(db, result.id, caller, now());
}
