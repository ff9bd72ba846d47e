// The award notice that ended an item: its detail page links the notice's publicity and bid result.
import { and, desc, eq } from 'drizzle-orm';
import type { Attachment } from '#contract/schemas.ts';
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

/** What an award notice names its item's number by: the inquiry's number or the tender's code. */
const NUMBER_LABEL: Record<1 | 2 | 3, string> = { 1: '询价单号', 2: '招标编号', 3: '竞价单号' };

/**
 * An award notice in procurement publicity, also its bid-result page, written in the award's
 * transaction: an inquiry's (type 1, docs/decisions/017-inquiry-sealed-quotes-and-currency.md) or a
 * tender's (type 2, with the winning announcement's and the winning notice's files,
 * docs/decisions/022-tender-evaluation.md). Who won how many lines, at what total, in the item's
 * currency. Its id.
 */
export async function publishAwardNotice(
  tx: Db,
  award: {
    item: { type: 1 | 2 | 3; id: number; memberId: number; memberRoleId: number; title: string; number: string; currency: string };
    lines: Array<{ supplier: { memberId: number; name: string }; amount: number }>;
    totalAmount: number;
    buyerName: string;
    at: number;
    announceFiles?: Attachment[];
    winNoticeFiles?: Attachment[];
  },
): Promise<number> {
  const { item, lines, totalAmount, buyerName, at } = award;
  const bySupplier = new Map<number, { name: string; amount: number; lines: number }>();
  for (const line of lines) {
    const entry = bySupplier.get(line.supplier.memberId) ?? { name: line.supplier.name, amount: 0, lines: 0 };
    bySupplier.set(line.supplier.memberId, { ...entry, amount: Math.round((entry.amount + line.amount) * 100) / 100, lines: entry.lines + 1 });
  }
  const winners = [...bySupplier.entries()].sort(([, a], [, b]) => b.amount - a.amount);
  const content = [
    `${buyerName}「${item.title}」（${NUMBER_LABEL[item.type]} ${item.number}）已完成定标，结果公示如下：`,
    `采购单位：${buyerName}`,
    ...winners.map(([, w]) => `中标供应商：${w.name}，中标物料 ${w.lines} 项，中标金额 ${money(w.amount, item.currency)}`),
    `定标总金额：${money(totalAmount, item.currency)}`,
  ].join('\n');
  const [notice] = await tx
    .insert(notices)
    .values({
      type: item.type,
      memberId: item.memberId,
      memberRoleId: item.memberRoleId,
      awardedMemberId: winners[0]?.[0] ?? null,
      sourceId: item.id,
      name: `${item.title}中标公告`,
      content,
      announceFiles: award.announceFiles ?? [],
      winNoticeFiles: award.winNoticeFiles ?? [],
      createTime: new Date(at),
    })
    .returning({ id: notices.id });
  return notice!.id;
}
