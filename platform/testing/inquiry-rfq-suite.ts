// Purchase inquiries end to end as small stories (docs/decisions/017-rfq-sealed-quotes-and-currency.md):
// a buyer drafts and publishes, suppliers quote (every refusal by its code), revise and withdraw;
// sealed prices are nowhere in clear until the opening; the buyer compares, awards, and the award
// makes a notice and orders the suppliers confirm or decline. Its own platform (seeded, with the
// movable test clock), once per database: api.test.ts (PGlite) and api.postgres.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api, type InquiryFormBody, type QuoteBody } from '#contract/endpoints.ts';
import type { QuoteReceipt } from '#contract/schemas.ts';
import { selectRows } from '../db/client.ts';
import { remindDeadlines } from '../inquiry/deadline-reminders.ts';
import { canonicalJson, sha256 } from '../inquiry/money.ts';
import type { RunningPlatform } from '../server.ts';
import { apiClient } from './client.ts';
import {
  admitSupplier,
  publishInquiry,
  type BuyerMember,
  codeExpecter,
  DAY,
  type Place,
  type RfqPlatform,
  startRfqPlatform,
  type SuiteDatabase,
} from './rfq-fixture.ts';
import { freshKey, memberHelpers, PDF } from './member-helpers.ts';

const NOW = Date.UTC(2026, 0, 15, 2, 0, 0);

export function describeInquirySuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call } = client;
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });

  const title = options.skipped ? `inquiries on ${databaseName} (skipped: ${options.skipped})` : `inquiries on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    let rfq: RfqPlatform;
    let buyer: string;
    let buyerMe: BuyerMember;
    let categoryId: number;

    beforeAll(async () => {
      rfq = await startRfqPlatform(database, NOW);
      ({ platform, buyer, buyerMe, categoryId } = rfq);
    }, 120_000);
    afterAll(() => rfq?.stop());

    /** Sets the platform's clock to NOW + offset through the test-only endpoint. */
    const clockAt = (offsetMs: number) => call(api.testing.clock, { body: { offsetMs } });

    const expectCode = codeExpecter(client);

    function form(overrides: Partial<InquiryFormBody> = {}): InquiryFormBody {
      return {
        details: `轴承询价 ${freshKey()}`,
        categoryId,
        materiels: [
          { number: 'M-1', name: '深沟球轴承', model: '6204', unit: '个', purchaseCount: 100 },
          { number: 'M-2', name: '圆锥滚子轴承', model: '30205', unit: '个', purchaseCount: 50 },
        ],
        deliveryTime: NOW + 20 * DAY,
        address: '上海市浦东新区张江路 1 号',
        offerEndTime: NOW + 3 * DAY,
        purchaseType: 2,
        priceContrast: 2,
        isAllArea: true,
        ...overrides,
      };
    }

    /** A published inquiry of the demo buyer; its lines' ids. */
    async function published(overrides: Partial<InquiryFormBody> = {}) {
      return publishInquiry({ client, rfq }, form(overrides));
    }

    /** A new supplier the demo buyer admitted (its token and member), located where `place` says. */
    const admittedSupplier = (place?: Place) => admitSupplier({ client, helpers, rfq }, place, { contactName: '李四', contactPhone: '021-12345678' });

    function quote(inquiryId: number, lineIds: number[], prices: number[], extra: Partial<QuoteBody> = {}): QuoteBody {
      return {
        inquiryId,
        lines: lineIds.map((materielId, i) => ({ materielId, unitPrice: prices[i]!, quantity: i === 0 ? 100 : 50 })),
        taxRate: 13,
        deliveryTime: NOW + 15 * DAY,
        notes: '含税含运',
        idempotencyKey: freshKey(),
        ...extra,
      };
    }

    /** What the database answers a statement: 'done', or its refusal's message (drizzle wraps it in `cause`). */
    const refusalOf = (statement: ReturnType<typeof sql>) =>
      platform.db.execute(statement).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );

    const notificationsOf = (memberId: number, kind: string) =>
      selectRows<{ payload: Record<string, unknown> }>(
        platform.db,
        sql`select payload from notifications where recipient_member_id = ${memberId} and kind = ${kind} order by id`,
      );

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

    describe('sealed quotes', () => {
      it('keeps a sealed price out of the database in clear, and from everyone, until the opening at the deadline', async () => {
        const [a, b] = [await admittedSupplier(), await admittedSupplier()];
        const inquiry = await published({ priceContrast: 1 });
        const receiptA: QuoteReceipt = await call(api.inquiryQuote.submit, {
          token: a.token,
          body: quote(inquiry.id, inquiry.lineIds, [4321.87, 9.99]),
        });
        await call(api.inquiryQuote.submit, { token: b.token, body: quote(inquiry.id, inquiry.lineIds, [4000.01, 19.5]) });
        expect(receiptA).toMatchObject({ sealed: true, totalAmount: 432_686.5 });

        const stored = await selectRows<{ row: string }>(
          platform.db,
          sql`select (select row_to_json(r)::text from quote_revisions r where r.id = qr.id) as row from quote_revisions qr where qr.inquiry_id = ${inquiry.id}
              union all select row_to_json(q)::text from quotes q where q.inquiry_id = ${inquiry.id}`,
        );
        expect(stored).toHaveLength(4);
        for (const { row } of stored) {
          expect(row).not.toMatch(/4321\.87|432686\.5|4000\.01|9\.99/);
          expect(row).toMatch(/"total_amount":null/);
        }

        const roster = await call(api.inquiryBuyer.quotes, { token: buyer, query: { id: inquiry.id } });
        expect(roster).toMatchObject({ sealed: true, pricesVisible: false });
        expect(roster.quotes.map((q) => [q.supplier.memberId, q.totalAmount, q.lines])).toEqual([
          [a.memberId, null, null],
          [b.memberId, null, null],
        ]);
        // Who and when, nothing more: no tax rate, delivery, notes, line terms or files before the opening.
        for (const q of roster.quotes) expect(q).toMatchObject({ taxRate: null, deliveryTime: null, notes: '', lineTerms: [], files: [] });
        expect(
          (await call(api.inquiry.details, { query: { id: inquiry.id }, token: buyer })).quotes.every((q) => q.sealed && q.totalAmount === 0),
        ).toBe(true);
        await expectCode(api.inquiryBuyer.comparison, { token: buyer, query: { id: inquiry.id } }, Code.DEADLINE_NOT_REACHED);
        await expectCode(api.inquiryBuyer.open, { token: buyer, body: { id: inquiry.id } }, Code.DEADLINE_NOT_REACHED);
        await expectCode(api.inquiryQuote.opening, { token: a.token, query: { id: inquiry.id } }, Code.NOT_FOUND);

        await clockAt(3 * DAY);
        try {
          await expectCode(api.inquiryBuyer.comparison, { token: buyer, query: { id: inquiry.id } }, Code.NOT_OPENED);
          await expectCode(api.inquiryBuyer.open, { token: a.token, body: { id: inquiry.id } }, Code.NO_ACCESS);
          const record = await call(api.inquiryBuyer.open, { token: buyer, body: { id: inquiry.id } });
          expect(record).toMatchObject({ openTime: NOW + 3 * DAY, openedBy: { memberId: buyerMe.memberId } });
          const opened = await call(api.inquiryBuyer.quotes, { token: buyer, query: { id: inquiry.id } });
          expect(opened.quotes.map((q) => [q.taxRate, q.notes])).toEqual([
            [13, '含税含运'],
            [13, '含税含运'],
          ]);
          expect(record.quotes.map((q) => [q.supplier.memberId, q.totalAmount, q.verified])).toEqual([
            [a.memberId, 432_686.5, true],
            [b.memberId, 400_976, true],
          ]);
          expect(record.quotes[0]!.receiptHash).toBe(receiptA.sha256);
          expect(await call(api.inquiryBuyer.open, { token: buyer, body: { id: inquiry.id } })).toEqual(record);
          // Every participant reads the record; a supplier sees its own price only.
          const seenByA = await call(api.inquiryQuote.opening, { token: a.token, query: { id: inquiry.id } });
          expect(seenByA.quotes.map((q) => q.totalAmount)).toEqual([432_686.5, null]);
          expect(seenByA.digest).toBe(record.digest);
          expect(await refusalOf(sql`update inquiry_openings set digest = 'x' where inquiry_id = ${inquiry.id}`)).toMatch(
            /append-only table inquiry_openings/,
          );
          expect(await refusalOf(sql`update quotes set total_amount = 1 where inquiry_id = ${inquiry.id}`)).toMatch(/no price in clear/);

          const comparison = await call(api.inquiryBuyer.comparison, { token: buyer, query: { id: inquiry.id } });
          const [quoteA, quoteB] = comparison.suppliers.map((s) => s.quoteId);
          expect(comparison.lines.map((l) => l.lowestQuoteId)).toEqual([quoteB, quoteA]);
          expect(comparison.lowestWholeQuoteId).toBe(quoteB);
          expect((await call(api.inquiry.details, { query: { id: inquiry.id }, token: buyer })).quotes.map((q) => q.totalAmount)).toEqual([
            432_686.5, 400_976,
          ]);

          // Whole to A is not the lowest on line 1: a reason is required.
          const whole = { id: inquiry.id, lines: inquiry.lineIds.map((materielId) => ({ materielId, quoteId: quoteA! })) };
          await expectCode(api.inquiryBuyer.award, { token: buyer, body: { ...whole, idempotencyKey: freshKey() } }, Code.AWARD_REASON_REQUIRED);
          await expectCode(
            api.inquiryBuyer.award,
            { token: buyer, body: { id: inquiry.id, lines: [{ materielId: inquiry.lineIds[0]!, quoteId: quoteB! }], idempotencyKey: freshKey() } },
            Code.AWARD_INVALID,
          );
          const award = await call(api.inquiryBuyer.award, {
            token: buyer,
            body: {
              id: inquiry.id,
              lines: [
                { materielId: inquiry.lineIds[0]!, quoteId: quoteB! },
                { materielId: inquiry.lineIds[1]!, quoteId: quoteA! },
              ],
              idempotencyKey: freshKey(),
            },
          });
          expect(award).toMatchObject({
            mode: 'split',
            reason: null,
            totalAmount: 400_001 + 499.5,
            currency: 'CNY',
            orderIds: [expect.any(Number), expect.any(Number)],
          });
          await expectCode(
            api.inquiryBuyer.award,
            { token: buyer, body: { ...whole, reason: 'x', idempotencyKey: freshKey() } },
            Code.RECORD_REPEATED,
          );
          const notice = await call(api.notice.bidResult, { query: { id: award.noticeId! } });
          expect(notice.content).toContain('¥400,001.00');
          expect((await call(api.inquiry.details, { query: { id: inquiry.id } })).bidResultId).toBe(award.noticeId);
          expect(await call(api.inquiry.details, { query: { id: inquiry.id } })).toMatchObject({ state: 'awarded', awarded: true, opened: true });
          expect((await notificationsOf(a.memberId, 'inquiry.awarded')).at(-1)?.payload).toMatchObject({ inquiryId: inquiry.id });
          expect((await notificationsOf(b.memberId, 'order.created')).at(-1)?.payload).toMatchObject({ inquiryId: inquiry.id, currency: 'CNY' });
        } finally {
          await clockAt(0);
        }
      }, 60_000);
    });

    describe('open inquiries, edits, awards and orders', () => {
      it('shows the buyer prices as they come and no supplier another’s; an edit asks for confirmation; the orders are confirmed or declined', async () => {
        const [a, b, c] = [await admittedSupplier(), await admittedSupplier(), await admittedSupplier()];
        const inquiry = await published({ priceContrast: 2 });
        await call(api.inquiryQuote.submit, { token: a.token, body: quote(inquiry.id, inquiry.lineIds, [10, 20]) });
        await call(api.inquiryQuote.submit, { token: b.token, body: quote(inquiry.id, inquiry.lineIds, [11, 19]) });
        const roster = await call(api.inquiryBuyer.quotes, { token: buyer, query: { id: inquiry.id } });
        expect(roster.quotes.map((q) => q.totalAmount)).toEqual([2000, 2050]);
        const seenByA = await call(api.inquiry.details, { query: { id: inquiry.id }, token: a.token });
        expect(seenByA.quotes.map((q) => [q.memberId, q.totalAmount])).toEqual([[a.memberId, 2000]]);
        await expectCode(api.inquiryBuyer.quotes, { token: a.token, query: { id: inquiry.id } }, Code.NO_ACCESS);
        expect((await notificationsOf(buyerMe.memberId, 'inquiry.quoteReceived')).at(-1)?.payload).toMatchObject({ inquiryId: inquiry.id });

        // The buyer edits it: both are told, and must confirm before their quote can win.
        const edited = await call(api.inquiryBuyer.revise, {
          token: buyer,
          body: { id: inquiry.id, form: form({ details: inquiry.details, address: '上海市徐汇区漕溪北路 2 号' }), reason: '交货地址变更' },
        });
        expect(edited).toMatchObject({
          revision: 2,
          address: '上海市徐汇区漕溪北路 2 号',
          revisions: [{ revision: 1 }, { revision: 2, reason: '交货地址变更' }],
        });
        expect((await notificationsOf(b.memberId, 'inquiry.revised')).at(-1)?.payload).toMatchObject({ inquiryId: inquiry.id, needsConfirm: true });
        await expectCode(
          api.inquiryBuyer.revise,
          { token: buyer, body: { id: inquiry.id, form: form({ priceContrast: 1 }), reason: 'x' } },
          Code.PARAM_INVALID,
        );
        const lines = edited.materiels.map((m) => m.id);
        const comparison = await call(api.inquiryBuyer.comparison, { token: buyer, query: { id: inquiry.id } });
        expect(comparison.suppliers.every((s) => s.needsConfirm)).toBe(true);
        const staleQuote = comparison.suppliers[0]!.quoteId;
        await expectCode(
          api.inquiryBuyer.award,
          {
            token: buyer,
            body: { id: inquiry.id, lines: lines.map((materielId) => ({ materielId, quoteId: staleQuote })), idempotencyKey: freshKey() },
          },
          Code.QUOTE_STALE,
        );
        await call(api.inquiryQuote.submit, { token: a.token, body: quote(inquiry.id, lines, [10, 20]) });
        await call(api.inquiryQuote.submit, { token: c.token, body: quote(inquiry.id, lines, [9, 25]) });
        const fresh = await call(api.inquiryBuyer.comparison, { token: buyer, query: { id: inquiry.id } });
        const quoteOf = new Map(fresh.suppliers.map((s) => [s.supplier.memberId, s]));
        expect(quoteOf.get(a.memberId)).toMatchObject({ needsConfirm: false, totalAmount: 2000, history: { orders: 0 } });
        expect(quoteOf.get(b.memberId)?.needsConfirm).toBe(true);
        expect(fresh.lowestWholeQuoteId).toBe(quoteOf.get(a.memberId)?.quoteId);

        // An open inquiry may be awarded before its deadline.
        const award = await call(api.inquiryBuyer.award, {
          token: buyer,
          body: {
            id: inquiry.id,
            lines: lines.map((materielId) => ({ materielId, quoteId: quoteOf.get(a.memberId)!.quoteId })),
            reason: '整单交付更可靠',
            idempotencyKey: freshKey(),
          },
        });
        expect(award).toMatchObject({ mode: 'whole', totalAmount: 2000, reason: '整单交付更可靠' });
        expect(award.lines.map((l) => l.lowest)).toEqual([false, true]);
        await expectCode(api.inquiryQuote.submit, { token: c.token, body: quote(inquiry.id, lines, [1, 1]) }, Code.INQUIRY_AWARDED);
        expect((await notificationsOf(c.memberId, 'inquiry.notAwarded')).at(-1)?.payload).toMatchObject({ inquiryId: inquiry.id });
        expect((await call(api.inquiryQuote.list, { token: c.token })).data[0]).toMatchObject({ inquiryId: inquiry.id, outcome: 'lost' });
        expect((await call(api.inquiryQuote.list, { token: a.token })).data[0]).toMatchObject({ inquiryId: inquiry.id, outcome: 'won' });

        const [orderId] = award.orderIds;
        const order = await call(api.order.detail, { token: a.token, query: { id: orderId! } });
        expect(order).toMatchObject({
          orderType: 7,
          state: 'pending',
          canDecide: true,
          totalAmount: 2000,
          currency: 'CNY',
          lines: [{ amount: 1000 }, { amount: 1000 }],
        });
        await expectCode(api.order.detail, { token: c.token, query: { id: orderId! } }, Code.NOT_FOUND);
        await expectCode(api.order.confirm, { token: buyer, body: { id: orderId! } }, Code.NOT_FOUND);
        expect((await call(api.order.confirm, { token: a.token, body: { id: orderId! } })).state).toBe('confirmed');
        await expectCode(api.order.decline, { token: a.token, body: { id: orderId!, reason: '缺货' } }, Code.RECORD_REPEATED);
        expect((await notificationsOf(buyerMe.memberId, 'order.confirmed')).at(-1)?.payload).toMatchObject({ orderId });
        expect((await call(api.order.saleList, { token: a.token })).data.map((o) => o.id)).toContain(orderId);
        expect((await call(api.order.purchaseList, { token: buyer, query: { state: 'confirmed' } })).data.map((o) => o.id)).toContain(orderId);
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

    describe('attachments', () => {
      it('an inquiry’s documents are anyone’s once published; a sealed quote’s reach the buyer only at the opening', async () => {
        const spec = await helpers.uploaded(buyer, PDF, '技术规格书.pdf', 'document');
        const drawing = await helpers.uploaded(buyer, PDF, '图纸.pdf', 'document');
        const base = form({ priceContrast: 1 });
        const draft = await call(api.inquiryBuyer.save, {
          token: buyer,
          body: {
            form: { ...base, fileIds: [spec.id], materiels: base.materiels.map((m, i) => (i === 0 ? { ...m, fileIds: [drawing.id] } : m)) },
            idempotencyKey: freshKey(),
          },
        });
        const supplier = await admittedSupplier();
        // A draft's documents are the buyer's only.
        expect((await client.file(spec.url, supplier.token)).status).toBe(404);
        const inquiry = await call(api.inquiryBuyer.publish, { token: buyer, body: { id: draft.id } });
        expect((await client.file(spec.url)).status).toBe(200);
        expect((await client.file(drawing.url)).status).toBe(200);

        const offer = await helpers.uploaded(supplier.token, PDF, '报价说明.pdf', 'document');
        const lineIds = inquiry.materiels.map((m) => m.id);
        await call(api.inquiryQuote.submit, { token: supplier.token, body: quote(inquiry.id, lineIds, [10, 20], { fileIds: [offer.id] }) });
        expect((await client.file(offer.url, supplier.token)).status).toBe(200);
        // Sealed: before the opening its attachment, like its prices, is nobody else's.
        expect((await client.file(offer.url, buyer)).status).toBe(404);
        await clockAt(4 * DAY);
        try {
          await call(api.inquiryBuyer.open, { token: buyer, body: { id: inquiry.id } });
          expect((await client.file(offer.url, buyer)).status).toBe(200);
          expect((await client.file(offer.url)).status).toBe(404);
        } finally {
          await clockAt(0);
        }
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
