// Overdue stages and deliveries (docs/decisions/025-contracts.md, "Execution"): a sweep by the
// platform's clock finds every signed contract with a stage due before today and not paid in full, or
// a line past its delivery date and not delivered in full, and flags each once (one
// agreement_overdue_told row per stage or line). What one sweep finds of one contract is told at
// once: one event on the record and one message per kind, listing the stages (to the buyer) or the
// lines (to the supplier). Each contract is claimed in its own transaction (FOR UPDATE SKIP LOCKED),
// so two platform instances tell each flag once.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { agreementDeliveries, agreementOverdueTold, agreementPayments, agreements, agreementVersions } from '../db/schema.ts';
import { transaction } from '../http/idempotency.ts';
import { siteToday } from './due-dates.ts';
import { progressOfEach } from './execution-queries.ts';
import { recordEvent, tellParties, termsOf } from './execution.ts';
import { figuresOf } from './progress.ts';

/** How often each platform instance sweeps: a day's flag need not be told within the second. */
export const OVERDUE_SWEEP_INTERVAL_MS = 60_000;
const PAGE = 200;

/** Flags what is overdue on one contract and not told yet, at `at`; answers how many stages and lines it told. */
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
    ...progress.stages.filter((s) => s.overdue).map((s) => ({ kind: 'stage' as const, number: s.stageNo })),
    ...progress.lines.filter((l) => l.overdue).map((l) => ({ kind: 'line' as const, number: l.lineNo })),
  ];
  if (flags.length === 0) return 0;
  // Each flag claimed once: the ones another sweep told already are left out.
  const claimed = await tx
    .insert(agreementOverdueTold)
    .values(flags.map((flag) => ({ agreementId: row.id, ...flag, toldTime: new Date(at) })))
    .onConflictDoNothing()
    .returning({ kind: agreementOverdueTold.kind, number: agreementOverdueTold.number });
  const told = (kind: 'stage' | 'line') => new Set(claimed.filter((flag) => flag.kind === kind).map((flag) => flag.number));
  const stagesTold = told('stage');
  const stages = progress.stages
    .filter((s) => stagesTold.has(s.stageNo))
    .map((s) => ({
      stageNo: s.stageNo,
      name: terms.paymentPlan.find((p) => p.stageNo === s.stageNo)?.name ?? '',
      amount: s.amount,
      dueDate: s.dueDate,
    }));
  if (stages.length > 0) {
    await recordEvent(tx, { agreementId: row.id, kind: 'stageOverdue', side: null, userId: null, detail: { stages }, at });
    await tellParties(tx, row, terms, ['buyer'], 'agreement.stageOverdue', { stages }, at);
  }
  const linesTold = told('line');
  const lines = terms.lines.filter((l) => linesTold.has(l.lineNo)).map((l) => ({ lineNo: l.lineNo, name: l.name, deliveryDate: l.deliveryDate }));
  if (lines.length > 0) {
    await recordEvent(tx, { agreementId: row.id, kind: 'deliveryOverdue', side: null, userId: null, detail: { lines }, at });
    await tellParties(tx, row, terms, ['supplier'], 'agreement.deliveryOverdue', { lines }, at);
  }
  return claimed.length;
}

/**
 * A page of the signed contracts after id `after` that still have something to flag: fewer stages
 * and lines told than their signed version holds (its item_count, read without its terms). A
 * contract whose every stage and line was told is read no more.
 */
export async function contractsToSweep(db: Db, after: number, limit = PAGE): Promise<number[]> {
  const told = db.select({ n: sql<number>`count(*)` }).from(agreementOverdueTold).where(eq(agreementOverdueTold.agreementId, agreements.id));
  const rows = await db
    .select({ id: agreements.id })
    .from(agreements)
    .innerJoin(agreementVersions, and(eq(agreementVersions.agreementId, agreements.id), eq(agreementVersions.version, agreements.signedVersion)))
    .where(and(eq(agreements.state, 'signed'), gt(agreements.id, after), sql`${agreementVersions.itemCount} > (${told})`))
    .orderBy(asc(agreements.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * One sweep at `now`: the signed contracts with something left to flag, a page at a time, their
 * figures read in one batch (progressOfEach), and each with something overdue not told yet flagged
 * in its own transaction. Answers how many stages and lines it told.
 */
export async function sweepOverdue(db: Db, now: number): Promise<number> {
  let count = 0;
  let after = 0;
  for (;;) {
    const page = await contractsToSweep(db, after);
    if (page.length === 0) return count;
    after = page.at(-1)!;
    const figures = await progressOfEach(db, page, now);
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
