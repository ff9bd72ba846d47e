// Suppliers register for tenders and the buyer reviews them, as small stories
// (docs/product/member-side.md): a registration approved at once without prequalification, pending
// with it; every refusal by its code; a keyed retry that answers the same registration; the buyer's
// review in the prequalification phase and only then, a registration it never reviewed rejected when
// that phase ends; each side told, and told of a cancellation; nobody reading what is not theirs. Its own platform (seeded, with the movable test clock), once per database: api.test.ts
// (PGlite) and api.postgres.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, messageFor } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { OwnTenderRegistration } from '#contract/schemas.ts';
import { selectRows } from '../db/client.ts';
import type { RunningPlatform } from '../server.ts';
import { rejectUnreviewed } from '../tender/index.ts';
import { apiClient } from './client.ts';
import { codeExpecter, DAY, type InquiryPlatform, startInquiryPlatform, type SuiteDatabase } from './inquiry-fixture.ts';
import { freshKey, memberHelpers, PDF } from './member-helpers.ts';
import {
  admittedSuppliers,
  logInAgain,
  publishTender,
  registerFor,
  registrationBody,
  setClock,
  type TenderSuite,
  WITHOUT_PREQUALIFICATION,
} from './tender-fixture.ts';
import { tenderForm } from './tender-stories.ts';

/** The platform's clock in this suite. */
const NOW = Date.UTC(2026, 3, 6, 2, 0, 0);
const SHANGHAI = { provinceCode: '310000', cityCode: '310100' };
const BEIJING = { provinceCode: '110000', cityCode: '110100' };

export function describeTenderRegistrationSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
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
  };
  const notificationsOf = (memberId: number, kind: string) =>
    selectRows<{ payload: Record<string, unknown> }>(
      platform.db,
      sql`select payload from notifications where recipient_member_id = ${memberId} and kind = ${kind} order by id`,
    );

  const title = options.skipped ? `tender registration on ${databaseName} (skipped: ${options.skipped})` : `tender registration on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      platform = seeded.platform;
    }, 120_000);
    afterAll(() => seeded?.stop());
    afterEach(() => setClock(suite, NOW, NOW));

    it('without prequalification a supplier’s registration is approved at once, the buyer is told, and a keyed retry is the same registration', async () => {
      const tender = await publishTender(suite, NOW, WITHOUT_PREQUALIFICATION);
      const [supplier] = await admittedSuppliers(suite, 1);
      const brochure = await helpers.uploaded(supplier!.token, PDF, '公司简介.pdf', 'document');
      const body = registrationBody(tender.id, { fileIds: [brochure.id] });
      const [first, again] = await Promise.all([
        call(api.tenderRegistration.register, { token: supplier!.token, body }),
        call(api.tenderRegistration.register, { token: supplier!.token, body }),
      ]);
      expect(again).toEqual(first);
      expect(first).toMatchObject({
        tenderId: tender.id,
        review: 'approved',
        contactName: '赵六',
        provinceName: '上海市',
        files: [{ name: '公司简介.pdf' }],
        qualificationFiles: [],
        reviewReason: null,
      });
      // A new key is a second registration: refused.
      await expectCode(
        api.tenderRegistration.register,
        { token: supplier!.token, body: { ...body, idempotencyKey: freshKey() } },
        Code.ALREADY_REGISTERED,
      );
      const [count] = await selectRows<{ n: number }>(
        platform.db,
        sql`select count(*)::int as n from tender_registrations where tender_id = ${tender.id}`,
      );
      expect(count!.n).toBe(1);
      // The page shows it and says why there is no second one; the public detail counts it.
      const form = await call(api.tenderRegistration.form, { token: supplier!.token, query: { inviteTenderId: tender.id } });
      expect(form).toMatchObject({ refusal: Code.ALREADY_REGISTERED, registration: { id: first.id, review: 'approved' } });
      expect(form.tender).toMatchObject({ id: tender.id, code: tender.code, phase: 'registration', isRegister: 1, quoteCount: 1 });
      expect(await notificationsOf(seeded.buyerMe.memberId, 'tender.registered')).toContainEqual({
        payload: expect.objectContaining({
          tenderId: tender.id,
          code: tender.code,
          supplierName: supplier!.name,
          link: expect.stringContaining(`id=${tender.id}`),
        }),
      });
      // The buyer reads it with the supplier, and may download its document; no one else may.
      const page = await call(api.tenderRegistration.list, { token: seeded.buyer, query: { inviteTenderId: tender.id } });
      expect(page).toMatchObject({ totalCount: 1, reviewCounts: { approved: 1, pending: 0, rejected: 0 }, tender: { reviewable: false } });
      expect(page.data[0]).toMatchObject({
        id: first.id,
        supplier: { memberId: supplier!.memberId, name: supplier!.name },
        email: 'bids@example.com',
      });
      expect((await client.file(first.files[0]!.url, seeded.buyer)).status).toBe(200);
      const [stranger] = await admittedSuppliers(suite, 1);
      expect((await client.file(first.files[0]!.url, stranger!.token)).status).toBe(404);
      const otherBuyer = await helpers.register('buyer');
      await expectCode(api.tenderRegistration.list, { token: otherBuyer.token, query: { inviteTenderId: tender.id } }, Code.NOT_FOUND);
      await expectCode(api.tenderRegistration.list, { token: supplier!.token, query: { inviteTenderId: tender.id } }, Code.NO_ACCESS);
      // Another supplier's page shows no registration of its own, and that it may register.
      expect(await call(api.tenderRegistration.form, { token: stranger!.token, query: { inviteTenderId: tender.id } })).toMatchObject({
        refusal: null,
        registration: null,
      });
    });

    it('each refusal has its code: who may not register, and when not', async () => {
      const tender = await publishTender(suite, NOW + DAY, WITHOUT_PREQUALIFICATION);
      const [ok, suspended] = await admittedSuppliers(suite, 2);
      const outsider = await helpers.register('supplier');
      const otherBuyer = await helpers.register('buyer');
      const register = (token: string, tenderId = tender.id) => ({ token, body: registrationBody(tenderId) });
      // Before registration opens, then the rule's order: the publisher, a buyer, not admitted, a stage that may not.
      await expectCode(api.tenderRegistration.register, register(ok!.token), Code.OUTSIDE_REGISTRATION_WINDOW);
      await setClock(suite, NOW, NOW + DAY);
      await expectCode(api.tenderRegistration.register, register(seeded.buyer), Code.OWN_PUBLICATION);
      await expectCode(api.tenderRegistration.register, register(otherBuyer.token), Code.NOT_A_SUPPLIER);
      await expectCode(api.tenderRegistration.register, register(outsider.token), Code.NOT_ADMITTED);
      const [admission] = await selectRows<{ id: number }>(
        platform.db,
        sql`select id from supplier_admissions where supplier_member_id = ${suspended!.memberId}`,
      );
      await call(api.admission.changeStage, { token: seeded.buyer, body: { id: admission!.id, stage: 'suspended' } });
      await expectCode(api.tenderRegistration.register, register(suspended!.token), Code.STAGE_FORBIDS);
      // Someone else's upload, and a malformed body.
      const foreign = await helpers.uploaded(outsider.token, PDF, '别人的.pdf', 'document');
      await expectCode(
        api.tenderRegistration.register,
        { token: ok!.token, body: registrationBody(tender.id, { fileIds: [foreign.id] }) },
        Code.FILE_UNUSABLE,
      );
      const malformed = await client.raw('POST', api.tenderRegistration.register.path, {
        token: ok!.token,
        body: { ...registrationBody(tender.id), email: 'not-an-address', provinceCode: 'x' },
      });
      expect(malformed).toMatchObject({ code: Code.PARAM_INVALID, data: null });
      // A draft is nobody's to register for; a tender that does not exist neither.
      const draft = await call(api.tenderBuyer.save, {
        token: seeded.buyer,
        body: { form: tenderForm(NOW, seeded.categoryId), idempotencyKey: freshKey() },
      });
      await expectCode(api.tenderRegistration.register, register(ok!.token, draft.id), Code.NOT_FOUND);
      await expectCode(api.tenderRegistration.form, { token: ok!.token, query: { inviteTenderId: draft.id } }, Code.NOT_FOUND);
      await expectCode(api.tenderRegistration.register, register(ok!.token, 2_000_000_000), Code.NOT_FOUND);
      // The page tells the refusal in the user's language.
      const page = await call(api.tenderRegistration.form, { token: suspended!.token, query: { inviteTenderId: tender.id }, language: 'en' });
      expect(page).toMatchObject({ refusal: Code.STAGE_FORBIDS, refusalMessage: expect.any(String), registration: null });
      // After the window closes, and once cancelled.
      await setClock(suite, NOW, NOW + 6 * DAY);
      await expectCode(api.tenderRegistration.register, register(ok!.token), Code.OUTSIDE_REGISTRATION_WINDOW);
      await setClock(suite, NOW, NOW + DAY);
      await call(api.tenderBuyer.cancel, { token: seeded.buyer, body: { id: tender.id, reason: '项目取消' } });
      await expectCode(api.tenderRegistration.register, register(ok!.token), Code.TENDER_CANCELLED);
    });

    it('a tender for some areas takes the suppliers its buyer admitted there; an invited one only those it invited, who are told', async () => {
      const [inShanghai] = await admittedSuppliers(suite, 1, SHANGHAI);
      const [inBeijing, invitee] = await admittedSuppliers(suite, 2, BEIJING);
      const local = await publishTender(suite, NOW, {
        ...WITHOUT_PREQUALIFICATION,
        isAllArea: false,
        areas: [{ provinceCode: BEIJING.provinceCode }],
      });
      await expectCode(api.tenderRegistration.register, { token: inShanghai!.token, body: registrationBody(local.id) }, Code.OUTSIDE_AREAS);
      expect((await registerFor(suite, local, inBeijing!)).review).toBe('approved');

      const invited = await publishTender(suite, NOW, {
        ...WITHOUT_PREQUALIFICATION,
        tenderScope: 'invited',
        invited: [{ memberId: invitee!.memberId, roleId: invitee!.roleId }],
        inviteTenderEndTime: NOW + 12 * DAY,
        openTenderTime: NOW + 12 * DAY,
      });
      expect(await notificationsOf(invitee!.memberId, 'tender.invited')).toEqual([
        {
          payload: expect.objectContaining({
            tenderId: invited.id,
            code: invited.code,
            title: invited.projectName,
            deadline: invited.registerEndTime,
            link: `/memberCenter/procurementAbility/tender/readyBidRegister/add?id=${invited.id}`,
          }),
        },
      ]);
      expect(await notificationsOf(inBeijing!.memberId, 'tender.invited')).toEqual([]);
      await expectCode(api.tenderRegistration.register, { token: inBeijing!.token, body: registrationBody(invited.id) }, Code.NOT_INVITED);
      expect((await registerFor(suite, invited, invitee!)).review).toBe('approved');
    });

    it('with prequalification a registration waits for the buyer, who approves or rejects it with a reason in the prequalification phase only', async () => {
      const tender = await publishTender(suite, NOW);
      const [kept, refused, late] = await admittedSuppliers(suite, 3);
      // Qualification documents are what the prequalification reviews: at least one.
      await expectCode(api.tenderRegistration.register, { token: kept!.token, body: registrationBody(tender.id) }, Code.QUALIFICATION_FILES_REQUIRED);
      const first = await registerFor(suite, tender, kept!);
      const second = await registerFor(suite, tender, refused!);
      expect(first).toMatchObject({ review: 'pending', qualificationFiles: [{ name: '资质证书.pdf' }] });
      const review = (registrationId: number, decision: 'approve' | 'reject', reason?: string) => ({
        token: seeded.buyer,
        body: { tenderId: tender.id, registrationId, decision, ...(reason ? { reason } : {}) },
      });
      // Not during registration.
      await expectCode(api.tenderRegistration.review, review(first.id, 'approve'), Code.OUTSIDE_PREQUALIFICATION_WINDOW);
      await setClock(suite, NOW, NOW + 5 * DAY);
      await expectCode(api.tenderRegistration.register, { token: late!.token, body: registrationBody(tender.id) }, Code.OUTSIDE_REGISTRATION_WINDOW);
      const page = await call(api.tenderRegistration.list, { token: seeded.buyer, query: { inviteTenderId: tender.id, review: 'pending' } });
      expect(page).toMatchObject({ totalCount: 2, tender: { phase: 'prequalification', reviewable: true }, reviewCounts: { pending: 2 } });
      // A rejection names its reason; another buyer, another tender's registration, a supplier: refused.
      await expectCode(api.tenderRegistration.review, review(second.id, 'reject'), Code.PARAM_INVALID);
      const otherBuyer = await helpers.register('buyer');
      await expectCode(api.tenderRegistration.review, { ...review(first.id, 'approve'), token: otherBuyer.token }, Code.NOT_FOUND);
      await expectCode(api.tenderRegistration.review, { ...review(first.id, 'approve'), token: kept!.token }, Code.NO_ACCESS);
      const plain = await publishTender(suite, NOW + 5 * DAY, WITHOUT_PREQUALIFICATION);
      const onPlain = await registerFor(suite, plain, kept!);
      await expectCode(api.tenderRegistration.review, review(onPlain.id, 'approve'), Code.TENDER_RECORD_MISSING);
      await expectCode(
        api.tenderRegistration.review,
        { ...review(onPlain.id, 'approve'), body: { ...review(onPlain.id, 'approve').body, tenderId: plain.id } },
        Code.NO_PREQUALIFICATION,
      );

      const approved = await call(api.tenderRegistration.review, review(first.id, 'approve'));
      expect(approved).toMatchObject({ review: 'approved', reviewReason: null, reviewTime: NOW + 5 * DAY, supplier: { memberId: kept!.memberId } });
      const rejected = await call(api.tenderRegistration.review, review(second.id, 'reject', '营业执照已过期'));
      expect(rejected).toMatchObject({ review: 'rejected', reviewReason: '营业执照已过期' });
      await expectCode(api.tenderRegistration.review, review(second.id, 'approve'), Code.REVIEW_NOT_PENDING);
      // Each supplier is told, and its page shows the verdict.
      expect(await notificationsOf(kept!.memberId, 'tender.registrationApproved')).toEqual([
        { payload: expect.objectContaining({ tenderId: tender.id, code: tender.code, reason: null }) },
      ]);
      expect(await notificationsOf(refused!.memberId, 'tender.registrationRejected')).toEqual([
        { payload: expect.objectContaining({ tenderId: tender.id, reason: '营业执照已过期', link: expect.stringContaining(`id=${tender.id}`) }) },
      ]);
      const seen = await call(api.tenderRegistration.form, { token: refused!.token, query: { inviteTenderId: tender.id } });
      expect(seen.registration).toMatchObject({ review: 'rejected', reviewReason: '营业执照已过期' });
      expect((await call(api.tenderRegistration.list, { token: seeded.buyer, query: { inviteTenderId: tender.id } })).reviewCounts).toEqual({
        pending: 0,
        approved: 1,
        rejected: 1,
      });
      // Once bidding begins, no more reviews.
      const third = await call(api.tenderRegistration.list, { token: seeded.buyer, query: { inviteTenderId: tender.id } });
      expect(third.data.map((row) => row.review)).toEqual(['approved', 'rejected']);
      await setClock(suite, NOW, NOW + 7 * DAY);
      // (The demo buyer's session of NOW has just ended: seven days.)
      seeded.buyer = await client.login('buyer');
      await expectCode(api.tenderRegistration.review, { ...review(second.id, 'approve'), token: seeded.buyer }, Code.OUTSIDE_PREQUALIFICATION_WINDOW);
    });

    it('twenty suppliers registering at once, each twice with one key: twenty registrations, none lost, none doubled', async () => {
      const tender = await publishTender(suite, NOW, WITHOUT_PREQUALIFICATION);
      const suppliers = await admittedSuppliers(suite, 20);
      const answers = await Promise.all(
        suppliers.flatMap((supplier) => {
          const body = registrationBody(tender.id);
          return [0, 1].map(() => call(api.tenderRegistration.register, { token: supplier.token, body }));
        }),
      );
      for (let i = 0; i < answers.length; i += 2) expect(answers[i + 1]!.id).toBe(answers[i]!.id);
      const page = await call(api.tenderRegistration.list, { token: seeded.buyer, query: { inviteTenderId: tender.id, pageSize: 50 } });
      expect(page.totalCount).toBe(20);
      expect(new Set(page.data.map((row) => row.supplier.memberId)).size).toBe(20);
    });

    it('a registration still pending when the prequalification ends reads as rejected, not reviewed in time; its supplier is told once', async () => {
      const tender = await publishTender(suite, NOW);
      const [approved, forgotten] = await admittedSuppliers(suite, 2);
      const kept = await registerFor(suite, tender, approved!);
      const left = await registerFor(suite, tender, forgotten!);
      await setClock(suite, NOW, NOW + 5 * DAY);
      await call(api.tenderRegistration.review, { token: seeded.buyer, body: { tenderId: tender.id, registrationId: kept.id, decision: 'approve' } });
      const sweep = (at: number) => rejectUnreviewed({ db: platform.db, now: () => at });
      const counts = async () =>
        (await call(api.tenderRegistration.list, { token: seeded.buyer, query: { inviteTenderId: tender.id } })).reviewCounts;
      await sweep(NOW + 7 * DAY - 1);
      expect(await counts()).toEqual({ pending: 1, approved: 1, rejected: 0 });
      // Its end: two sweeps at once, as two instances would run them.
      await Promise.all([sweep(NOW + 7 * DAY), sweep(NOW + 7 * DAY)]);
      await setClock(suite, NOW, NOW + 7 * DAY);
      seeded.buyer = await client.login('buyer');
      await logInAgain(suite, [forgotten!]);
      expect(await counts()).toEqual({ pending: 0, approved: 1, rejected: 1 });
      const unreviewed = { id: left.id, review: 'rejected', reviewReason: messageFor(Code.NOT_REVIEWED_IN_TIME, 'zh-CN'), reviewTime: NOW + 7 * DAY };
      const seen = await call(api.tenderRegistration.form, { token: forgotten!.token, query: { inviteTenderId: tender.id } });
      expect(seen.registration).toMatchObject(unreviewed);
      expect(await notificationsOf(forgotten!.memberId, 'tender.registrationRejected')).toEqual([
        { payload: expect.objectContaining({ tenderId: tender.id, code: tender.code, reason: null, unreviewed: true }) },
      ]);
      expect(await notificationsOf(approved!.memberId, 'tender.registrationRejected')).toEqual([]);
      const review = { tenderId: tender.id, registrationId: left.id, decision: 'approve' as const };
      await expectCode(api.tenderRegistration.review, { token: seeded.buyer, body: review }, Code.OUTSIDE_PREQUALIFICATION_WINDOW);
    });

    it('cancelling a tender tells each supplier whose registration stands, once, with the reason; not one the buyer rejected', async () => {
      const tender = await publishTender(suite, NOW);
      const [waiting, approved, rejected] = await admittedSuppliers(suite, 3);
      const registrations: OwnTenderRegistration[] = [];
      for (const supplier of [waiting, approved, rejected]) registrations.push(await registerFor(suite, tender, supplier!));
      await setClock(suite, NOW, NOW + 5 * DAY);
      const review = (i: number, decision: 'approve' | 'reject') => ({
        token: seeded.buyer,
        body: { tenderId: tender.id, registrationId: registrations[i]!.id, decision, ...(decision === 'reject' ? { reason: '资质不符' } : {}) },
      });
      await call(api.tenderRegistration.review, review(1, 'approve'));
      await call(api.tenderRegistration.review, review(2, 'reject'));
      await call(api.tenderBuyer.cancel, { token: seeded.buyer, body: { id: tender.id, reason: '项目预算调整' } });
      const told = {
        tenderId: tender.id,
        code: tender.code,
        title: tender.projectName,
        reason: '项目预算调整',
        link: expect.stringContaining(`id=${tender.id}`),
      };
      for (const supplier of [waiting, approved]) {
        expect(await notificationsOf(supplier!.memberId, 'tender.cancelled')).toEqual([{ payload: expect.objectContaining(told) }]);
      }
      expect(await notificationsOf(rejected!.memberId, 'tender.cancelled')).toEqual([]);
    });
  });
}
