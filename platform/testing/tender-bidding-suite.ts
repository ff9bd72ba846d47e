// Sealed bids and the public opening, as small stories (docs/product/tenders.md#sealed-bids): who may
// bid and when (a supplier its buyer suspended after it registered not at all), a retried bid that stores one revision, a revision, a withdrawal, a bid left behind by
// an amendment, prices that are nowhere in clear in the database, the opening by the platform's clock
// (the sweep and a reader at once: one record, everyone told once), a tender that fails with two bids,
// and the supplier's tenders list. Its own platform (seeded, the movable test clock, a seal key the
// suite knows so it can sweep as the platform does), once per database: api-tender.test.ts and api-tender.postgres.test.ts.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api, type BidBody } from '#contract/endpoints.ts';
import type { MemberTender } from '#contract/schemas.ts';
import { selectRows } from '../db/client.ts';
import type { RunningPlatform } from '../server.ts';
import { sealer } from '../sourcing/seal.ts';
import { openDueTenders } from '../tender/index.ts';
import { apiClient } from './client.ts';
import { codeExpecter, DAY, type InquiryPlatform, type SuiteDatabase, startInquiryPlatform } from './inquiry-fixture.ts';
import { freshKey, memberHelpers, PDF } from './member-helpers.ts';
import {
  admittedSuppliers,
  logInAgain,
  registeredTender,
  registerFor,
  setClock,
  TENDER_DAYS,
  type TenderSuite,
  type TenderSupplier,
} from './tender-fixture.ts';

/** The platform's clock in this suite. */
const NOW = Date.UTC(2026, 3, 6, 2, 0, 0);
const MINUTE = 60_000;
/** Two lines: prices no other figure of the seed or the schedule could contain. */
const MATERIELS = [
  { code: 'P-1', name: '离心泵', type: 'IS80-65-160', unit: '台', count: 4 },
  { code: 'V-2', name: '闸阀', type: 'Z41H-16C', unit: '个', count: 10 },
];

export function describeTenderBiddingSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let seeded: InquiryPlatform;
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call } = client;
  const expectCode = codeExpecter(client);
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });
  const suite: TenderSuite = {
    client,
    helpers,
    get seeded() {
      return seeded;
    },
  } as TenderSuite;
  const key = randomBytes(32).toString('hex');
  let clock = NOW;
  const quiet = { warn() {}, error() {} };
  /** The platform's sweep, run here as the platform runs it (same database, same key, same clock). */
  const sweep = () => openDueTenders({ db: platform.db, now: () => clock }, sealer(Buffer.from(key, 'hex')), quiet);
  async function clockAt(at: number, suppliers: TenderSupplier[] = []) {
    clock = at;
    await setClock(suite, NOW, at);
    seeded.buyer = await client.login('buyer');
    await logInAgain(suite, suppliers);
  }
  /** A bid on the tender's lines at `prices` (one per line, in the tender's order). */
  const bid = (tender: MemberTender, prices: number[], overrides: Partial<BidBody> = {}): BidBody => ({
    tenderId: tender.id,
    lines: tender.materielList.map((m, i) => ({ materielId: m.id, price: prices[i]!, deliveryDays: 30 + i, note: `第 ${i + 1} 行` })),
    taxRate: 13,
    terms: { payment: '验收后 30 天付款', delivery: '送货上门', validityDays: 90, warranty: '两年' },
    remark: '按招标文件要求投标',
    idempotencyKey: freshKey(),
    ...overrides,
  });
  const send = (supplier: TenderSupplier, body: BidBody) => call(api.tenderBid.submit, { token: supplier.token, body });
  const notified = (tenderId: number, kind: string) =>
    selectRows<{ member: number; link: string }>(
      platform.db,
      sql`select recipient_member_id as member, payload->>'link' as link from notifications where kind = ${kind} and payload->>'tenderId' = ${String(tenderId)} order by 1`,
    );

  const title = options.skipped ? `tender bidding on ${databaseName} (skipped: ${options.skipped})` : `tender bidding on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    // Tender A: prequalification; s[0..2] and s[4] approved, s[3] rejected, s[5] never registers.
    let tender: MemberTender;
    let s: TenderSupplier[];
    let technicalUrl = '';
    let technicalId = 0;

    beforeAll(async () => {
      seeded = await startInquiryPlatform(async () => ({ ...(await database()), quoteSealKey: key }), NOW);
      platform = seeded.platform;
      const made = await registeredTender(suite, NOW, {
        count: 5,
        overrides: { materiels: MATERIELS },
        prequalification: { base: NOW, reject: [3] },
      });
      tender = made.tender;
      s = made.suppliers;
      s.push(...(await admittedSuppliers(suite, 1)));
      clock = NOW + TENDER_DAYS.registerEnd * DAY;
    }, 240_000);
    afterAll(() => seeded?.stop());

    it('takes no bid before the bidding start, from a rejected or unregistered supplier, or from the buyer; the page says why', async () => {
      await expectCode(api.tenderBid.submit, { token: s[0]!.token, body: bid(tender, [1, 1]) }, Code.OUTSIDE_BIDDING_WINDOW);
      await clockAt(NOW + (TENDER_DAYS.biddingStart - 0.5) * DAY, s);
      const page = await call(api.tenderBid.form, { token: s[0]!.token, query: { inviteTenderId: tender.id } });
      expect(page).toMatchObject({ refusal: Code.OUTSIDE_BIDDING_WINDOW, registration: { review: 'approved' }, bid: null, opened: false });
      expect(page.tender).toMatchObject({ phase: 'bidding', biddingOpen: false, revision: 1 });
      expect(page.tender.materiels.map((m) => m.count)).toEqual([4, 10]);
      await clockAt(NOW + 9 * DAY, s);
      await expectCode(api.tenderBid.submit, { token: s[3]!.token, body: bid(tender, [1, 1]) }, Code.NOT_QUALIFIED_BIDDER);
      await expectCode(api.tenderBid.submit, { token: s[5]!.token, body: bid(tender, [1, 1]) }, Code.NOT_QUALIFIED_BIDDER);
      // The publisher is told it is its own tender, not to register first.
      await expectCode(api.tenderBid.submit, { token: seeded.buyer, body: bid(tender, [1, 1]) }, Code.OWN_PUBLICATION);
      expect((await call(api.tenderBid.form, { token: seeded.buyer, query: { inviteTenderId: tender.id } })).refusal).toBe(Code.OWN_PUBLICATION);
      const rejected = await call(api.tenderBid.form, { token: s[3]!.token, query: { inviteTenderId: tender.id } });
      expect(rejected).toMatchObject({ refusal: Code.NOT_QUALIFIED_BIDDER, registration: { review: 'rejected', reviewReason: '资质不符合要求' } });
    });

    it('takes no bid from a supplier its buyer suspended after it registered (60021), until the buyer admits it again', async () => {
      const [admission] = (await call(api.admission.suppliers, { token: seeded.buyer, query: { name: s[1]!.name } })).data;
      const stage = (to: 'suspended' | 'qualified') =>
        call(api.admission.changeStage, { token: seeded.buyer, body: { id: admission!.id, stage: to } });
      const page = () => call(api.tenderBid.form, { token: s[1]!.token, query: { inviteTenderId: tender.id } });
      await stage('suspended');
      await expectCode(api.tenderBid.submit, { token: s[1]!.token, body: bid(tender, [1, 1]) }, Code.STAGE_FORBIDS);
      expect(await page()).toMatchObject({ refusal: Code.STAGE_FORBIDS, registration: { review: 'approved' } });
      await stage('qualified');
      expect((await page()).refusal).toBeNull();
    });

    it('a bid sent twice with one key is one revision with one receipt; lines not the tender’s are 60138', async () => {
      const body = bid(tender, [12345.67, 890.12]);
      const [first, again] = await Promise.all([send(s[0]!, body), send(s[0]!, body)]);
      expect(again).toEqual(first);
      expect(first).toMatchObject({ revision: 1, tenderRevision: 1, kind: 'submitted', receivedTime: clock, totalAmount: 58283.88 });
      expect(first.sha256).toMatch(/^[0-9a-f]{64}$/);
      const [line1, line2] = body.lines;
      for (const lines of [[line1!], [line1!, line1!], [line1!, { ...line2!, materielId: 999_999 }]]) {
        await expectCode(api.tenderBid.submit, { token: s[1]!.token, body: { ...body, lines, idempotencyKey: freshKey() } }, Code.BID_LINES_INVALID);
      }
      await expectCode(api.tenderBid.submit, { token: s[1]!.token, body: bid(tender, [0, 5]) }, Code.PARAM_INVALID);
      const [stored] = await selectRows<{ n: number }>(
        platform.db,
        sql`select count(*)::int as n from tender_bid_revisions where bid_id = ${first.bidId}`,
      );
      expect(stored!.n).toBe(1);
    });

    it('keeps every price sealed: not in any column or json of the database, not for the buyer; the bidder reads its own', async () => {
      const rows = await selectRows<{ row: string }>(
        platform.db,
        sql`select row_to_json(r)::text as row from tender_bid_revisions r where tender_id = ${tender.id}`,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const { row } of rows) {
        for (const figure of ['12345.67', '890.12', '58283.88', '49382.68', '8901.2']) expect(row).not.toContain(figure);
        expect(JSON.parse(row).sealed_prices).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
      }
      const heads = await selectRows<{ row: string }>(
        platform.db,
        sql`select row_to_json(b)::text as row from tender_bids b where tender_id = ${tender.id}`,
      );
      for (const { row } of heads) expect(row).not.toContain('12345.67');
      const record = await call(api.tenderBid.opening, { token: seeded.buyer, query: { inviteTenderId: tender.id } });
      expect(record).toMatchObject({ opened: false, bids: [], asBuyer: true, openTenderTime: NOW + TENDER_DAYS.opening * DAY });
      await expectCode(api.tenderBid.detail, { token: seeded.buyer, query: { inviteTenderId: tender.id } }, Code.NOT_FOUND);
      await expectCode(api.tenderBid.opening, { token: s[3]!.token, query: { inviteTenderId: tender.id } }, Code.NOT_FOUND);
      const own = await call(api.tenderBid.detail, { token: s[0]!.token, query: { inviteTenderId: tender.id } });
      expect(own).toMatchObject({ state: 'active', totalAmount: 58283.88, taxRate: 13, needsConfirmation: false });
      expect(own.lines).toEqual([
        { materielId: tender.materielList[0]!.id, price: 12345.67, count: 4, amount: 49382.68, deliveryDays: 30, note: '第 1 行' },
        { materielId: tender.materielList[1]!.id, price: 890.12, count: 10, amount: 8901.2, deliveryDays: 31, note: '第 2 行' },
      ]);
    });

    it('revises and withdraws until the deadline, each a revision with its receipt; a withdrawn bid cannot be withdrawn again', async () => {
      const file = await helpers.uploaded(s[0]!.token, PDF, '技术方案.pdf', 'document');
      const revised = await send(s[0]!, bid(tender, [12000, 880], { technicalFileIds: [file.id] }));
      expect(revised).toMatchObject({ revision: 2, totalAmount: 56800 });
      const foreign = await helpers.uploaded(s[1]!.token, PDF, '别人的.pdf', 'document');
      await expectCode(
        api.tenderBid.submit,
        { token: s[2]!.token, body: bid(tender, [1, 1], { commercialFileIds: [foreign.id] }) },
        Code.FILE_UNUSABLE,
      );
      await send(s[2]!, bid(tender, [11000, 900]));
      const withdraw = { tenderId: tender.id, idempotencyKey: freshKey() };
      const [gone, replay] = await Promise.all([
        call(api.tenderBid.withdraw, { token: s[2]!.token, body: withdraw }),
        call(api.tenderBid.withdraw, { token: s[2]!.token, body: withdraw }),
      ]);
      expect(replay).toEqual(gone);
      expect(gone).toMatchObject({ kind: 'withdrawn', revision: 2, totalAmount: null });
      await expectCode(
        api.tenderBid.withdraw,
        { token: s[2]!.token, body: { tenderId: tender.id, idempotencyKey: freshKey() } },
        Code.BID_STATE_FORBIDS,
      );
      await expectCode(api.tenderBid.withdraw, { token: s[5]!.token, body: { tenderId: tender.id, idempotencyKey: freshKey() } }, Code.BID_MISSING);
      const own = await call(api.tenderBid.detail, { token: s[0]!.token, query: { inviteTenderId: tender.id } });
      expect(own.revisions.map((r) => r.kind)).toEqual(['submitted', 'submitted']);
      expect(own.technicalFiles.map((f) => f.name)).toEqual(['技术方案.pdf']);
      technicalUrl = own.technicalFiles[0]!.url;
      technicalId = file.id;
      // Sealed: the buyer may not read a bid's documents before the opening.
      expect((await client.file(technicalUrl, seeded.buyer)).status).toBe(404);
      expect(own.receipt.sha256).toBe(revised.sha256);
    });

    it('an amendment leaves a bid sent before it needing confirmation, until it is sent again', async () => {
      await send(s[4]!, bid(tender, [10000, 1000]));
      await send(s[1]!, bid(tender, [13000, 950]));
      await call(api.tenderClarification.amend, {
        token: seeded.buyer,
        body: { tenderId: tender.id, inviteTenderRequirement: '补充：须提供型式试验报告', reason: '补充技术要求', idempotencyKey: freshKey() },
      });
      const list = await call(api.tenderBid.list, { token: s[1]!.token, query: {} });
      const row = list.data.find((r) => r.tenderId === tender.id)!;
      expect(row).toMatchObject({
        phase: 'bidding',
        biddingOpen: true,
        registration: { review: 'approved' },
        bid: { state: 'active', needsConfirmation: true },
      });
      const confirmed = await send(s[1]!, bid(tender, [13000, 950]));
      expect(confirmed.tenderRevision).toBe(2);
      await send(s[0]!, bid(tender, [12000, 880], { technicalFileIds: [technicalId] }));
      const back = await send(s[2]!, bid(tender, [11500, 900]));
      expect(back).toMatchObject({ revision: 3, tenderRevision: 2 });
      const page = await call(api.tenderBid.form, { token: s[4]!.token, query: { inviteTenderId: tender.id } });
      expect(page.bid).toMatchObject({ needsConfirmation: true, tenderRevision: 1 });
    });

    it('refuses a bid and a withdrawal at the deadline', async () => {
      await clockAt(NOW + TENDER_DAYS.biddingEnd * DAY, s);
      await expectCode(api.tenderBid.submit, { token: s[0]!.token, body: bid(tender, [1, 1]) }, Code.OUTSIDE_BIDDING_WINDOW);
      await expectCode(
        api.tenderBid.withdraw,
        { token: s[0]!.token, body: { tenderId: tender.id, idempotencyKey: freshKey() } },
        Code.OUTSIDE_BIDDING_WINDOW,
      );
    });

    it('opens by itself at the opening time: the sweeps and a reader at once write one record, and everyone is told once', async () => {
      // The seed's tenders whose opening time passed (with no bids: they fail) are opened first, out of the way.
      await clockAt(NOW + TENDER_DAYS.opening * DAY - MINUTE, s);
      while ((await sweep()) > 0);
      await clockAt(NOW + TENDER_DAYS.opening * DAY + MINUTE, s);
      const [, , read] = await Promise.all([
        sweep(),
        sweep(),
        call(api.tenderBid.opening, { token: s[0]!.token, query: { inviteTenderId: tender.id } }),
      ]);
      expect(await sweep()).toBe(0);
      const [openings] = await selectRows<{ n: number }>(
        platform.db,
        sql`select count(*)::int as n from tender_openings where tender_id = ${tender.id}`,
      );
      expect(openings!.n).toBe(1);
      expect(read).toMatchObject({ opened: true, outcome: 'opened', validCount: 3, state: 'published', phase: 'evaluation', asBuyer: false });
      const byName = Object.fromEntries(read.bids.map((b) => [b.supplier.name, b]));
      expect(byName[s[0]!.name]).toMatchObject({ totalAmount: 56800, verified: true, current: true, valid: true, revision: 3 });
      expect(byName[s[1]!.name]).toMatchObject({ totalAmount: 61500, valid: true });
      expect(byName[s[2]!.name]).toMatchObject({ totalAmount: 55000, valid: true });
      expect(byName[s[4]!.name]).toMatchObject({ totalAmount: 50000, verified: true, current: false, valid: false });
      expect(read.bids).toHaveLength(4);
      const own = await call(api.tenderBid.detail, { token: s[0]!.token, query: { inviteTenderId: tender.id } });
      expect(byName[s[0]!.name]!.receiptHash).toBe(own.receipt.sha256);
      const asBuyer = await call(api.tenderBid.opening, { token: seeded.buyer, query: { inviteTenderId: tender.id } });
      expect((await client.file(technicalUrl, seeded.buyer)).status).toBe(200);
      expect(asBuyer).toMatchObject({ asBuyer: true, digest: read.digest, openTime: clock });
      await call(api.tenderBid.opening, { token: s[4]!.token, query: { inviteTenderId: tender.id } });
      await expectCode(api.tenderBid.opening, { token: s[5]!.token, query: { inviteTenderId: tender.id } }, Code.NOT_FOUND);
      const told = await notified(tender.id, 'tender.opened');
      const expected = [seeded.buyerMe.memberId, s[0]!.memberId, s[1]!.memberId, s[2]!.memberId, s[4]!.memberId].sort((a, b) => a - b);
      expect(told.map((t) => t.member)).toEqual(expected);
      expect(new Set(told.map((t) => t.link))).toEqual(new Set([`/memberCenter/tender/opening?id=${tender.id}`]));
    });

    it('fails a tender with fewer valid bids than the minimum when a bidder reads its list; registered suppliers and the buyer are told', async () => {
      const at = clock;
      const made = await registeredTender(suite, at, { count: 3, overrides: { materiels: MATERIELS } });
      const [a, b, idle] = made.suppliers as [TenderSupplier, TenderSupplier, TenderSupplier];
      const failing = made.tender;
      await clockAt(at + TENDER_DAYS.biddingStart * DAY + DAY, [...s, a, b, idle]);
      await send(a, bid(failing, [100, 10]));
      await send(b, bid(failing, [90, 11]));
      const before = await call(api.tenderBid.list, { token: a.token, query: { phase: 'bidding' } });
      expect(before.data.map((r) => r.tenderId)).toContain(failing.id);
      await clockAt(at + TENDER_DAYS.opening * DAY, [...s, a, b, idle]);
      const list = await call(api.tenderBid.list, { token: a.token, query: {} });
      const row = list.data.find((r) => r.tenderId === failing.id)!;
      expect(row).toMatchObject({ state: 'failed', phase: 'failed', opened: true, phaseEndTime: null, bid: { state: 'active' } });
      expect(list.phaseCounts.failed).toBe(1);
      const record = await call(api.tenderBid.opening, { token: b.token, query: { inviteTenderId: failing.id } });
      expect(record).toMatchObject({ outcome: 'failed', validCount: 2, minValidBids: 3, state: 'failed' });
      const told = await notified(failing.id, 'tender.failed');
      expect(told.find((t) => t.member === idle.memberId)?.link).toBe('/memberCenter/tender/tenderSearch');
      expect(told.map((t) => t.member).sort()).toEqual([seeded.buyerMe.memberId, a.memberId, b.memberId, idle.memberId].sort());
      await expectCode(api.tenderBid.submit, { token: a.token, body: bid(failing, [1, 1]) }, Code.TENDER_STATE_FORBIDS);
    });

    it('lists a supplier’s tenders by phase with its registration and bid, and the invited tenders it has not registered for', async () => {
      const invitee = s[5]!;
      const at = clock;
      const invited = (
        await registeredTender(suite, at, {
          count: 0,
          overrides: { tenderScope: 'invited', invited: [{ memberId: invitee.memberId, roleId: invitee.roleId }] },
        })
      ).tender;
      const mine = await call(api.tenderBid.list, { token: invitee.token, query: { phase: 'registration' } });
      expect(mine.data.map((r) => r.tenderId)).toEqual([invited.id]);
      expect(mine.data[0]).toMatchObject({ invited: true, registration: null, bid: null, phaseEndTime: invited.registerEndTime });
      expect(mine.phaseCounts).toMatchObject({ registration: 1, evaluation: 0 });
      await registerFor(suite, invited, invitee);
      const after = await call(api.tenderBid.list, { token: invitee.token, query: { keyword: invited.code } });
      expect(after.data[0]).toMatchObject({ registration: { review: 'approved' } });
      const other = await call(api.tenderBid.list, { token: s[0]!.token, query: {} });
      expect(other.data.map((r) => r.tenderId)).not.toContain(invited.id);
      expect(other.data.find((r) => r.tenderId === tender.id)).toMatchObject({ phase: 'evaluation', opened: true, bid: { revision: 3 } });
    });
  });
}
