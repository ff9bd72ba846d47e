// A supplier withdraws its active bid while the bidding window is open (docs/product/tenders.md#sealed-bids):
// the withdrawal is a revision of the bid (tender_bid_revisions, append-only) with its receipt, its
// time and the sha256 of what was received; the opening then counts the bid no more. An idempotency
// key makes a retried request a replay.
import { and, eq, sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { BidReceipt } from '#contract/schemas.ts';
import { TENDER_BID_LIMITS } from '#contract/schemas/tender-rules.ts';
import type { PlatformContext } from '../context.ts';
import { tenderBidRevisions, tenderBids } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { DEFAULT_CURRENCY } from '../sourcing/money.ts';
import { type BidReceiptContent, bidReceiptHash } from './bid-receipts.ts';
import { refuseState, tenderFor } from './tender.ts';
import { biddingWindow } from './windows.ts';

/** Withdraws the caller's active bid while the bidding window is open: its receipt (a retried one replays). */
export async function withdrawBid(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.tenderBid.withdraw, 'login'>,
): Promise<BidReceipt> {
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:tender-bid-withdraw:${body.tenderId}`, key, async (tx): Promise<BidReceipt> => {
    const tender = await tenderFor(tx, body.tenderId, 'share');
    refuseState(tender);
    const [bid] = await tx
      .select()
      .from(tenderBids)
      .where(and(eq(tenderBids.tenderId, tender.id), eq(tenderBids.memberId, caller.memberId), eq(tenderBids.memberRoleId, caller.memberRoleId)));
    if (!bid) throw new BusinessError(Code.BID_MISSING);
    const at = now();
    if (biddingWindow(tender, at) === 'closed') throw new BusinessError(Code.OUTSIDE_BIDDING_WINDOW);
    const time = new Date(at);
    const [head] = await tx
      .update(tenderBids)
      .set({ state: 'withdrawn', revision: sql`${tenderBids.revision} + 1`, userId: caller.userId, updateTime: time })
      .where(and(eq(tenderBids.id, bid.id), eq(tenderBids.state, 'active')))
      .returning({ id: tenderBids.id, revision: tenderBids.revision, tenderRevision: tenderBids.tenderRevision });
    if (!head) throw new BusinessError(Code.BID_STATE_FORBIDS);
    if (head.revision > TENDER_BID_LIMITS.revisions) throw new BusinessError(Code.COUNT_EXCEEDED);
    const content: BidReceiptContent = {
      tenderId: tender.id,
      tenderRevision: head.tenderRevision,
      supplier: { memberId: caller.memberId, roleId: caller.memberRoleId },
      bidId: head.id,
      revision: head.revision,
      kind: 'withdrawn',
      lines: null,
      totalAmount: null,
      currency: DEFAULT_CURRENCY,
      taxRate: null,
      terms: null,
      lineTerms: [],
      remark: '',
      technicalFiles: [],
      commercialFiles: [],
      receivedTime: at,
    };
    const hash = bidReceiptHash(content);
    await tx.insert(tenderBidRevisions).values({
      bidId: head.id,
      tenderId: tender.id,
      revision: head.revision,
      tenderRevision: head.tenderRevision,
      kind: 'withdrawn',
      userId: caller.userId,
      currency: DEFAULT_CURRENCY,
      receiptHash: hash,
      createTime: time,
    });
    return {
      bidId: head.id,
      tenderId: tender.id,
      revision: head.revision,
      tenderRevision: head.tenderRevision,
      kind: 'withdrawn',
      receivedTime: at,
      sha256: hash,
      totalAmount: null,
      currency: DEFAULT_CURRENCY,
    };
  });
  return result;
}
