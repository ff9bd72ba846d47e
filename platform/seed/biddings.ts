// Demo competitive bids with their materials, areas, suppliers' sign-ups and, for auctions that are
// over, their bids. Sign-up closes at the deadline; the auction starts 1 to 24 hours later and runs an hour.
import type { Faker } from '@faker-js/faker';
import { appendEntry } from '../bidding/journal.ts';
import { biddings, biddingSignups, bids } from '../db/schema.ts';
import { attachment } from '../files/documents.ts';
import { biddingSource } from '../sourcing/sources.ts';
import { COUNTS, DAY, documentNumber, draftItems, endedOf, HOUR, insertDetails, MINUTE, participations, publication } from './drafts.ts';
import type { Draft, Ended, Seeding } from './drafts.ts';

/** When an auction starts and the price it starts from. */
type Plan = { startingPrice: number; auctionStart: number };

/** The competitive-bid row of draft `i`, auctioned as `plan` says; its opening and close told if they are past at `now`. */
function biddingRow(faker: Faker, d: Draft, i: number, plan: Plan, now: number) {
  const number = documentNumber('JJ', d, i);
  const close = plan.auctionStart + HOUR;
  return {
    ...publication(d),
    biddingNo: number,
    details: faker.helpers.arrayElement([`${d.materiels[0]!.name}竞价采购`, `${d.sub.name}批量竞价采购`]),
    address: d.address,
    deliveryTime: new Date(d.deadline.getTime() + faker.number.int({ min: 10, max: 40 }) * DAY),
    startSignUp: d.createTime,
    endSignUp: d.deadline,
    biddingStartTime: new Date(plan.auctionStart),
    biddingEndTime: new Date(close),
    // Told already, so a fresh start does not tell the rooms of old auctions (bidding/tellings.ts).
    openToldTime: plan.auctionStart <= now ? new Date(plan.auctionStart) : null,
    closeToldTime: close <= now ? new Date(close) : null,
    startingPrice: plan.startingPrice,
    minPriceStep: faker.helpers.arrayElement([100, 200, 500, 1000]),
    allowPurchaseCount: faker.helpers.arrayElement([5, 10, 20]),
    demand: '按物料清单数量供货，质量符合国家标准',
    demandFiles: [attachment(`${number} 需求说明`, 'pdf')],
    offer: '含税含运费报价，报价须低于当前最低价至少一个最小降价幅度',
    paymentType: '验收合格后30天内付款',
    taxes: '含13%增值税专用发票',
    logistics: '供应商负责运输',
    files: [attachment(`${number} 竞价须知`, 'txt')],
    turn: 1,
  };
}

/** Auctions that are over have bids from their signed-up suppliers, each below the starting price. */
function bidsOf<S extends { biddingId: number }>(faker: Faker, signups: S[], ids: number[], plans: Plan[], now: number) {
  return signups.flatMap((signup) => {
    const { startingPrice, auctionStart } = plans[ids.indexOf(signup.biddingId)]!;
    if (auctionStart + HOUR > now) return [];
    return Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => ({
      ...signup,
      price: startingPrice - faker.number.int({ min: 1, max: 20 }) * 100,
      createTime: new Date(auctionStart + faker.number.int({ min: 1, max: 59 }) * MINUTE),
    }));
  });
}

/** Competitive bids, their materials and areas, sign-ups and bids; returns the ended ones. */
export async function seedBiddings(seeding: Seeding): Promise<Ended[]> {
  const { db, faker, now } = seeding;
  const drafts = draftItems(seeding, COUNTS.biddings);
  const plans = drafts.map(
    (d): Plan => ({
      startingPrice: faker.number.int({ min: 100, max: 5_000 }) * 100,
      auctionStart: d.deadline.getTime() + faker.number.int({ min: 1, max: 24 }) * HOUR,
    }),
  );
  const rows = await db
    .insert(biddings)
    .values(drafts.map((d, i) => biddingRow(faker, d, i, plans[i]!, now)))
    .returning({ id: biddings.id, title: biddings.details });
  const ids = rows.map((r) => r.id);
  await insertDetails(seeding, biddingSource, drafts, ids);
  const signups = participations(seeding, drafts, ids, 5, 4).map(({ itemId, ...p }) => ({ ...p, biddingId: itemId }));
  await db.insert(biddingSignups).values(signups);
  const bidRows = bidsOf(faker, signups, ids, plans, now).sort((a, b) => a.createTime.getTime() - b.createTime.getTime());
  if (bidRows.length) {
    const stored = await db.insert(bids).values(bidRows).returning({ id: bids.id });
    // Each bid of an auction that is over is in its journal, in the order received, as the bid engine
    // writes it (platform/bidding/journal.ts), so its log verifies and its close ranks them.
    for (const [i, bid] of bidRows.entries()) {
      const caller = { sessionId: 0, userId: bid.userId, memberId: bid.memberId, memberRoleId: bid.memberRoleId, memberRoleType: null };
      const closeTime = new Date(plans[ids.indexOf(bid.biddingId)]!.auctionStart + HOUR);
      await appendEntry(db, {
        biddingId: bid.biddingId,
        caller,
        price: bid.price,
        receivedAt: bid.createTime.getTime(),
        accepted: true,
        code: null,
        closeTime,
        bidId: stored[i]!.id,
      });
    }
  }
  return endedOf(biddingSource, drafts, rows, now);
}
