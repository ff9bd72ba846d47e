// The award notice that ended an item: its detail page links the notice's publicity and bid result.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notices } from '../db/schema.ts';
import type { PriceType } from '../sourcing/sources.ts';

/** The id of the latest award notice of the item (`type` its sourcing type), or null before one is published. */
export async function awardNoticeId(db: Db, type: PriceType, itemId: number): Promise<number | null> {
  const [notice] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.type, type), eq(notices.sourceId, itemId)))
    .orderBy(desc(notices.createTime), desc(notices.id))
    .limit(1);
  return notice?.id ?? null;
}
