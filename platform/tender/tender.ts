// What the tender's actions and the buyer's reads share: the tender read inside an action's
// transaction (locked as the action needs), who may act on it (its publisher, a buyer), and the
// files a member attaches to it.
import { and, eq, inArray } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { Attachment } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { tenders, uploadedFiles } from '../db/schema.ts';
import { uploadedFileUrl } from '../files/queries.ts';
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

/** The member's own uploads among `ids` as attachments, in the order given: 1110 for any other. */
export async function ownAttachments(tx: Db, memberId: number, ids: number[]): Promise<Attachment[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await tx
    .select({ id: uploadedFiles.id, key: uploadedFiles.key, name: uploadedFiles.name })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, unique), eq(uploadedFiles.ownerMemberId, memberId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row) throw new BusinessError(Code.FILE_UNUSABLE, String(id));
    return { name: row.name, url: uploadedFileUrl(row.key), fileId: row.id };
  });
}
