// What the tender's actions and the buyer's reads share: the tender read inside an action's
// transaction (locked as the action needs), who may act on it (its publisher, a buyer), and the
// files a member attaches to it.
import { eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { Db } from '../db/client.ts';
import { tenders } from '../db/schema.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';

export type TenderRow = typeof tenders.$inferSelect;

/** The caller's own tender `id`, locked for an action when `lock`; 404 for anyone else's (a draft is its buyer's alone). */
export async function ownTender(tx: Db, id: number, caller: Caller, lock?: 'update'): Promise<TenderRow> {
  requireBuyer(caller);
  const query = tx.select().from(tenders).where(eq(tenders.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row || row.memberId !== caller.memberId || row.memberRoleId !== caller.memberRoleId) throw new BusinessError(Code.NOT_FOUND);
  return row;
}
