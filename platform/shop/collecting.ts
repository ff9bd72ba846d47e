// A member keeps a shop among its favourites, or no longer: the wanted state, not a flip, so a
// repeated click or a retried request changes nothing more.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { shopCollects, shops } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { found } from '../http/errors.ts';

/** Sets whether the caller's user keeps the shop (404 for an unknown shop). */
export async function collectShop(db: Db, body: { shopId: number; status: boolean }, caller: Caller) {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, body.shopId));
  found(shop);
  if (body.status) {
    await db.insert(shopCollects).values({ userId: caller.userId, shopId: body.shopId }).onConflictDoNothing();
  } else {
    await db.delete(shopCollects).where(and(eq(shopCollects.userId, caller.userId), eq(shopCollects.shopId, body.shopId)));
  }
  return { shopId: body.shopId, collectStatus: body.status };
}
