// A supplier's sealed bids (docs/product/tenders.md#sealed-bids). Each submission or withdrawal is a
// revision (tender_bid_revisions, append-only) behind one head per supplier and tender (tender_bids):
// the platform checks, inside the transaction and by its own clock, that the tender is published and
// not ended, the caller's registration is approved (60119: none, pending or rejected), the bidding
// window is open (windows.ts biddingWindow, 60108) and the lines are the tender's, each once (60138);
// it computes the amounts and the total, seals the prices (only `sealedPrices` holds them, bound to the
// bid and revision) and answers a receipt: its time and the sha256 of what it received. Sending again
// revises the bid and answers the tender's current revision (a confirmation after an amendment). An
// idempotency key makes a retried request a replay.
import { and, asc, eq, sql } from 'drizzle-orm';
import { Code, type CodeValue } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { BidReceipt } from '#contract/schemas.ts';
import { TENDER_BID_LIMITS } from '#contract/schemas/tender-rules.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { tenderBidRevisions, tenderBids, tenderMateriels, tenderRegistrations, tenders } from '../db/schema.ts';
import { ownAttachments } from '../files/index.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { DEFAULT_CURRENCY } from '../sourcing/money.ts';
import type { Sealer } from '../sourcing/seal.ts';
import { type BidReceiptContent, bidReceiptHash, bidSealBinding, pricedLines } from './bid-receipts.ts';
import type { BidLineTerm, SealedBidPrices } from './schema.ts';
import type { TenderRow } from './tender.ts';
import { biddingWindow } from './windows.ts';

/** A published (or ended) tender by id, locked as the action needs; 404 for a draft or none. */
export async function tenderFor(tx: Db, id: number, lock?: 'share' | 'update'): Promise<TenderRow> {
  const query = tx.select().from(tenders).where(eq(tenders.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row || row.state === 'draft') throw new BusinessError(Code.NOT_FOUND);
  return row;
}

/** What the tender's state alone refuses: cancelled (60101), failed or awarded (60102). */
function endedRefusal(tender: TenderRow): CodeValue | null {
  if (tender.state === 'cancelled') return Code.TENDER_CANCELLED;
  if (tender.state !== 'published') return Code.TENDER_STATE_FORBIDS;
  return null;
}

/** The caller's registration for the tender (its member and role), or undefined. */
export async function ownRegistration(db: Db, tenderId: number, caller: Caller) {
  const [registration] = await db
    .select({ id: tenderRegistrations.id, review: tenderRegistrations.review, reviewReason: tenderRegistrations.reviewReason })
    .from(tenderRegistrations)
    .where(
      and(
        eq(tenderRegistrations.tenderId, tenderId),
        eq(tenderRegistrations.memberId, caller.memberId),
        eq(tenderRegistrations.memberRoleId, caller.memberRoleId),
      ),
    );
  return registration;
}

/** The code a bid of the caller's would be refused with at `at` (the state, its registration, the window), or null; and its registration. */
export async function bidRefusal(db: Db, tender: TenderRow, caller: Caller, at: number) {
  const registration = await ownRegistration(db, tender.id, caller);
  const ended = endedRefusal(tender);
  const refusal: CodeValue | null =
    ended ??
    (registration?.review !== 'approved' ? Code.NOT_QUALIFIED_BIDDER : biddingWindow(tender, at) === 'closed' ? Code.OUTSIDE_BIDDING_WINDOW : null);
  return { refusal, registration };
}

/** The tender's material lines and their counts, by id. */
export async function materielCounts(db: Db, tenderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: tenderMateriels.id, count: tenderMateriels.purchaseCount })
    .from(tenderMateriels)
    .where(eq(tenderMateriels.parentId, tenderId))
    .orderBy(asc(tenderMateriels.id));
  return new Map(rows.map((row) => [row.id, row.count]));
}

const mine = (tenderId: number, caller: Caller) =>
  and(eq(tenderBids.tenderId, tenderId), eq(tenderBids.memberId, caller.memberId), eq(tenderBids.memberRoleId, caller.memberRoleId));

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

/** Withdraws the caller's active bid while the bidding window is open: its receipt (a retried one replays). */
export async function withdrawBid(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.tenderBid.withdraw, 'login'>,
): Promise<BidReceipt> {
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:tender-bid-withdraw:${body.tenderId}`, key, async (tx): Promise<BidReceipt> => {
    const tender = await tenderFor(tx, body.tenderId, 'share');
    const ended = endedRefusal(tender);
    if (ended !== null) throw new BusinessError(ended);
    const [bid] = await tx.select().from(tenderBids).where(mine(tender.id, caller));
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
