// What the buyer reads of its auction's award (docs/product/rules.md, "The live reverse auction"):
// the award as its page shows it after a reload — the winner, its rank and price, the reason, the
// notice and the order — or null before one.
import type { BiddingAwardView } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Caller } from '../http/caller.ts';
import { biddingAwardOf } from './award.ts';
import { ownBidding } from './bidding.ts';

/** The award of the caller's own auction `id` (404 for another's). */
export async function buyerAward({ db }: PlatformContext, id: number, caller: Caller): Promise<{ award: BiddingAwardView | null }> {
  await ownBidding(db, id, caller);
  return { award: await biddingAwardOf(db, id) };
}
