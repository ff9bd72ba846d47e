// The award of a tender (docs/decisions/022-tender-evaluation.md): after the report (60102 before),
// once, the buyer gives the whole tender to one valid bid, or each material line to valid bids by
// percentages above 0 that total 100 per line (60123), to the first-ranked bid or another with a
// reason (60012). A share's quantity is ratio × count ÷ 100 (three decimals; the last share of a line
// takes the rounding's remainder: award-shares.ts), its amount quantity × the bid's unit price (two).
// In one transaction: the award (append-only); the tender awarded; the winning announcement in
// procurement publicity (type 2) with its bid-result page and both file lists; each winning bid's
// purchase order (type 5); every bidder told whether it won, with its rank.
import { asc, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { TenderAwardView } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { tenderAwards, tenderMateriels, tenders } from '../db/schema.ts';
import { ownAttachments } from '../files/index.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { publishAwardNotice } from '../notice/index.ts';
import { createTenderOrders } from '../order/index.ts';
import { DEFAULT_CURRENCY, lineAmount, sum } from '../sourcing/money.ts';
import { awardView, reportView } from './award-queries.ts';
import { FULL, hundredthsOf, shareQuantities } from './award-shares.ts';
import { openingOf } from './evaluation-queries.ts';
import type { AwardedShare } from './schema.ts';
import { memberName, ownTender, refuseState } from './tender.ts';

/** The buyer awards its tender as the body asks, keyed (a retried award replays); the award as its page shows it. */
export async function awardTender(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.tenderEvaluation.award, 'login'>,
): Promise<TenderAwardView> {
  const key = requestKey(body.idempotencyKey, request);
  await once(db, `m${caller.memberId}:tenderAward:${body.id}`, key, async (tx) => {
    const tender = await ownTender(tx, body.id, caller, 'update');
    refuseState(tender);
    const report = await reportView(tx, tender.id);
    if (!report) throw new BusinessError(Code.TENDER_STATE_FORBIDS, 'no evaluation report');
    const opening = (await openingOf(tx, tender.id))!;
    const materiels = await tx
      .select()
      .from(tenderMateriels)
      .where(eq(tenderMateriels.parentId, tender.id))
      .orderBy(asc(tenderMateriels.sort), asc(tenderMateriels.id));
    const bidOf = new Map(opening.bids.filter((b) => b.valid).map((b) => [b.bidId, b]));
    const materielOf = new Map(materiels.map((m) => [m.id, m]));
    const asked = body.mode === 'whole' ? materiels.map((m) => ({ materielId: m.id, bidId: body.bidId, ratio: 100 })) : body.shares;

    const perLine = new Map<number, number>();
    const pairs = new Set<string>();
    const given = asked.map(({ materielId, bidId, ratio }) => {
      const bid = bidOf.get(bidId);
      if (!bid) throw new BusinessError(Code.BID_MISSING, String(bidId));
      if (!materielOf.has(materielId) || pairs.has(`${materielId}:${bidId}`)) throw new BusinessError(Code.AWARD_INVALID, String(materielId));
      pairs.add(`${materielId}:${bidId}`);
      if (!(ratio > 0)) throw new BusinessError(Code.AWARD_RATIO_INVALID, String(materielId));
      perLine.set(materielId, (perLine.get(materielId) ?? 0) + hundredthsOf(ratio));
      const unitPrice = bid.lines.find((l) => l.materielId === materielId)?.price;
      if (unitPrice === undefined) throw new BusinessError(Code.AWARD_INVALID, String(materielId));
      return { materielId, bidId, supplier: bid.supplier, ratio, unitPrice };
    });
    if (materiels.some((m) => perLine.get(m.id) !== FULL)) throw new BusinessError(Code.AWARD_RATIO_INVALID);
    const quantities = shareQuantities(given, (id) => materielOf.get(id)!.purchaseCount);
    const shares: AwardedShare[] = given.map(({ materielId, bidId, supplier, ratio, unitPrice }, i) => {
      const quantity = quantities[i]!;
      return { materielId, bidId, supplier, ratio, quantity, unitPrice, amount: lineAmount(unitPrice, quantity) };
    });

    const first = report.ranking[0]?.bidId;
    const winners = [...new Set(shares.map((s) => s.bidId))];
    const wholeToFirst = winners.length === 1 && winners[0] === first;
    const reason = body.reason?.trim() || null;
    if (!wholeToFirst && !reason) throw new BusinessError(Code.AWARD_REASON_REQUIRED);
    const totalAmount = sum(shares.map((s) => s.amount));
    if (tender.purchaseType === 1 && totalAmount > tender.budgetAmount) throw new BusinessError(Code.ABOVE_FIXED_AMOUNT);
    const [announceFiles, winNoticeFiles] = [
      await ownAttachments(tx, caller.memberId, body.announceFileIds),
      await ownAttachments(tx, caller.memberId, body.winNoticeFileIds),
    ];

    const at = now();
    const time = new Date(at);
    const currency = DEFAULT_CURRENCY;
    const buyerName = await memberName(tx, caller.memberId);
    const item = {
      type: 2 as const,
      id: tender.id,
      memberId: tender.memberId,
      memberRoleId: tender.memberRoleId,
      title: tender.projectName,
      number: tender.code,
      currency,
    };
    const noticeId = await publishAwardNotice(tx, { item, lines: shares, totalAmount, buyerName, at, announceFiles, winNoticeFiles });
    const [award] = await tx
      .insert(tenderAwards)
      .values({
        tenderId: tender.id,
        awardedByUserId: caller.userId,
        mode: winners.length === 1 ? 'whole' : 'split',
        reason,
        shares,
        totalAmount,
        currency,
        noticeId,
        createTime: time,
      })
      .returning({ id: tenderAwards.id });
    await tx.update(tenders).set({ state: 'awarded', updateTime: time }).where(eq(tenders.id, tender.id));
    const orders = await createTenderOrders(tx, {
      tender: { ...tender, currency },
      awardId: award!.id,
      shares,
      materiels: materiels.map((m) => ({ id: m.id, number: m.number, name: m.name, model: m.model, unit: m.unit })),
      at,
    });
    const orderOf = new Map(orders.map((o) => [o.bidId, o]));
    const rankOf = new Map(report.ranking.map((r) => [r.bidId, r.rank]));
    for (const bid of opening.bids) {
      const order = orderOf.get(bid.bidId);
      await notify(tx, {
        recipientMemberId: bid.supplier.memberId,
        kind: order ? 'tender.awarded' : 'tender.notAwarded',
        payload: {
          tenderId: tender.id,
          code: tender.code,
          title: tender.projectName,
          buyerName,
          rank: rankOf.get(bid.bidId) ?? null,
          noticeId,
          ...(order ? { orderId: order.id, orderNo: order.orderNo, totalAmount: order.totalAmount, currency } : {}),
          link: order ? LINKS.saleOrder(order.id) : LINKS.myTenders(),
        },
        at,
      });
    }
    return { id: award!.id };
  });
  const award = await awardView(db, body.id);
  if (!award) throw new BusinessError(Code.NOT_FOUND);
  return award;
}
