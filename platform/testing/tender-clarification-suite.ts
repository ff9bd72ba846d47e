// A tender's questions, answers and amendments as small stories (docs/product/tenders.md#questions-answers-and-amendments):
// a registered supplier asks, the buyer answers once, every registered supplier reads the answer
// without the asker's name and is told; amendments keep a revision, tell every registered supplier,
// and move a public tender's deadline when fewer than 15 days remain; each refusal by its code. Its
// own platform (seeded, with the movable test clock), once per database: api.test.ts (PGlite) and
// api.postgres.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { BuyerClarification, SupplierClarification } from '#contract/schemas.ts';
import { selectRows } from '../db/client.ts';
import type { RunningPlatform } from '../server.ts';
import { apiClient } from './client.ts';
import { codeExpecter, DAY, type InquiryPlatform, startInquiryPlatform, type SuiteDatabase } from './inquiry-fixture.ts';
import { freshKey, memberHelpers, PDF } from './member-helpers.ts';
import {
  admittedSuppliers,
  logInAgain,
  publishTender,
  registerFor,
  registeredTender,
  type TenderSuite,
  type TenderSupplier,
  WITHOUT_PREQUALIFICATION,
} from './tender-fixture.ts';
import { tenderForm } from './tender-stories.ts';

/** The platform's clock at offset 0 in this suite. */
const NOW = Date.UTC(2026, 4, 4, 2, 0, 0);
const HOUR = 3_600_000;

export function describeTenderClarificationSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let seeded: InquiryPlatform;
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call, raw } = client;
  const expectCode = codeExpecter(client);
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });
  const suite = (): TenderSuite => ({ client, helpers, seeded });

  /** Sets the platform's clock to NOW + offset; the demo buyer logged in at it (a session lasts a week). */
  async function clockAt(offsetMs: number): Promise<string> {
    await call(api.testing.clock, { body: { offsetMs } });
    seeded.buyer = await client.login('buyer');
    return seeded.buyer;
  }
  /**
   * A tender with prequalification published at NOW, `suppliers` registered at once, then, in the
   * prequalification phase (NOW + 5 days, the clock left there), each one's review: approved, rejected
   * with a reason, or left pending.
   */
  async function reviewedTender(reviews: Array<'approved' | 'pending' | 'rejected'>) {
    const tender = await publishTender(suite(), NOW);
    const suppliers = await admittedSuppliers(suite(), reviews.length);
    const registrations = [];
    for (const supplier of suppliers) registrations.push(await registerFor(suite(), tender, supplier));
    const buyer = await clockAt(5 * DAY);
    for (const [i, review] of reviews.entries()) {
      if (review === 'pending') continue;
      const decision = review === 'approved' ? 'approve' : 'reject';
      await call(api.tenderRegistration.review, {
        token: buyer,
        body: { tenderId: tender.id, registrationId: registrations[i]!.id, decision, ...(decision === 'reject' ? { reason: '资质不符合要求' } : {}) },
      });
    }
    return { tender, suppliers, buyer };
  }
  const page = (token: string, tenderId: number) => call(api.tenderClarification.page, { token, query: { tenderId } });
  const buyerPage = async (token: string, tenderId: number) => (await page(token, tenderId)) as BuyerClarification;
  const supplierPage = async (token: string, tenderId: number) => (await page(token, tenderId)) as SupplierClarification;
  const ask = (who: TenderSupplier, tenderId: number, question: string, idempotencyKey = freshKey()) =>
    call(api.tenderClarification.ask, { token: who.token, body: { tenderId, question, idempotencyKey } });
  /** A question refused with `code`. */
  const askRefused = (token: string, tenderId: number, code: number, question = '还能提问吗？') =>
    expectCode(api.tenderClarification.ask, { token, body: { tenderId, question, idempotencyKey: freshKey() } }, code);
  /** An answer refused with `code`. */
  const answerRefused = (token: string, tenderId: number, questionId: number, code: number) =>
    expectCode(api.tenderClarification.answer, { token, body: { tenderId, questionId, answer: '答' } }, code);
  const notificationsOf = (memberId: number, kind: string) =>
    selectRows<{ payload: Record<string, unknown> }>(
      platform.db,
      sql`select payload from notifications where recipient_member_id = ${memberId} and kind = ${kind} order by id`,
    );
  const amendBody = (tenderId: number, extra: Record<string, unknown> = {}) => ({
    tenderId,
    inviteTenderRequirement: '投标人须提供近三年同类泵站业绩',
    reason: '补充业绩要求',
    idempotencyKey: freshKey(),
    ...extra,
  });

  const title = options.skipped ? `tender clarification on ${databaseName} (skipped: ${options.skipped})` : `tender clarification on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      platform = seeded.platform;
    }, 120_000);
    afterAll(() => seeded?.stop());

    it('a registered supplier asks; every registered supplier reads the answer without the asker, and is told; others may neither ask nor read', async () => {
      await clockAt(0);
      const { tender, suppliers, buyer } = await reviewedTender(['approved', 'pending', 'rejected']);
      const [asker, pending, rejected] = suppliers as [TenderSupplier, TenderSupplier, TenderSupplier];
      const [stranger] = await admittedSuppliers(suite(), 1);
      // Asked and answered in the prequalification phase.
      const at = NOW + 5 * DAY;

      // One key, two requests at once: one question.
      const key = freshKey();
      const [first, again] = await Promise.all([
        ask(asker, tender.id, '离心泵是否接受同等品牌？', key),
        ask(asker, tender.id, '离心泵是否接受同等品牌？', key),
      ]);
      expect(again).toEqual(first);
      expect(first).toMatchObject({ question: '离心泵是否接受同等品牌？', askTime: at });
      for (const outsider of [rejected, stranger!]) {
        await askRefused(outsider.token, tender.id, Code.NOT_QUALIFIED_BIDDER, '可否报名？');
        await expectCode(api.tenderClarification.page, { token: outsider.token, query: { tenderId: tender.id } }, Code.NOT_QUALIFIED_BIDDER);
      }
      await expectCode(
        api.tenderClarification.page,
        { token: (await helpers.register('buyer')).token, query: { tenderId: tender.id } },
        Code.NOT_QUALIFIED_BIDDER,
      );

      // The asker sees its question waiting; the other registered supplier sees nothing of it yet.
      expect((await supplierPage(asker.token, tender.id)).ownQuestions).toEqual([{ id: first.id, question: first.question, askTime: at }]);
      expect(await supplierPage(pending.token, tender.id)).toMatchObject({ viewer: 'supplier', askOpen: true, ownQuestions: [], answers: [] });
      // The buyer sees it with its asker.
      const before = await buyerPage(buyer, tender.id);
      expect(before.questions).toEqual([
        {
          id: first.id,
          question: first.question,
          askTime: at,
          asker: { memberId: asker.memberId, roleId: asker.roleId, name: asker.name, userName: asker.account },
          answer: null,
          answerTime: null,
        },
      ]);

      const answer = '接受同等及以上品牌，须附性能对比表。';
      const answered = await call(api.tenderClarification.answer, { token: buyer, body: { tenderId: tender.id, questionId: first.id, answer } });
      expect(answered).toMatchObject({ id: first.id, answer, answerTime: at });
      await answerRefused(buyer, tender.id, first.id, Code.ALREADY_ANSWERED);

      // Published to both registered suppliers, nobody's name in it: the raw answer carries no field of the asker.
      const shown = { id: first.id, question: first.question, answer, askTime: at, answerTime: at };
      expect((await supplierPage(pending.token, tender.id)).answers).toEqual([{ ...shown, mine: false }]);
      expect(await supplierPage(asker.token, tender.id)).toMatchObject({ ownQuestions: [], answers: [{ ...shown, mine: true }] });
      const rawPage = await raw('GET', api.tenderClarification.page.path, { token: pending.token, query: { tenderId: tender.id } });
      const text = JSON.stringify(rawPage.data);
      expect(text).not.toContain(asker.name);
      expect(text).not.toContain(asker.account);
      expect(text).not.toMatch(/asker|memberId|roleId|userId|userName/);
      expect(Object.keys((rawPage.data as SupplierClarification).answers[0]!).sort()).toEqual([
        'answer',
        'answerTime',
        'askTime',
        'id',
        'mine',
        'question',
      ]);

      // Each registered supplier is told, without the asker; the rejected one and the stranger are not.
      for (const told of [asker, pending]) {
        const [notice] = await notificationsOf(told.memberId, 'tender.answered');
        expect(notice?.payload).toMatchObject({
          tenderId: tender.id,
          code: tender.code,
          title: tender.projectName,
          link: `/memberCenter/tender/clarification?id=${tender.id}`,
        });
        expect(JSON.stringify(notice?.payload)).not.toContain(asker.name);
      }
      for (const untold of [rejected, stranger!]) expect(await notificationsOf(untold.memberId, 'tender.answered')).toEqual([]);
    });

    it('a question past 500 characters is 1102; an answer to another tender’s question is 60131; another buyer’s answer is 404', async () => {
      const buyer = await clockAt(0);
      const { tender, suppliers } = await registeredTender(suite(), NOW, { count: 1 });
      const other = await publishTender(suite(), NOW);
      const asker = suppliers[0]!;
      await askRefused(asker.token, tender.id, Code.PARAM_INVALID, '问'.repeat(501));
      const long = await ask(asker, tender.id, '问'.repeat(500));
      await answerRefused(buyer, other.id, long.id, Code.TENDER_RECORD_MISSING);
      const otherBuyer = await helpers.register('buyer');
      await answerRefused(otherBuyer.token, tender.id, long.id, Code.NOT_FOUND);
      await answerRefused(asker.token, tender.id, long.id, Code.NO_ACCESS);
      await expectCode(api.tenderClarification.page, { token: asker.token, query: { tenderId: 2_000_000_000 } }, Code.NOT_FOUND);
      // A draft is its buyer's alone.
      const draft = await call(api.tenderBuyer.save, {
        token: buyer,
        body: { form: tenderForm(NOW, seeded.categoryId), idempotencyKey: freshKey() },
      });
      await expectCode(api.tenderClarification.page, { token: asker.token, query: { tenderId: draft.id } }, Code.NOT_FOUND);
      expect(await buyerPage(buyer, draft.id)).toMatchObject({ amendRefusal: Code.TENDER_STATE_FORBIDS, preview: null });
    });

    it('an amendment with more than 15 days left keeps the deadline, raises the revision, keeps an append-only row and tells every registered supplier; a retry amends once', async () => {
      await clockAt(0);
      // Amended in the prequalification phase, 20 days before the bidding deadline.
      const { tender, suppliers, buyer } = await reviewedTender(['approved', 'pending', 'rejected']);
      const [first, second, rejected] = suppliers as [TenderSupplier, TenderSupplier, TenderSupplier];
      const before = await buyerPage(buyer, tender.id);
      expect(before).toMatchObject({
        amendRefusal: null,
        preview: { revision: 2, moved: false, inviteTenderEndTime: NOW + 25 * DAY, clarificationDays: 15 },
      });

      const upload = await helpers.uploaded(buyer, PDF, '技术规格书-修订版.pdf', 'document');
      const body = amendBody(tender.id, { fileIds: [upload.id] });
      const [amended, replayed] = await Promise.all([
        call(api.tenderClarification.amend, { token: buyer, body }),
        call(api.tenderClarification.amend, { token: buyer, body }),
      ]);
      expect(replayed).toEqual(amended);
      expect(amended).toMatchObject({
        revision: 2,
        time: NOW + 5 * DAY,
        reason: '补充业绩要求',
        changed: ['requirement', 'files'],
        inviteTenderRequirement: '投标人须提供近三年同类泵站业绩',
        inviteTenderFile: [{ name: '技术规格书-修订版.pdf', url: upload.url, fileId: upload.id }],
        previousEndTime: NOW + 25 * DAY,
        inviteTenderEndTime: NOW + 25 * DAY,
        moved: false,
      });
      const detail = await call(api.tenderBuyer.detail, { token: buyer, query: { id: tender.id } });
      expect(detail).toMatchObject({
        inviteTenderRequirement: '投标人须提供近三年同类泵站业绩',
        inviteTenderEndTime: NOW + 25 * DAY,
        openTenderTime: NOW + 25 * DAY,
      });
      const [row] = await selectRows<{ revision: number }>(platform.db, sql`select revision from tenders where id = ${tender.id}`);
      expect(row?.revision).toBe(2);
      // Append-only: the amendment cannot be rewritten.
      await expect(platform.db.execute(sql`update tender_revisions set reason = 'x' where tender_id = ${tender.id}`)).rejects.toThrow();

      // Both registered suppliers read it and were told (the rejected one was not); the page shows the revision.
      for (const told of [first, second]) {
        expect((await supplierPage(told.token, tender.id)).amendments).toEqual([amended]);
        expect((await notificationsOf(told.memberId, 'tender.amended')).map((n) => n.payload)).toEqual([
          expect.objectContaining({
            tenderId: tender.id,
            revision: 2,
            moved: false,
            reason: '补充业绩要求',
            link: `/memberCenter/tender/clarification?id=${tender.id}`,
          }),
        ]);
      }
      expect(await notificationsOf(rejected.memberId, 'tender.amended')).toEqual([]);
      expect((await buyerPage(buyer, tender.id)).tender).toMatchObject({ revision: 2, inviteTenderFile: [{ url: upload.url }] });

      // Keeping the file and the text as they are changes nothing: 60139. A file not the tender's: 1110.
      const same = { inviteTenderRequirement: '投标人须提供近三年同类泵站业绩', keepFileUrls: [upload.url] };
      await expectCode(api.tenderClarification.amend, { token: buyer, body: amendBody(tender.id, same) }, Code.AMENDMENT_UNCHANGED);
      await expectCode(
        api.tenderClarification.amend,
        { token: buyer, body: amendBody(tender.id, { keepFileUrls: ['/files/u/not-this-tenders'] }) },
        Code.FILE_UNUSABLE,
      );
      // Dropping the file is an amendment of the documents alone.
      const third = await call(api.tenderClarification.amend, {
        token: buyer,
        body: amendBody(tender.id, { keepFileUrls: [], reason: '撤回规格书' }),
      });
      expect(third).toMatchObject({ revision: 3, changed: ['files'], inviteTenderFile: [] });
      // Nobody else amends: a supplier is 1210, another buyer 404.
      await expectCode(api.tenderClarification.amend, { token: first.token, body: amendBody(tender.id) }, Code.NO_ACCESS);
      await expectCode(api.tenderClarification.amend, { token: (await helpers.register('buyer')).token, body: amendBody(tender.id) }, Code.NOT_FOUND);
    });

    it('amended with 14 days left, a public tender’s deadline moves to 15 days from the clock and its opening with it; an invited tender keeps its own', async () => {
      await clockAt(0);
      // Published now: registration until day 2, bidding days 2–20, the opening two hours after.
      const schedule = {
        ...WITHOUT_PREQUALIFICATION,
        registerEndTime: NOW + 2 * DAY,
        inviteTenderStartTime: NOW + 2 * DAY,
        inviteTenderEndTime: NOW + 20 * DAY,
        openTenderTime: NOW + 20 * DAY + 2 * HOUR,
      };
      const {
        tender: open,
        suppliers: [bidder],
      } = await registeredTender(suite(), NOW, { count: 1, overrides: schedule });
      const [invitee] = (await admittedSuppliers(suite(), 1)) as [TenderSupplier];
      const invited = await publishTender(suite(), NOW, {
        ...schedule,
        tenderScope: 'invited',
        invited: [{ memberId: invitee.memberId, roleId: invitee.roleId }],
      });
      await registerFor(suite(), invited, invitee);

      const later = await clockAt(6 * DAY);
      // Before saving, the buyer's page says where the deadline will go.
      expect((await buyerPage(later, open.id)).preview).toEqual({
        revision: 2,
        inviteTenderEndTime: NOW + 21 * DAY,
        openTenderTime: NOW + 21 * DAY + 2 * HOUR,
        moved: true,
        clarificationDays: 15,
      });
      const amended = await call(api.tenderClarification.amend, { token: later, body: amendBody(open.id) });
      expect(amended).toMatchObject({
        revision: 2,
        previousEndTime: NOW + 20 * DAY,
        inviteTenderEndTime: NOW + 21 * DAY,
        previousOpenTime: NOW + 20 * DAY + 2 * HOUR,
        openTenderTime: NOW + 21 * DAY + 2 * HOUR,
        moved: true,
      });
      expect(await call(api.tenderBuyer.detail, { token: later, query: { id: open.id } })).toMatchObject({
        phase: 'bidding',
        inviteTenderEndTime: NOW + 21 * DAY,
        openTenderTime: NOW + 21 * DAY + 2 * HOUR,
      });
      expect((await call(api.tender.details, { query: { inviteTenderId: open.id } })).phase).toBe('bidding');
      expect((await notificationsOf(bidder!.memberId, 'tender.amended')).at(-1)?.payload).toMatchObject({
        moved: true,
        deadline: NOW + 21 * DAY,
        revision: 2,
      });
      expect((await supplierPage(bidder!.token, open.id)).tender).toMatchObject({ revision: 2, inviteTenderEndTime: NOW + 21 * DAY });
      // Amended again at once: exactly 15 days are left, nothing moves.
      const again = await call(api.tenderClarification.amend, {
        token: later,
        body: amendBody(open.id, { inviteTenderRequirement: '业绩须附合同扫描件' }),
      });
      expect(again).toMatchObject({ revision: 3, inviteTenderEndTime: NOW + 21 * DAY, moved: false });

      // The invited tender, 14 days left too, keeps its deadline.
      expect((await buyerPage(later, invited.id)).preview).toMatchObject({ moved: false, inviteTenderEndTime: NOW + 20 * DAY });
      const kept = await call(api.tenderClarification.amend, { token: later, body: amendBody(invited.id) });
      expect(kept).toMatchObject({ inviteTenderEndTime: NOW + 20 * DAY, openTenderTime: NOW + 20 * DAY + 2 * HOUR, moved: false });
      expect((await supplierPage(invitee.token, invited.id)).amendments.map((a) => a.revision)).toEqual([2]);
    });

    it('after the bidding deadline no question and no amendment (60108, 60102); the buyer answers until the opening, then 60112; a cancelled tender is 60101', async () => {
      const buyer = await clockAt(0);
      const {
        tender,
        suppliers: [asker],
      } = await registeredTender(suite(), NOW, { count: 1, overrides: { openTenderTime: NOW + 26 * DAY } });
      const cancelled = await publishTender(suite(), NOW, WITHOUT_PREQUALIFICATION);
      await registerFor(suite(), cancelled, asker!);
      const waiting = await ask(asker!, tender.id, '开标地点在哪里？');
      const late = await ask(asker!, tender.id, '可否延期？');

      await call(api.tenderBuyer.cancel, { token: buyer, body: { id: cancelled.id, reason: '项目取消' } });
      await askRefused(asker!.token, cancelled.id, Code.TENDER_CANCELLED, '为何取消？');
      await expectCode(api.tenderClarification.amend, { token: buyer, body: amendBody(cancelled.id) }, Code.TENDER_CANCELLED);

      // Between the bidding deadline and the opening.
      const closed = await clockAt(25 * DAY);
      await logInAgain(suite(), [asker!]);
      const who = asker!;
      await askRefused(who.token, tender.id, Code.OUTSIDE_BIDDING_WINDOW, '还能提问吗？');
      await expectCode(api.tenderClarification.amend, { token: closed, body: amendBody(tender.id) }, Code.TENDER_STATE_FORBIDS);
      expect(await buyerPage(closed, tender.id)).toMatchObject({ answerOpen: true, amendRefusal: Code.TENDER_STATE_FORBIDS, preview: null });
      expect(await supplierPage(who.token, tender.id)).toMatchObject({ askOpen: false });
      await call(api.tenderClarification.answer, {
        token: closed,
        body: { tenderId: tender.id, questionId: waiting.id, answer: '线上开标，无需到场。' },
      });

      // Opened.
      const opened = await clockAt(26 * DAY);
      await answerRefused(opened, tender.id, late.id, Code.TENDER_OPENED);
      await expectCode(api.tenderClarification.amend, { token: opened, body: amendBody(tender.id) }, Code.TENDER_OPENED);
      expect(await buyerPage(opened, tender.id)).toMatchObject({ answerOpen: false, amendRefusal: Code.TENDER_OPENED });
      await clockAt(0);
    });
  });
}
