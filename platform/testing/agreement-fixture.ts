// What the contract suites share (agreement-suite.ts, and the execution's): a platform of their own
// with the movable test clock and awards of every kind, each made through the API as a user would —
// an auction won by S2, a lowest-price tender (all three bid) awarded whole to S1, and an inquiry split between S1
// (lines 1 and 2) and S2 (line 3); S3 is admitted and awarded nothing. The clock ends 26 days after
// NOW (AT), everyone logged in then. Plus: a draft sent as the portal's form would send it, a contract
// drafted and signed by both sides, and another small inquiry awarded whole to one supplier.
import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { api, type AgreementTermsBody, type BidBody } from '#contract/endpoints.ts';
import type { Agreement, AgreementTerms, MemberTender } from '#contract/schemas.ts';
import type { RunningPlatform } from '../server.ts';
import { HOUR, MINUTE, publishAuction, signUpBody } from './bidding-fixture.ts';
import { type ApiClient, apiClient } from './client.ts';
import { codeExpecter, DAY, type InquiryPlatform, publishInquiry, type SuiteDatabase, startInquiryPlatform } from './inquiry-fixture.ts';
import { freshKey, memberHelpers } from './member-helpers.ts';
import {
  admittedSuppliers,
  logInAgain,
  publishTender,
  registerFor,
  setClock,
  type TenderSuite,
  type TenderSupplier,
  WITHOUT_PREQUALIFICATION,
} from './tender-fixture.ts';

/** The platform's clock when it starts; AT is where the fixture leaves it, every award made. */
export const NOW = Date.UTC(2026, 6, 1, 2, 0, 0);
export const AT = NOW + 26 * DAY;

/** An order an award made for one supplier: what a contract is drafted from. */
export type AwardOrder = { orderId: number; supplier: TenderSupplier; sourceType: 1 | 2 | 3 };

export type AgreementWorld = {
  seeded: InquiryPlatform;
  platform: RunningPlatform;
  client: ApiClient;
  suite: TenderSuite;
  expectCode: ReturnType<typeof codeExpecter>;
  /** S1, S2 (awarded), S3 (admitted, awarded nothing). */
  suppliers: [TenderSupplier, TenderSupplier, TenderSupplier];
  inquiry: { id: number; s1: AwardOrder; s2: AwardOrder };
  tender: AwardOrder;
  auction: AwardOrder;
  /** The buyer's token now (it changes when everyone logs in again). */
  buyer(): string;
  /** Moves the platform's clock to `at` (from NOW); everyone logs in again when it moves a day or more from AT. */
  clockAt(at: number): Promise<void>;
  stop(): Promise<void>;
};

/** What the stories of a suite are given: the world once its `beforeAll` made it, and what the database says. */
export type AgreementStories = {
  world(): AgreementWorld;
  /** The notifications of `kind` a member got, oldest first. */
  notified(memberId: number, kind: string): Promise<Array<{ payload: Record<string, unknown> }>>;
  /** What the database answers a statement: 'done', or its refusal's message. */
  refusalOf(statement: SQL): Promise<string>;
};

const LINES = [
  { number: 'M-1', name: '深沟球轴承', model: '6204', unit: '个', purchaseCount: 100 },
  { number: 'M-2', name: '圆锥滚子轴承', model: '30205', unit: '个', purchaseCount: 50 },
  { number: 'M-3', name: '推力球轴承', model: '51105', unit: '个', purchaseCount: 20 },
];

/** The tender's lines and each supplier's unit prices (S1 4 000 in all, the lowest; S2 4 400; S3 4 800): three valid bids open it. */
const TENDER_LINES = [
  { code: 'P-1', name: '离心泵', type: 'IS80-65-160', unit: '台', count: 2 },
  { code: 'V-2', name: '闸阀', type: 'Z41H-16C', unit: '个', count: 10 },
];
const TENDER_PRICES = [
  [1500, 100],
  [1700, 100],
  [1800, 120],
];

/**
 * A published open inquiry of `lines` (by default LINES), quoted by each of `quotes` (a supplier and
 * its unit prices), awarded line by line as `awardTo` says (the index of the quote each line goes
 * to); its orders by supplier. Made at the platform's clock `at`.
 */
export async function awardedInquiry(
  world: Pick<AgreementWorld, 'client' | 'seeded'>,
  at: number,
  quotes: Array<{ supplier: TenderSupplier; prices: number[] }>,
  awardTo: number[],
  options: { lines?: typeof LINES; reason?: string; purchaseType?: 1 | 2; budgetAmount?: number } = {},
): Promise<{ id: number; orders: Map<number, number> }> {
  const { client, seeded } = world;
  const lines = options.lines ?? LINES;
  const inquiry = await publishInquiry(
    { client, seeded },
    {
      details: `轴承询价 ${freshKey()}`,
      categoryId: seeded.categoryId,
      materiels: lines,
      deliveryTime: at + 20 * DAY,
      address: '上海市浦东新区张江路 1 号',
      offerEndTime: at + 3 * DAY,
      purchaseType: options.purchaseType ?? 2,
      ...(options.budgetAmount === undefined ? {} : { budgetAmount: options.budgetAmount }),
      priceContrast: 2,
      isAllArea: true,
    },
  );
  for (const { supplier, prices } of quotes) {
    await client.call(api.inquiryQuote.submit, {
      token: supplier.token,
      body: {
        inquiryId: inquiry.id,
        lines: inquiry.lineIds.map((materielId, i) => ({ materielId, unitPrice: prices[i]!, quantity: lines[i]!.purchaseCount })),
        taxRate: 13,
        deliveryTime: at + 15 * DAY,
        notes: '含税含运',
        idempotencyKey: freshKey(),
      },
    });
  }
  const comparison = await client.call(api.inquiryBuyer.comparison, { token: seeded.buyer, query: { id: inquiry.id } });
  const quoteOf = (supplier: TenderSupplier) => comparison.suppliers.find((s) => s.supplier.memberId === supplier.memberId)!.quoteId;
  const award = await client.call(api.inquiryBuyer.award, {
    token: seeded.buyer,
    body: {
      id: inquiry.id,
      lines: inquiry.lineIds.map((materielId, i) => ({ materielId, quoteId: quoteOf(quotes[awardTo[i]!]!.supplier) })),
      ...(options.reason ? { reason: options.reason } : {}),
      idempotencyKey: freshKey(),
    },
  });
  const orders = new Map<number, number>();
  for (const orderId of award.orderIds) {
    const order = await client.call(api.order.detail, { token: seeded.buyer, query: { id: orderId } });
    orders.set(order.supplier.memberId, orderId);
  }
  return { id: inquiry.id, orders };
}

/** The tender's bid at the supplier's unit prices. */
const tenderBid = (tender: MemberTender, prices: number[]): BidBody => ({
  tenderId: tender.id,
  lines: tender.materielList.map((m, i) => ({ materielId: m.id, price: prices[i]!, deliveryDays: 30, note: '' })),
  taxRate: 13,
  terms: { payment: '验收后 30 天付款', delivery: '送货上门', validityDays: 90, warranty: '两年' },
  remark: '',
  idempotencyKey: freshKey(),
});

/** Starts the suite's platform and makes the awards (for `beforeAll`, a few minutes at most). */
export async function startAgreementWorld(database: () => Promise<SuiteDatabase>): Promise<AgreementWorld> {
  const seeded = await startInquiryPlatform(database, NOW);
  const client = apiClient(() => seeded.platform.url);
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => seeded.platform.db, url: () => seeded.platform.url });
  const suite: TenderSuite = { client, helpers, seeded };
  const suppliers = (await admittedSuppliers(suite, 3)) as [TenderSupplier, TenderSupplier, TenderSupplier];
  const [s1, s2] = suppliers;
  let current = NOW;
  const clockAt = async (at: number) => {
    await setClock(suite, NOW, at);
    if (Math.abs(at - current) >= DAY) {
      seeded.buyer = await client.login('buyer');
      await logInAgain(suite, suppliers);
    }
    current = at;
  };

  // The auction: S2 bids lower than S1 and wins.
  const auction = await publishAuction(suite, NOW);
  for (const supplier of [s1, s2]) {
    const signUp = await client.call(api.biddingBid.signUp, { token: supplier.token, body: signUpBody(auction.id) });
    if (signUp.review === 'pending') {
      await client.call(api.biddingBuyer.review, { token: seeded.buyer, body: { biddingId: auction.id, signUpId: signUp.id, decision: 'approve' } });
    }
  }
  // The tender: published now, all three register; bids once bidding opens (day 9).
  const tender = await publishTender(suite, NOW, {
    ...WITHOUT_PREQUALIFICATION,
    materiels: TENDER_LINES,
    evaluationMethod: 'lowestPrice',
    evaluationCriteria: [],
  });
  for (const supplier of suppliers) await registerFor(suite, tender, supplier);

  await clockAt(NOW + DAY + HOUR);
  for (const [supplier, price] of [
    [s1, 9_900],
    [s2, 9_700],
  ] as const) {
    await client.call(api.biddingBid.place, { token: supplier.token, body: { biddingId: auction.id, price, idempotencyKey: freshKey() } });
  }
  await clockAt(NOW + DAY + 2 * HOUR + MINUTE);
  const room = await client.call(api.biddingBid.room, { token: seeded.buyer, query: { biddingId: auction.id } });
  const won = await client.call(api.biddingBuyer.award, {
    token: seeded.buyer,
    body: { id: auction.id, bidder: room.ranking[0]!.bidder, idempotencyKey: freshKey() },
  });
  expect(won.supplier.memberId).toBe(s2.memberId);

  await clockAt(NOW + 9 * DAY);
  for (const [i, supplier] of suppliers.entries()) {
    await client.call(api.tenderBid.submit, { token: supplier.token, body: tenderBid(tender, TENDER_PRICES[i]!) });
  }
  await clockAt(AT);
  const evaluation = await client.call(api.tenderEvaluation.page, { token: seeded.buyer, query: { id: tender.id } });
  await client.call(api.tenderEvaluation.submitReport, { token: seeded.buyer, body: { id: tender.id, idempotencyKey: freshKey() } });
  const tenderAward = await client.call(api.tenderEvaluation.award, {
    token: seeded.buyer,
    body: { id: tender.id, mode: 'whole', bidId: evaluation.ranking[0]!.bidId, idempotencyKey: freshKey() },
  });
  expect(tenderAward.orders.map((o) => o.supplier.memberId)).toEqual([s1.memberId]);

  // The inquiry, split: lines 1 and 2 to S1, line 3 to S2, each to its lowest price.
  const world = { client, seeded };
  const split = await awardedInquiry(
    world,
    AT,
    [
      { supplier: s1, prices: [10, 20, 30] },
      { supplier: s2, prices: [12, 25, 28] },
    ],
    [0, 0, 1],
  );
  const order = (supplier: TenderSupplier, orderId: number | undefined, sourceType: 1 | 2 | 3): AwardOrder => ({
    orderId: orderId!,
    supplier,
    sourceType,
  });
  return {
    seeded,
    platform: seeded.platform,
    client,
    suite,
    expectCode: codeExpecter(client),
    suppliers,
    inquiry: { id: split.id, s1: order(s1, split.orders.get(s1.memberId), 1), s2: order(s2, split.orders.get(s2.memberId), 1) },
    tender: order(s1, tenderAward.orders[0]!.id, 2),
    auction: order(s2, won.order!.id, 3),
    buyer: () => seeded.buyer,
    clockAt,
    stop: () => seeded.stop(),
  };
}

/** What the portal's form sends for `terms` (a draft's or a version's), with `overrides`. */
export function termsBody(terms: AgreementTerms, overrides: Partial<AgreementTermsBody> = {}): AgreementTermsBody {
  return {
    title: terms.title,
    startDate: terms.startDate,
    endDate: terms.endDate,
    lines: terms.lines.map((line) => ({ lineNo: line.lineNo, quantity: line.quantity, deliveryDate: line.deliveryDate })),
    paymentPlan: terms.paymentPlan.map((stage) => ({
      name: stage.name,
      ratio: stage.ratio,
      condition: stage.condition,
      dueDate: stage.dueDate,
      payDay: stage.payDay,
    })),
    deliveryAddress: terms.deliveryAddress,
    text: terms.text,
    fileIds: terms.attachments.map((file) => file.fileId),
    ...overrides,
  };
}

/** The buyer drafts a contract from `orderId`'s prefilled draft (its free lines), `overrides` changing the terms. */
export async function draftAgreement(world: AgreementWorld, orderId: number, overrides: Partial<AgreementTermsBody> = {}): Promise<Agreement> {
  const draft = await world.client.call(api.agreementBuyer.draft, { token: world.buyer(), query: { orderId } });
  return world.client.call(api.agreementBuyer.create, {
    token: world.buyer(),
    body: { orderId, terms: termsBody(draft.terms, overrides), comment: '', idempotencyKey: freshKey() },
  });
}

/** A contract drafted from the award's order and signed by both sides (version 1). */
export async function signedAgreement(world: AgreementWorld, award: AwardOrder, overrides: Partial<AgreementTermsBody> = {}): Promise<Agreement> {
  const drafted = await draftAgreement(world, award.orderId, overrides);
  const sign = (token: string) =>
    world.client.call(api.agreement.sign, {
      token,
      body: { id: drafted.id, version: drafted.version, hash: drafted.hash, idempotencyKey: freshKey() },
    });
  await sign(world.buyer());
  const signed = await sign(award.supplier.token);
  expect(signed.state).toBe('signed');
  return signed;
}
