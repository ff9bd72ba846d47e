// The bidding room kept current by its live events (docs/product/rules.md, "The live reverse
// auction"): the platform tells the buyer and each admitted bidder, for each accepted bid and each
// change of phase, the figures of ITS room after it (contract BiddingRoomEvent), so the page applies
// the event to the room it holds without reading the room again. Pure, browser-safe (types only).
//
// An event may reach a room that already holds it: the loader read the room after the event's
// transaction, or a catch-up replays what a reloaded room counts (the socket drops repeats by id,
// not an event older than a new loader answer). The accepted bids only grow, so their count tells:
// an event of fewer bids than the room's, or a bid event of no more, is already in the room. The
// phase never goes back and the close never moves earlier.
//
// An event may also show that the room missed something (rereadReason): the page then reads the room
// again (useLiveRoom.ts); applying the event stays as pure as ever.
import type { BiddingRoom, BiddingRoomBid, BiddingRoomRank, BiddingPhase, BiddingRoomEvent } from '#contract/schemas.ts';
import { BIDDING_PHASES } from '#contract/schemas/bidding-rules.ts';

/** The phases in which bids are taken. */
export const BIDDING_OPEN: readonly BiddingPhase[] = ['live', 'extended'];

/** The buyer's room: the platform gives the buyer no sign-up (a supplier not signed up has no room). */
export function isBuyerRoom(room: BiddingRoom): boolean {
  return room.signUp === null;
}

/** Whether the reader sees every bidder's best price: the buyer by name, bidders aliased under allPricesAliased. */
export function showsRanking(room: BiddingRoom): boolean {
  return isBuyerRoom(room) || room.rules.visibility === 'allPricesAliased';
}

const order = (phase: BiddingPhase) => BIDDING_PHASES.indexOf(phase);

/** Whether the room already holds what the event says (see the head of this file). */
export function isStale(room: BiddingRoom, event: BiddingRoomEvent): boolean {
  if (event.bidCount < room.bidCount) return true;
  if (event.kind === 'bid') return event.bidCount === room.bidCount;
  return order(event.phase) < order(room.phase);
}

/** The phases one told change leads to from each (a close without a bid fails at once; any may be cancelled). */
const NEXT_PHASES: Record<BiddingPhase, readonly BiddingPhase[]> = {
  draft: ['signUp'],
  signUp: ['upcoming'],
  upcoming: ['live'],
  live: ['extended', 'closed', 'failed'],
  extended: ['closed', 'failed'],
  closed: ['awarded', 'failed'],
  awarded: [],
  failed: [],
  cancelled: [],
};

/** Why the room must be read again on hearing `event`: what the room holds cannot be brought up to it by applying it. */
export type RereadReason = 'gap' | 'phaseJump' | 'admitted';

/**
 * Whether `event` shows the room missed something, and what: accepted bids it never heard (more than
 * the event adds), a phase it never heard of (past the room's next), or — the platform telling only
 * admitted bidders — a reader the room still holds as not admitted was admitted since. Null: the event
 * applies as it is (or is already held).
 */
export function rereadReason(room: BiddingRoom, event: BiddingRoomEvent): RereadReason | null {
  if (event.biddingId !== room.biddingId) return null;
  if (room.signUp !== null && room.signUp.review !== 'approved') return 'admitted';
  if (event.bidCount > room.bidCount + (event.kind === 'bid' ? 1 : 0)) return 'gap';
  const forward = order(event.phase) > order(room.phase);
  if (forward && event.phase !== 'cancelled' && !NEXT_PHASES[room.phase].includes(event.phase)) return 'phaseJump';
  return null;
}

/** The ranking with `bid` in it: its bidder's best price if lower, by price then the earlier bid (the tie rule), ranks renumbered. */
export function rankWith(ranking: BiddingRoomRank[], bid: BiddingRoomBid): BiddingRoomRank[] {
  const held = ranking.find((line) => line.bidder === bid.bidder);
  // An equal price does not replace the bidder's own earlier one.
  if (held && held.price <= bid.price) return ranking;
  const line: BiddingRoomRank = { rank: 0, bidder: bid.bidder, memberName: bid.memberName, price: bid.price, own: bid.own, bidId: bid.bidId };
  return [...ranking.filter((other) => other.bidder !== bid.bidder), line]
    .sort((a, b) => a.price - b.price || a.bidId - b.bidId)
    .map((other, index) => ({ ...other, rank: index + 1 }));
}

const withBid = (bids: BiddingRoomBid[], bid: BiddingRoomBid) => (bids.some((other) => other.bidId === bid.bidId) ? bids : [bid, ...bids]);

/** The room after one of its live events; an event of another auction, or one the room holds already, leaves it as it was. */
export function applyRoomEvent(room: BiddingRoom, event: BiddingRoomEvent): BiddingRoom {
  if (event.biddingId !== room.biddingId || isStale(room, event)) return room;
  // A bid decided before the close may reach a room the clock already closed: its figures count, the phase stays.
  const phaseBack = order(event.phase) < order(room.phase);
  const next: BiddingRoom = {
    ...room,
    phase: phaseBack ? room.phase : event.phase,
    phaseEndTime: phaseBack ? room.phaseEndTime : event.phaseEndTime,
    biddingEndTime: Math.max(room.biddingEndTime, event.biddingEndTime),
    extensionCount: Math.max(room.extensionCount, event.extensionCount),
    bidCount: event.bidCount,
    bestPrice: event.bestPrice,
    rank: event.rank,
    bidsLeft: event.bidsLeft,
    maxBidNow: phaseBack ? room.maxBidNow : event.maxBidNow,
  };
  const { bid } = event;
  if (event.kind !== 'bid' || bid === null) return next;
  return {
    ...next,
    ownBids: bid.own ? withBid(room.ownBids, bid) : room.ownBids,
    bids: isBuyerRoom(room) ? withBid(room.bids, bid) : room.bids,
    ranking: showsRanking(room) ? rankWith(room.ranking, bid) : room.ranking,
  };
}

/** The sentences of the room's live line (biddingBid:room.live.*): a phase's, and a bid's as the reader may see it. */
export type RoomNewsKey =
  | Exclude<BiddingRoomEvent['kind'], 'bid'>
  | 'ownBid'
  | 'namedBid'
  | 'aliasBid'
  | 'newBest'
  | 'newBid'
  | 'outbid'
  | 'rank'
  | 'extended';
/** One sentence of the room's live line and its values (a price in yuan and a time in epoch ms, formatted where shown). */
export type RoomNewsPart = { key: RoomNewsKey; values?: Record<string, string | number> };

/**
 * What just happened, as the live line says it to this reader (the room after the event, `after`):
 * the bid as the reader may see it, its own rank when it moved or it was outbid, a moved close.
 * Null when the event changed nothing here (another auction's, or already held).
 */
export function roomNews(before: BiddingRoom, after: BiddingRoom, event: BiddingRoomEvent): RoomNewsPart[] | null {
  if (before === after) return null;
  if (event.kind !== 'bid') return [{ key: event.kind }];
  const parts: RoomNewsPart[] = [];
  const { bid } = event;
  const buyer = isBuyerRoom(after);
  if (bid?.own) parts.push({ key: 'ownBid', values: { price: bid.price } });
  else if (bid && buyer) parts.push({ key: 'namedBid', values: { bidder: bid.bidder, name: bid.memberName ?? '', price: bid.price } });
  else if (bid) parts.push({ key: 'aliasBid', values: { bidder: bid.bidder, price: bid.price } });
  else if (after.bestPrice !== null && after.bestPrice !== before.bestPrice) parts.push({ key: 'newBest', values: { price: after.bestPrice } });
  else parts.push({ key: 'newBid' });
  if (!buyer && after.rank !== null) {
    if (event.outbid) parts.push({ key: 'outbid', values: { rank: after.rank } });
    else if (after.rank !== before.rank || bid?.own) parts.push({ key: 'rank', values: { rank: after.rank } });
  }
  if (event.extended) {
    parts.push({ key: 'extended', values: { time: after.biddingEndTime, count: after.extensionCount, max: after.rules.maxExtensions } });
  }
  return parts;
}
