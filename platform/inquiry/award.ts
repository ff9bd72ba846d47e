// The award (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): the buyer gives each line of its
// inquiry to one active quote of the current revision (all to one: whole; else split), with a
// reason when a line does not go to its lowest price; a sealed inquiry only once opened. In one
// transaction: the award (append-only), the award notice in procurement publicity (type 1, which is
// also the bid-result page), a purchase order per awarded supplier (platform/order/), the inquiry
// marked awarded, and every supplier who quoted told whether it won.
import { eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { AwardedLine, AwardRecord } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { inquiries, inquiryAwards, members } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { publishAwardNotice } from '../notice/index.ts';
import { createOrders } from '../order/index.ts';
import { ownInquiry } from './inquiry.ts';
import { lineAmount, sum } from '../sourcing/money.ts';
import { linesOf, quotingSuppliers } from './queries/inquiries.ts';
import { comparisonOf, pricedQuotes } from './queries/openings.ts';
import { SEALED } from './quotes.ts';
import { quoteWindow } from './windows.ts';

/** Awards the caller's inquiry as the body asks (a retried award replays); the award record. */
export async function awardInquiry(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.inquiryBuyer.award, 'login'>,
): Promise<AwardRecord> {
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:award:${body.id}`, key, async (tx): Promise<AwardRecord> => {
    const row = await ownInquiry(tx, body.id, caller, 'update');
    if (row.state === 'awarded') throw new BusinessError(Code.RECORD_REPEATED);
    if (row.state === 'cancelled') throw new BusinessError(Code.INQUIRY_CANCELLED);
    if (row.state === 'draft') throw new BusinessError(Code.INQUIRY_STATE_FORBIDS);
    const at = now();
    const priced = await pricedQuotes(tx, row);
    if (row.priceContrast === SEALED) {
      if (quoteWindow(row, at) === 'open') throw new BusinessError(Code.DEADLINE_NOT_REACHED);
      if (!priced.opened) throw new BusinessError(Code.NOT_OPENED);
    }
    const comparison = await comparisonOf(tx, row, priced.quotes);
    const materiels = await linesOf(tx, row.id);
    const quoteOf = new Map(priced.quotes.map((q) => [q.quoteId, q]));
    const asked = new Map(body.lines.map((line) => [line.materielId, line.quoteId]));
    if (asked.size !== body.lines.length || asked.size !== materiels.length || materiels.some((m) => !asked.has(m.id))) {
      throw new BusinessError(Code.AWARD_INVALID, 'every line once');
    }
    const lowestOf = new Map(comparison.lines.map((l) => [l.materielId, l.lowestUnitPrice]));
    const lines: AwardedLine[] = materiels.map((m) => {
      const quote = quoteOf.get(asked.get(m.id)!);
      if (!quote?.lines) throw new BusinessError(Code.AWARD_INVALID, String(m.id));
      if (quote.inquiryRevision < row.revision) throw new BusinessError(Code.QUOTE_STALE);
      const line = quote.lines.find((l) => l.materielId === m.id);
      if (!line) throw new BusinessError(Code.AWARD_INVALID, String(m.id));
      return {
        materielId: m.id,
        quoteId: quote.quoteId,
        supplier: quote.supplier,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        amount: lineAmount(line.unitPrice, line.quantity),
        lowest: line.unitPrice <= (lowestOf.get(m.id) ?? line.unitPrice),
      };
    });
    const reason = body.reason?.trim() || null;
    if (lines.some((l) => !l.lowest) && !reason) throw new BusinessError(Code.AWARD_REASON_REQUIRED);
    const totalAmount = sum(lines.map((l) => l.amount));
    if (row.purchaseType === 1 && totalAmount > row.budgetAmount) throw new BusinessError(Code.ABOVE_FIXED_AMOUNT);
    const winners = [...new Set(lines.map((l) => l.quoteId))];
    const time = new Date(at);
    const [buyer] = await tx.select({ name: members.name }).from(members).where(eq(members.id, caller.memberId));
    const item = {
      type: 1 as const,
      id: row.id,
      memberId: row.memberId,
      memberRoleId: row.memberRoleId,
      title: row.details,
      number: row.purchaseInquiryNo,
      currency: row.currency,
    };
    const noticeId = await publishAwardNotice(tx, { item, lines, totalAmount, buyerName: buyer?.name ?? '', at });
    const [award] = await tx
      .insert(inquiryAwards)
      .values({
        inquiryId: row.id,
        awardedByUserId: caller.userId,
        mode: winners.length === 1 ? 'whole' : 'split',
        reason,
        lines,
        totalAmount,
        currency: row.currency,
        noticeId,
        createTime: time,
      })
      .returning();
    await tx.update(inquiries).set({ state: 'awarded', updateTime: time }).where(eq(inquiries.id, row.id));
    const orders = await createOrders(tx, { inquiry: row, awardId: award!.id, lines, materiels, at });
    const orderOf = new Map(orders.map((o) => [o.quoteId, o]));
    for (const supplier of await quotingSuppliers(tx, row.id)) {
      const order = orderOf.get(supplier.quoteId);
      await notify(tx, {
        recipientMemberId: supplier.memberId,
        kind: order ? 'inquiry.awarded' : 'inquiry.notAwarded',
        payload: {
          inquiryId: row.id,
          purchaseInquiryNo: row.purchaseInquiryNo,
          title: row.details,
          buyerName: buyer?.name ?? '',
          noticeId,
          ...(order ? { orderId: order.id, orderNo: order.orderNo, totalAmount: order.totalAmount, currency: row.currency } : {}),
          link: order ? LINKS.saleOrder(order.id) : LINKS.quote(row.id, row.purchaseInquiryNo),
        },
        at,
      });
      if (order) {
        await notify(tx, {
          recipientMemberId: supplier.memberId,
          kind: 'order.created',
          payload: {
            orderId: order.id,
            orderNo: order.orderNo,
            inquiryId: row.id,
            title: row.details,
            buyerName: buyer?.name ?? '',
            totalAmount: order.totalAmount,
            currency: row.currency,
            link: LINKS.saleOrder(order.id),
          },
          at,
        });
      }
    }
    return {
      id: award!.id,
      inquiryId: row.id,
      mode: award!.mode,
      reason,
      lines,
      totalAmount,
      currency: row.currency,
      noticeId,
      orderIds: orders.map((o) => o.id),
      createTime: at,
    };
  });
  return result;
}
