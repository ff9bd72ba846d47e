// Purchase inquiries opened and awarded, as small stories (docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// sealed prices are nowhere in clear, and a sealed quote's attachments nobody else's, until the
// opening at the deadline; an open inquiry shows the buyer prices as they come, an edit asks for
// confirmation; the buyer compares, awards, and the award makes a notice and orders the suppliers
// confirm or decline. Publishing and quoting: inquiry-quoting-suite.ts. Its own platform (seeded,
// with the movable test clock), once per database: api.test.ts (PGlite) and api.postgres.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { QuoteReceipt } from '#contract/schemas.ts';
import { selectRows } from '../db/client.ts';
import type { RunningPlatform } from '../server.ts';
import { apiClient } from './client.ts';
import { type BuyerMember, DAY, type InquiryPlatform, startInquiryPlatform, type SuiteDatabase } from './inquiry-fixture.ts';
import { inquiryStories, NOW } from './inquiry-stories.ts';
import { freshKey, memberHelpers, PDF } from './member-helpers.ts';

export function describeInquiryAwardSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let seeded: InquiryPlatform;
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call } = client;
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });
  const { admittedSupplier, clockAt, expectCode, form, notificationsOf, published, quote, refusalOf } = inquiryStories(client, helpers, () => seeded);

  const title = options.skipped ? `inquiries on ${databaseName} (skipped: ${options.skipped})` : `inquiries on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    let buyer: string;
    let buyerMe: BuyerMember;

    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      ({ platform, buyer, buyerMe } = seeded);
    }, 120_000);
    afterAll(() => seeded?.stop());

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
  });
}
