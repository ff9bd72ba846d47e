// The bidding room kept current and healing itself (useLiveRoom.ts), driven by a fake live-events
// source as the hook drives it: an event that shows missed bids, one that reaches a reader admitted
// since, a connection, the phase's time up and the close each read the room again, once for a burst;
// a loader answer takes the events heard since that it does not hold; a burst of events renders once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BiddingRoom, BiddingRoomBid, BiddingRoomEvent } from '#contract/schemas.ts';
import type { LiveEvent } from '#app/lib/live-events.ts';
import { liveRoom, MINUTE, NOW } from './room-fixture.ts';
import { LiveRoomFeed } from './useLiveRoom.ts';

/** The buyer's room (it sees every bid) with `count` bids, 10,000 − count × 100 the last. */
const buyerRoom = (count: number, fields: Partial<BiddingRoom> = {}): BiddingRoom =>
  liveRoom({
    signUp: null,
    bidCount: count,
    bestPrice: count === 0 ? null : 10_000 - count * 100,
    rank: null,
    ownBids: [],
    bidsLeft: null,
    maxBidNow: null,
    bids: Array.from({ length: count }, (_, i) => bidNo(count - i)),
    ...fields,
  });

function bidNo(n: number): BiddingRoomBid {
  return { bidder: `B${n}`, memberName: `Supplier ${n}`, price: 10_000 - n * 100, receivedAt: NOW + n, own: false, bidId: 100 + n };
}

/** The event of the room's bid number `n`. */
const bidEvent = (n: number, fields: Partial<BiddingRoomEvent> = {}): BiddingRoomEvent => ({
  biddingId: 7,
  kind: 'bid',
  phase: 'live',
  phaseEndTime: NOW + 30 * MINUTE,
  at: NOW + n,
  biddingEndTime: NOW + 30 * MINUTE,
  extensionCount: 0,
  extended: false,
  bidCount: n,
  bestPrice: 10_000 - n * 100,
  rank: null,
  bidsLeft: null,
  maxBidNow: null,
  outbid: false,
  bid: bidNo(n),
  ...fields,
});

/** A fake of app/lib/live-events.ts as the hook uses it, and the hook's other ports, counted. */
function harness(loaded: BiddingRoom) {
  const listeners = new Set<(event: LiveEvent) => void>();
  const connections = new Set<() => void>();
  const frames: (() => void)[] = [];
  const counts = { reread: 0, render: 0 };
  let id = 0;
  const feed = new LiveRoomFeed(loaded);
  const stop = feed.start({
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connected: (listener) => {
      connections.add(listener);
      return () => connections.delete(listener);
    },
    reread: () => {
      counts.reread += 1;
    },
    render: () => {
      counts.render += 1;
    },
    frame: (callback) => frames.push(callback),
    offset: () => 0,
  });
  feed.settle(loaded);
  return {
    feed,
    counts,
    stop,
    tell: (data: BiddingRoomEvent) => {
      id += 1;
      for (const listener of listeners) listener({ id, action: 'bidding_room', data });
    },
    connect: () => {
      for (const listener of connections) listener();
    },
    /** The browser's next animation frame. */
    paint: () => {
      for (const callback of frames.splice(0)) callback();
    },
    /** A new loader answer, rendered and settled as the hook does. */
    answer: (room: BiddingRoom) => {
      feed.load(room);
      feed.settle(room);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live room reading itself again', () => {
  it('reads again, once for a burst, when an event shows bids it never heard of; not for the next bid', async () => {
    const room = harness(buyerRoom(2));
    room.tell(bidEvent(3));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(room.counts.reread).toBe(0);
    // Bid 4 was told before the page listened: 5 shows the gap, and 6 comes in the same burst.
    room.tell(bidEvent(5));
    room.tell(bidEvent(6));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(room.counts.reread).toBe(1);
    expect(room.feed.state.room.bidCount).toBe(6);
    room.stop();
  });

  it('reads again when an event reaches a bidder the room holds as not admitted: it was admitted since', async () => {
    const pending = buyerRoom(0, { signUp: { review: 'pending', reviewReason: null }, rank: null, bidsLeft: null });
    const room = harness(pending);
    room.tell(bidEvent(1, { bid: null }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(room.counts.reread).toBe(1);
    // The answer admits it: the next event is applied as it is.
    room.answer({ ...pending, signUp: { review: 'approved', reviewReason: null }, bidCount: 1, bestPrice: 9_900, bidsLeft: 5, maxBidNow: 9_800 });
    room.tell(bidEvent(2, { bid: null }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(room.counts.reread).toBe(1);
    room.stop();
  });

  it('reads again when the socket connects (a full page load’s first socket, a reconnection)', async () => {
    const room = harness(buyerRoom(2));
    room.connect();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(room.counts.reread).toBe(1);
    room.stop();
  });

  it('reads again when the phase’s time is up, once for that end, and when the phase moves past the close', async () => {
    const room = harness(buyerRoom(2, { phase: 'upcoming', phaseEndTime: NOW + MINUTE, maxBidNow: null }));
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(room.counts.reread).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(room.counts.reread).toBe(1);
    // The platform lagged: the answer still says upcoming, with the same end: not read again in a loop.
    room.answer(buyerRoom(2, { phase: 'upcoming', phaseEndTime: NOW + MINUTE, serverTime: NOW + MINUTE }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(room.counts.reread).toBe(1);
    room.tell(bidEvent(2, { kind: 'opened' }));
    room.tell(bidEvent(2, { kind: 'closed', phase: 'closed', phaseEndTime: null }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(room.feed.state.room.phase).toBe('closed');
    expect(room.counts.reread).toBe(2);
    room.stop();
  });

  it('reads again when the close is told to a room that already reads closed (its log is final from then on)', async () => {
    const room = harness(buyerRoom(2, { phase: 'closed', phaseEndTime: null, maxBidNow: null }));
    room.tell(bidEvent(2, { kind: 'closed', phase: 'closed', phaseEndTime: null }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(room.counts.reread).toBe(1);
    room.stop();
  });
});

describe('a loader answer and the events heard meanwhile', () => {
  it('applies to the answer the events it does not hold, in order, and drops those it holds', () => {
    const room = harness(buyerRoom(2));
    room.tell(bidEvent(3));
    room.tell(bidEvent(4));
    // The answer was read after bid 3 and before bid 4.
    room.answer(buyerRoom(3));
    const { room: merged, events } = room.feed.state;
    expect(merged.bidCount).toBe(4);
    expect(merged.bids.map((bid) => bid.bidId)).toEqual([104, 103, 102, 101]);
    expect(events.map((event) => event.bidCount)).toEqual([4]);
    room.stop();
  });

  it('keeps every event a slow answer lacks, beyond fifty, and reads again when too many came to keep', async () => {
    const room = harness(buyerRoom(0));
    for (let n = 1; n <= 300; n += 1) room.tell(bidEvent(n));
    room.answer(buyerRoom(10));
    expect(room.feed.state.room.bidCount).toBe(300);
    expect(room.feed.state.room.bids).toHaveLength(300);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(room.counts.reread).toBe(0);
    // Past what it keeps, an answer older than the oldest kept event shows the gap: read again.
    for (let n = 301; n <= 1_300; n += 1) room.tell(bidEvent(n));
    room.answer(buyerRoom(200));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(room.counts.reread).toBe(1);
    room.stop();
  });
});

describe('rendering the live room', () => {
  it('renders a burst of events once, at the next frame, with the last state', () => {
    const room = harness(buyerRoom(2));
    for (let n = 3; n <= 12; n += 1) room.tell(bidEvent(n));
    expect(room.counts.render).toBe(0);
    room.paint();
    expect(room.counts.render).toBe(1);
    expect(room.feed.state.room.bidCount).toBe(12);
    expect(room.feed.state.news?.seq).toBe(10);
    room.paint();
    expect(room.counts.render).toBe(1);
    room.stop();
  });
});
