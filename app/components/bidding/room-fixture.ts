// A bidding room as the platform answers it, for the room's tests (room-events.test.ts,
// useLiveRoom.test.ts): a live auction of 10,000 with steps of 100, its close in 30 minutes.
import type { BiddingRoom, BiddingRules } from '#contract/schemas.ts';
import { TIE_RULE } from '#contract/schemas/bidding-rules.ts';

export const NOW = Date.UTC(2030, 0, 1, 6, 0, 0);
export const MINUTE = 60_000;

export const rules: BiddingRules = {
  startingPrice: 10_000,
  stepType: 'amount',
  minPriceStep: 100,
  allowPurchaseCount: 5,
  visibility: 'bestPrice',
  tieRule: TIE_RULE,
  triggerMinutes: 5,
  extensionMinutes: 3,
  maxExtensions: 2,
  hardStopTime: null,
};

/** An admitted bidder's room (rank 1 with its one bid of 9,500 of two), with `fields` over it. */
export const liveRoom = (fields: Partial<BiddingRoom> = {}): BiddingRoom => ({
  biddingId: 7,
  biddingNo: 'JJ20300001',
  details: 'Gate valves',
  phase: 'live',
  phaseEndTime: NOW + 30 * MINUTE,
  serverTime: NOW,
  biddingStartTime: NOW - 30 * MINUTE,
  biddingEndTime: NOW + 30 * MINUTE,
  scheduledEndTime: NOW + 30 * MINUTE,
  extensionCount: 0,
  rules,
  signUp: { review: 'approved', reviewReason: null },
  bidCount: 2,
  bestPrice: 9_500,
  rank: 1,
  ownBids: [{ bidder: 'B2', memberName: null, price: 9_500, receivedAt: NOW - MINUTE, own: true, bidId: 12 }],
  bidsLeft: 4,
  maxBidNow: 9_400,
  ranking: [],
  bids: [],
  ...fields,
});
