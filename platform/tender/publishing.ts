// The buyer's tenders (docs/product/member-side.md): a draft saved (and saved again), published (its
// schedule checked against the platform's clock and the site's minimum tendering period,
// windows.ts; an invited tender's suppliers told), or cancelled with a reason (every supplier whose
// registration stands, and every bidder, told). Each action is one
// transaction; a keyed create or publication done twice acts once (http/idempotency.ts). The
// published tender appears in the mall and shop lists (sourcing/), in the phase windows.ts gives it.
import { and, eq, ne } from 'drizzle-orm';
import type { api } from '#contract/endpoints.ts';
import type { MemberTender } from '#contract/schemas.ts';
import { siteClock } from '#contract/time.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/schemas/member-rules.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { tenderBids, tenderInvitations, tenderRegistrations, tenders } from '../db/schema.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey, transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { tenderingRules } from '../site/queries.ts';
import { buyerTender } from './buyer-queries.ts';
import { checkForm, formColumns, writeParts } from './form-parts.ts';
import { memberName, ownTender, refuseState, type TenderRow } from './tender.ts';
import { scheduleRefusal } from './windows.ts';

/** ZB + the site's date + the id: unique, and readable on the phone. */
function tenderCode(id: number, at: number): string {
  const day = siteClock(at).toISOString().slice(0, 10).replaceAll('-', '');
  return `ZB${day}${String(id).padStart(6, '0')}`;
}

/** A new draft, or the caller's draft `id` saved again; the tender as the member centre shows it. */
export async function saveTenderDraft(
  context: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.tenderBuyer.save, 'login'>,
): Promise<MemberTender> {
  const { db, now } = context;
  requireBuyer(caller);
  const form = body.form;
  if (body.id !== undefined) {
    const id = body.id;
    await transaction(db, async (tx) => {
      const row = await ownTender(tx, id, caller, 'update');
      refuseState(row, ['draft']);
      await checkForm(tx, form);
      const at = new Date(now());
      await tx
        .update(tenders)
        .set({ ...(await formColumns(tx, form, caller)), updateTime: at, createTime: at })
        .where(eq(tenders.id, id));
      await writeParts(tx, id, form, caller, at);
    });
    return buyerTender(context, id, caller);
  }
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:tender`, key, async (tx) => {
    await checkForm(tx, form);
    const at = new Date(now());
    const [created] = await tx
      .insert(tenders)
      .values({
        ...(await formColumns(tx, form, caller)),
        memberId: caller.memberId,
        memberRoleId: caller.memberRoleId,
        code: `draft-${key.key}-${caller.memberId}`,
        state: 'draft',
        createTime: at,
        updateTime: at,
      })
      .returning({ id: tenders.id });
    const id = created!.id;
    await tx
      .update(tenders)
      .set({ code: tenderCode(id, at.getTime()) })
      .where(eq(tenders.id, id));
    await writeParts(tx, id, form, caller, at);
    return { id };
  });
  return buyerTender(context, result.id, caller);
}

/** Publishes the draft inside `tx`: its schedule must hold at the platform's clock (601xx otherwise). */
async function publishIn(tx: Db, { now }: PlatformContext, id: number, caller: Caller, minTenderingDays: number) {
  const row = await ownTender(tx, id, caller, 'update');
  refuseState(row, ['draft']);
  const at = now();
  const refusal = scheduleRefusal(row, at, minTenderingDays);
  if (refusal !== null) throw new BusinessError(refusal);
  // The publication time is what the lists sort by and the tendering period counts from.
  await tx
    .update(tenders)
    .set({ state: 'published', createTime: new Date(at), updateTime: new Date(at) })
    .where(eq(tenders.id, row.id));
  if (row.tenderScope === 'invited') await tellInvited(tx, row, caller, at);
  return { id: row.id };
}

/** Tells each supplier an invited tender names that it may register, and until when. */
async function tellInvited(tx: Db, row: TenderRow, caller: Caller, at: number) {
  const invited = await tx
    .select({ memberId: tenderInvitations.supplierMemberId })
    .from(tenderInvitations)
    .where(eq(tenderInvitations.tenderId, row.id));
  const buyerName = await memberName(tx, caller.memberId);
  for (const supplier of invited) {
    await notify(tx, {
      recipientMemberId: supplier.memberId,
      kind: 'tender.invited',
      payload: {
        tenderId: row.id,
        code: row.code,
        title: row.projectName,
        buyerName,
        deadline: row.registerEndTime.getTime(),
        link: LINKS.tenderRegister(row.id),
      },
      at,
    });
  }
}

/** Publishes the caller's draft; with an idempotency key, a retry answers the same tender without acting again. */
export async function publishTender(
  context: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.tenderBuyer.publish, 'login'>,
): Promise<MemberTender> {
  const { db } = context;
  requireBuyer(caller);
  const { minTenderingDays } = await tenderingRules(db);
  const keyed = body.idempotencyKey !== undefined || request.headers[IDEMPOTENCY_KEY_HEADER] !== undefined;
  if (keyed) {
    await once(db, `m${caller.memberId}:tender-publish`, requestKey(body.idempotencyKey, request), (tx) =>
      publishIn(tx, context, body.id, caller, minTenderingDays),
    );
  } else {
    await transaction(db, (tx) => publishIn(tx, context, body.id, caller, minTenderingDays));
  }
  return buyerTender(context, body.id, caller);
}

/** The members whose registration for the tender stands (pending or approved), and every member that bid on it. */
async function standingAndBidders(tx: Db, tenderId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ memberId: tenderRegistrations.memberId })
    .from(tenderRegistrations)
    .where(and(eq(tenderRegistrations.tenderId, tenderId), ne(tenderRegistrations.review, 'rejected')))
    .union(tx.selectDistinct({ memberId: tenderBids.memberId }).from(tenderBids).where(eq(tenderBids.tenderId, tenderId)));
  return rows.map((row) => row.memberId).sort((a, b) => a - b);
}

/** Cancels the caller's tender (a draft or published one, before its award or failure) with a reason; the suppliers told. */
export async function cancelTender(
  context: PlatformContext,
  { body, caller }: RouteInput<typeof api.tenderBuyer.cancel, 'login'>,
): Promise<MemberTender> {
  const { db, now } = context;
  await transaction(db, async (tx) => {
    const row = await ownTender(tx, body.id, caller, 'update');
    refuseState(row, ['draft', 'published']);
    const at = now();
    await tx
      .update(tenders)
      .set({ state: 'cancelled', cancelReason: body.reason, updateTime: new Date(at) })
      .where(eq(tenders.id, row.id));
    const buyerName = await memberName(tx, row.memberId);
    for (const memberId of await standingAndBidders(tx, row.id)) {
      await notify(tx, {
        recipientMemberId: memberId,
        kind: 'tender.cancelled',
        payload: {
          tenderId: row.id,
          code: row.code,
          title: row.projectName,
          buyerName,
          reason: body.reason,
          link: LINKS.tenderRegister(row.id),
        },
        at,
      });
    }
  });
  return buyerTender(context, body.id, caller);
}
