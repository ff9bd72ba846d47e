// A supplier's sealed bids (docs/product/tenders.md#sealed-bids). Each submission or withdrawal is a
// revision (tender_bid_revisions, append-only) behind one head per supplier and tender (tender_bids):
// the platform checks, inside the transaction and by its own clock, that the tender is published and
// not ended, the caller's registration is approved (60119: none, pending or rejected), it is still
// admitted by the buyer in a stage that may take part (60020, 60021), the bidding window is open
// (eligibility.ts bidRefusal) and the lines are the tender's, each once (60138);
// it computes the amounts and the total, seals the prices (only `sealedPrices` holds them, bound to the
// bid and revision) and answers a receipt: its time and the sha256 of what it received. Sending again
// revises the bid and answers the tender's current revision (a confirmation after an amendment). An
// idempotency key makes a retried request a replay. Withdrawing is withdrawing.ts.
import { sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { BidReceipt } from '#contract/schemas.ts';
import { TENDER_BID_LIMITS } from '#contract/schemas/tender-rules.ts';
import type { PlatformContext } from '../context.ts';
import { tenderBidRevisions, tenderBids } from '../db/schema.ts';
import { ownAttachments } from '../files/index.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { DEFAULT_CURRENCY } from '../sourcing/money.ts';
import type { Sealer } from '../sourcing/seal.ts';
import { type BidReceiptContent, bidReceiptHash, bidSealBinding, pricedLines } from './bid-receipts.ts';
import { bidRefusal } from './eligibility.ts';
import type { BidLineTerm, SealedBidPrices } from './schema.ts';
import { materielCounts, tenderFor } from './tender.ts';

/** Sends the caller's bid on the tender the body names, or a new revision of it: its receipt (a retried one replays). */
export async function submitBid(
  { db, now }: PlatformContext,
  sealer: Sealer,
  { body, caller, request }: RouteInput<typeof api.tenderBid.submit, 'login'>,
): Promise<BidReceipt> {
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:tender-bid:${body.tenderId}`, key, async (tx): Promise<BidReceipt> => {
    // Shared: bids on one tender go side by side; the opening, an amendment or a cancellation waits for them.
    const tender = await tenderFor(tx, body.tenderId, 'share');
    const at = now();
    const { refusal, registration } = await bidRefusal(tx, tender, caller, at);
    if (refusal !== null) throw new BusinessError(refusal);
    const counts = await materielCounts(tx, tender.id);
    const seen = new Set<number>();
    for (const line of body.lines) {
      if (!counts.has(line.materielId) || seen.has(line.materielId)) throw new BusinessError(Code.BID_LINES_INVALID, String(line.materielId));
      seen.add(line.materielId);
    }
    if (seen.size !== counts.size) throw new BusinessError(Code.BID_LINES_INVALID);
    const sorted = [...body.lines].sort((a, b) => a.materielId - b.materielId);
    const prices: SealedBidPrices['lines'] = sorted.map(({ materielId, price }) => ({ materielId, price }));
    const { lines, totalAmount } = pricedLines(prices, counts);
    const lineTerms: BidLineTerm[] = sorted.map(({ materielId, deliveryDays, note }) => ({ materielId, deliveryDays, note }));
    const technicalFiles = await ownAttachments(tx, caller.memberId, body.technicalFileIds);
    const commercialFiles = await ownAttachments(tx, caller.memberId, body.commercialFileIds);
    const time = new Date(at);
    const [head] = await tx
      .insert(tenderBids)
      .values({
        tenderId: tender.id,
        registrationId: registration!.id,
        memberId: caller.memberId,
        memberRoleId: caller.memberRoleId,
        userId: caller.userId,
        state: 'active',
        revision: 1,
        tenderRevision: tender.revision,
        createTime: time,
        updateTime: time,
      })
      .onConflictDoUpdate({
        target: [tenderBids.tenderId, tenderBids.memberId, tenderBids.memberRoleId],
        set: { userId: caller.userId, state: 'active', revision: sql`${tenderBids.revision} + 1`, tenderRevision: tender.revision, updateTime: time },
      })
      .returning({ id: tenderBids.id, revision: tenderBids.revision });
    if (head!.revision > TENDER_BID_LIMITS.revisions) throw new BusinessError(Code.COUNT_EXCEEDED);
    const content: BidReceiptContent = {
      tenderId: tender.id,
      tenderRevision: tender.revision,
      supplier: { memberId: caller.memberId, roleId: caller.memberRoleId },
      bidId: head!.id,
      revision: head!.revision,
      kind: 'submitted',
      lines,
      totalAmount,
      currency: DEFAULT_CURRENCY,
      taxRate: body.taxRate,
      terms: body.terms,
      lineTerms,
      remark: body.remark,
      technicalFiles,
      commercialFiles,
      receivedTime: at,
    };
    const hash = bidReceiptHash(content);
    const sealed: SealedBidPrices = { lines: prices, totalAmount };
    await tx.insert(tenderBidRevisions).values({
      bidId: head!.id,
      tenderId: tender.id,
      revision: head!.revision,
      tenderRevision: tender.revision,
      kind: 'submitted',
      userId: caller.userId,
      sealedPrices: sealer.seal(sealed, bidSealBinding(head!.id, head!.revision)),
      taxRate: body.taxRate,
      currency: DEFAULT_CURRENCY,
      terms: body.terms,
      lineTerms,
      remark: body.remark,
      technicalFiles,
      commercialFiles,
      receiptHash: hash,
      createTime: time,
    });
    return {
      bidId: head!.id,
      tenderId: tender.id,
      revision: head!.revision,
      tenderRevision: tender.revision,
      kind: 'submitted',
      receivedTime: at,
      sha256: hash,
      totalAmount,
      currency: DEFAULT_CURRENCY,
    };
  });
  return result;
}
