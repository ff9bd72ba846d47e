// Uploads and supplier admission as small stories (docs/decisions/011-members-and-admission.md):
// files typed by their content and read only by those allowed; a supplier applies to a buyer, the
// buyer decides once, a rejection needs a reason and may be answered by a new application, and the
// stage the buyer sets decides whether the supplier may quote. Run inside describeApiSuite, once per database.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api, type ApplyBody } from '#contract/endpoints.ts';
import type { Application } from '#contract/schemas.ts';
import { UPLOAD_MAX_BYTES } from '#contract/schemas.ts';
import { selectRows } from '../db/client.ts';
import { freshKey, JPEG, memberHelpers, PDF, PNG, type MemberSuiteContext } from './member-helpers.ts';
import { storyHelpers } from './stories.ts';

export function admissionStories(context: MemberSuiteContext) {
  const { client, db, now } = context;
  const { call, raw, login, file } = client;
  const { expectCode, demoBuyer } = storyHelpers(client);
  const { register, upload, uploaded } = memberHelpers(context);

  /** A new supplier with a licence uploaded, and the body of its application to the buyer. */
  async function applicant(buyer: { memberId: number; memberRoleId: number }) {
    const supplier = await register('supplier');
    const licence = await uploaded(supplier.token, PDF, '营业执照.pdf', 'document');
    const [category] = await selectRows<{ id: number }>(db(), sql`select id from categories where parent_id is not null order by id limit 1`);
    const body: ApplyBody = {
      buyerMemberId: buyer.memberId,
      buyerRoleId: buyer.memberRoleId,
      categoryIds: [category!.id],
      documentFileIds: [licence.id],
      contactName: '张三',
      contactPhone: '021-12345678',
      idempotencyKey: freshKey(),
    };
    return { supplier, licence, body };
  }

  describe('uploads', () => {
    it('takes PDF, JPG and PNG, each told by its content, not its name', async () => {
      const member = await register('supplier');
      const png = await upload(member.token, PNG, 'looks-like.pdf', 'image');
      expect(png).toMatchObject({
        code: Code.SUCCESS,
        data: { contentType: 'image/png', name: 'looks-like.pdf', size: PNG.length, purpose: 'image' },
      });
      const text = Buffer.from('%not a pdf, just text');
      expect(await upload(member.token, text, 'licence.pdf', 'document')).toMatchObject({ code: Code.FILE_TYPE_REFUSED, data: null });
      // A PDF is a document, not a picture.
      expect((await upload(member.token, PDF, 'licence.pdf', 'image')).code).toBe(Code.FILE_TYPE_REFUSED);
      expect((await upload(member.token, PDF, 'licence.pdf', 'document')).data).toMatchObject({ contentType: 'application/pdf' });
      expect((await upload(member.token, JPEG, 'scan', 'document')).data).toMatchObject({ contentType: 'image/jpeg', name: 'scan' });
      expect((await upload(member.token, JPEG, 'photo.jpg', 'image')).data).toMatchObject({ contentType: 'image/jpeg' });
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
      expect((await upload(member.token, gif, 'photo.png', 'image')).code).toBe(Code.FILE_TYPE_REFUSED);
      const served = await file((png.data as { url: string }).url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    }, 30_000);

    it('refuses a file over 10 MB with 1108, a request without a file with 1109, and a visitor with 1101', async () => {
      const member = await register('supplier');
      const large = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.length)]);
      expect(await upload(member.token, large, 'big.png', 'image')).toMatchObject({ code: Code.FILE_TOO_LARGE, data: null });
      const empty = await client.multipart(api.upload.file.path, new FormData(), {
        token: member.token,
        query: { purpose: 'image', idempotencyKey: freshKey() },
      });
      expect(empty.code).toBe(Code.FILE_MISSING);
      expect(
        (await raw('POST', api.upload.file.path, { token: member.token, query: { purpose: 'image', idempotencyKey: freshKey() }, body: {} })).code,
      ).toBe(Code.FILE_MISSING);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(PNG)]), 'a.png');
      expect((await client.multipart(api.upload.file.path, form, { query: { purpose: 'image', idempotencyKey: freshKey() } })).code).toBe(
        Code.LOGIN_EXPIRED,
      );
      // Multipart is for uploads only: another call still takes JSON alone.
      expect((await client.multipart(api.member.login.path, form)).code).toBe(Code.CONTENT_TYPE_UNSUPPORTED);
    }, 60_000);

    it('a double-submitted upload creates one file', async () => {
      const member = await register('supplier');
      const key = freshKey();
      const [a, b] = await Promise.all([upload(member.token, PNG, 'a.png', 'image', key), upload(member.token, PNG, 'a.png', 'image', key)]);
      expect(a.code).toBe(Code.SUCCESS);
      expect(b).toEqual(a);
      const [rows] = await selectRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from uploaded_files where owner_member_id = ${member.memberId}`,
      );
      expect(rows!.n).toBe(1);
      // Another file under the used key asks something else: 1120, not the first file's record.
      expect(await upload(member.token, JPEG, 'b.jpg', 'image', key)).toMatchObject({ code: Code.IDEMPOTENCY_KEY_REUSED, data: null });
    }, 30_000);

    it('a supplier cannot read another supplier’s document; the buyer it applied to can', async () => {
      const buyer = await demoBuyer();
      const { supplier, licence, body } = await applicant(buyer);
      const other = await register('supplier');
      const buyerToken = await login('buyer');
      expect((await file(licence.url, supplier.token)).status).toBe(200);
      expect((await file(licence.url, other.token)).status).toBe(404);
      expect((await file(licence.url)).status).toBe(404);
      expect((await file(licence.url, buyerToken)).status).toBe(404);
      await call(api.admission.apply, { token: supplier.token, body });
      const served = await file(licence.url, buyerToken);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);
      expect((await file(licence.url, await login('supplier'))).status).toBe(404);
      expect((await file('/files/u/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    }, 30_000);
  });

  describe('supplier admission', () => {
    it('a supplier applies with its profile prefilled, and the buyer finds it waiting', async () => {
      const buyer = await demoBuyer();
      const { supplier, licence, body } = await applicant(buyer);
      await call(api.memberCentre.updateCompany, {
        token: supplier.token,
        body: { provinceCode: '320000', cityCode: '320100', categoryIds: body.categoryIds },
      });
      const form = await call(api.admission.applyForm, {
        token: supplier.token,
        query: { buyerMemberId: buyer.memberId, buyerRoleId: buyer.memberRoleId },
      });
      expect(form).toMatchObject({
        state: 'notApplied',
        applicationId: null,
        canApply: true,
        company: { areas: '江苏省/南京市' },
        contact: { phone: supplier.phone },
      });
      expect(form.categories.map((c) => c.id)).toEqual(body.categoryIds);
      const application = await call(api.admission.apply, { token: supplier.token, body });
      expect(application).toMatchObject({
        state: 'pending',
        submitTime: now,
        company: { areas: '江苏省/南京市' },
        documents: [{ id: licence.id, url: licence.url }],
        contact: { name: '张三', phone: '021-12345678', email: '' },
        history: [{ kind: 'submitted' }],
        canReapply: false,
        canDecide: false,
        lifecycleStage: null,
      });
      const condition = await call(api.supplierApplication.condition, {
        token: supplier.token,
        query: { upperMemberId: buyer.memberId, upperRoleId: buyer.memberRoleId },
      });
      expect(condition).toEqual({ show: true, value: 'pending', validateId: application.id });
      const buyerToken = await login('buyer');
      const waiting = await call(api.admission.reviewList, { token: buyerToken, query: { state: 'pending', name: `测试${supplier.name}` } });
      expect(waiting.data.map((row) => row.id)).toEqual([application.id]);
      expect(waiting.data[0]).toMatchObject({ documentCount: 1, supplier: { memberId: supplier.memberId } });
      expect(await call(api.admission.detail, { token: buyerToken, query: { id: application.id } })).toMatchObject({
        canDecide: true,
        documents: [{ id: licence.id }],
      });
      const mine = await call(api.admission.mine, { token: supplier.token });
      expect(mine.data.map((row) => row.id)).toEqual([application.id]);
      const home = await call(api.memberCentre.home, { token: supplier.token });
      expect(home.pendingApplications).toBe(1);
    }, 30_000);

    it('a double-submitted application creates one; another while it waits is told 25072', async () => {
      const buyer = await demoBuyer();
      const { supplier, body } = await applicant(buyer);
      const [a, b] = await Promise.all([
        raw('POST', api.admission.apply.path, { token: supplier.token, body }),
        raw('POST', api.admission.apply.path, { token: supplier.token, body }),
      ]);
      expect(a.code).toBe(Code.SUCCESS);
      expect(b.code).toBe(Code.SUCCESS);
      expect((b.data as Application).id).toBe((a.data as Application).id);
      const [events] = await selectRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from supplier_admission_events where admission_id = ${(a.data as Application).id}`,
      );
      expect(events!.n).toBe(1);
      await expectCode(api.admission.apply, { token: supplier.token, body: { ...body, idempotencyKey: freshKey() } }, Code.APPLICATION_PENDING);
    }, 30_000);

    it('a buyer who decides twice is told 25070, and a rejection needs a reason (25071)', async () => {
      const buyer = await demoBuyer();
      const { supplier, body } = await applicant(buyer);
      const { id } = await call(api.admission.apply, { token: supplier.token, body });
      const buyerToken = await login('buyer');
      await expectCode(api.admission.decide, { token: buyerToken, body: { id, decision: 'reject' } }, Code.REASON_REQUIRED);
      await expectCode(api.admission.decide, { token: buyerToken, body: { id, decision: 'reject', reason: '   ' } }, Code.REASON_REQUIRED);
      const [first, second] = await Promise.all([
        raw('POST', api.admission.decide.path, { token: buyerToken, body: { id, decision: 'approve' } }),
        raw('POST', api.admission.decide.path, { token: buyerToken, body: { id, decision: 'reject', reason: '重复' } }),
      ]);
      expect([first.code, second.code].sort()).toEqual([Code.SUCCESS, Code.ALREADY_DECIDED].sort());
      await expectCode(api.admission.decide, { token: buyerToken, body: { id, decision: 'approve' } }, Code.ALREADY_DECIDED);
      const decided = await call(api.admission.detail, { token: supplier.token, query: { id } });
      expect(decided.history.map((event) => event.kind)).toHaveLength(2);
      // Another buyer's application is not this buyer's to decide.
      const other = await register('buyer');
      await expectCode(api.admission.decide, { token: other.token, body: { id, decision: 'approve' } }, Code.NOT_FOUND);
    }, 30_000);

    it('an approved supplier is admitted: the apply link, the cards and the lifecycle check say so, and it is told', async () => {
      const buyer = await demoBuyer();
      const { supplier, body } = await applicant(buyer);
      const { id } = await call(api.admission.apply, { token: supplier.token, body });
      const check = { memberId: buyer.memberId, roleId: buyer.memberRoleId, lifeCycleStageRuleId: 1 as const };
      expect(await call(api.inquiry.checkLifecycle, { token: supplier.token, body: check })).toBe(false);
      const approved = await call(api.admission.decide, { token: await login('buyer'), body: { id, decision: 'approve', reason: '欢迎合作' } });
      expect(approved).toMatchObject({ state: 'admitted', decideTime: now, lifecycleStage: 'qualified', stageAllows: true, canDecide: false });
      expect(approved.history.map((event) => [event.kind, event.reason])).toEqual([
        ['submitted', null],
        ['approved', '欢迎合作'],
      ]);
      expect(
        await call(api.supplierApplication.condition, {
          token: supplier.token,
          query: { upperMemberId: buyer.memberId, upperRoleId: buyer.memberRoleId },
        }),
      ).toEqual({ show: true, value: 'admitted', validateId: id });
      expect(await call(api.inquiry.checkLifecycle, { token: supplier.token, body: check })).toBe(true);
      const cards = await client.all(api.inquiry.list, { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId }, supplier.token);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((card) => card.isSubMember)).toBe(true);
      const notes = await selectRows<{ kind: string; payload: { admissionId: number } }>(
        db(),
        sql`select kind, payload from notifications where recipient_member_id = ${supplier.memberId}`,
      );
      expect(notes).toEqual([{ kind: 'admission.approved', payload: expect.objectContaining({ admissionId: id }) }]);
      expect((await call(api.memberCentre.home, { token: supplier.token })).unreadMessages).toBe(1);
      await expectCode(api.admission.apply, { token: supplier.token, body: { ...body, idempotencyKey: freshKey() } }, Code.ALREADY_ADMITTED);
    }, 30_000);

    it('a rejected supplier applies again, and the history keeps both submissions and the reason', async () => {
      const buyer = await demoBuyer();
      const { supplier, body } = await applicant(buyer);
      const { id } = await call(api.admission.apply, { token: supplier.token, body });
      const buyerToken = await login('buyer');
      await call(api.admission.decide, { token: buyerToken, body: { id, decision: 'reject', reason: '缺少质量体系认证' } });
      const rejected = await call(api.admission.detail, { token: supplier.token, query: { id } });
      expect(rejected).toMatchObject({ state: 'rejected', rejectReason: '缺少质量体系认证', canReapply: true });
      expect(
        await call(api.supplierApplication.condition, {
          token: supplier.token,
          query: { upperMemberId: buyer.memberId, upperRoleId: buyer.memberRoleId },
        }),
      ).toMatchObject({ value: 'rejected', validateId: id });
      const again = await call(api.admission.apply, { token: supplier.token, body: { ...body, remark: '已补充认证', idempotencyKey: freshKey() } });
      expect(again).toMatchObject({ id, state: 'pending', rejectReason: null, remark: '已补充认证', canReapply: false });
      expect(again.history.map((event) => event.kind)).toEqual(['submitted', 'rejected', 'submitted']);
      expect(again.history[1]!.reason).toBe('缺少质量体系认证');
      const notes = await selectRows<{ kind: string }>(db(), sql`select kind from notifications where recipient_member_id = ${supplier.memberId}`);
      expect(notes.map((n) => n.kind)).toEqual(['admission.rejected']);
    }, 30_000);

    it('the stage the buyer sets decides whether its supplier may quote', async () => {
      const buyer = await demoBuyer();
      const { supplier, body } = await applicant(buyer);
      const { id } = await call(api.admission.apply, { token: supplier.token, body });
      const buyerToken = await login('buyer');
      await call(api.admission.decide, { token: buyerToken, body: { id, decision: 'approve' } });
      const check = { memberId: buyer.memberId, roleId: buyer.memberRoleId, lifeCycleStageRuleId: 1 as const };
      const suspended = await call(api.admission.changeStage, { token: buyerToken, body: { id, stage: 'suspended', reason: '交付延误' } });
      expect(suspended).toMatchObject({ id, stage: 'suspended', stageAllows: false, supplier: { memberId: supplier.memberId } });
      expect(await call(api.inquiry.checkLifecycle, { token: supplier.token, body: check })).toBe(false);
      const listed = await call(api.admission.suppliers, { token: buyerToken, query: { stage: 'suspended', name: supplier.name } });
      expect(listed.data.map((row) => row.id)).toEqual([id]);
      expect(await call(api.admission.changeStage, { token: buyerToken, body: { id, stage: 'preferred' } })).toMatchObject({ stageAllows: true });
      expect(await call(api.inquiry.checkLifecycle, { token: supplier.token, body: check })).toBe(true);
      const detail = await call(api.admission.detail, { token: supplier.token, query: { id } });
      expect(detail.history.filter((event) => event.kind === 'stageChanged').map((event) => event.stage)).toEqual([
        { from: 'qualified', to: 'suspended' },
        { from: 'suspended', to: 'preferred' },
      ]);
      expect(detail).toMatchObject({ lifecycleStage: 'preferred', stageAllows: true });
      const notes = await selectRows<{ kind: string }>(
        db(),
        sql`select kind from notifications where recipient_member_id = ${supplier.memberId} order by id`,
      );
      expect(notes.map((n) => n.kind)).toEqual(['admission.approved', 'admission.stageChanged', 'admission.stageChanged']);
      // A supplier the buyer has not admitted has no stage to change.
      const waiting = await applicant(buyer);
      const pending = await call(api.admission.apply, { token: waiting.supplier.token, body: waiting.body });
      await expectCode(api.admission.changeStage, { token: buyerToken, body: { id: pending.id, stage: 'preferred' } }, Code.NOT_FOUND);
    }, 30_000);

    it('only its supplier and its buyer can read an application', async () => {
      const buyer = await demoBuyer();
      const { supplier, body } = await applicant(buyer);
      const { id } = await call(api.admission.apply, { token: supplier.token, body });
      const stranger = await register('supplier');
      await expectCode(api.admission.detail, { token: stranger.token, query: { id } }, Code.NOT_FOUND);
      const otherBuyer = await register('buyer');
      await expectCode(api.admission.detail, { token: otherBuyer.token, query: { id } }, Code.NOT_FOUND);
      await expectCode(api.admission.detail, { query: { id } }, Code.LOGIN_EXPIRED);
      expect((await call(api.admission.reviewList, { token: otherBuyer.token })).totalCount).toBe(0);
    }, 30_000);

    it('the buyer’s review list filters by state, name and submit time', async () => {
      const buyerToken = await login('buyer');
      const everything = await call(api.admission.reviewList, { token: buyerToken, query: { pageSize: 100 } });
      expect(everything.totalCount).toBeGreaterThan(0);
      for (const state of ['pending', 'admitted', 'rejected'] as const) {
        const some = await call(api.admission.reviewList, { token: buyerToken, query: { state, pageSize: 100 } });
        expect(some.data.every((row) => row.state === state)).toBe(true);
        expect(some.totalCount).toBe(everything.data.filter((row) => row.state === state).length);
      }
      const today = await call(api.admission.reviewList, {
        token: buyerToken,
        query: { startTime: '2026-01-15 00:00:00', endTime: '2026-01-15 23:59:59', pageSize: 100 },
      });
      expect(today.data.length).toBeGreaterThan(0);
      expect(today.data.every((row) => row.submitTime === now)).toBe(true);
      const times = everything.data.map((row) => row.submitTime ?? 0);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('a member that is not a supplier cannot apply (25074), one that is not a buyer cannot review (1210), and only to a shop (404)', async () => {
      const buyer = await demoBuyer();
      const newbie = await login('newbie');
      const query = { buyerMemberId: buyer.memberId, buyerRoleId: buyer.memberRoleId };
      await expectCode(api.admission.applyForm, { token: newbie, query }, Code.NOT_A_SUPPLIER);
      await expectCode(api.admission.applyForm, { token: await login('buyer'), query }, Code.NOT_A_SUPPLIER);
      const supplier = await login('supplier');
      await expectCode(api.admission.reviewList, { token: supplier }, Code.NO_ACCESS);
      await expectCode(api.admission.decide, { token: supplier, body: { id: 1, decision: 'approve' } }, Code.NO_ACCESS);
      await expectCode(api.admission.suppliers, { token: supplier }, Code.NO_ACCESS);
      await expectCode(
        api.admission.applyForm,
        { token: supplier, query: { buyerMemberId: 2_000_000_000, buyerRoleId: buyer.memberRoleId } },
        Code.NOT_FOUND,
      );
      // The seeded admissions are applications too: the demo supplier's with the forbidding buyer is suspended.
      const seeded = await call(api.admission.mine, { token: supplier, query: { state: 'admitted', pageSize: 100 } });
      expect(seeded.totalCount).toBeGreaterThan(0);
      const one = await call(api.admission.detail, { token: supplier, query: { id: seeded.data[0]!.id } });
      expect(one.history.map((event) => event.kind)).toEqual(['submitted', 'approved']);
      expect(one.documents).toHaveLength(1);
    });
  });
}
