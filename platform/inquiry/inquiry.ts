// What the inquiry's actions and reads share (docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// the inquiry read inside an action's transaction (locked as the action needs), who may act on it
// (its publisher; a buyer), and the files a member attaches to it or to its quote.
import { eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { Db } from '../db/client.ts';
import { inquiries } from '../db/schema.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';

export type InquiryRow = typeof inquiries.$inferSelect;

/** The inquiry `id`, locked for the action (update: the buyer's changes; share: quotes, which may run side by side); 404 when none. */
export async function inquiryFor(tx: Db, id: number, lock?: 'update' | 'share'): Promise<InquiryRow> {
  const query = tx.select().from(inquiries).where(eq(inquiries.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw new BusinessError(Code.NOT_FOUND);
  return row;
}

export const isPublisher = (row: { memberId: number; memberRoleId: number }, caller: Caller) =>
  row.memberId === caller.memberId && row.memberRoleId === caller.memberRoleId;

/** The caller's own inquiry (404 for anyone else's). */
export async function ownInquiry(tx: Db, id: number, caller: Caller, lock?: 'update' | 'share'): Promise<InquiryRow> {
  requireBuyer(caller);
  const row = await inquiryFor(tx, id, lock);
  if (!isPublisher(row, caller)) throw new BusinessError(Code.NOT_FOUND);
  return row;
}
