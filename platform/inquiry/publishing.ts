// The buyer's inquiries (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): a draft saved (and
// saved again), then published (its quote window open by the platform's clock; the invited
// suppliers told). Each action is one transaction; the published inquiry appears in the mall and
// shop lists (sourcing/). Editing a published inquiry and cancelling one are revising.ts's.
import { eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { MemberInquiry } from '#contract/schemas.ts';
import { siteFields } from '#contract/time.ts';
import type { PlatformContext } from '../context.ts';
import { inquiries, inquiryInvitations, inquiryRevisions } from '../db/schema.ts';
import { requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey, transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { buyerName, checkForm, checkTimes, formColumns, snapshotOf, tellInvited, writeParts } from './form-parts.ts';
import { ownAttachments } from '../files/index.ts';
import { ownInquiry } from './inquiry.ts';
import { DEFAULT_CURRENCY } from '../sourcing/money.ts';
import { inquiryView } from './queries/inquiries.ts';

/** XJ + the Beijing date + the id: unique, and readable on the phone. */
function inquiryNumber(id: number, at: number): string {
  const day = siteFields(at).date.replaceAll('-', '');
  return `XJ${day}${String(id).padStart(6, '0')}`;
}

/** A new draft, or the caller's draft `id` saved again; the inquiry as the member centre shows it. */
export async function saveDraft(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.inquiryBuyer.save, 'login'>,
): Promise<MemberInquiry> {
  requireBuyer(caller);
  const form = body.form;
  if (body.id !== undefined) {
    const id = body.id;
    await transaction(db, async (tx) => {
      const row = await ownInquiry(tx, id, caller, 'update');
      if (row.state !== 'draft') throw new BusinessError(Code.INQUIRY_STATE_FORBIDS);
      await checkForm(tx, form);
      const at = new Date(now());
      await tx
        .update(inquiries)
        .set({ ...formColumns(form), files: await ownAttachments(tx, caller.memberId, form.fileIds), updateTime: at, createTime: at })
        .where(eq(inquiries.id, id));
      await writeParts(tx, id, form, caller, at);
    });
    return inquiryView(db, await ownInquiry(db, id, caller), caller, now());
  }
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:inquiry`, key, async (tx) => {
    await checkForm(tx, form);
    const at = new Date(now());
    const [created] = await tx
      .insert(inquiries)
      .values({
        ...formColumns(form),
        memberId: caller.memberId,
        memberRoleId: caller.memberRoleId,
        purchaseInquiryNo: `draft-${key.key}-${caller.memberId}`,
        currency: DEFAULT_CURRENCY,
        state: 'draft',
        files: await ownAttachments(tx, caller.memberId, form.fileIds),
        createTime: at,
        updateTime: at,
      })
      .returning({ id: inquiries.id });
    const id = created!.id;
    await tx
      .update(inquiries)
      .set({ purchaseInquiryNo: inquiryNumber(id, at.getTime()) })
      .where(eq(inquiries.id, id));
    await writeParts(tx, id, form, caller, at);
    return { id };
  });
  return inquiryView(db, await ownInquiry(db, result.id, caller), caller, now());
}

/** Publishes the caller's draft: its first revision, its invited suppliers told. */
export async function publishInquiry(
  { db, now }: PlatformContext,
  { body, caller }: RouteInput<typeof api.inquiryBuyer.publish, 'login'>,
): Promise<MemberInquiry> {
  await transaction(db, async (tx) => {
    const row = await ownInquiry(tx, body.id, caller, 'update');
    if (row.state === 'cancelled') throw new BusinessError(Code.INQUIRY_CANCELLED);
    if (row.state !== 'draft') throw new BusinessError(Code.INQUIRY_STATE_FORBIDS);
    const at = now();
    checkTimes(row, at);
    const [published] = await tx
      .update(inquiries)
      .set({ state: 'published', revision: 1, createTime: new Date(at), updateTime: new Date(at) })
      .where(eq(inquiries.id, row.id))
      .returning();
    await tx
      .insert(inquiryRevisions)
      .values({ inquiryId: row.id, revision: 1, actorUserId: caller.userId, snapshot: await snapshotOf(tx, row.id), createTime: new Date(at) });
    const invited = await tx
      .select({ memberId: inquiryInvitations.supplierMemberId })
      .from(inquiryInvitations)
      .where(eq(inquiryInvitations.inquiryId, row.id));
    await tellInvited(tx, published!, invited, await buyerName(tx, caller), at);
  });
  return inquiryView(db, await ownInquiry(db, body.id, caller), caller, now());
}
