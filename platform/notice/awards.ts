// The award notice that ended an item: its detail page links the notice's publicity and bid result.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notices } from '../db/schema.ts';
import type { PriceType } from '../sourcing/sources.ts';

/** The id of the latest award notice of the item (`type` its sourcing type), or null before one is published. */
export async function awardNoticeId(db: Db, type: PriceType, itemId: number): Promise<number | null> {
  const [notice] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.type, type), eq(notices.sourceId, itemId)))
    .orderBy(desc(notices.createTime), desc(notices.id))
    .limit(1);
  return notice?.id ?? null;
}

/** Formats an amount in its currency as the notice's text (Chinese: the publicity is written in it). */
function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('zh-CN', { style: 'currency', currency }).format(amount);
}

/**
 * An inquiry's award notice (procurement publicity type 1, also its bid-result page), written in
 * the award's transaction (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): who won which
 * lines, at what total, in the inquiry's currency. Its id.
 */
export async function publishAwardNotice(
  tx: Db,
  award: {
    inquiry: { id: number; memberId: number; memberRoleId: number; details: string; purchaseInquiryNo: string; currency: string };
    lines: Array<{ supplier: { memberId: number; name: string }; amount: number }>;
    totalAmount: number;
    buyerName: string;
    at: number;
  },
): Promise<number> {
  const { inquiry, lines, totalAmount, buyerName, at } = award;
  const bySupplier = new Map<number, { name: string; amount: number; lines: number }>();
  for (const line of lines) {
    const entry = bySupplier.get(line.supplier.memberId) ?? { name: line.supplier.name, amount: 0, lines: 0 };
    bySupplier.set(line.supplier.memberId, { ...entry, amount: Math.round((entry.amount + line.amount) * 100) / 100, lines: entry.lines + 1 });
  }
  const winners = [...bySupplier.entries()].sort(([, a], [, b]) => b.amount - a.amount);
  const content = [
    `${buyerName}「${inquiry.details}」（询价单号 ${inquiry.purchaseInquiryNo}）已完成定标，结果公示如下：`,
    `采购单位：${buyerName}`,
    ...winners.map(([, w]) => `中标供应商：${w.name}，中标物料 ${w.lines} 项，中标金额 ${money(w.amount, inquiry.currency)}`),
    `定标总金额：${money(totalAmount, inquiry.currency)}`,
  ].join('\n');
  const [notice] = await tx
    .insert(notices)
    .values({
      type: 1,
      memberId: inquiry.memberId,
      memberRoleId: inquiry.memberRoleId,
      awardedMemberId: winners[0]?.[0] ?? null,
      sourceId: inquiry.id,
      name: `${inquiry.details}中标公告`,
      content,
      createTime: new Date(at),
    })
    .returning({ id: notices.id });
  return notice!.id;
}
