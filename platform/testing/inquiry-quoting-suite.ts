// Purchase inquiries published and quoted, as small stories (docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// a buyer drafts and publishes, suppliers quote (every refusal by its code), revise and withdraw;
// the invited who have not quoted are reminded of the deadline; the test clock moves. The opening,
// awards and orders: inquiry-award-suite.ts. Its own platform (seeded, with the movable test clock),
// once per database: api.test.ts (PGlite) and api.postgres.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { selectRows } from '../db/client.ts';
import { remindDeadlines } from '../inquiry/deadline-reminders.ts';
import { canonicalJson, sha256 } from '../db/hashing.ts';
import type { RunningPlatform } from '../server.ts';
import { apiClient } from './client.ts';
import { DAY, type InquiryPlatform, startInquiryPlatform, type SuiteDatabase } from './inquiry-fixture.ts';
import { inquiryStories, NOW } from './inquiry-stories.ts';
import { freshKey, memberHelpers } from './member-helpers.ts';

export function describeInquiryQuotingSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let seeded: InquiryPlatform;
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call } = client;
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });
  const { admittedSupplier, clockAt, expectCode, form, notificationsOf, published, quote, refusalOf } = inquiryStories(client, helpers, () => seeded);

  const title = options.skipped ? `inquiries on ${databaseName} (skipped: ${options.skipped})` : `inquiries on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    let buyer: string;

    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      ({ platform, buyer } = seeded);
    }, 120_000);
    afterAll(() => seeded?.stop());

    describe('publishing', () => {
      it('a draft stays the buyer’s; published, it is in the mall list with its currency, and the invited are told', async () => {
        const invitee = await admittedSupplier();
        const key = freshKey();
        const body = {
          form: form({ quoteScope: 'invited', invited: [{ memberId: invitee.memberId, roleId: invitee.roleId }] }),
          idempotencyKey: key,
        };
        const [draft, again] = await Promise.all([
          call(api.inquiryBuyer.save, { token: buyer, body }),
          call(api.inquiryBuyer.save, { token: buyer, body }),
        ]);
        expect(again.id).toBe(draft.id);
        expect(draft).toMatchObject({ state: 'draft', currency: 'CNY', quoteScope: 'invited', invited: [{ memberId: invitee.memberId }] });
        expect(draft.purchaseInquiryNo).toMatch(/^XJ\d{8}\d{6}$/);
        await expectCode(api.inquiry.details, { query: { id: draft.id } }, Code.NOT_FOUND);
        expect((await call(api.inquiry.list, { query: { ids: String(draft.id) } })).totalCount).toBe(0);

        // Its deadline must be ahead of the platform's clock.
        await call(api.inquiryBuyer.save, { token: buyer, body: { id: draft.id, form: { ...body.form, offerEndTime: NOW - 1 } } });
        await expectCode(api.inquiryBuyer.publish, { token: buyer, body: { id: draft.id } }, Code.TIMES_INVALID);
        await call(api.inquiryBuyer.save, { token: buyer, body: { id: draft.id, form: body.form } });
        const inquiry = await call(api.inquiryBuyer.publish, { token: buyer, body: { id: draft.id } });
        expect(inquiry).toMatchObject({ state: 'published', revision: 1, closed: false, revisions: [{ revision: 1 }] });
        await expectCode(api.inquiryBuyer.publish, { token: buyer, body: { id: draft.id } }, Code.INQUIRY_STATE_FORBIDS);

        const [listed] = (await call(api.inquiry.list, { query: { ids: String(draft.id) } })).data;
        expect(listed).toMatchObject({ id: draft.id, currency: 'CNY', state: 'published', closed: false, quoteCount: 0 });
        expect(await call(api.inquiry.details, { query: { id: draft.id } })).toMatchObject({
          currency: 'CNY',
          state: 'published',
          quoteScope: 'invited',
        });
        expect(await notificationsOf(invitee.memberId, 'inquiry.invited')).toEqual([
          expect.objectContaining({ payload: expect.objectContaining({ inquiryId: draft.id, link: expect.stringContaining(`id=${draft.id}`) }) }),
        ]);
        const mine = await call(api.inquiryBuyer.list, { token: buyer, query: { state: 'published' } });
        expect(mine.data.find((row) => row.id === draft.id)).toMatchObject({ materielCount: 2, quoteCount: 0 });
        // Not a buyer: 1210.
        await expectCode(api.inquiryBuyer.list, { token: invitee.token }, Code.NO_ACCESS);
      });
    });

    describe('quoting', () => {
      it('refuses by code: not admitted, stage, own publication, not invited, outside areas, fixed amount, lines, deadline, cancelled', async () => {
        const ok = await admittedSupplier({ provinceCode: '310000', cityCode: '310100' });
        const open = await published({ purchaseType: 1, budgetAmount: 10_000, isAllArea: false, areas: [{ provinceCode: '310000' }] });
        const stranger = await helpers.register('supplier');
        await expectCode(api.inquiryQuote.submit, { token: stranger.token, body: quote(open.id, open.lineIds, [10, 10]) }, Code.NOT_ADMITTED);
        await expectCode(api.inquiryQuote.submit, { token: buyer, body: quote(open.id, open.lineIds, [10, 10]) }, Code.OWN_PUBLICATION);
        const far = await admittedSupplier({ provinceCode: '440000', cityCode: '440100' });
        await expectCode(api.inquiryQuote.submit, { token: far.token, body: quote(open.id, open.lineIds, [10, 10]) }, Code.OUTSIDE_AREAS);
        // 100 × 80 + 50 × 50 = 10 500 > 10 000.
        await expectCode(api.inquiryQuote.submit, { token: ok.token, body: quote(open.id, open.lineIds, [80, 50]) }, Code.ABOVE_FIXED_AMOUNT);
        await expectCode(
          api.inquiryQuote.submit,
          { token: ok.token, body: quote(open.id, [open.lineIds[0]!, open.lineIds[0]!], [1, 1]) },
          Code.QUOTE_LINES_INVALID,
        );
        const form = await call(api.inquiryQuote.form, { token: far.token, query: { id: open.id }, language: 'en' });
        expect(form).toMatchObject({ refusal: Code.OUTSIDE_AREAS, refusalMessage: expect.stringContaining('outside'), quote: null });
        expect((await call(api.inquiryQuote.submit, { token: ok.token, body: quote(open.id, open.lineIds, [60, 50]) })).totalAmount).toBe(8500);

        await call(api.admission.changeStage, { token: buyer, body: { id: ok.admissionId, stage: 'suspended' } });
        await expectCode(api.inquiryQuote.submit, { token: ok.token, body: quote(open.id, open.lineIds, [60, 50]) }, Code.STAGE_FORBIDS);
        await call(api.admission.changeStage, { token: buyer, body: { id: ok.admissionId, stage: 'qualified' } });

        const invitedOnly = await published({ quoteScope: 'invited', invited: [{ memberId: far.memberId, roleId: far.roleId }] });
        await expectCode(api.inquiryQuote.submit, { token: ok.token, body: quote(invitedOnly.id, invitedOnly.lineIds, [1, 1]) }, Code.NOT_INVITED);
        await call(api.inquiryQuote.submit, { token: far.token, body: quote(invitedOnly.id, invitedOnly.lineIds, [1, 1]) });

        await clockAt(3 * DAY);
        try {
          await expectCode(api.inquiryQuote.submit, { token: ok.token, body: quote(open.id, open.lineIds, [60, 50]) }, Code.QUOTE_TIME_PASSED);
          await expectCode(api.inquiryQuote.withdraw, { token: ok.token, body: { inquiryId: open.id } }, Code.QUOTE_TIME_PASSED);
        } finally {
          await clockAt(0);
        }
        await call(api.inquiryBuyer.cancel, { token: buyer, body: { id: invitedOnly.id, reason: '需求取消' } });
        await expectCode(
          api.inquiryQuote.submit,
          { token: far.token, body: quote(invitedOnly.id, invitedOnly.lineIds, [1, 1]) },
          Code.INQUIRY_CANCELLED,
        );
        await expectCode(api.inquiryBuyer.cancel, { token: buyer, body: { id: invitedOnly.id, reason: 'x' } }, Code.INQUIRY_CANCELLED);
        expect((await notificationsOf(far.memberId, 'inquiry.cancelled')).at(-1)?.payload).toMatchObject({
          inquiryId: invitedOnly.id,
          reason: '需求取消',
        });
        expect((await call(api.inquiry.details, { query: { id: invitedOnly.id } })).state).toBe('cancelled');
      }, 60_000);

      it('keeps every revision, answers a receipt, replays a retry, withdraws once and caps the count', async () => {
        const supplier = await admittedSupplier();
        const inquiry = await published();
        const body = quote(inquiry.id, inquiry.lineIds, [12.34, 7]);
        const [first, retry] = await Promise.all([
          call(api.inquiryQuote.submit, { token: supplier.token, body }),
          call(api.inquiryQuote.submit, { token: supplier.token, body }),
        ]);
        expect(retry).toEqual(first);
        expect(first).toMatchObject({ revision: 1, kind: 'submitted', receivedTime: NOW, totalAmount: 1584, currency: 'CNY', sealed: false });
        const expected = sha256(
          canonicalJson({
            inquiryId: inquiry.id,
            inquiryRevision: 1,
            supplier: { memberId: supplier.memberId, roleId: supplier.roleId },
            revision: 1,
            kind: 'submitted',
            lines: inquiry.lineIds.map((materielId, i) => ({
              materielId,
              unitPrice: [12.34, 7][i],
              quantity: i === 0 ? 100 : 50,
              amount: [1234, 350][i],
            })),
            totalAmount: 1584,
            currency: 'CNY',
            taxRate: 13,
            deliveryTime: body.deliveryTime,
            notes: body.notes,
            files: [],
            receivedTime: NOW,
          }),
        );
        expect(first.sha256).toBe(expected);
        const second = await call(api.inquiryQuote.submit, { token: supplier.token, body: quote(inquiry.id, inquiry.lineIds, [11, 7]) });
        expect(second.revision).toBe(2);
        const own = await call(api.inquiryQuote.detail, { token: supplier.token, query: { inquiryId: inquiry.id } });
        expect(own).toMatchObject({ state: 'active', totalAmount: 1450, revisions: [{ revision: 2 }, { revision: 1, receiptHash: first.sha256 }] });
        expect((await call(api.inquiry.details, { query: { id: inquiry.id }, token: supplier.token })).isRegister).toBe(1);

        expect((await call(api.inquiryQuote.withdraw, { token: supplier.token, body: { inquiryId: inquiry.id } })).kind).toBe('withdrawn');
        await expectCode(api.inquiryQuote.withdraw, { token: supplier.token, body: { inquiryId: inquiry.id } }, Code.RECORD_REPEATED);
        expect((await call(api.inquiry.details, { query: { id: inquiry.id } })).quoteCount).toBe(0);
        const [row] = (await call(api.inquiryQuote.list, { token: supplier.token, query: { state: 'withdrawn' } })).data;
        expect(row).toMatchObject({ inquiryId: inquiry.id, state: 'withdrawn', revision: 3, outcome: null });
        // Up to 20 revisions in all.
        for (let i = 4; i <= 20; i++)
          await call(api.inquiryQuote.submit, { token: supplier.token, body: quote(inquiry.id, inquiry.lineIds, [10, i]) });
        await expectCode(api.inquiryQuote.submit, { token: supplier.token, body: quote(inquiry.id, inquiry.lineIds, [1, 1]) }, Code.COUNT_EXCEEDED);
        const [revisions] = await selectRows<{ n: number }>(
          platform.db,
          sql`select count(*)::int as n from quote_revisions where inquiry_id = ${inquiry.id}`,
        );
        expect(revisions!.n).toBe(20);
        expect(await refusalOf(sql`update quote_revisions set notes = 'x' where inquiry_id = ${inquiry.id}`)).toMatch(
          /append-only table quote_revisions/,
        );
        expect(await refusalOf(sql`delete from quotes where inquiry_id = ${inquiry.id}`)).toMatch(/append-only table quotes: DELETE/);
        expect(await refusalOf(sql`update quotes set member_id = member_id + 1 where inquiry_id = ${inquiry.id}`)).toMatch(/stay as written/);
      }, 60_000);
    });

    describe('deadline reminders', () => {
      it('tells each invited supplier that has not quoted, once, within a day of the deadline', async () => {
        const [quoter, waiter] = [await admittedSupplier(), await admittedSupplier()];
        const invited = [quoter, waiter].map((s) => ({ memberId: s.memberId, roleId: s.roleId }));
        const inquiry = await published({ quoteScope: 'invited', invited });
        await call(api.inquiryQuote.submit, { token: quoter.token, body: quote(inquiry.id, inquiry.lineIds, [10, 20]) });
        const sweep = (at: number) => remindDeadlines({ db: platform.db, now: () => at });
        // Three days before: not yet. Within the last day: once, however often it sweeps.
        await sweep(NOW);
        expect(await notificationsOf(waiter.memberId, 'inquiry.deadlineNear')).toEqual([]);
        const dueAt = NOW + 2 * DAY + 60_000;
        expect(await sweep(dueAt)).toBeGreaterThanOrEqual(1);
        await sweep(dueAt + 60_000);
        const told = await notificationsOf(waiter.memberId, 'inquiry.deadlineNear');
        expect(told).toHaveLength(1);
        expect(told[0]!.payload).toMatchObject({ inquiryId: inquiry.id, title: inquiry.details, offerEndTime: NOW + 3 * DAY });
        expect(await notificationsOf(quoter.memberId, 'inquiry.deadlineNear')).toEqual([]);
      }, 60_000);
    });

    describe('the test clock', () => {
      it('moves the platform’s clock by the offset asked', async () => {
        expect(await clockAt(DAY)).toEqual({ now: NOW + DAY, offsetMs: DAY });
        expect((await call(api.health)).time).toBe(NOW + DAY);
        expect(await clockAt(0)).toEqual({ now: NOW, offsetMs: 0 });
      });
    });
  });
}
