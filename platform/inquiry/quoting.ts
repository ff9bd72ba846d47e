// A supplier's quotes (docs/decisions/017-inquiry-sealed-quotes-and-currency.md). Each submission is a
// revision (quote_revisions, append-only) behind one head per supplier and inquiry (quotes): the
// platform checks, inside the transaction and by its own clock, that the inquiry takes quotes, the
// supplier is admitted in a stage that may quote (lifecycle rule 1), invited when it must be, within
// the inquiry's areas as its buyer admitted its region (eligibility.ts: the rule the lists and the
// detail show too), that the lines are the inquiry's, no delivery date already past and the total
// within a fixed amount; it computes the total, seals a sealed inquiry's prices (a line's own
// delivery date and notes are not prices: they stay in clear), and answers a receipt: its time and
// the sha256 of what it received. An idempotency key makes a retried submission a replay. The
// supplier reads its own latest sealed prices back (queries/own-quotes.ts); no one else does.
import { and, count, eq, sql } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { QuoteReceipt } from '#contract/schemas.ts';
import { INQUIRY_LIMITS } from '#contract/schemas/inquiry-rules.ts';
import type { PlatformContext } from '../context.ts';
import { members, quoteRevisions, quotes } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey, transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { quoteRefusal } from './eligibility.ts';
import { ownAttachments } from '../files/index.ts';
import { inquiryFor } from './inquiry.ts';
import { sum } from '../sourcing/money.ts';
import { pricedLines } from './priced-lines.ts';
import { type ReceiptContent, receiptHash, sealBinding } from './receipts.ts';
import type { Sealer } from '../sourcing/seal.ts';
import { SEALED } from './quotes.ts';
import { quoteWindow } from './windows.ts';

// The seed's quotes (seed/quotes.ts) are sealed and hashed as a submission is: it takes these here.
export { receiptHash, sealBinding };

/** A submission of the caller's quote on the inquiry the body names: its receipt (a retried one replays). */
export async function submitQuote(
  { db, now }: PlatformContext,
  sealer: Sealer,
  { body, caller, request }: RouteInput<typeof api.inquiryQuote.submit, 'login'>,
): Promise<QuoteReceipt> {
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:quote:${body.inquiryId}`, key, async (tx): Promise<QuoteReceipt> => {
    // Shared: quotes on one inquiry go side by side; an edit, a cancellation or an award waits for them.
    const row = await inquiryFor(tx, body.inquiryId, 'share');
    const at = now();
    const refusal = await quoteRefusal(tx, row, caller, at);
    if (refusal !== null) throw new BusinessError(refusal);
    const { lines, lineTerms } = await pricedLines(tx, row.id, body, at);
    const totalAmount = sum(lines.map((line) => line.amount));
    if (row.purchaseType === 1 && totalAmount > row.budgetAmount) throw new BusinessError(Code.ABOVE_FIXED_AMOUNT);
    const files = await ownAttachments(tx, caller.memberId, body.fileIds);
    const sealed = row.priceContrast === SEALED;
    const time = new Date(at);
    const [head] = await tx
      .insert(quotes)
      .values({
        inquiryId: row.id,
        memberId: caller.memberId,
        memberRoleId: caller.memberRoleId,
        userId: caller.userId,
        totalAmount: sealed ? null : totalAmount,
        currency: row.currency,
        state: 'active',
        revision: 1,
        inquiryRevision: row.revision,
        sealed,
        createTime: time,
        updateTime: time,
      })
      .onConflictDoUpdate({
        target: [quotes.inquiryId, quotes.memberId, quotes.memberRoleId],
        set: {
          userId: caller.userId,
          totalAmount: sealed ? null : totalAmount,
          state: 'active',
          revision: sql`${quotes.revision} + 1`,
          inquiryRevision: row.revision,
          sealed,
          updateTime: time,
        },
      })
      .returning({ id: quotes.id, revision: quotes.revision, createTime: quotes.createTime });
    if (head!.revision > INQUIRY_LIMITS.quoteRevisions) throw new BusinessError(Code.COUNT_EXCEEDED);
    const content: ReceiptContent = {
      inquiryId: row.id,
      inquiryRevision: row.revision,
      supplier: { memberId: caller.memberId, roleId: caller.memberRoleId },
      revision: head!.revision,
      kind: 'submitted',
      lines,
      totalAmount,
      currency: row.currency,
      taxRate: body.taxRate,
      deliveryTime: body.deliveryTime,
      notes: body.notes,
      lineTerms,
      files,
      receivedTime: at,
    };
    const hash = receiptHash(content);
    await tx.insert(quoteRevisions).values({
      quoteId: head!.id,
      inquiryId: row.id,
      revision: head!.revision,
      inquiryRevision: row.revision,
      kind: 'submitted',
      userId: caller.userId,
      sealed,
      currency: row.currency,
      totalAmount: sealed ? null : totalAmount,
      lines: sealed ? null : lines,
      sealedPrices: sealed ? sealer.seal({ lines, totalAmount }, sealBinding(head!.id, head!.revision)) : null,
      taxRate: body.taxRate,
      deliveryTime: new Date(body.deliveryTime),
      notes: body.notes,
      lineTerms,
      files,
      receiptHash: hash,
      createTime: time,
    });
    const [supplier] = await tx.select({ name: members.name }).from(members).where(eq(members.id, caller.memberId));
    await notify(tx, {
      recipientMemberId: row.memberId,
      kind: 'inquiry.quoteReceived',
      payload: {
        inquiryId: row.id,
        purchaseInquiryNo: row.purchaseInquiryNo,
        title: row.details,
        supplierName: supplier?.name ?? '',
        revision: head!.revision,
        sealed,
        link: LINKS.buyerInquiry(row.id),
      },
      at,
    });
    return {
      quoteId: head!.id,
      inquiryId: row.id,
      revision: head!.revision,
      kind: 'submitted',
      receivedTime: at,
      sha256: hash,
      totalAmount,
      currency: row.currency,
      sealed,
    };
  });
  return result;
}

/** Withdraws the caller's active quote while the quote window is open: its receipt. */
export async function withdrawQuote(
  { db, now }: PlatformContext,
  { body, caller }: RouteInput<typeof api.inquiryQuote.withdraw, 'login'>,
): Promise<QuoteReceipt> {
  return transaction(db, async (tx): Promise<QuoteReceipt> => {
    const row = await inquiryFor(tx, body.inquiryId, 'share');
    if (row.state === 'draft') throw new BusinessError(Code.NOT_FOUND);
    if (row.state === 'cancelled') throw new BusinessError(Code.INQUIRY_CANCELLED);
    if (row.state === 'awarded') throw new BusinessError(Code.INQUIRY_AWARDED);
    const at = now();
    if (quoteWindow(row, at) === 'closed') throw new BusinessError(Code.QUOTE_TIME_PASSED);
    const mine = and(eq(quotes.inquiryId, row.id), eq(quotes.memberId, caller.memberId), eq(quotes.memberRoleId, caller.memberRoleId));
    const [head] = await tx
      .update(quotes)
      .set({ state: 'withdrawn', revision: sql`${quotes.revision} + 1`, updateTime: new Date(at) })
      .where(and(mine, eq(quotes.state, 'active')))
      .returning({ id: quotes.id, revision: quotes.revision, inquiryRevision: quotes.inquiryRevision, sealed: quotes.sealed });
    if (!head) {
      const [any] = await tx.select({ n: count() }).from(quotes).where(mine);
      throw new BusinessError(any?.n ? Code.RECORD_REPEATED : Code.NOT_FOUND);
    }
    const content: ReceiptContent = {
      inquiryId: row.id,
      inquiryRevision: head.inquiryRevision,
      supplier: { memberId: caller.memberId, roleId: caller.memberRoleId },
      revision: head.revision,
      kind: 'withdrawn',
      lines: null,
      totalAmount: null,
      currency: row.currency,
      taxRate: null,
      deliveryTime: null,
      notes: '',
      files: [],
      receivedTime: at,
    };
    const hash = receiptHash(content);
    await tx.insert(quoteRevisions).values({
      quoteId: head.id,
      inquiryId: row.id,
      revision: head.revision,
      inquiryRevision: head.inquiryRevision,
      kind: 'withdrawn',
      userId: caller.userId,
      sealed: head.sealed,
      currency: row.currency,
      receiptHash: hash,
      createTime: new Date(at),
    });
    return {
      quoteId: head.id,
      inquiryId: row.id,
      revision: head.revision,
      kind: 'withdrawn',
      receivedTime: at,
      sha256: hash,
      totalAmount: null,
      currency: row.currency,
      sealed: head.sealed,
    };
  });
}
