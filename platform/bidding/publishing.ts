// The buyer's auctions (docs/product/member-side.md): a draft saved (and saved again) with its rule
// sheet, published (its schedule and extension rule checked against the platform's clock:
// windows.ts), or cancelled with a reason (every supplier whose sign-up stands told). Each action is
// one transaction; a keyed create or publication done twice acts once (http/idempotency.ts).
import { and, eq, ne } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { MemberBidding } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { biddings, biddingSignups } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { type DraftKind, publishDraft, saveDraft } from '../sourcing/drafts.ts';
import { type BiddingRow, memberName, ownBidding, refuseState } from './bidding.ts';
import { buyerBidding } from './buyer-queries.ts';
import { type BiddingForm, biddingParts, formColumns, draftParts } from './form-parts.ts';
import { tellRoom } from './live.ts';
import { biddingPhase, scheduleRefusal } from './windows.ts';

/** The auction as the shared draft actions see it (sourcing/drafts.ts): a draft saved again, or published, only as a draft. */
const biddingDraft: DraftKind<BiddingForm, BiddingRow, MemberBidding> = {
  table: biddings,
  scope: 'bidding',
  number: { column: 'biddingNo', prefix: 'JJ' },
  own: ownBidding,
  refuseUnlessDraft: (row) => refuseState(row, ['draft']),
  columns: formColumns,
  parts: biddingParts,
  draftParts,
  view: buyerBidding,
};

/** A new draft, or the caller's draft `id` saved again; the auction as the member centre shows it. */
export const saveBiddingDraft = (context: PlatformContext, input: RouteInput<typeof api.biddingBuyer.save, 'login'>): Promise<MemberBidding> =>
  saveDraft(context, biddingDraft, input);

/**
 * Publishes the caller's draft: its schedule and extension rule must hold at the platform's clock
 * (60159); its close starts as scheduled, not yet extended. With an idempotency key, a retry answers
 * the same auction without acting again.
 */
export const publishBidding = (context: PlatformContext, input: RouteInput<typeof api.biddingBuyer.publish, 'login'>): Promise<MemberBidding> =>
  publishDraft(
    context,
    biddingDraft,
    { refusal: scheduleRefusal, columns: (row) => ({ scheduledEndTime: row.biddingEndTime, extensionCount: 0 }), keyed: true },
    input,
  );

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
    if (biddingPhase(row, at) === 'closed') throw new BusinessError(Code.BIDDING_STATE_FORBIDS, 'closed');
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
    if (row.state === 'published') await tellRoom(tx, { ...row, state: 'cancelled', cancelReason: body.reason }, 'cancelled', at);
  });
  return buyerBidding(context, body.id, caller);
}
