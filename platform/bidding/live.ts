// The room, live (docs/product/rules.md, "The live reverse auction"): what moved an auction's room —
// an accepted bid, bidding opened, the close, the award, the failure, the cancellation — told to the
// buyer and to every admitted bidder as a member event (message/events.ts), written in the
// transaction of what moved it and pushed once it commits. Each reader is told the figures its room
// (room-queries.ts) shows after that transaction, no more: a bidder under ownRank no best price, a
// bidder others' bids only under allPricesAliased and by alias, the buyer every bid by name. A page
// that reconnects catches up by the member event cursor, as for every event.
// It runs under the auction's lock (a bid's): every reader's figures come from one read of the bids,
// grouped by bidder — for a bid, the one placing.ts made under the lock, with the bid added here
// (standingsAfter) rather than read back — and every reader's event is written with one INSERT and
// one NOTIFY for all (message/index.ts publishEvents).
import { and, eq, sql } from 'drizzle-orm';
import type { BiddingRoomBid, BiddingRoomEvent } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { biddingJournal, biddingSignups, bids, members } from '../db/schema.ts';
import { type EventRecipient, publishEvents } from '../message/index.ts';
import type { BiddingRow } from './bidding.ts';
import { bidderKey, maxBidNow, rankingOf } from './room-queries.ts';
import { biddingStage } from './windows.ts';

export type RoomEventKind = BiddingRoomEvent['kind'];

/** The accepted bid that moved the room, and whether it extended the close. */
export type ToldBid = { id: number; extended: boolean };

/** A bidder's accepted bids as one row: how many, its best (lowest price, earliest), and its best before the bid told. */
export type Standing = {
  memberId: number;
  memberRoleId: number;
  count: number;
  id: number;
  price: number;
  before: { id: number; memberId: number; memberRoleId: number; price: number } | null;
};

/** Every bidder's standing in one read of the bids; `bidId` is left out of `before`. */
async function standings(tx: Db, biddingId: number, bidId: number): Promise<Standing[]> {
  const ordered = sql`order by ${bids.price}, ${bids.id}`;
  const rows = await tx
    .select({
      memberId: bids.memberId,
      memberRoleId: bids.memberRoleId,
      count: sql<number>`count(*)::int`,
      id: sql<number>`(array_agg(${bids.id} ${ordered}))[1]`,
      price: sql<string>`min(${bids.price})`,
      beforeId: sql<number | null>`(array_agg(${bids.id} ${ordered}) filter (where ${bids.id} <> ${bidId}))[1]`,
      beforePrice: sql<string | null>`min(${bids.price}) filter (where ${bids.id} <> ${bidId})`,
    })
    .from(bids)
    .where(eq(bids.biddingId, biddingId))
    .groupBy(bids.memberId, bids.memberRoleId);
  return rows.map((row) => {
    const who = { memberId: row.memberId, memberRoleId: row.memberRoleId };
    const before = row.beforeId === null || row.beforePrice === null ? null : { ...who, id: Number(row.beforeId), price: Number(row.beforePrice) };
    return { ...who, count: Number(row.count), id: Number(row.id), price: Number(row.price), before };
  });
}

/** The fields of the bid told, as the room shows it. */
export type PlacedBid = {
  id: number;
  memberId: number;
  memberRoleId: number;
  price: number;
  createTime: Date;
  memberName: string;
  bidder: string | null;
};

/** What a bid's transaction already read under the lock (placing.ts), so the room is told without reading it again. */
export type RoomRead = { standings: Standing[]; admitted: { memberId: number; memberRoleId: number }[]; placed: PlacedBid };

/**
 * The standings after `placed`, from each bidder's (count, best) before it: what standings() would read
 * once it is inserted — its bidder counts one more and holds it if it is strictly lower (an equal price
 * keeps the earlier bid); every `before` is the best without it.
 */
export function standingsAfter(
  rows: { memberId: number; memberRoleId: number; count: number; id: number; price: number }[],
  placed: PlacedBid,
): Standing[] {
  const key = bidderKey(placed);
  const after: Standing[] = rows.map((row) => {
    const before = { id: row.id, memberId: row.memberId, memberRoleId: row.memberRoleId, price: row.price };
    if (bidderKey(row) !== key) return { ...row, before };
    const holds = placed.price < row.price;
    return { ...row, count: row.count + 1, id: holds ? placed.id : row.id, price: holds ? placed.price : row.price, before };
  });
  if (!rows.some((row) => bidderKey(row) === key)) {
    after.push({ memberId: placed.memberId, memberRoleId: placed.memberRoleId, count: 1, id: placed.id, price: placed.price, before: null });
  }
  return after;
}

/** The bid told: its bidder, alias (journal.ts), its member's name (the buyer's view), price and receipt time. */
async function bidOf(tx: Db, bidId: number): Promise<PlacedBid | null> {
  const [row] = await tx
    .select({
      id: bids.id,
      memberId: bids.memberId,
      memberRoleId: bids.memberRoleId,
      price: bids.price,
      createTime: bids.createTime,
      memberName: members.name,
      bidder: biddingJournal.bidder,
    })
    .from(bids)
    .innerJoin(members, eq(members.id, bids.memberId))
    .leftJoin(biddingJournal, eq(biddingJournal.bidId, bids.id))
    .where(eq(bids.id, bidId));
  return row ?? null;
}

/**
 * Tells the room of `bidding` (as it stands in `tx`, after what moved it) that `kind` happened at `at`:
 * one bidding_room event for the buyer and each admitted bidder (every user of the member), with the
 * figures that reader's room shows; `bid`, the accepted bid for kind 'bid'; `read`, what the bid's
 * transaction already read under the lock (the standings after the bid, the admitted bidders, the bid).
 */
export async function tellRoom(tx: Db, bidding: BiddingRow, kind: RoomEventKind, at: number, bid?: ToldBid, read?: RoomRead): Promise<void> {
  // One after another: a transaction's queries share its connection.
  const rows = read?.standings ?? (await standings(tx, bidding.id, bid?.id ?? 0));
  const admitted =
    read?.admitted ??
    (await tx
      .select({ memberId: biddingSignups.memberId, memberRoleId: biddingSignups.memberRoleId })
      .from(biddingSignups)
      .where(and(eq(biddingSignups.biddingId, bidding.id), eq(biddingSignups.review, 'approved'))));
  const placed = read?.placed ?? (bid ? await bidOf(tx, bid.id) : null);
  const ranking = rankingOf(rows);
  const best = ranking[0]?.price ?? null;
  const rankAfter = new Map(ranking.map((row, index) => [bidderKey(row), index + 1]));
  const rankBefore = new Map(rankingOf(rows.flatMap((row) => (row.before ? [row.before] : []))).map((row, index) => [bidderKey(row), index + 1]));
  const byBidder = new Map(rows.map((row) => [bidderKey(row), row]));
  const common = {
    biddingId: bidding.id,
    kind,
    ...biddingStage(bidding, at),
    at,
    biddingEndTime: bidding.biddingEndTime.getTime(),
    extensionCount: bidding.extensionCount,
    extended: bid?.extended ?? false,
    bidCount: rows.reduce((n, row) => n + row.count, 0),
  };
  const bidView = (reader: 'buyer' | { memberId: number; memberRoleId: number }): BiddingRoomBid | null => {
    if (!placed) return null;
    const own = reader !== 'buyer' && bidderKey(reader) === bidderKey(placed);
    if (reader !== 'buyer' && !own && bidding.visibility !== 'allPricesAliased') return null;
    return {
      bidder: placed.bidder ?? '',
      memberName: reader === 'buyer' ? placed.memberName : null,
      price: placed.price,
      receivedAt: placed.createTime.getTime(),
      own,
      bidId: placed.id,
    };
  };

  const events: { recipient: EventRecipient; data: BiddingRoomEvent }[] = [
    {
      recipient: { memberId: bidding.memberId },
      data: { ...common, bestPrice: best, rank: null, bidsLeft: null, maxBidNow: null, outbid: false, bid: bidView('buyer') },
    },
  ];
  for (const reader of admitted) {
    const key = bidderKey(reader);
    const own = byBidder.get(key);
    const count = own?.count ?? 0;
    const rank = rankAfter.get(key) ?? null;
    const before = rankBefore.get(key);
    const outbid = placed !== null && key !== bidderKey(placed) && before !== undefined && rank !== null && rank > before;
    events.push({
      recipient: { memberId: reader.memberId },
      data: {
        ...common,
        bestPrice: bidding.visibility === 'ownRank' ? null : best,
        rank,
        bidsLeft: bidding.allowPurchaseCount - count,
        maxBidNow: maxBidNow(bidding, { count, best: own?.price ?? null }, best, true, at),
        outbid,
        bid: bidView(reader),
      },
    });
  }
  // Every reader's event in one write and one NOTIFY: this runs under the auction's lock.
  await publishEvents(
    tx,
    events.map(({ recipient, data }) => ({ recipient, action: 'bidding_room' as const, data })),
    at,
  );
}
