// A supplier's quote line by line and as its supplier finds it again
// (docs/decisions/017-inquiry-sealed-quotes-and-currency.md, "Line terms and the supplier's own sealed
// prices"): each line's own delivery date and notes, stored in clear beside sealed prices, in the
// receipt's hash and the comparison; a delivery date of a day already past refused (60014); the
// supplier reads its own latest sealed prices back and no one else does, the buyer included; its
// quotes list says whether the quotes were opened, with the latest receipt and the revision count.
// Its own platform (seeded, with the movable test clock), once per database: api.test.ts (PGlite)
// and api.postgres.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api, type InquiryFormBody, type QuoteBody } from '#contract/endpoints.ts';
import { selectRows } from '../db/client.ts';
import { canonicalJson, sha256 } from '../db/hashing.ts';
import type { RunningPlatform } from '../server.ts';
import { apiClient } from './client.ts';
import {
  admitSupplier,
  publishInquiry,
  codeExpecter,
  DAY,
  type Place,
  type InquiryPlatform,
  startInquiryPlatform,
  type SuiteDatabase,
} from './inquiry-fixture.ts';
import { freshKey, memberHelpers, PDF } from './member-helpers.ts';

/** 10:00 in Beijing on 15 January 2026: the platform's day began at 16:00 UTC the day before. */
const NOW = Date.UTC(2026, 0, 15, 2, 0, 0);
const TODAY = Date.UTC(2026, 0, 14, 16, 0, 0);
/** A's sealed prices and amounts as JSON numbers (a hash's hex digits are not one). */
const A_PRICES = /[:,[]\s*"?(30\.5|31\.17|6158|3050|3117|6225)"?\s*[,}\]]/;

export function describeQuoteLinesSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call, raw } = client;
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });

  const title = options.skipped ? `quote lines on ${databaseName} (skipped: ${options.skipped})` : `quote lines on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    let seeded: InquiryPlatform;
    let buyer: string;
    let categoryId: number;

    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      ({ platform, buyer, categoryId } = seeded);
    }, 120_000);
    afterAll(() => seeded?.stop());

    const clockAt = (offsetMs: number) => call(api.testing.clock, { body: { offsetMs } });

    const expectCode = codeExpecter(client);

    async function published(overrides: Partial<InquiryFormBody> = {}) {
      const form: InquiryFormBody = {
        details: `法兰询价 ${freshKey()}`,
        categoryId,
        materiels: [
          { number: 'F-1', name: '不锈钢法兰', model: 'DN50', unit: '片', purchaseCount: 100 },
          { number: 'F-2', name: '碳钢法兰', model: 'DN80', unit: '片', purchaseCount: 40 },
        ],
        deliveryTime: NOW + 20 * DAY,
        address: '苏州市工业园区星湖街 1 号',
        offerEndTime: NOW + 3 * DAY,
        purchaseType: 2,
        priceContrast: 2,
        isAllArea: true,
        ...overrides,
      };
      return publishInquiry({ client, seeded }, form);
    }

    const admittedSupplier = (place?: Place) =>
      admitSupplier({ client, helpers, seeded }, place, { contactName: '王五', contactPhone: '0512-12345678' });

    /** Line 1 delivered on its own date with a note; line 2 on the quote's date. */
    function quote(inquiryId: number, lineIds: number[], prices: number[], extra: Partial<QuoteBody> = {}): QuoteBody {
      return {
        inquiryId,
        lines: [
          { materielId: lineIds[0]!, unitPrice: prices[0]!, quantity: 100, deliveryTime: NOW + 7 * DAY, notes: '现货，7 天内发' },
          { materielId: lineIds[1]!, unitPrice: prices[1]!, quantity: 40 },
        ],
        taxRate: 13,
        deliveryTime: NOW + 15 * DAY,
        notes: '含税含运',
        idempotencyKey: freshKey(),
        ...extra,
      };
    }

    describe('line delivery dates and notes', () => {
      it('are kept per line, hashed in the receipt, shown to the supplier and, with the prices, to the buyer', async () => {
        const supplier = await admittedSupplier();
        const inquiry = await published();
        const body = quote(inquiry.id, inquiry.lineIds, [25.5, 60]);
        const receipt = await call(api.inquiryQuote.submit, { token: supplier.token, body });
        const lineTerms = [{ materielId: inquiry.lineIds[0]!, deliveryTime: NOW + 7 * DAY, notes: '现货，7 天内发' }];
        const expected = sha256(
          canonicalJson({
            inquiryId: inquiry.id,
            inquiryRevision: 1,
            supplier: { memberId: supplier.memberId, roleId: supplier.roleId },
            revision: 1,
            kind: 'submitted',
            lines: [
              { materielId: inquiry.lineIds[0], unitPrice: 25.5, quantity: 100, amount: 2550 },
              { materielId: inquiry.lineIds[1], unitPrice: 60, quantity: 40, amount: 2400 },
            ],
            totalAmount: 4950,
            currency: 'CNY',
            taxRate: 13,
            deliveryTime: NOW + 15 * DAY,
            notes: '含税含运',
            lineTerms,
            files: [],
            receivedTime: NOW,
          }),
        );
        expect(receipt.sha256).toBe(expected);

        const own = await call(api.inquiryQuote.detail, { token: supplier.token, query: { inquiryId: inquiry.id } });
        expect(own.revisions[0]).toMatchObject({ deliveryTime: NOW + 15 * DAY, lineTerms });
        const roster = await call(api.inquiryBuyer.quotes, { token: buyer, query: { id: inquiry.id } });
        expect(roster.quotes[0]).toMatchObject({ totalAmount: 4950, lineTerms });
        const comparison = await call(api.inquiryBuyer.comparison, { token: buyer, query: { id: inquiry.id } });
        expect(comparison.suppliers[0]).toMatchObject({ deliveryTime: NOW + 15 * DAY, lineTerms });

        // A revision without line terms: none kept, and its hash is what it was before lines had terms.
        const plain = { ...body, lines: body.lines.map(({ materielId, unitPrice, quantity }) => ({ materielId, unitPrice, quantity })) };
        await call(api.inquiryQuote.submit, { token: supplier.token, body: { ...plain, idempotencyKey: freshKey() } });
        const again = await call(api.inquiryQuote.detail, { token: supplier.token, query: { inquiryId: inquiry.id } });
        expect(again.revisions.map((r) => r.lineTerms)).toEqual([[], lineTerms]);
      }, 60_000);

      it('refuses a delivery date of a day already past by the platform’s clock (60014), the quote’s or a line’s; today is taken', async () => {
        const supplier = await admittedSupplier();
        const inquiry = await published();
        const yesterday = TODAY - 1;
        const pastLine = quote(inquiry.id, inquiry.lineIds, [1, 1]);
        pastLine.lines[1] = { ...pastLine.lines[1]!, deliveryTime: yesterday };
        const refusal = await expectCode(api.inquiryQuote.submit, { token: supplier.token, body: pastLine }, Code.TIMES_INVALID);
        expect(refusal.message).toContain(String(inquiry.lineIds[1]));
        await expectCode(
          api.inquiryQuote.submit,
          { token: supplier.token, body: quote(inquiry.id, inquiry.lineIds, [1, 1], { deliveryTime: yesterday }) },
          Code.TIMES_INVALID,
        );
        // Later the same day by the platform's clock, a date of that day is still taken; the next day it is past.
        const today = quote(inquiry.id, inquiry.lineIds, [1, 1]);
        today.lines[0] = { ...today.lines[0]!, deliveryTime: TODAY };
        await clockAt(13 * 3_600_000);
        try {
          expect((await call(api.inquiryQuote.submit, { token: supplier.token, body: today })).revision).toBe(1);
          await clockAt(14 * 3_600_000);
          await expectCode(api.inquiryQuote.submit, { token: supplier.token, body: { ...today, idempotencyKey: freshKey() } }, Code.TIMES_INVALID);
        } finally {
          await clockAt(0);
        }
        // Notes over 500 characters, or a date that is no instant, are bad input (1102).
        const long = quote(inquiry.id, inquiry.lineIds, [1, 1]);
        long.lines[0] = { ...long.lines[0]!, notes: '长'.repeat(501) };
        await expectCode(api.inquiryQuote.submit, { token: supplier.token, body: long }, Code.PARAM_INVALID);
        const bad = quote(inquiry.id, inquiry.lineIds, [1, 1]);
        (bad.lines[0] as { deliveryTime: unknown }).deliveryTime = 'tomorrow';
        await expectCode(api.inquiryQuote.submit, { token: supplier.token, body: bad }, Code.PARAM_INVALID);
        const own = await call(api.inquiryQuote.detail, { token: supplier.token, query: { inquiryId: inquiry.id } });
        expect(own.revisions).toHaveLength(1);
      }, 60_000);
    });

    describe('a sealed quote revised', () => {
      it('its supplier reads its latest prices and keeps its files; no one else reads a price before the opening; terms stay in clear', async () => {
        const [a, b] = [await admittedSupplier(), await admittedSupplier()];
        const inquiry = await published({ priceContrast: 1 });
        const offer = await helpers.uploaded(a.token, PDF, '报价明细.pdf', 'document');
        await call(api.inquiryQuote.submit, { token: a.token, body: quote(inquiry.id, inquiry.lineIds, [31.17, 77.7], { fileIds: [offer.id] }) });
        const second = await call(api.inquiryQuote.submit, {
          token: a.token,
          body: quote(inquiry.id, inquiry.lineIds, [30.5, 77.7], { fileIds: [offer.id], taxRate: 9 }),
        });
        await call(api.inquiryQuote.submit, { token: b.token, body: quote(inquiry.id, inquiry.lineIds, [40, 50]) });

        // A's own: the latest revision's prices, tax, dates, notes and files; the earlier one stays sealed.
        const form = await call(api.inquiryQuote.form, { token: a.token, query: { id: inquiry.id } });
        expect(form.quote).toMatchObject({ sealed: true, totalAmount: 3050 + 3108 });
        const [latest, first] = form.quote!.revisions;
        expect(latest).toMatchObject({
          revision: 2,
          lines: [
            { materielId: inquiry.lineIds[0], unitPrice: 30.5, quantity: 100, amount: 3050 },
            { materielId: inquiry.lineIds[1], unitPrice: 77.7, quantity: 40, amount: 3108 },
          ],
          totalAmount: 6158,
          taxRate: 9,
          deliveryTime: NOW + 15 * DAY,
          notes: '含税含运',
          lineTerms: [{ materielId: inquiry.lineIds[0], deliveryTime: NOW + 7 * DAY, notes: '现货，7 天内发' }],
          files: [{ name: '报价明细.pdf', fileId: offer.id }],
        });
        expect(first).toMatchObject({ revision: 1, lines: null, totalAmount: null });
        expect((await call(api.inquiryQuote.detail, { token: a.token, query: { inquiryId: inquiry.id } })).totalAmount).toBe(6158);

        // Nobody else: B sees its own only; the buyer has no quote to read, its roster and the detail no price.
        const seenByB = await call(api.inquiryQuote.detail, { token: b.token, query: { inquiryId: inquiry.id } });
        expect(seenByB.totalAmount).toBe(4000 + 2000);
        expect(JSON.stringify(seenByB)).not.toMatch(A_PRICES);
        await expectCode(api.inquiryQuote.detail, { token: buyer, query: { inquiryId: inquiry.id } }, Code.NOT_FOUND);
        const buyerForm = await raw(api.inquiryQuote.form.method, api.inquiryQuote.form.path, { token: buyer, query: { id: inquiry.id } });
        expect(JSON.stringify(buyerForm)).not.toMatch(A_PRICES);
        const roster = await call(api.inquiryBuyer.quotes, { token: buyer, query: { id: inquiry.id } });
        expect(roster.quotes.map((q) => [q.totalAmount, q.lines])).toEqual([
          [null, null],
          [null, null],
        ]);
        expect(JSON.stringify(roster)).not.toMatch(A_PRICES);
        const detail = await call(api.inquiry.details, { query: { id: inquiry.id }, token: buyer });
        expect(detail.quotes.every((q) => q.sealed && q.totalAmount === 0)).toBe(true);
        await expectCode(api.inquiryBuyer.comparison, { token: buyer, query: { id: inquiry.id } }, Code.DEADLINE_NOT_REACHED);

        // In the database: the terms in clear, the prices nowhere.
        const stored = await selectRows<{ row: string }>(
          platform.db,
          sql`select row_to_json(r)::text as row from quote_revisions r where r.inquiry_id = ${inquiry.id} order by r.id`,
        );
        expect(stored).toHaveLength(3);
        for (const { row } of stored) {
          expect(row).not.toMatch(A_PRICES);
          expect(row).toContain('现货，7 天内发');
        }

        // The opening verifies receipts that hashed the terms; the comparison shows each line's date.
        await clockAt(3 * DAY);
        try {
          const record = await call(api.inquiryBuyer.open, { token: buyer, body: { id: inquiry.id } });
          expect(record.quotes.map((q) => [q.supplier.memberId, q.totalAmount, q.verified])).toEqual([
            [a.memberId, 6158, true],
            [b.memberId, 6000, true],
          ]);
          expect(record.quotes[0]!.receiptHash).toBe(second.sha256);
          const comparison = await call(api.inquiryBuyer.comparison, { token: buyer, query: { id: inquiry.id } });
          expect(comparison.suppliers.map((s) => s.lineTerms[0]?.deliveryTime)).toEqual([NOW + 7 * DAY, NOW + 7 * DAY]);
        } finally {
          await clockAt(0);
        }
      }, 60_000);
    });

    describe('my quotes', () => {
      it('a sealed quote’s total is its own supplier’s to read there; the buyer and another supplier still read no price', async () => {
        const [a, b] = [await admittedSupplier(), await admittedSupplier()];
        const inquiry = await published({ priceContrast: 1 });
        await call(api.inquiryQuote.submit, { token: a.token, body: quote(inquiry.id, inquiry.lineIds, [31.17, 77.7]) });
        await call(api.inquiryQuote.submit, { token: a.token, body: quote(inquiry.id, inquiry.lineIds, [30.5, 77.7]) });
        await call(api.inquiryQuote.submit, { token: b.token, body: quote(inquiry.id, inquiry.lineIds, [40, 50]) });
        const rowOf = async (token: string) => (await call(api.inquiryQuote.list, { token })).data.find((row) => row.inquiryId === inquiry.id);

        // A reads its latest total (30.5 × 100 + 77.7 × 40), B its own; neither the other's.
        const ofA = await rowOf(a.token);
        expect(ofA).toMatchObject({ sealed: true, opened: false, totalAmount: 6158 });
        const ofB = await rowOf(b.token);
        expect(ofB).toMatchObject({ sealed: true, totalAmount: 6000 });
        expect(JSON.stringify(await call(api.inquiryQuote.list, { token: b.token }))).not.toMatch(A_PRICES);

        // The buyer has no quote of its own there, and its roster and the public detail no price.
        expect(await rowOf(buyer)).toBeUndefined();
        const roster = await call(api.inquiryBuyer.quotes, { token: buyer, query: { id: inquiry.id } });
        expect(roster.quotes.map((q) => q.totalAmount)).toEqual([null, null]);
        expect(JSON.stringify(roster)).not.toMatch(A_PRICES);
        for (const token of [buyer, b.token]) {
          const detail = await call(api.inquiry.details, { query: { id: inquiry.id }, token });
          expect(JSON.stringify(detail)).not.toMatch(A_PRICES);
        }

        // Withdrawn, the sealed quote has no latest total to show.
        await call(api.inquiryQuote.withdraw, { token: a.token, body: { inquiryId: inquiry.id } });
        expect(await rowOf(a.token)).toMatchObject({ state: 'withdrawn', totalAmount: null });
      }, 60_000);

      it('each row says whether the quotes were opened, with the latest receipt and the revision count', async () => {
        const supplier = await admittedSupplier();
        const sealed = await published({ priceContrast: 1 });
        const open = await published({ priceContrast: 2 });
        await call(api.inquiryQuote.submit, { token: supplier.token, body: quote(sealed.id, sealed.lineIds, [1, 2]) });
        const latest = await call(api.inquiryQuote.submit, { token: supplier.token, body: quote(sealed.id, sealed.lineIds, [1, 3]) });
        await call(api.inquiryQuote.submit, { token: supplier.token, body: quote(open.id, open.lineIds, [5, 6]) });
        const withdrawn = await call(api.inquiryQuote.withdraw, { token: supplier.token, body: { inquiryId: open.id } });

        const rowsOf = async () => new Map((await call(api.inquiryQuote.list, { token: supplier.token })).data.map((row) => [row.inquiryId, row]));
        let rows = await rowsOf();
        expect(rows.get(sealed.id)).toMatchObject({
          sealed: true,
          opened: false,
          // Its own latest sealed total (1 × 100 + 3 × 40), decrypted for it alone.
          totalAmount: 220,
          revision: 2,
          revisionCount: 2,
          receipt: { receivedTime: NOW, sha256: latest.sha256 },
        });
        expect(rows.get(open.id)).toMatchObject({
          state: 'withdrawn',
          opened: false,
          revision: 2,
          revisionCount: 2,
          receipt: { receivedTime: NOW, sha256: withdrawn.sha256 },
        });

        await clockAt(3 * DAY);
        try {
          await call(api.inquiryBuyer.open, { token: buyer, body: { id: sealed.id } });
          rows = await rowsOf();
          expect(rows.get(sealed.id)).toMatchObject({ opened: true, closed: true, revisionCount: 2 });
        } finally {
          await clockAt(0);
        }
      }, 60_000);
    });
  });
}
