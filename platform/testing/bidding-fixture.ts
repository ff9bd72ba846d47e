// What the auction suites share (bidding-suite.ts, bidding-bids-suite.ts): an auction published by the
// demo buyer through the API with a schedule relative to the suite's clock (sign-up a day, then an
// hour's wait, then an hour live), and admitted suppliers signed up and admitted to it. Every step
// goes through the API, as a user's would.
import { expect } from 'vitest';
import { api, type BiddingFormBody } from '#contract/endpoints.ts';
import type { MemberBidding } from '#contract/schemas.ts';
import { DAY } from './inquiry-fixture.ts';
import { freshKey } from './member-helpers.ts';
import { admittedSuppliers, type TenderSuite, type TenderSupplier } from './tender-fixture.ts';

export const HOUR = 3_600_000;
export const MINUTE = 60_000;

/** When the phases of auctionForm's schedule begin, from its `at`: sign-up at once, live a day and an hour later, closing an hour after that. */
export const BIDDING_TIMES = { endSignUp: DAY, biddingStart: DAY + HOUR, biddingEnd: DAY + 2 * HOUR } as const;

/** A public auction for every area: starting price 10 000, a step of 100, 5 bids each, best price shown, no extension. */
export function auctionForm(at: number, categoryId: number, overrides: Partial<BiddingFormBody> = {}): BiddingFormBody {
  return {
    details: `阀门竞价 ${freshKey()}`,
    categoryId,
    materiels: [{ code: 'V-1', name: '闸阀', type: 'Z41H-16C', unit: '台', count: 10 }],
    isAllArea: true,
    address: '上海市浦东新区张江路 1 号',
    deliver: at + 30 * DAY,
    startSignUp: at,
    endSignUp: at + BIDDING_TIMES.endSignUp,
    biddingStartTime: at + BIDDING_TIMES.biddingStart,
    biddingEndTime: at + BIDDING_TIMES.biddingEnd,
    startingPrice: 10_000,
    stepType: 'amount',
    minPriceStep: 100,
    allowPurchaseCount: 5,
    visibility: 'bestPrice',
    scope: 'public',
    ...overrides,
  };
}

/** The demo buyer saves and publishes an auction (auctionForm with `overrides`) at `at`, the platform's clock. */
export async function publishAuction({ client, seeded }: TenderSuite, at: number, overrides: Partial<BiddingFormBody> = {}): Promise<MemberBidding> {
  const form = auctionForm(at, seeded.categoryId, overrides);
  const draft = await client.call(api.biddingBuyer.save, { token: seeded.buyer, body: { form, idempotencyKey: freshKey() } });
  const published = await client.call(api.biddingBuyer.publish, { token: seeded.buyer, body: { id: draft.id, idempotencyKey: freshKey() } });
  expect(published).toMatchObject({ state: 'published', phase: 'signUp' });
  return published;
}

/** The body of a sign-up for `biddingId`. */
export const signUpBody = (biddingId: number) => ({
  biddingId,
  contactName: '赵六',
  phone: '13800138000',
  email: 'bids@example.com',
  address: '上海市浦东新区世纪大道 100 号',
  idempotencyKey: freshKey(),
});

/** `count` new admitted suppliers signed up for the auction (in sign-up) and approved by the buyer unless it admits without review. */
export async function admittedBidders(suite: TenderSuite, auction: MemberBidding, count: number): Promise<TenderSupplier[]> {
  const { client, seeded } = suite;
  const suppliers = await admittedSuppliers(suite, count);
  for (const supplier of suppliers) {
    const signUp = await client.call(api.biddingBid.signUp, { token: supplier.token, body: signUpBody(auction.id) });
    if (signUp.review === 'pending') {
      await client.call(api.biddingBuyer.review, { token: seeded.buyer, body: { biddingId: auction.id, signUpId: signUp.id, decision: 'approve' } });
    }
  }
  return suppliers;
}
