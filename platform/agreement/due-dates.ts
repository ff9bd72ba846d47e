// When a signed contract's payment stages fall due and what is overdue (docs/decisions/025-contracts.md,
// "Execution"): a stage falls due on its condition's date (signing, the last line fully delivered, the
// last line fully accepted, or its own date), moved to its payment day of the month when it has one.
// Every date is a Beijing calendar day ('YYYY-MM-DD'); pure, so it is tested beside itself.
import type { PaymentStage } from '#contract/schemas/agreement.ts';
import { siteFields } from '#contract/time.ts';

/** The platform's today in Beijing, from its clock. */
export const siteToday = (now: number): string => siteFields(now).date;

/** The Beijing day of an instant. */
export const siteDay = (at: Date | number): string => siteFields(typeof at === 'number' ? at : at.getTime()).date;

/** The days a stage's condition can be met on: null while not met (not signed, not fully delivered, not fully accepted). */
export type ConditionDays = { signed: string | null; delivered: string | null; accepted: string | null };

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first day on or after `date` whose day of the month is `payDay`, clamped to the month's last day (31 → 30 April's 30th). */
export function onPayDay(date: string, payDay: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const thisMonth = Math.min(payDay, lastDayOf(year, month));
  if (day <= thisMonth) return `${year}-${pad(month)}-${pad(thisMonth)}`;
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return `${nextYear}-${pad(nextMonth)}-${pad(Math.min(payDay, lastDayOf(nextYear, nextMonth)))}`;
}

function conditionDay(stage: Pick<PaymentStage, 'condition' | 'dueDate'>, days: ConditionDays): string | null {
  switch (stage.condition) {
    case 'signing':
      return days.signed;
    case 'delivery':
      return days.delivered;
    case 'acceptance':
      return days.accepted;
    case 'date':
      return stage.dueDate;
  }
}

/** The day a stage falls due, or null while its condition is not met. */
export function stageDueDate(stage: Pick<PaymentStage, 'condition' | 'dueDate' | 'payDay'>, days: ConditionDays): string | null {
  const met = conditionDay(stage, days);
  if (met === null) return null;
  return stage.payDay === null ? met : onPayDay(met, stage.payDay);
}

/** A stage is overdue when it fell due before today and is not paid in full. */
export const stageOverdue = (dueDate: string | null, paid: number, amount: number, today: string): boolean =>
  dueDate !== null && dueDate < today && paid < amount;

/** Quantities in thousandths (three decimals), so sums compare exactly. */
export const quantityUnits = (quantity: number): number => Math.round(quantity * 1000);

/**
 * A line is overdue for the supplier when its delivery date is past and less than its quantity was
 * delivered (pending or accepted): what waits for the buyer's acceptance is the buyer's delay, not
 * the supplier's, and a rejected quantity is owed again.
 */
export const lineOverdue = (deliveryDate: string, delivered: number, quantity: number, today: string): boolean =>
  deliveryDate < today && quantityUnits(delivered) < quantityUnits(quantity);

/**
 * The day each line reached its quantity by the events given (each a line, a quantity and its day, in
 * the order they happened), and the day the last of them did: null when some line never did.
 */
export function dayAllReached(
  quantities: ReadonlyMap<number, number>,
  events: ReadonlyArray<{ lineNo: number; quantity: number; day: string }>,
): string | null {
  const reached = new Map<number, string>();
  const sums = new Map<number, number>();
  for (const event of events) {
    const target = quantities.get(event.lineNo);
    if (target === undefined || reached.has(event.lineNo)) continue;
    const sum = (sums.get(event.lineNo) ?? 0) + quantityUnits(event.quantity);
    sums.set(event.lineNo, sum);
    if (sum >= quantityUnits(target)) reached.set(event.lineNo, event.day);
  }
  if (quantities.size === 0 || reached.size < quantities.size) return null;
  return [...reached.values()].sort().at(-1)!;
}
