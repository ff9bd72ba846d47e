// Changing a published inquiry (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): edited while its
// quote window is open (a new revision, append-only; suppliers who quoted told to confirm again,
// newly invited ones told), or cancelled with a reason, before an award (suppliers who quoted told).
// Each is one transaction.
import { eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { MemberInquiry } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { inquiries, inquiryRevisions } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { buyerName, checkTimes, formColumns, snapshotOf, tellInvited, writeParts } from './form-parts.ts';
import { checkReferences } from '../sourcing/parts.ts';
import { ownInquiry } from './inquiry.ts';
import { inquiryView, quotingSuppliers } from './queries/inquiries.ts';
import { quoteWindow } from './windows.ts';

/** A new revision of the caller's published inquiry; its sealed or open comparison stays as promised. */
export async function reviseInquiry(
  { db, now }: PlatformContext,
  { body, caller }: RouteInput<typeof api.inquiryBuyer.revise, 'login'>,
): Promise<MemberInquiry> {
  await transaction(db, async (tx) => {
    const row = await ownInquiry(tx, body.id, caller, 'update');
    if (row.state === 'cancelled') throw new BusinessError(Code.INQUIRY_CANCELLED);
    if (row.state === 'awarded') throw new BusinessError(Code.INQUIRY_AWARDED);
    if (row.state !== 'published') throw new BusinessError(Code.INQUIRY_STATE_FORBIDS);
    const at = now();
    if (quoteWindow(row, at) === 'closed') throw new BusinessError(Code.QUOTE_TIME_PASSED);
    // Sealed or open is the promise made to those who quoted: it does not change.
    if (body.form.priceContrast !== row.priceContrast) throw new BusinessError(Code.PARAM_INVALID, 'priceContrast');
    await checkReferences(tx, body.form);
    const revision = row.revision + 1;
    const [revised] = await tx
      .update(inquiries)
      .set({ ...(await formColumns(tx, body.form, caller)), revision, updateTime: new Date(at) })
      .where(eq(inquiries.id, row.id))
      .returning();
    checkTimes(revised!, at);
    const newlyInvited = await writeParts(tx, row.id, body.form, caller, new Date(at));
    await tx.insert(inquiryRevisions).values({
      inquiryId: row.id,
      revision,
      actorUserId: caller.userId,
      reason: body.reason,
      snapshot: await snapshotOf(tx, row.id),
      createTime: new Date(at),
    });
    const name = await buyerName(tx, caller);
    await tellInvited(tx, revised!, newlyInvited, name, at);
    for (const supplier of await quotingSuppliers(tx, row.id)) {
      await notify(tx, {
        recipientMemberId: supplier.memberId,
        kind: 'inquiry.revised',
        payload: {
          inquiryId: row.id,
          purchaseInquiryNo: row.purchaseInquiryNo,
          title: revised!.details,
          buyerName: name,
          revision,
          reason: body.reason,
          needsConfirm: true,
          link: LINKS.quote(row.id, row.purchaseInquiryNo),
        },
        at,
      });
    }
  });
  return inquiryView(db, await ownInquiry(db, body.id, caller), caller, now());
}

/** Cancels the caller's inquiry (a draft or published one, before an award) with a reason. */
export async function cancelInquiry(
  { db, now }: PlatformContext,
  { body, caller }: RouteInput<typeof api.inquiryBuyer.cancel, 'login'>,
): Promise<MemberInquiry> {
  await transaction(db, async (tx) => {
    const row = await ownInquiry(tx, body.id, caller, 'update');
    if (row.state === 'cancelled') throw new BusinessError(Code.INQUIRY_CANCELLED);
    if (row.state === 'awarded') throw new BusinessError(Code.INQUIRY_AWARDED);
    const at = now();
    await tx
      .update(inquiries)
      .set({ state: 'cancelled', cancelReason: body.reason, updateTime: new Date(at) })
      .where(eq(inquiries.id, row.id));
    const name = await buyerName(tx, caller);
    for (const supplier of await quotingSuppliers(tx, row.id)) {
      await notify(tx, {
        recipientMemberId: supplier.memberId,
        kind: 'inquiry.cancelled',
        payload: {
          inquiryId: row.id,
          purchaseInquiryNo: row.purchaseInquiryNo,
          title: row.details,
          buyerName: name,
          reason: body.reason,
          link: LINKS.quote(row.id, row.purchaseInquiryNo),
        },
        at,
      });
    }
  });
  return inquiryView(db, await ownInquiry(db, body.id, caller), caller, now());
}
