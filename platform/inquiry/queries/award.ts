// The award read back (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): the buyer reads it whole
// (every line's winner, price and quantity, its reason, who decided and when, every order and where
// it stands); a supplier that quoted reads whether it won, its own won lines and its own order, and
// nothing of another supplier's prices nor the buyer's reason. 404 before the award and to anyone else.
import { and, count, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { AwardedLine, AwardResult, AwardResultLine } from '#contract/schemas.ts';
import type { Db } from '../../db/client.ts';
import { inquiryAwards, members, quotes, users } from '../../db/schema.ts';
import type { Caller } from '../../http/caller.ts';
import { BusinessError } from '../../http/errors.ts';
import { ordersOfAward } from '../../order/index.ts';
import { inquiryFor, isPublisher } from '../inquiry.ts';
import { sum } from '../../sourcing/money.ts';
import { linesOf } from './inquiries.ts';

/** The award of the inquiry `id` as the caller may read it. */
export async function awardResult(db: Db, id: number, caller: Caller): Promise<AwardResult> {
  const row = await inquiryFor(db, id);
  const buyer = isPublisher(row, caller);
  if (!buyer) {
    const [quoted] = await db
      .select({ n: count() })
      .from(quotes)
      .where(and(eq(quotes.inquiryId, row.id), eq(quotes.memberId, caller.memberId), eq(quotes.memberRoleId, caller.memberRoleId)));
    if (!quoted?.n) throw new BusinessError(Code.NOT_FOUND);
  }
  const [found] = await db
    .select({ award: inquiryAwards, userName: users.name, memberName: members.name })
    .from(inquiryAwards)
    .innerJoin(users, eq(users.id, inquiryAwards.awardedByUserId))
    .innerJoin(members, eq(members.id, row.memberId))
    .where(eq(inquiryAwards.inquiryId, row.id));
  if (!found) throw new BusinessError(Code.NOT_FOUND);
  const { award } = found;
  const [materiels, allOrders] = await Promise.all([linesOf(db, row.id), ordersOfAward(db, award.id)]);
  const materielOf = new Map(materiels.map((m) => [m.id, m]));
  const mine = (party: { memberId: number; roleId: number }) => party.memberId === caller.memberId && party.roleId === caller.memberRoleId;
  const awarded = award.lines as AwardedLine[];
  const shown = buyer ? awarded : awarded.filter((line) => mine(line.supplier));
  const lines = shown.map((line): AwardResultLine => {
    const materiel = materielOf.get(line.materielId);
    return {
      materielId: line.materielId,
      number: materiel?.number ?? '',
      name: materiel?.name ?? '',
      model: materiel?.model ?? '',
      unit: materiel?.unit ?? '',
      quoteId: line.quoteId,
      supplier: line.supplier,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      amount: line.amount,
      lowest: line.lowest,
    };
  });
  return {
    inquiryId: row.id,
    purchaseInquiryNo: row.purchaseInquiryNo,
    details: row.details,
    viewer: buyer ? 'buyer' : 'supplier',
    won: buyer ? null : lines.length > 0,
    mode: award.mode,
    reason: buyer ? award.reason : null,
    decidedBy: { memberId: row.memberId, memberName: found.memberName, userName: found.userName },
    createTime: award.createTime.getTime(),
    totalAmount: buyer ? award.totalAmount : sum(lines.map((line) => line.amount)),
    currency: award.currency,
    lineCount: awarded.length,
    lines,
    noticeId: award.noticeId,
    orders: buyer ? allOrders : allOrders.filter((order) => mine(order.supplier)),
  };
}
