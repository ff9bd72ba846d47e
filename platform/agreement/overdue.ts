// Overdue stages and deliveries (docs/decisions/025-contracts.md, "Execution"): a sweep by the
// platform's clock finds every signed contract with a stage due before today and not paid in full, or
// a line past its delivery date and not accepted in full, and flags each once (agreement_overdue_told):
// an event on the record, the buyer told of a stage, the supplier of a line. Each contract is claimed
// in its own transaction (FOR UPDATE SKIP LOCKED), so two platform instances tell each flag once.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { agreementDeliveries, agreementOverdueTold, agreementPayments, agreements } from '../db/schema.ts';
import { transaction } from '../http/idempotency.ts';
import { siteToday } from './due-dates.ts';
import { progressOfEach } from './execution-queries.ts';
import { recordEvent, tellParties, termsOf } from './execution.ts';
import { figuresOf } from './progress.ts';

/** How often each platform instance sweeps: a day's flag need not be told within the second. */
export const OVERDUE_SWEEP_INTERVAL_MS = 60_000;
const PAGE = 200;

/** Flags what is overdue on one contract and not told yet, at `at`; answers how many flags it told. */
async function flagContract(tx: Db, agreementId: number, at: number): Promise<number> {
  const [row] = await tx.select().from(agreements).where(eq(agreements.id, agreementId)).for('update', { skipLocked: true });
  if (row?.state !== 'signed') return 0;
  const terms = await termsOf(tx, row);
  const deliveries = await tx
    .select()
    .from(agreementDeliveries)
    .where(eq(agreementDeliveries.agreementId, row.id))
    .orderBy(asc(agreementDeliveries.id));
  const payments = await tx.select().from(agreementPayments).where(eq(agreementPayments.agreementId, row.id));
  const progress = figuresOf(terms, row.signTime ?? new Date(at), deliveries, payments, siteToday(at), true);
  const flags = [
    ...progress.stages.filter((s) => s.overdue).map((s) => ({ kind: 'stage' as const, number: s.stageNo, dueDate: s.dueDate })),
    ...progress.lines.filter((l) => l.overdue).map((l) => ({ kind: 'line' as const, number: l.lineNo, dueDate: null })),
  ];
  let told = 0;
  for (const flag of flags) {
    const [claimed] = await tx
      .insert(agreementOverdueTold)
      .values({ agreementId: row.id, kind: flag.kind, number: flag.number, toldTime: new Date(at) })
      .onConflictDoNothing()
      .returning({ number: agreementOverdueTold.number });
    if (!claimed) continue;
    if (flag.kind === 'stage') {
      const stage = terms.paymentPlan.find((s) => s.stageNo === flag.number)!;
      const detail = { stageNo: stage.stageNo, name: stage.name, amount: stage.amount, dueDate: flag.dueDate };
      await recordEvent(tx, { agreementId: row.id, kind: 'stageOverdue', side: null, userId: null, detail, at });
      await tellParties(tx, row, terms, ['buyer'], 'agreement.stageOverdue', detail, at);
    } else {
      const line = terms.lines.find((l) => l.lineNo === flag.number)!;
      const detail = { lineNo: line.lineNo, name: line.name, deliveryDate: line.deliveryDate };
      await recordEvent(tx, { agreementId: row.id, kind: 'deliveryOverdue', side: null, userId: null, detail, at });
      await tellParties(tx, row, terms, ['supplier'], 'agreement.deliveryOverdue', detail, at);
    }
    told++;
  }
  return told;
}

/**
 * One sweep at `now`: the signed contracts a page at a time, their figures read in one batch
 * (progressOfEach), and each with something overdue not told yet flagged in its own transaction.
 * Answers how many flags it told.
 */
export async function sweepOverdue(db: Db, now: number): Promise<number> {
  let count = 0;
  let after = 0;
  for (;;) {
    const page = await db
      .select({ id: agreements.id })
      .from(agreements)
      .where(and(eq(agreements.state, 'signed'), gt(agreements.id, after)))
      .orderBy(asc(agreements.id))
      .limit(PAGE);
    if (page.length === 0) return count;
    after = page.at(-1)!.id;
    const figures = await progressOfEach(
      db,
      page.map((row) => row.id),
      now,
    );
    const overdue = [...figures].filter(([, progress]) => progress.overdue).map(([id]) => id);
    if (overdue.length === 0) continue;
    const toldAlready = await db.select().from(agreementOverdueTold).where(inArray(agreementOverdueTold.agreementId, overdue));
    const told = new Set(toldAlready.map((flag) => `${flag.agreementId}:${flag.kind}:${flag.number}`));
    // Only a contract with a flag not told yet costs a transaction: one overdue for weeks is told once.
    const untold = overdue.filter((id) => {
      const progress = figures.get(id)!;
      return (
        progress.stages.some((s) => s.overdue && !told.has(`${id}:stage:${s.stageNo}`)) ||
        progress.lines.some((l) => l.overdue && !told.has(`${id}:line:${l.lineNo}`))
      );
    });
    for (const id of untold) count += await transaction(db, (tx) => flagContract(tx, id, now));
  }
}

/** Sweeps every `intervalMs` by the platform's clock until stopped; a failed sweep is logged and tried at the next. */
export function startOverdueSweep({ db, now }: PlatformContext, logger: Pick<Logger, 'warn'>, intervalMs = OVERDUE_SWEEP_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepOverdue(db, now())
      .catch((error) => logger.warn({ err: error }, 'the contracts’ overdue sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
