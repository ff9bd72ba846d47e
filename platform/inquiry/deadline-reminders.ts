// "The deadline is near" (docs/decisions/016-messages.md#notifications): once per inquiry, within
// REMIND_BEFORE_MS of its quote deadline by the platform's clock, each invited supplier that has no
// active quote is told. A sweep claims the due inquiries with FOR UPDATE SKIP LOCKED and marks them
// in the same transaction as the notifications, so two platform instances sweeping at once tell
// each supplier once, and a sweep that fails tells nobody and is tried again.
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PlatformContext } from '../context.ts';
import { inquiries, inquiryInvitations, members, quotes } from '../db/schema.ts';
import { transaction } from '../http/idempotency.ts';
import { LINKS, notify } from '../message/index.ts';
import { quoteWindowIs } from './windows.ts';

/** Told 24 hours before the deadline. */
export const REMIND_BEFORE_MS = 24 * 60 * 60_000;
/** How often the platform sweeps. */
export const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 50;

/** One sweep: the inquiries now due, each marked and its suppliers told; answers how many inquiries. */
export async function remindDeadlines({ db, now }: PlatformContext): Promise<number> {
  const at = now();
  return transaction(db, async (tx) => {
    const due = await tx
      .select({
        id: inquiries.id,
        number: inquiries.purchaseInquiryNo,
        title: inquiries.details,
        offerEndTime: inquiries.offerEndTime,
        buyerName: members.name,
      })
      .from(inquiries)
      .innerJoin(members, eq(members.id, inquiries.memberId))
      .where(
        and(
          eq(inquiries.state, 'published'),
          isNull(inquiries.deadlineRemindedTime),
          // Quoting is open now and will have closed REMIND_BEFORE_MS from now.
          quoteWindowIs('open', at),
          quoteWindowIs('closed', at + REMIND_BEFORE_MS),
        ),
      )
      .limit(SWEEP_BATCH)
      .for('update', { of: inquiries, skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(inquiries)
      .set({ deadlineRemindedTime: new Date(at) })
      .where(
        inArray(
          inquiries.id,
          due.map((row) => row.id),
        ),
      );
    const waiting = await tx
      .select({ inquiryId: inquiryInvitations.inquiryId, memberId: inquiryInvitations.supplierMemberId })
      .from(inquiryInvitations)
      .where(
        and(
          inArray(
            inquiryInvitations.inquiryId,
            due.map((row) => row.id),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(quotes)
              .where(
                and(
                  eq(quotes.inquiryId, inquiryInvitations.inquiryId),
                  eq(quotes.memberId, inquiryInvitations.supplierMemberId),
                  eq(quotes.state, 'active'),
                ),
              ),
          ),
        ),
      );
    const byId = new Map(due.map((row) => [row.id, row]));
    for (const { inquiryId, memberId } of waiting) {
      const row = byId.get(inquiryId)!;
      await notify(tx, {
        recipientMemberId: memberId,
        kind: 'inquiry.deadlineNear',
        payload: {
          inquiryId,
          purchaseInquiryNo: row.number,
          title: row.title,
          buyerName: row.buyerName,
          offerEndTime: row.offerEndTime.getTime(),
          link: LINKS.quote(inquiryId, row.number),
        },
        at,
      });
    }
    return due.length;
  });
}

/** Sweeps every SWEEP_INTERVAL_MS until stopped; a failed sweep is logged and tried at the next. */
export function startDeadlineReminders(context: PlatformContext, logger: Logger, intervalMs = SWEEP_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    remindDeadlines(context)
      .catch((error) => logger.warn({ err: error }, 'deadline reminders failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
