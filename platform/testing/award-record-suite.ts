// The award read back and the order declined, as small stories (docs/decisions/017-inquiry-sealed-quotes-and-currency.md):
// the buyer reads its award whole, each supplier that quoted its own part and nobody else anything;
// a supplier declines its order with a reason and both sides see it; the public detail says whether a
// signed-in supplier may quote as the platform decides (60004 outside the inquiry's areas), an
// awarded inquiry's card offers no action; and the demo supplier sits where the demo buyer's
// Shanghai inquiries take its quotes. Its own seeded platform, once per database: api.test.ts
// (PGlite) and api.postgres.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api, type InquiryFormBody, type QuoteBody } from '#contract/endpoints.ts';
import { selectRows } from '../db/client.ts';
import { DEMO_BUYER_NAME, DEMO_SUPPLIER_NAME } from '../seed/members.ts';
import type { RunningPlatform } from '../server.ts';
import { apiClient } from './client.ts';
import {
  admitSupplier,
  publishInquiry,
  type BuyerMember,
  codeExpecter,
  DAY,
  type Place,
  type InquiryPlatform,
  startInquiryPlatform,
  type SuiteDatabase,
} from './inquiry-fixture.ts';
import { freshKey, memberHelpers } from './member-helpers.ts';

const NOW = Date.UTC(2026, 0, 15, 2, 0, 0);
const SHANGHAI = { provinceCode: '310000', cityCode: '310100' };
const GUANGZHOU = { provinceCode: '440000', cityCode: '440100' };

export function describeAwardRecordSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call, raw, login } = client;
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });

  const title = options.skipped ? `awards and orders on ${databaseName} (skipped: ${options.skipped})` : `awards and orders on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    let seeded: InquiryPlatform;
    let buyer: string;
    let buyerMe: BuyerMember;
    let categoryId: number;

    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      ({ platform, buyer, buyerMe, categoryId } = seeded);
    }, 120_000);
    afterAll(() => seeded?.stop());

    const expectCode = codeExpecter(client);

    /** A published open-price inquiry of the demo buyer with two lines (100 and 50 of them). */
    async function published(overrides: Partial<InquiryFormBody> = {}) {
      const form: InquiryFormBody = {
        details: `阀门询价 ${freshKey()}`,
        categoryId,
        materiels: [
          { number: 'V-1', name: '闸阀', model: 'Z41H-16C', unit: '台', purchaseCount: 100 },
          { number: 'V-2', name: '截止阀', model: 'J41H-25', unit: '台', purchaseCount: 50 },
        ],
        deliveryTime: NOW + 20 * DAY,
        address: '上海市浦东新区张江路 1 号',
        offerEndTime: NOW + 3 * DAY,
        purchaseType: 2,
        priceContrast: 2,
        isAllArea: true,
        ...overrides,
      };
      return publishInquiry({ client, seeded }, form);
    }

    /** A new supplier the demo buyer admitted, its company where `place` says. */
    const admittedSupplier = (place: Place | null = SHANGHAI) =>
      admitSupplier({ client, helpers, seeded }, place, { contactName: '王五', contactPhone: '021-87654321' });

    function quote(inquiryId: number, lineIds: number[], prices: number[]): QuoteBody {
      return {
        inquiryId,
        lines: lineIds.map((materielId, i) => ({ materielId, unitPrice: prices[i]!, quantity: i === 0 ? 100 : 50 })),
        taxRate: 13,
        deliveryTime: NOW + 15 * DAY,
        notes: '含税含运',
        idempotencyKey: freshKey(),
      };
    }

    const notificationsOf = (memberId: number, kind: string) =>
      selectRows<{ payload: Record<string, unknown> }>(
        platform.db,
        sql`select payload from notifications where recipient_member_id = ${memberId} and kind = ${kind} order by id`,
      );

    /** An inquiry quoted by a (10, 20), b (11, 19) and c (12, 25), split: line 1 to b, line 2 to a, neither the lowest. */
    async function splitAward() {
      const [a, b, c] = [await admittedSupplier(), await admittedSupplier(), await admittedSupplier()];
      const inquiry = await published();
      const quoteIds = new Map<number, number>();
      for (const [supplier, prices] of [
        [a, [10, 20]],
        [b, [11, 19]],
        [c, [12, 25]],
      ] as const) {
        const receipt = await call(api.inquiryQuote.submit, { token: supplier.token, body: quote(inquiry.id, inquiry.lineIds, [...prices]) });
        quoteIds.set(supplier.memberId, receipt.quoteId);
      }
      await expectCode(api.inquiryAward.detail, { token: buyer, query: { id: inquiry.id } }, Code.NOT_FOUND);
      const award = await call(api.inquiryBuyer.award, {
        token: buyer,
        body: {
          id: inquiry.id,
          lines: [
            { materielId: inquiry.lineIds[0]!, quoteId: quoteIds.get(b.memberId)! },
            { materielId: inquiry.lineIds[1]!, quoteId: quoteIds.get(a.memberId)! },
          ],
          reason: '交期更短，质保更长',
          idempotencyKey: freshKey(),
        },
      });
      return { a, b, c, inquiry, award };
    }

    describe('the award read back', () => {
      it('the buyer reads every line’s winner, price and quantity, the reason, who decided and when, and the orders', async () => {
        const { a, b, inquiry, award } = await splitAward();
        const view = await call(api.inquiryAward.detail, { token: buyer, query: { id: inquiry.id } });
        expect(view).toMatchObject({
          inquiryId: inquiry.id,
          purchaseInquiryNo: inquiry.purchaseInquiryNo,
          viewer: 'buyer',
          won: null,
          mode: 'split',
          reason: '交期更短，质保更长',
          decidedBy: { memberId: buyerMe.memberId, memberName: DEMO_BUYER_NAME, userName: expect.any(String) },
          createTime: NOW,
          totalAmount: 1100 + 1000,
          currency: 'CNY',
          lineCount: 2,
          noticeId: award.noticeId,
        });
        expect(view.decidedBy.userName).not.toBe('');
        expect(view.lines).toEqual([
          expect.objectContaining({ number: 'V-1', name: '闸阀', unit: '台', supplier: expect.objectContaining({ memberId: b.memberId }) }),
          expect.objectContaining({ number: 'V-2', name: '截止阀', supplier: expect.objectContaining({ memberId: a.memberId }) }),
        ]);
        expect(view.lines.map((l) => [l.unitPrice, l.quantity, l.amount, l.lowest])).toEqual([
          [11, 100, 1100, false],
          [20, 50, 1000, false],
        ]);
        expect(view.orders.map((o) => [o.supplier.memberId, o.totalAmount, o.state, o.lineCount])).toEqual(
          expect.arrayContaining([
            [b.memberId, 1100, 'pending', 1],
            [a.memberId, 1000, 'pending', 1],
          ]),
        );
        expect(view.orders.map((o) => o.id).sort()).toEqual([...award.orderIds].sort());
      }, 60_000);

      it('a supplier reads whether it won and its own lines and order only; one who never quoted, nothing', async () => {
        const { a, b, c, inquiry } = await splitAward();
        const seenByA = await call(api.inquiryAward.detail, { token: a.token, query: { id: inquiry.id } });
        expect(seenByA).toMatchObject({ viewer: 'supplier', won: true, reason: null, totalAmount: 1000, lineCount: 2 });
        expect(seenByA.lines.map((l) => [l.supplier.memberId, l.unitPrice, l.amount])).toEqual([[a.memberId, 20, 1000]]);
        expect(seenByA.orders.map((o) => o.supplier.memberId)).toEqual([a.memberId]);
        // Nothing of b's prices nor of b.
        const text = JSON.stringify(seenByA);
        expect(text).not.toMatch(/1100/);
        expect(text).not.toContain(`"memberId":${b.memberId},`);

        const seenByC = await call(api.inquiryAward.detail, { token: c.token, query: { id: inquiry.id } });
        expect(seenByC).toMatchObject({ won: false, lines: [], orders: [], totalAmount: 0, reason: null });

        const bystander = await admittedSupplier();
        await expectCode(api.inquiryAward.detail, { token: bystander.token, query: { id: inquiry.id } }, Code.NOT_FOUND);
        const otherBuyer = await helpers.register('buyer');
        await expectCode(api.inquiryAward.detail, { token: otherBuyer.token, query: { id: inquiry.id } }, Code.NOT_FOUND);
        await expectCode(api.inquiryAward.detail, { token: buyer, query: { id: 2_000_000_000 } }, Code.NOT_FOUND);
        expect((await raw('GET', api.inquiryAward.detail.path, { token: buyer, query: { id: 'x' } })).code).toBe(Code.PARAM_INVALID);
      }, 60_000);
    });

    describe('an order declined', () => {
      it('the supplier declines with a reason: both lists show it declined, the buyer is told, the award shows why; once only', async () => {
        const { a, b, inquiry } = await splitAward();
        const [orderOfB] = (await call(api.order.saleList, { token: b.token })).data.filter(
          (o) => o.source.kind === 'inquiry' && o.source.id === inquiry.id,
        );
        expect(orderOfB).toMatchObject({ state: 'pending' });
        await expectCode(api.order.decline, { token: b.token, body: { id: orderOfB!.id, reason: '  ' } }, Code.PARAM_INVALID);
        await expectCode(api.order.decline, { token: a.token, body: { id: orderOfB!.id, reason: '不是我的' } }, Code.NOT_FOUND);
        await expectCode(api.order.decline, { token: buyer, body: { id: orderOfB!.id, reason: '买方不能拒绝' } }, Code.NOT_FOUND);

        const declined = await call(api.order.decline, { token: b.token, body: { id: orderOfB!.id, reason: '产能不足，无法按期交货' } });
        expect(declined).toMatchObject({ state: 'declined', declineReason: '产能不足，无法按期交货', canDecide: false, decideTime: NOW });
        await expectCode(api.order.confirm, { token: b.token, body: { id: orderOfB!.id } }, Code.RECORD_REPEATED);
        await expectCode(api.order.decline, { token: b.token, body: { id: orderOfB!.id, reason: '再拒一次' } }, Code.RECORD_REPEATED);

        const sales = await call(api.order.saleList, { token: b.token, query: { state: 'declined' } });
        expect(sales.data.map((o) => o.id)).toContain(orderOfB!.id);
        const purchases = await call(api.order.purchaseList, { token: buyer, query: { state: 'declined' } });
        expect(purchases.data.find((o) => o.id === orderOfB!.id)).toMatchObject({ state: 'declined', supplier: { memberId: b.memberId } });
        expect((await call(api.order.purchaseList, { token: buyer, query: { state: 'pending' } })).data.map((o) => o.id)).not.toContain(orderOfB!.id);
        expect((await call(api.order.detail, { token: buyer, query: { id: orderOfB!.id } })).declineReason).toBe('产能不足，无法按期交货');

        expect((await notificationsOf(buyerMe.memberId, 'order.declined')).at(-1)?.payload).toMatchObject({
          orderId: orderOfB!.id,
          inquiryId: inquiry.id,
          reason: '产能不足，无法按期交货',
          link: expect.stringContaining(`id=${orderOfB!.id}`),
        });
        const view = await call(api.inquiryAward.detail, { token: buyer, query: { id: inquiry.id } });
        expect(view.orders.find((o) => o.id === orderOfB!.id)).toMatchObject({ state: 'declined', declineReason: '产能不足，无法按期交货' });
        expect(view.orders.find((o) => o.supplier.memberId === a.memberId)?.state).toBe('pending');
      }, 60_000);
    });

    describe('may I quote, as the platform says', () => {
      it('the detail carries the platform’s refusal for a signed-in supplier: 60004 outside the areas, none inside or for a visitor', async () => {
        const inquiry = await published({ isAllArea: false, areas: [{ provinceCode: SHANGHAI.provinceCode }] });
        const [near, far] = [await admittedSupplier(SHANGHAI), await admittedSupplier(GUANGZHOU)];
        const stranger = await helpers.register('supplier');
        const refusalOf = async (token?: string) =>
          (await call(api.inquiry.details, { query: { id: inquiry.id }, ...(token ? { token } : {}) })).quoteRefusal;
        expect(await refusalOf(far.token)).toBe(Code.OUTSIDE_AREAS);
        expect(await refusalOf(near.token)).toBeNull();
        expect(await refusalOf()).toBeNull();
        expect(await refusalOf(stranger.token)).toBe(Code.NOT_ADMITTED);
        expect(await refusalOf(buyer)).toBe(Code.OWN_PUBLICATION);
        // What the detail says is what a submission meets.
        await expectCode(api.inquiryQuote.submit, { token: far.token, body: quote(inquiry.id, inquiry.lineIds, [1, 1]) }, Code.OUTSIDE_AREAS);
      }, 60_000);

      it('an awarded inquiry’s card and detail offer no action, its deadline still ahead', async () => {
        const { a, inquiry } = await splitAward();
        const [card] = (await call(api.inquiry.list, { query: { ids: String(inquiry.id) }, token: a.token })).data;
        expect(card).toMatchObject({ id: inquiry.id, state: 'awarded', canRegister: false, quoteCount: 3 });
        expect(card!.days + card!.hours + card!.minutes).toBeGreaterThan(0);
        const detail = await call(api.inquiry.details, { query: { id: inquiry.id }, token: a.token });
        expect(detail).toMatchObject({ awarded: true, quoteRefusal: null, isRegister: 1 });
        const open = await published();
        const [openCard] = (await call(api.inquiry.list, { query: { ids: String(open.id) }, token: a.token })).data;
        expect(openCard?.canRegister).toBe(true);
      }, 60_000);

      it('the demo supplier is in Shanghai, where the demo buyer is; its Shanghai inquiries and its showcase (every area) take quotes from there', async () => {
        const [place] = await selectRows<{ province: string; city: string }>(
          platform.db,
          sql`select province_code as province, city_code as city from members where name = ${DEMO_SUPPLIER_NAME}`,
        );
        expect(place).toEqual({ province: SHANGHAI.provinceCode, city: SHANGHAI.cityCode });
        const shanghaiOnly = await selectRows<{ id: number }>(
          platform.db,
          sql`select i.id from inquiries i join members m on m.id = i.member_id
              where m.name = ${DEMO_BUYER_NAME} and i.state = 'published' and not i.is_all_area and i.offer_end_time > ${new Date(NOW).toISOString()}::timestamptz
                and exists (select 1 from inquiry_areas a where a.inquiry_id = i.id and a.province_code = ${SHANGHAI.provinceCode}
                            and (a.city_code is null or a.city_code = ${SHANGHAI.cityCode}))`,
        );
        expect(shanghaiOnly.length).toBeGreaterThan(0);
        const supplier = await login('supplier');
        for (const { id } of shanghaiOnly) {
          expect((await call(api.inquiry.details, { query: { id }, token: supplier })).quoteRefusal).not.toBe(Code.OUTSIDE_AREAS);
        }
        // The quote rules' showcase (the demo buyer's first two open inquiries) is open to every area:
        // a supplier it admits quotes there before it names any region.
        const showcase = await selectRows<{ id: number }>(
          platform.db,
          sql`select i.id from inquiries i join members m on m.id = i.member_id
              where m.name = ${DEMO_BUYER_NAME} and i.state = 'published' and i.offer_end_time > ${new Date(NOW).toISOString()}::timestamptz
                and exists (select 1 from quotes q join members s on s.id = q.member_id where q.inquiry_id = i.id and s.name = ${DEMO_SUPPLIER_NAME})`,
        );
        expect(showcase.length).toBeGreaterThanOrEqual(2);
        const nowhere = await admittedSupplier(null);
        for (const { id } of showcase) {
          expect(await call(api.inquiry.details, { query: { id }, token: nowhere.token })).toMatchObject({ areas: '全国', quoteRefusal: null });
        }
      }, 60_000);
    });
  });
}
