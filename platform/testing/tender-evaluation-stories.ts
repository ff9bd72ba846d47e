// What the evaluation and award stories share (tender-award-suite.ts): two tenders published at the
// suite's clock through the API, one scored (price 60, technique 30, service 10) and one at the
// lowest price, each with two material lines; three suppliers who bid on both and a fourth who only
// registers; outside users for the buyer's expert library; the clock moved with everyone logged in
// again. Every step goes through the API, as a user's would (tender-fixture.ts).
import { sql } from 'drizzle-orm';
import { api, type BidBody, type ScoreBody } from '#contract/endpoints.ts';
import type { MemberTender } from '#contract/schemas.ts';
import { selectRows } from '../db/client.ts';
import type { ApiClient } from './client.ts';
import { DAY, type InquiryPlatform } from './inquiry-fixture.ts';
import { freshAccount, freshKey, type memberHelpers, PDF } from './member-helpers.ts';
import {
  admittedSuppliers,
  logInAgain,
  publishTender,
  registerFor,
  setClock,
  TENDER_DAYS,
  type TenderSuite,
  type TenderSupplier,
  WITHOUT_PREQUALIFICATION,
} from './tender-fixture.ts';

/** The suite's clock. */
export const NOW = Date.UTC(2026, 4, 4, 2, 0, 0);
/** Bidding open (day 9), and past the opening (day 26): the evaluation phase. */
export const BIDDING = NOW + 9 * DAY;
export const EVALUATION = NOW + (TENDER_DAYS.opening + 1) * DAY;

export const MATERIELS = [
  { code: 'P-1', name: '离心泵', type: 'IS80-65-160', unit: '台', count: 4 },
  { code: 'V-2', name: '闸阀', type: 'Z41H-16C', unit: '个', count: 10 },
];
export const CRITERIA = [
  { name: '价格', weight: 60, isPrice: true },
  { name: '技术方案', weight: 30 },
  { name: '售后服务', weight: 10 },
];
/** Unit prices per supplier (totals 5000, 4800, 5200: s1 is the lowest). */
export const PRICES = [
  [1000, 100],
  [900, 120],
  [1100, 80],
];

export type Person = TenderSupplier;

export function evaluationStories(client: ApiClient, helpers: ReturnType<typeof memberHelpers>, seeded: () => InquiryPlatform) {
  const suite = {
    client,
    helpers,
    get seeded() {
      return seeded();
    },
  } as TenderSuite;
  const people: Person[] = [];

  /** A platform user outside the tender (an expert to be), of a new member of `role`, who can log in again. */
  async function outsider(role: 'buyer' | 'supplier'): Promise<Person> {
    const account = freshAccount('ex');
    const name = `评标专家${account}咨询公司`;
    const user = await helpers.register(role, { account, companyName: name });
    const person = { token: user.token, memberId: user.memberId, roleId: user.memberRoleId, account, password: user.password, name };
    people.push(person);
    return person;
  }

  /** Moves the platform's clock to `at`; the buyer and everyone the stories made log in again. */
  async function clockAt(at: number): Promise<void> {
    await setClock(suite, NOW, at);
    seeded().buyer = await client.login('buyer');
    await logInAgain(suite, people);
  }

  /** A bid at the supplier's prices on the tender's lines. */
  const bid = (tender: MemberTender, prices: number[]): BidBody => ({
    tenderId: tender.id,
    lines: tender.materielList.map((m, i) => ({ materielId: m.id, price: prices[i]!, deliveryDays: 30, note: '' })),
    taxRate: 13,
    terms: { payment: '验收后 30 天付款', delivery: '送货上门', validityDays: 90, warranty: '两年' },
    remark: '',
    idempotencyKey: freshKey(),
  });

  /**
   * The scored tender and the lowest-price one, published now, four suppliers registered for both
   * (s[3] bids on neither), and the clock moved into bidding where s[0..2] bid at PRICES.
   */
  async function twoTendersWithBids() {
    const scored = await publishTender(suite, NOW, { ...WITHOUT_PREQUALIFICATION, materiels: MATERIELS, evaluationCriteria: CRITERIA });
    const lowest = await publishTender(suite, NOW, {
      ...WITHOUT_PREQUALIFICATION,
      materiels: MATERIELS,
      evaluationMethod: 'lowestPrice',
      evaluationCriteria: [],
    });
    const s = await admittedSuppliers(suite, 4);
    people.push(...s);
    for (const supplier of s) {
      await registerFor(suite, scored, supplier);
      await registerFor(suite, lowest, supplier);
    }
    await clockAt(BIDDING);
    // s[0]'s bid on the scored tender carries a technical document: the panel reads it once opened.
    const technical = await helpers.uploaded(s[0]!.token, PDF, '技术方案.pdf', 'document');
    for (const [i, prices] of PRICES.entries()) {
      for (const tender of [scored, lowest]) {
        const files = i === 0 && tender === scored ? { technicalFileIds: [technical.id] } : {};
        await client.call(api.tenderBid.submit, { token: s[i]!.token, body: { ...bid(tender, prices), ...files } });
      }
    }
    return { scored, lowest, s, technical };
  }

  /** A score sheet of the scored tender for one bid: technique and service (criteria 1 and 2). */
  const sheet = (tenderId: number, bidId: number, technique: number, service: number, comment = ''): ScoreBody => ({
    tenderId,
    bids: [
      {
        bidId,
        scores: [
          { criterion: 1, score: technique },
          { criterion: 2, score: service },
        ],
        comment,
      },
    ],
    idempotencyKey: freshKey(),
  });

  /** The notifications of `kind` about the tender: who got them, with their payloads. */
  const notified = (tenderId: number, kind: string) =>
    selectRows<{ member: number; user: number | null; payload: Record<string, unknown> }>(
      seeded().platform.db,
      sql`select recipient_member_id as member, recipient_user_id as "user", payload from notifications
          where kind = ${kind} and payload->>'tenderId' = ${String(tenderId)} order by id`,
    );

  /** The notifications of `kind` about the order: who got them, with their payloads. */
  const orderNotices = (orderId: number, kind: string) =>
    selectRows<{ member: number; payload: Record<string, unknown> }>(
      seeded().platform.db,
      sql`select recipient_member_id as member, payload from notifications where kind = ${kind} and payload->>'orderId' = ${String(orderId)} order by id`,
    );

  return { suite, outsider, clockAt, twoTendersWithBids, sheet, notified, orderNotices };
}
