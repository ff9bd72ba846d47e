// What the buyer reads before drafting a contract (docs/product/contracts.md): its awards a contract
// may still be drafted from (the orders an award made, not declined, with a line no contract holds),
// and a draft prefilled from one of them — its free lines at the awarded quantities, a delivery date
// from the source (else, or when that day has passed, in 30 days), one stage of 100 % on acceptance, the source's address, and a
// template's text with its placeholders filled in. 404 for another buyer's order, 1210 for a member
// that is not a buyer.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import {
  AGREEMENT_LIMITS,
  AGREEMENT_PLACEHOLDERS,
  type AgreementPlaceholder,
  type AgreementTerms,
  type ContractableAward,
  type Page,
} from '#contract/schemas.ts';
import { siteFields } from '#contract/time.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { agreementTemplates } from '../db/schema.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { contractableOrderPage, type OrderForAgreement, orderForAgreement, ordersForAgreement } from '../order/index.ts';
import { sum } from '../sourcing/money.ts';
import { contractableAward, isLot } from './awards.ts';

const DAY = 86_400_000;

/** The day `days` after `date` (YYYY-MM-DD). */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The buyer's order `id`, read for a contract: 404 when it is not the caller's (member and role), 39029 when the supplier declined it. */
export function refuseOrder(order: OrderForAgreement | undefined, caller: Caller): OrderForAgreement {
  if (!order || order.buyer.memberId !== caller.memberId || order.buyer.roleId !== caller.memberRoleId) throw new BusinessError(Code.NOT_FOUND);
  if (order.state === 'declined') throw new BusinessError(Code.AWARD_NOT_CONTRACTABLE);
  return order;
}

/** The caller's awards a contract may be drafted from, newest first. */
export async function contractableAwards(
  db: Db,
  query: z.output<typeof api.agreementBuyer.awards.query>,
  caller: Caller,
): Promise<Page<ContractableAward>> {
  requireBuyer(caller);
  const { ids, totalCount } = await contractableOrderPage(db, { memberId: caller.memberId, roleId: caller.memberRoleId }, query);
  const orders = await ordersForAgreement(db, ids);
  return { data: ids.flatMap((id) => (orders.has(id) ? [contractableAward(orders.get(id)!)] : [])), totalCount };
}

/**
 * `text` with its placeholders ({{supplier}} …) filled in from `values`; {{agreementNo}} is kept until
 * the contract is drafted and numbered (drafting.ts fills it in), an unknown placeholder stays as written.
 */
export function fillPlaceholders(text: string, values: Partial<Record<AgreementPlaceholder, string>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const known = (AGREEMENT_PLACEHOLDERS as readonly string[]).includes(name);
    return known ? (values[name as AgreementPlaceholder] ?? whole) : whole;
  });
}

/** A draft from the caller's order `orderId` (with the text of its template `templateId`, 404 when not its own). */
export async function agreementDraft(
  { db, now }: PlatformContext,
  query: z.output<typeof api.agreementBuyer.draft.query>,
  caller: Caller,
): Promise<{ award: ContractableAward; terms: AgreementTerms }> {
  requireBuyer(caller);
  const order = refuseOrder(await orderForAgreement(db, query.orderId), caller);
  const free = order.lines.filter((line) => line.agreementId === null);
  if (free.length === 0) throw new BusinessError(Code.AGREEMENT_EXISTS);
  let template = '';
  if (query.templateId !== undefined) {
    const [own] = await db
      .select({ body: agreementTemplates.body })
      .from(agreementTemplates)
      .where(
        and(
          eq(agreementTemplates.id, query.templateId),
          eq(agreementTemplates.memberId, caller.memberId),
          eq(agreementTemplates.roleId, caller.memberRoleId),
        ),
      );
    if (!own) throw new BusinessError(Code.NOT_FOUND);
    template = own.body;
  }
  const today = siteFields(now()).date;
  // The source's delivery day, unless it has passed: a draft never proposes a delivery before today.
  const sourceDay = order.source.deliveryTime ? siteFields(order.source.deliveryTime.getTime()).date : null;
  const deliveryDate = sourceDay !== null && sourceDay >= today ? sourceDay : addDays(today, 30);
  // A month after delivery for acceptance and payment.
  const endDate = addDays(deliveryDate, 30);
  const totalAmount = isLot(order) ? order.totalAmount : sum(free.map((line) => line.amount));
  const { source } = order;
  const text = fillPlaceholders(template, {
    buyer: order.buyer.name,
    supplier: order.supplier.name,
    total: totalAmount.toFixed(2),
    currency: order.currency,
    startDate: today,
    endDate,
    source: `${source.code} ${source.title}`.trim(),
  });
  return {
    award: contractableAward(order),
    terms: {
      title: source.title.slice(0, AGREEMENT_LIMITS.title),
      startDate: today,
      endDate,
      lines: free.map((line) => ({
        lineNo: line.lineNo,
        materielId: line.materielId,
        number: line.number,
        name: line.name,
        model: line.model,
        unit: line.unit,
        awardedQuantity: line.quantity,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        amount: line.amount,
        deliveryDate,
      })),
      totalAmount,
      // A stage's name is the buyer's words: prefilled as its share, which reads the same in every language.
      paymentPlan: [{ stageNo: 1, name: '100%', ratio: 100, amount: totalAmount, condition: 'acceptance', dueDate: null, payDay: null }],
      deliveryAddress: (source.address ?? '').slice(0, AGREEMENT_LIMITS.address),
      text,
      attachments: [],
    },
  };
}
