// A version's terms as the platform keeps and hashes them (docs/product/contracts.md): what a side
// sent (lines by number with quantity and delivery date, the payment plan, the address, the text,
// the files) checked against the award and made canonical — names and unit prices from the award,
// amounts worked out here, stages numbered — and the sha256 of its canonical JSON, which both sides
// confirm. Pure: the actions read the award and the files, this decides.
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { AgreementTermsBody } from '#contract/endpoints.ts';
import type { AgreementTerms, PaymentStage } from '#contract/schemas.ts';
import { siteTime } from '#contract/time.ts';
import { stageAmounts } from '#contract/agreement-amounts.ts';
import { canonicalJson, sha256 } from '../db/hashing.ts';
import { BusinessError } from '../http/errors.ts';
import { lineAmount, sum } from '../sourcing/money.ts';

export type TermsBody = z.output<typeof AgreementTermsBody>;

/** An awarded line a contract may hold, as the award gave it. */
export type AwardLine = {
  lineNo: number;
  materielId: number;
  number: string;
  name: string;
  model: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  amount: number;
};

/** What a version is checked against. */
export type AwardBasis = {
  /** The lines the version may hold: a draft's, the order's free lines; a proposal's, the contract's own. */
  lines: AwardLine[];
  /** Whether the version must hold every one of `lines` (a proposal: the contract's lines are fixed when drafted). */
  everyLine: boolean;
  /**
   * An auction of several lines is one price for the whole lot (its lines carry none): the contract's
   * total is that price, and it holds the whole lot. null for every other award.
   */
  lotAmount: number | null;
  /** A fixed purchase amount (an inquiry's or a tender's purchaseType 1) no contract may exceed, or null. */
  fixedAmount: number | null;
};

const cents = (amount: number) => Math.round(amount * 100);
const thousandths = (quantity: number) => Math.round(quantity * 1000);

function realDay(date: string, field: string): string {
  if (siteTime(date) === null) throw new BusinessError(Code.PARAM_INVALID, `${field}: no such day`);
  return date;
}

/** The payment plan, checked: ratios total exactly 100 (37123), a payment day 1–31 (39019), a date for 'date' alone (39021). */
function paymentPlanOf(plan: TermsBody['paymentPlan'], total: number): PaymentStage[] {
  if (plan.reduce((ratios, stage) => ratios + Math.round(stage.ratio * 100), 0) !== 10_000) throw new BusinessError(Code.PAYMENT_RATIOS_NOT_100);
  for (const stage of plan) {
    if (stage.payDay !== null && (stage.payDay < 1 || stage.payDay > 31)) throw new BusinessError(Code.PAYMENT_DAY_INVALID, String(stage.payDay));
    if ((stage.condition === 'date') !== (stage.dueDate !== null)) throw new BusinessError(Code.PAYMENT_STAGE_DATE_INVALID, stage.name);
    if (stage.dueDate !== null) realDay(stage.dueDate, 'paymentPlan.dueDate');
  }
  const amounts = stageAmounts(
    total,
    plan.map((stage) => stage.ratio),
  );
  return plan.map((stage, index) => ({
    stageNo: index + 1,
    name: stage.name,
    ratio: stage.ratio,
    amount: amounts[index]!,
    condition: stage.condition,
    dueDate: stage.dueDate,
    payDay: stage.payDay,
  }));
}

/**
 * The canonical terms of what a side sent, and the award's amount for the lines it holds (the ceiling
 * of its total). Refuses lines that are not the award's, each once (39022), a quantity or total above
 * the award or the fixed amount (39013), a start after the end (39016) and a payment plan that does
 * not hold (37123, 39019, 39021).
 */
export function canonicalTerms(
  body: TermsBody,
  basis: AwardBasis,
  attachments: AgreementTerms['attachments'],
): { terms: AgreementTerms; awardAmount: number } {
  const award = new Map(basis.lines.map((line) => [line.lineNo, line]));
  const chosen = new Set(body.lines.map((line) => line.lineNo));
  const everyLine = basis.everyLine || basis.lotAmount !== null;
  if (chosen.size !== body.lines.length || body.lines.some((line) => !award.has(line.lineNo)) || (everyLine && chosen.size !== award.size)) {
    throw new BusinessError(Code.AGREEMENT_LINES_INVALID);
  }
  const startDate = realDay(body.startDate, 'startDate');
  const endDate = realDay(body.endDate, 'endDate');
  if (startDate > endDate) throw new BusinessError(Code.AGREEMENT_DATES_INVALID);
  const lines = [...body.lines]
    .sort((a, b) => a.lineNo - b.lineNo)
    .map((line) => {
      const awarded = award.get(line.lineNo)!;
      if (thousandths(line.quantity) > thousandths(awarded.quantity)) throw new BusinessError(Code.AGREEMENT_ABOVE_AWARD, `line ${line.lineNo}`);
      const whole = thousandths(line.quantity) === thousandths(awarded.quantity);
      return {
        lineNo: line.lineNo,
        materielId: awarded.materielId,
        number: awarded.number,
        name: awarded.name,
        model: awarded.model,
        unit: awarded.unit,
        awardedQuantity: awarded.quantity,
        quantity: line.quantity,
        unitPrice: awarded.unitPrice,
        // The whole awarded quantity costs what the award said (its own rounding), a part its price × quantity.
        amount: whole ? awarded.amount : lineAmount(awarded.unitPrice, line.quantity),
        deliveryDate: realDay(line.deliveryDate, `line ${line.lineNo} deliveryDate`),
      };
    });
  const awardAmount = basis.lotAmount ?? sum(lines.map((line) => award.get(line.lineNo)!.amount));
  const totalAmount = basis.lotAmount ?? sum(lines.map((line) => line.amount));
  const ceiling = basis.fixedAmount === null ? awardAmount : Math.min(awardAmount, basis.fixedAmount);
  if (cents(totalAmount) > cents(ceiling)) throw new BusinessError(Code.AGREEMENT_ABOVE_AWARD);
  const terms: AgreementTerms = {
    title: body.title,
    startDate,
    endDate,
    lines,
    totalAmount,
    paymentPlan: paymentPlanOf(body.paymentPlan, totalAmount),
    deliveryAddress: body.deliveryAddress,
    text: body.text,
    attachments: attachments.map(({ fileId, name, url }) => ({ fileId, name, url })),
  };
  return { terms, awardAmount };
}

/** The sha256 of the terms' canonical JSON (keys sorted): what a side confirms, and the signed document shows. */
export function agreementHash(terms: AgreementTerms): string {
  return sha256(canonicalJson(terms));
}
