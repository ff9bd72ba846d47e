// The bidding room's live events applied to the room a page holds (room-events.ts): each kind, as
// each reader may see it (a bidder under each rule of visibility, the buyer by name), the tie rule
// by bid id, a close that never moves back, another auction's events and ones the room holds already.
import { describe, expect, it } from 'vitest';
import type { BiddingRoomBid, BiddingRoomEvent } from '#contract/schemas.ts';
import { applyRoomEvent, rankWith, rereadReason, roomNews } from './room-events.ts';
import { liveRoom, MINUTE, NOW, rules } from './room-fixture.ts';

const room = liveRoom;

const bid = (fields: Partial<BiddingRoomBid> = {}): BiddingRoomBid => ({
  bidder: 'B1',
  memberName: null,
  price: 9_300,
  receivedAt: NOW,
  own: false,
  bidId: 13,
  ...fields,
});

const event = (fields: Partial<BiddingRoomEvent> = {}): BiddingRoomEvent => ({
  biddingId: 7,
  kind: 'bid',
  phase: 'live',
  phaseEndTime: NOW + 30 * MINUTE,
  at: NOW,
  biddingEndTime: NOW + 30 * MINUTE,
  extensionCount: 0,
  extended: false,
  bidCount: 3,
  bestPrice: 9_300,
  rank: 2,
  bidsLeft: 4,
  maxBidNow: 9_200,
  outbid: true,
  bid: null,
  ...fields,
});

describe("a bidder's room", () => {
  it('takes the figures of a bid it may not see, and says it was outbid', () => {
    const before = room();
    const after = applyRoomEvent(before, event());
    expect(after).toMatchObject({ bidCount: 3, bestPrice: 9_300, rank: 2, bidsLeft: 4, maxBidNow: 9_200, phase: 'live' });
    expect(after.ownBids).toEqual(before.ownBids);
    expect(after.ranking).toEqual([]);
    expect(after.bids).toEqual([]);
    expect(roomNews(before, after, event())).toEqual([
      { key: 'newBest', values: { price: 9_300 } },
      { key: 'outbid', values: { rank: 2 } },
    ]);
  });

  it('keeps the best price hidden under ownRank and tells only the rank', () => {
    const before = room({ rules: { ...rules, visibility: 'ownRank' }, bestPrice: null });
    const told = event({ bestPrice: null, maxBidNow: 9_400 });
    const after = applyRoomEvent(before, told);
    expect(after.bestPrice).toBeNull();
    expect(after.rank).toBe(2);
    expect(roomNews(before, after, told)).toEqual([{ key: 'newBid' }, { key: 'outbid', values: { rank: 2 } }]);
  });

  it('puts its own bid first in its bids, with the figures after it', () => {
    const own = bid({ bidder: 'B2', own: true, price: 9_200, bidId: 14 });
    const told = event({ bid: own, rank: 1, outbid: false, bidsLeft: 3, bestPrice: 9_200, maxBidNow: 9_100 });
    const before = room();
    const after = applyRoomEvent(before, told);
    expect(after.ownBids.map((b) => b.bidId)).toEqual([14, 12]);
    expect(after).toMatchObject({ bidsLeft: 3, rank: 1, maxBidNow: 9_100 });
    expect(roomNews(before, after, told)).toEqual([
      { key: 'ownBid', values: { price: 9_200 } },
      { key: 'rank', values: { rank: 1 } },
    ]);
  });

  it('ranks every bidder aliased under allPricesAliased, re-sorted and renumbered', () => {
    const before = room({
      rules: { ...rules, visibility: 'allPricesAliased' },
      ranking: [
        { rank: 1, bidder: 'B2', memberName: null, price: 9_500, own: true, bidId: 12 },
        { rank: 2, bidder: 'B1', memberName: null, price: 9_600, own: false, bidId: 11 },
      ],
    });
    const told = event({ bid: bid({ bidder: 'B1', price: 9_300, bidId: 13 }) });
    const after = applyRoomEvent(before, told);
    expect(after.ranking.map(({ rank, bidder, price }) => [rank, bidder, price])).toEqual([
      [1, 'B1', 9_300],
      [2, 'B2', 9_500],
    ]);
    expect(after.bids, 'every bid is the buyer’s view only').toEqual([]);
    expect(roomNews(before, after, told)?.[0]).toEqual({ key: 'aliasBid', values: { bidder: 'B1', price: 9_300 } });
  });
});

describe("the buyer's room", () => {
  const buyerRoom = room({
    signUp: null,
    rank: null,
    bidsLeft: null,
    maxBidNow: null,
    ownBids: [],
    ranking: [{ rank: 1, bidder: 'B2', memberName: 'Beta Valves', price: 9_500, own: false, bidId: 12 }],
    bids: [bid({ bidder: 'B2', memberName: 'Beta Valves', price: 9_500, bidId: 12 })],
  });

  it('adds every bid by name to its bids and to the ranking', () => {
    const told = event({ rank: null, bidsLeft: null, maxBidNow: null, outbid: false, bid: bid({ memberName: 'Acme Pumps' }) });
    const after = applyRoomEvent(buyerRoom, told);
    expect(after.bids.map((b) => [b.bidId, b.memberName])).toEqual([
      [13, 'Acme Pumps'],
      [12, 'Beta Valves'],
    ]);
    expect(after.ranking.map((line) => [line.rank, line.memberName])).toEqual([
      [1, 'Acme Pumps'],
      [2, 'Beta Valves'],
    ]);
    expect(after.ownBids).toEqual([]);
    expect(roomNews(buyerRoom, after, told)).toEqual([{ key: 'namedBid', values: { bidder: 'B1', name: 'Acme Pumps', price: 9_300 } }]);
  });

  it('ranks equal prices by the earlier bid: the lower bid id first, a bidder’s own equal price not replacing its earlier one', () => {
    const tied = applyRoomEvent(buyerRoom, event({ bid: bid({ price: 9_500, bidId: 13 }), rank: null, bestPrice: 9_500 }));
    expect(tied.ranking.map((line) => [line.rank, line.bidder])).toEqual([
      [1, 'B2'],
      [2, 'B1'],
    ]);
    const ranking = [
      { rank: 1, bidder: 'B1', memberName: null, price: 9_000, own: false, bidId: 20 },
      { rank: 2, bidder: 'B2', memberName: null, price: 9_000, own: false, bidId: 21 },
    ];
    expect(rankWith(ranking, bid({ bidder: 'B2', price: 9_000, bidId: 22 }))).toBe(ranking);
    expect(rankWith(ranking, bid({ bidder: 'B3', price: 9_000, bidId: 19 })).map((line) => line.bidder)).toEqual(['B3', 'B1', 'B2']);
  });
});

describe('the close and the phase', () => {
  it('moves the close with an extension, and says so', () => {
    const later = NOW + 33 * MINUTE;
    const told = event({ phase: 'extended', phaseEndTime: later, biddingEndTime: later, extensionCount: 1, extended: true });
    const before = room();
    const after = applyRoomEvent(before, told);
    expect(after).toMatchObject({ phase: 'extended', phaseEndTime: later, biddingEndTime: later, extensionCount: 1 });
    expect(roomNews(before, after, told)?.at(-1)).toEqual({ key: 'extended', values: { time: later, count: 1, max: 2 } });
  });

  it('never moves the close or the phase back', () => {
    const later = NOW + 33 * MINUTE;
    const extended = room({ phase: 'extended', phaseEndTime: later, biddingEndTime: later, extensionCount: 1 });
    const after = applyRoomEvent(extended, event({ phase: 'live', biddingEndTime: NOW + 30 * MINUTE }));
    expect(after).toMatchObject({ phase: 'extended', biddingEndTime: later, extensionCount: 1, bidCount: 3 });
    const closed = room({ phase: 'closed', phaseEndTime: null, maxBidNow: null });
    expect(applyRoomEvent(closed, event()), 'a bid decided before the close counts, the phase stays').toMatchObject({
      phase: 'closed',
      bidCount: 3,
      maxBidNow: null,
    });
    expect(applyRoomEvent(closed, event({ kind: 'opened', bidCount: 2 }))).toBe(closed);
  });

  it('opens, closes and ends the room as the platform says', () => {
    const upcoming = room({
      phase: 'upcoming',
      phaseEndTime: NOW - 30 * MINUTE,
      bidCount: 0,
      bestPrice: null,
      rank: null,
      ownBids: [],
      maxBidNow: null,
    });
    const opened = event({ kind: 'opened', bidCount: 0, bestPrice: null, rank: null, maxBidNow: 10_000, outbid: false });
    const live = applyRoomEvent(upcoming, opened);
    expect(live).toMatchObject({ phase: 'live', phaseEndTime: NOW + 30 * MINUTE, maxBidNow: 10_000 });
    expect(roomNews(upcoming, live, opened)).toEqual([{ key: 'opened' }]);
    for (const kind of ['closed', 'failed', 'cancelled'] as const) {
      const told = event({ kind, phase: kind, phaseEndTime: null, bidCount: 0, bestPrice: null, rank: null, maxBidNow: null, outbid: false });
      const after = applyRoomEvent(live, told);
      expect(after).toMatchObject({ phase: kind, phaseEndTime: null, maxBidNow: null });
      expect(roomNews(live, after, told)).toEqual([{ key: kind }]);
    }
    const closed = room({ phase: 'closed', phaseEndTime: null, maxBidNow: null });
    const awarded = applyRoomEvent(closed, event({ kind: 'awarded', phase: 'awarded', phaseEndTime: null, bidCount: 2, maxBidNow: null }));
    expect(awarded.phase).toBe('awarded');
  });
});

describe('events the room does not take', () => {
  it("ignores another auction's events", () => {
    const before = room();
    const other = event({ biddingId: 8 });
    expect(applyRoomEvent(before, other)).toBe(before);
    expect(roomNews(before, before, other)).toBeNull();
  });

  it('ignores a bid the room already counts (a loader read after it, or a catch-up replaying it)', () => {
    const own = bid({ bidder: 'B2', own: true, price: 9_200, bidId: 14 });
    const told = event({ bid: own, rank: 1, outbid: false });
    const once = applyRoomEvent(room(), told);
    expect(applyRoomEvent(once, told)).toBe(once);
    expect(applyRoomEvent(once, event({ bidCount: 2 }))).toBe(once);
    expect(once.ownBids.filter((b) => b.bidId === 14)).toHaveLength(1);
  });
});

describe('events that show the room missed something', () => {
  it('asks for a new read when bids were accepted that the room never heard of, not for the next one or one it holds', () => {
    const before = room();
    expect(rereadReason(before, event({ bidCount: 3 }))).toBeNull();
    expect(rereadReason(before, event({ bidCount: 4 }))).toBe('gap');
    expect(rereadReason(before, event({ bidCount: 2 })), 'held already').toBeNull();
    // A change of phase adds no bid: one more than the room holds is one it missed.
    expect(rereadReason(before, event({ kind: 'closed', phase: 'closed', bidCount: 2 }))).toBeNull();
    expect(rereadReason(before, event({ kind: 'closed', phase: 'closed', bidCount: 3 }))).toBe('gap');
  });

  it('asks for a new read when the phase jumps past its next, never for its next or a cancellation', () => {
    const upcoming = room({ phase: 'upcoming', bidCount: 0 });
    const told = (phase: BiddingRoomEvent['phase']) => event({ kind: 'opened', phase, bidCount: 0 });
    expect(rereadReason(upcoming, told('live'))).toBeNull();
    expect(rereadReason(upcoming, told('closed'))).toBe('phaseJump');
    expect(rereadReason(upcoming, told('cancelled'))).toBeNull();
    expect(rereadReason(room({ phase: 'live' }), event({ phase: 'extended' }))).toBeNull();
    expect(rereadReason(room({ phase: 'live', bidCount: 0 }), event({ kind: 'failed', phase: 'failed', bidCount: 0 }))).toBeNull();
    expect(rereadReason(room({ phase: 'closed' }), event({ kind: 'closed', phase: 'live', bidCount: 2 })), 'an older phase').toBeNull();
  });

  it('asks for a new read when an event reaches a reader the room holds as not admitted (events reach admitted readers only)', () => {
    const pending = room({ signUp: { review: 'pending', reviewReason: null }, bidCount: 0, bestPrice: null, rank: null, ownBids: [] });
    expect(rereadReason(pending, event({ bidCount: 1 }))).toBe('admitted');
    expect(rereadReason(room({ signUp: { review: 'rejected', reviewReason: 'late' } }), event())).toBe('admitted');
    expect(rereadReason(room({ signUp: null }), event()), 'the buyer').toBeNull();
    expect(rereadReason(pending, event({ biddingId: 8 })), 'another auction').toBeNull();
  });
});
