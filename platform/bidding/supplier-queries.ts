// What a supplier's member centre reads of its auctions (docs/product/member-side.md): those it signed
// up for, by phase (windows.ts, at the platform's clock) with the count of each, its sign-up's review
// and how many of the cap it has bid.
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { api } from '#contract/endpoints.ts';
import { BiddingPhase, type SupplierBiddingPage } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { offsetOf } from '../db/filters.ts';
import { biddingSignups, biddings, bids, members } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { keywordMatch } from '../search/index.ts';
import { biddingSource, countWhere } from '../sourcing/sources.ts';
import { biddingPhaseIs, biddingPhaseSql, biddingStage } from './windows.ts';

/** The caller's auctions in one phase (or all), newest sign-up first, and the count of each phase. */
export async function supplierBiddings(
  { db, now }: PlatformContext,
  query: z.output<typeof api.biddingBid.mine.query>,
  caller: Caller,
): Promise<SupplierBiddingPage> {
  const at = now();
  const mine: SQL | undefined = and(
    eq(biddingSignups.memberId, caller.memberId),
    eq(biddingSignups.memberRoleId, caller.memberRoleId),
    keywordMatch(biddingSource.keyword, query.keyword),
  );
  const where = and(mine, query.phase ? biddingPhaseIs(query.phase, at) : undefined);
  const phase = biddingPhaseSql(at);
  const ownBids = countWhere(bids, bids.biddingId, biddings.id, eq(bids.memberId, caller.memberId), eq(bids.memberRoleId, caller.memberRoleId));
  const [rows, [total], perPhase] = await Promise.all([
    db
      .select({
        id: biddings.id,
        biddingNo: biddings.biddingNo,
        details: biddings.details,
        buyerName: members.name,
        state: biddings.state,
        startSignUp: biddings.startSignUp,
        endSignUp: biddings.endSignUp,
        biddingStartTime: biddings.biddingStartTime,
        biddingEndTime: biddings.biddingEndTime,
        extensionCount: biddings.extensionCount,
        review: biddingSignups.review,
        reviewReason: biddingSignups.reviewReason,
        ownBidCount: ownBids,
        allowPurchaseCount: biddings.allowPurchaseCount,
        signUpTime: biddingSignups.createTime,
      })
      .from(biddingSignups)
      .innerJoin(biddings, eq(biddings.id, biddingSignups.biddingId))
      .innerJoin(members, eq(members.id, biddings.memberId))
      .where(where)
      .orderBy(desc(biddingSignups.createTime), desc(biddingSignups.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(biddingSignups).innerJoin(biddings, eq(biddings.id, biddingSignups.biddingId)).where(where),
    // By position: the phase's clock parameters would make a second copy of it another expression.
    db.select({ phase, n: count() }).from(biddingSignups).innerJoin(biddings, eq(biddings.id, biddingSignups.biddingId)).where(mine).groupBy(sql`1`),
  ]);
  const phaseCounts = Object.fromEntries(BiddingPhase.options.map((p) => [p, 0])) as SupplierBiddingPage['phaseCounts'];
  for (const { phase: p, n } of perPhase) phaseCounts[p] = n;
  const data = rows.map((row) => ({
    id: row.id,
    biddingNo: row.biddingNo,
    details: row.details,
    buyerName: row.buyerName,
    state: row.state,
    ...biddingStage(row, at),
    endSignUp: row.endSignUp.getTime(),
    biddingStartTime: row.biddingStartTime.getTime(),
    biddingEndTime: row.biddingEndTime.getTime(),
    review: row.review,
    reviewReason: row.reviewReason,
    ownBidCount: row.ownBidCount,
    allowPurchaseCount: row.allowPurchaseCount,
    signUpTime: row.signUpTime.getTime(),
  }));
  return { data, totalCount: total?.n ?? 0, phaseCounts };
}
