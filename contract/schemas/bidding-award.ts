// The award of a live reverse auction after its close (docs/product/rules.md, "The live reverse
// auction"): the winner (rank 1, or another bidder with the buyer's reason), its price as the total,
// the award notice in procurement publicity and the winner's purchase order.
import { z } from 'zod';
import { Currency } from './inquiry.ts';
import { epochMs, int } from './shared.ts';

export const BiddingAwardView = z.object({
  id: int(),
  biddingId: int(),
  /** The winner as the journal names it (B1, B2, …), its final rank and its name. */
  bidder: z.string(),
  rank: int(),
  supplier: z.object({ memberId: int(), roleId: int(), name: z.string() }),
  /** Why not rank 1 (null when rank 1 won). */
  reason: z.string().nullable(),
  totalAmount: z.number(),
  currency: Currency,
  noticeId: int(),
  order: z.object({ id: int(), orderNo: z.string() }).nullable(),
  createTime: epochMs(),
});
export type BiddingAwardView = z.infer<typeof BiddingAwardView>;
