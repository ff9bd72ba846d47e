// The opening when something is wrong, and what it opens to whom, as small stories
// (docs/product/tenders.md#the-public-opening): a seal key that opens no bid writes no record and says
// so, and the right key then opens the tender, recording a bid it cannot decrypt as not verified; a
// tender none of whose bids can be opened holds up neither the sweep nor its readers; the buyer reads
// the documents of the bid revisions the opening counted and no others; a failed opening opens nothing
// to the buyer nor to the panel. Its own platform (seeded, the movable test clock, a seal key the suite
// knows so it can sweep as the platform does), once per database: api.test.ts and api.postgres.test.ts.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type BidBody } from '#contract/endpoints.ts';
import type { MemberTender } from '#contract/schemas.ts';
import { tenderBidRevisions, tenderBids, tenderOpenings } from '../db/schema.ts';
import type { RunningPlatform } from '../server.ts';
import { sealer } from '../sourcing/seal.ts';
import { openDueTenders } from '../tender/index.ts';
import { apiClient } from './client.ts';
import { DAY, type InquiryPlatform, type SuiteDatabase, startInquiryPlatform } from './inquiry-fixture.ts';
import { freshAccount, freshKey, memberHelpers, PDF } from './member-helpers.ts';
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

/** The platform's clock in this suite. */
const NOW = Date.UTC(2026, 5, 1, 2, 0, 0);
const MINUTE = 60_000;
const MATERIELS = [
  { code: 'P-1', name: '离心泵', type: 'IS80-65-160', unit: '台', count: 4 },
  { code: 'V-2', name: '闸阀', type: 'Z41H-16C', unit: '个', count: 10 },
];
type Logged = { level: 'warn' | 'error'; details: Record<string, unknown>; message: string };

export function describeTenderOpeningSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let seeded: InquiryPlatform;
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call } = client;
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });
  const suite = {
    client,
    helpers,
    get seeded() {
      return seeded;
    },
  } as TenderSuite;
  const key = randomBytes(32).toString('hex');
  let clock = NOW;
  const logged: Logged[] = [];
  const log = {
    warn: (details: object, message: string) => void logged.push({ level: 'warn', details: details as Logged['details'], message }),
    error: (details: object, message: string) => void logged.push({ level: 'error', details: details as Logged['details'], message }),
  };
  /** The platform's sweep, run here as the platform runs it, with the seal key `hex`. */
  const sweepWith = (hex: string) => openDueTenders({ db: platform.db, now: () => clock }, sealer(Buffer.from(hex, 'hex')), log);
  const errorsFor = (tenderId: number) => logged.filter((entry) => entry.level === 'error' && entry.details.tenderId === tenderId);
  let people: TenderSupplier[] = [];
  async function clockAt(at: number) {
    clock = at;
    await setClock(suite, NOW, at);
    seeded.buyer = await client.login('buyer');
    await logInAgain(suite, people);
  }
  const bid = (tender: MemberTender, prices: number[], files: Partial<BidBody> = {}): BidBody => ({
    tenderId: tender.id,
    lines: tender.materielList.map((m, i) => ({ materielId: m.id, price: prices[i]!, deliveryDays: 30, note: '' })),
    taxRate: 13,
    terms: { payment: '验收后 30 天付款', delivery: '送货上门', validityDays: 90, warranty: '两年' },
    remark: '',
    idempotencyKey: freshKey(),
    ...files,
  });
  const send = (supplier: TenderSupplier, body: BidBody) => call(api.tenderBid.submit, { token: supplier.token, body });
  const document = async (owner: TenderSupplier, name: string) => helpers.uploaded(owner.token, PDF, name, 'document');
  /** A new revision of the bid that nobody can decrypt (its prices sealed for the revision before), as a damaged record would be. */
  async function spoil(bidId: number) {
    const [latest] = await platform.db
      .select()
      .from(tenderBidRevisions)
      .where(eq(tenderBidRevisions.bidId, bidId))
      .orderBy(desc(tenderBidRevisions.revision));
    const { id: _id, ...row } = latest!;
    await platform.db.insert(tenderBidRevisions).values({ ...row, revision: row.revision + 1 });
    await platform.db
      .update(tenderBids)
      .set({ revision: row.revision + 1 })
      .where(eq(tenderBids.id, bidId));
  }
  const openingOf = async (tenderId: number) => (await platform.db.select().from(tenderOpenings).where(eq(tenderOpenings.tenderId, tenderId)))[0];

  const title = options.skipped ? `tender opening on ${databaseName} (skipped: ${options.skipped})` : `tender opening on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    // Opening at day 25: keyed (s[0..3] bid, s[3]'s bid damaged), files (documents), failing (two bids, a panel).
    // Opening at day 21: stuck (its one bid damaged).
    let keyed: MemberTender;
    let stuck: MemberTender;
    let files: MemberTender;
    let failing: MemberTender;
    let s: TenderSupplier[];
    let expert: TenderSupplier;
    const urls: Record<'superseded' | 'counted' | 'withdrawn' | 'invalid' | 'failed', string> = {
      superseded: '',
      counted: '',
      withdrawn: '',
      invalid: '',
      failed: '',
    };
    let damaged = 0;

    beforeAll(async () => {
      seeded = await startInquiryPlatform(async () => ({ ...(await database()), quoteSealKey: key }), NOW);
      platform = seeded.platform;
      const plain = { ...WITHOUT_PREQUALIFICATION, materiels: MATERIELS };
      keyed = await publishTender(suite, NOW, plain);
      stuck = await publishTender(suite, NOW, { ...plain, inviteTenderEndTime: NOW + 21 * DAY, openTenderTime: NOW + 21 * DAY });
      files = await publishTender(suite, NOW, plain);
      failing = await publishTender(suite, NOW, plain);
      s = await admittedSuppliers(suite, 5);
      const account = freshAccount('ex');
      const user = await helpers.register('supplier', { account, companyName: `评标专家${account}咨询公司` });
      expert = { token: user.token, memberId: user.memberId, roleId: user.memberRoleId, account, password: user.password, name: '' };
      people = [...s, expert];
      for (const supplier of s) for (const tender of [keyed, files]) await registerFor(suite, tender, supplier);
      await registerFor(suite, stuck, s[0]!);
      for (const supplier of s.slice(0, 2)) await registerFor(suite, failing, supplier);
      // The failing tender's panel: an expert of the buyer's library, who accepts.
      const added = await call(api.tenderExpert.add, { token: seeded.buyer, body: { account, idempotencyKey: freshKey() } });
      const named = { tenderId: failing.id, source: 'expert' as const, expertId: added.id, idempotencyKey: freshKey() };
      const invitation = await call(api.tenderEvaluation.addEvaluator, { token: seeded.buyer, body: named });
      await call(api.tenderScoring.answer, { token: expert.token, body: { id: invitation.id, accept: true } });

      await clockAt(NOW + (TENDER_DAYS.biddingStart + 1) * DAY);
      const receipts = [];
      for (const [i, supplier] of s.slice(0, 4).entries()) receipts.push(await send(supplier, bid(keyed, [1000 + i, 100])));
      damaged = receipts[3]!.bidId;
      await spoil(damaged);
      await spoil((await send(s[0]!, bid(stuck, [1000, 100]))).bidId);
      // Files: s[4] bids before an amendment and never confirms; s[0] revises, s[1] withdraws.
      const invalid = await document(s[4]!, '未确认的投标.pdf');
      await send(s[4]!, bid(files, [900, 90], { technicalFileIds: [invalid.id] }));
      await call(api.tenderClarification.amend, {
        token: seeded.buyer,
        body: { tenderId: files.id, inviteTenderRequirement: '补充：须提供型式试验报告', reason: '补充技术要求', idempotencyKey: freshKey() },
      });
      const [superseded, counted, withdrawn] = [
        await document(s[0]!, '第一版方案.pdf'),
        await document(s[0]!, '第二版方案.pdf'),
        await document(s[1]!, '撤回的投标.pdf'),
      ];
      await send(s[0]!, bid(files, [1000, 100], { technicalFileIds: [superseded.id] }));
      await send(s[0]!, bid(files, [990, 100], { commercialFileIds: [counted.id] }));
      await send(s[1]!, bid(files, [980, 100], { technicalFileIds: [withdrawn.id] }));
      await call(api.tenderBid.withdraw, { token: s[1]!.token, body: { tenderId: files.id, idempotencyKey: freshKey() } });
      for (const supplier of [s[2]!, s[3]!]) await send(supplier, bid(files, [1100, 110]));
      const failed = await document(s[0]!, '流标的方案.pdf');
      await send(s[0]!, bid(failing, [1000, 100], { technicalFileIds: [failed.id] }));
      await send(s[1]!, bid(failing, [1100, 100]));
      Object.assign(urls, { superseded: superseded.url, counted: counted.url, withdrawn: withdrawn.url, invalid: invalid.url, failed: failed.url });
      // The seed's tenders whose opening came before are opened first, out of the way.
      await clockAt(NOW + 21 * DAY - MINUTE);
      while ((await sweepWith(key)) > 0);
      await clockAt(NOW + TENDER_DAYS.opening * DAY + MINUTE);
    }, 300_000);
    afterAll(() => seeded?.stop());

    it('a seal key that opens no bid writes no record and logs an error naming the key; the right key then opens, a damaged bid recorded unverified', async () => {
      // The seed's tenders due meanwhile have no bids: any key opens them. Ours stay unopened.
      await sweepWith(randomBytes(32).toString('hex'));
      for (const tender of [keyed, stuck, files, failing]) expect(await openingOf(tender.id)).toBeUndefined();
      expect(errorsFor(keyed.id).map((entry) => entry.message)).toEqual([
        expect.stringContaining('QUOTE_SEAL_KEY'),
        expect.stringContaining('could not be opened'),
      ]);
      expect(errorsFor(keyed.id)[0]!.details).toMatchObject({ bids: 4 });
      logged.length = 0;

      // The right key: the stuck tender, due first, is passed over; the three others are opened.
      expect(await sweepWith(key)).toBe(3);
      const record = await call(api.tenderBid.opening, { token: seeded.buyer, query: { inviteTenderId: keyed.id } });
      expect(record).toMatchObject({ opened: true, outcome: 'opened', validCount: 3 });
      expect(record.bids.filter((b) => !b.verified).map((b) => b.supplier.memberId)).toEqual([s[3]!.memberId]);
      expect(logged.find((entry) => entry.level === 'warn' && entry.details.bidId === damaged)?.message).toContain('could not be opened');
      expect(errorsFor(stuck.id)).toHaveLength(2);
    });

    it('a tender none of whose bids can be opened holds up nobody: its readers read it unopened, the next sweep tries it again', async () => {
      const detail = await call(api.tender.details, { query: { inviteTenderId: stuck.id } });
      expect(detail).toMatchObject({ phase: 'evaluation', validBidCount: null });
      const record = await call(api.tenderBid.opening, { token: s[0]!.token, query: { inviteTenderId: stuck.id } });
      expect(record).toMatchObject({ opened: false, outcome: null, state: 'published' });
      expect((await call(api.tenderBuyer.detail, { token: seeded.buyer, query: { id: stuck.id } })).state).toBe('published');
      logged.length = 0;
      expect(await sweepWith(key)).toBe(0);
      expect(errorsFor(stuck.id).length).toBeGreaterThan(0);
      expect(await openingOf(stuck.id)).toBeUndefined();
    });

    it('the buyer reads the documents of the revisions the opening counted: not a superseded, a withdrawn or an unconfirmed one', async () => {
      const record = await call(api.tenderBid.opening, { token: seeded.buyer, query: { inviteTenderId: files.id } });
      expect(record).toMatchObject({ outcome: 'opened', validCount: 3 });
      const status = async (url: string, token = seeded.buyer) => (await client.file(url, token)).status;
      expect({
        counted: await status(urls.counted),
        superseded: await status(urls.superseded),
        withdrawn: await status(urls.withdrawn),
        invalid: await status(urls.invalid),
      }).toEqual({ counted: 200, superseded: 404, withdrawn: 404, invalid: 404 });
      // Its owner reads its own, always.
      expect(await status(urls.superseded, s[0]!.token)).toBe(200);
    });

    it('a failed opening opens nothing: its panel sees no bid and reads no document, nor does the buyer', async () => {
      const record = await call(api.tenderBid.opening, { token: seeded.buyer, query: { inviteTenderId: failing.id } });
      expect(record).toMatchObject({ outcome: 'failed', validCount: 2, state: 'failed' });
      const sheet = await call(api.tenderScoring.sheet, { token: expert.token, query: { id: failing.id } });
      expect(sheet).toMatchObject({ bids: [], canScore: false, evaluator: { state: 'accepted' } });
      expect([(await client.file(urls.failed, expert.token)).status, (await client.file(urls.failed, seeded.buyer)).status]).toEqual([404, 404]);
    });
  });
}
