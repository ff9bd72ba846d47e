// The buyer's auctions (docs/product/member-side.md): a draft saved (and saved again) with its rule
// sheet, published (its schedule and extension rule checked against the platform's clock:
// windows.ts), or cancelled with a reason (every supplier whose sign-up stands told). Each action is
// one transaction; a keyed create or publication done twice acts once (http/idempotency.ts).
import { and, eq, ne } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { MemberBidding } from '#contract/schemas.ts';
import { siteClock } from '#contract/time.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#contract/schemas/member-rules.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { biddings, biddingSignups } from '../db/schema.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey, transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { memberName, ownBidding, refuseState } from './bidding.ts';
import { buyerBidding } from './buyer-queries.ts';
import { checkForm, formColumns, writeParts } from './form-parts.ts';
import { biddingPhase, scheduleRefusal } from './windows.ts';

/** JJ + the site's date + the id: unique, and readable on the phone. */
function biddingNumber(id: number, at: number): string {
  const day = siteClock(at).toISOString().slice(0, 10).replaceAll('-', '');
  return `JJ${day}${String(id).padStart(6, '0')}`;
}

/** A new draft, or the caller's draft `id` saved again; the auction as the member centre shows it. */
export async function saveBiddingDraft(
  context: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.biddingBuyer.save, 'login'>,
): Promise<MemberBidding> {
  const { db, now } = context;
  requireBuyer(caller);
  const form = body.form;
  if (body.id !== undefined) {
    const id = body.id;
    await transaction(db, async (tx) => {
      const row = await ownBidding(tx, id, caller, 'update');
      refuseState(row, ['draft']);
      await checkForm(tx, form);
      const at = new Date(now());
      await tx
        .update(biddings)
        .set({ ...(await formColumns(tx, form, caller)), updateTime: at, createTime: at })
        .where(eq(biddings.id, id));
      await writeParts(tx, id, form, caller, at);
    });
    return buyerBidding(context, id, caller);
  }
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:bidding`, key, async (tx) => {
    await checkForm(tx, form);
    const at = new Date(now());
    const [created] = await tx
      .insert(biddings)
      .values({
        ...(await formColumns(tx, form, caller)),
        memberId: caller.memberId,
        memberRoleId: caller.memberRoleId,
        biddingNo: `draft-${key.key}-${caller.memberId}`,
        state: 'draft',
        createTime: at,
        updateTime: at,
      })
      .returning({ id: biddings.id });
    const id = created!.id;
    await tx
      .update(biddings)
      .set({ biddingNo: biddingNumber(id, at.getTime()) })
      .where(eq(biddings.id, id));
    await writeParts(tx, id, form, caller, at);
    return { id };
  });
  return buyerBidding(context, result.id, caller);
}

/** Publishes the draft inside `tx`: its schedule and extension rule must hold at the platform's clock (60159). */
async function publishIn(tx: Db, { now }: PlatformContext, id: number, caller: Caller) {
  const row = await ownBidding(tx, id, caller, 'update');
  refuseState(row, ['draft']);
  const at = now();
  const refusal = scheduleRefusal(row, at);
  if (refusal !== null) throw new BusinessError(refusal);
  await tx
    .update(biddings)
    .set({ state: 'published', scheduledEndTime: row.biddingEndTime, extensionCount: 0, createTime: new Date(at), updateTime: new Date(at) })
    .where(eq(biddings.id, row.id));
  return { id: row.id };
}

/** Publishes the caller's draft; with an idempotency key, a retry answers the same auction without acting again. */
export async function publishBidding(
  context: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.biddingBuyer.publish, 'login'>,
): Promise<MemberBidding> {
  const { db } = context;
  requireBuyer(caller);
  const keyed = body.idempotencyKey !== undefined || request.headers[IDEMPOTENCY_KEY_HEADER] !== undefined;
  if (keyed) {
    await once(db, `m${caller.memberId}:bidding-publish`, requestKey(body.idempotencyKey, request), (tx) => publishIn(tx, context, body.id, caller));
  } else {
    await transaction(db, (tx) => publishIn(tx, context, body.id, caller));
  }
  return buyerBidding(context, body.id, caller);
}

/** Cancels the caller's auction (a draft, or published before its close) with a reason; the suppliers whose sign-up stands told. */
export async function cancelBidding(
  context: PlatformContext,
  { body, caller }: RouteInput<typeof api.biddingBuyer.cancel, 'login'>,
): Promise<MemberBidding> {
  const { db, now } = context;
  await transaction(db, async (tx) => {
    // Locked as a bid locks it: a cancellation waits for the bid being decided, and the next bid sees it.
    const row = await ownBidding(tx, body.id, caller, 'update');
    refuseState(row, ['draft', 'published']);
    const at = now();
    if (biddingPhase(row, at) === 'closed') throw new BusinessError(Code.AUCTION_STATE_FORBIDS, 'closed');
    await tx
      .update(biddings)
      .set({ state: 'cancelled', cancelReason: body.reason, updateTime: new Date(at) })
      .where(eq(biddings.id, row.id));
    const standing = await tx
      .select({ memberId: biddingSignups.memberId })
      .from(biddingSignups)
      .where(and(eq(biddingSignups.biddingId, row.id), ne(biddingSignups.review, 'rejected')));
    const buyerName = await memberName(tx, row.memberId);
    for (const { memberId } of standing) {
      await notify(tx, {
        recipientMemberId: memberId,
        kind: 'bidding.cancelled',
        payload: { biddingId: row.id, code: row.biddingNo, title: row.details, buyerName, reason: body.reason, link: LINKS.biddingSignUp(row.id) },
        at,
      });
    }
  });
  return buyerBidding(context, body.id, caller);
}
