// How far a signed contract is (docs/decisions/025-contracts.md, "Execution"), worked out from its
// signed terms, its deliveries and its payments: per line what is delivered (pending or accepted) and
// accepted, per stage what is paid and when it falls due, what is overdue (a line on what was
// delivered, a stage on what was paid), and whether it is complete.
// Pure: the queries (execution-queries.ts), the actions and the overdue sweep share it.
import type { AgreementTerms, DeliveryState } from '#contract/schemas/agreement.ts';
import { lineAmount, sum } from '../sourcing/money.ts';
import { dayAllReached, lineOverdue, quantityUnits, siteDay, stageDueDate, stageOverdue } from './due-dates.ts';

/** A delivery as the figures need it. */
export type DeliveryFigures = { lineNo: number; quantity: number; state: DeliveryState; createTime: Date; decideTime: Date | null };
/** A payment as the figures need it. */
export type PaymentFigures = { stageNo: number; amount: number };

export type LineFigures = { lineNo: number; quantity: number; delivered: number; accepted: number; overdue: boolean };
export type StageFigures = { stageNo: number; amount: number; paid: number; dueDate: string | null; overdue: boolean };

export type Progress = {
  lines: LineFigures[];
  stages: StageFigures[];
  acceptedAmount: number;
  paidAmount: number;
  acceptedPercent: number;
  paidPercent: number;
  /** Any line or stage overdue. */
  overdue: boolean;
  /** Every line accepted in full and every stage paid in full. */
  complete: boolean;
};

/** The sum of quantities, in thousandths (three decimals). */
const sumQuantities = (quantities: number[]) => quantities.reduce((total, quantity) => total + quantityUnits(quantity), 0) / 1000;
const percent = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 10_000) / 100) : 0);

/**
 * The progress of a contract signed at `signTime` on `terms`, as of `today` (a Beijing day). Overdue
 * only while the contract runs (`running`: signed, neither completed nor terminated).
 */
export function figuresOf(
  terms: Pick<AgreementTerms, 'lines' | 'paymentPlan' | 'totalAmount'>,
  signTime: Date,
  deliveries: readonly DeliveryFigures[],
  payments: readonly PaymentFigures[],
  today: string,
  running: boolean,
): Progress {
  const counted = (lineNo: number, states: DeliveryState[]) =>
    sumQuantities(deliveries.filter((d) => d.lineNo === lineNo && states.includes(d.state)).map((d) => d.quantity));
  const lines = terms.lines.map((line) => {
    const delivered = counted(line.lineNo, ['pending', 'accepted']);
    return {
      lineNo: line.lineNo,
      quantity: line.quantity,
      delivered,
      accepted: counted(line.lineNo, ['accepted']),
      overdue: running && lineOverdue(line.deliveryDate, delivered, line.quantity, today),
    };
  });
  const quantities = new Map(terms.lines.map((line) => [line.lineNo, line.quantity]));
  const byTime = (time: (d: DeliveryFigures) => Date | null, states: DeliveryState[]) =>
    deliveries
      .filter((d) => states.includes(d.state) && time(d) !== null)
      .map((d) => ({ lineNo: d.lineNo, quantity: d.quantity, at: time(d)!.getTime(), day: siteDay(time(d)!) }))
      .sort((a, b) => a.at - b.at);
  const days = {
    signed: siteDay(signTime),
    delivered: dayAllReached(
      quantities,
      byTime((d) => d.createTime, ['pending', 'accepted']),
    ),
    accepted: dayAllReached(
      quantities,
      byTime((d) => d.decideTime, ['accepted']),
    ),
  };
  const stages = terms.paymentPlan.map((stage) => {
    const paid = sum(payments.filter((p) => p.stageNo === stage.stageNo).map((p) => p.amount));
    const dueDate = stageDueDate(stage, days);
    return { stageNo: stage.stageNo, amount: stage.amount, paid, dueDate, overdue: running && stageOverdue(dueDate, paid, stage.amount, today) };
  });
  const unitPrices = new Map(terms.lines.map((line) => [line.lineNo, line.unitPrice]));
  const acceptedAmount = sum(lines.map((line) => lineAmount(unitPrices.get(line.lineNo) ?? 0, Math.min(line.accepted, line.quantity))));
  const paidAmount = sum(stages.map((stage) => stage.paid));
  return {
    lines,
    stages,
    acceptedAmount,
    paidAmount,
    acceptedPercent: percent(acceptedAmount, terms.totalAmount),
    paidPercent: percent(paidAmount, terms.totalAmount),
    overdue: lines.some((line) => line.overdue) || stages.some((stage) => stage.overdue),
    complete:
      lines.every((line) => quantityUnits(line.accepted) >= quantityUnits(line.quantity)) &&
      stages.every((stage) => Math.round(stage.paid * 100) >= Math.round(stage.amount * 100)),
  };
}
