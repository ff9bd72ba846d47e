// The drafting stories of agreement-suite.ts (docs/product/contracts.md): the buyer's awards of every
// kind, a draft prefilled from one, its templates, each rule of a draft with its code, a contract
// drafted once for a retried request, lines taken by one contract only, a declined order, and an
// order under contract that its supplier may not decline.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api, type AgreementTermsBody, type Endpoint } from '#contract/endpoints.ts';
import { siteFields } from '#contract/time.ts';
import { type AgreementStories, AT, awardedInquiry, draftAgreement, signedAgreement, termsBody } from './agreement-fixture.ts';
import type { Call } from './client.ts';
import { DAY } from './inquiry-fixture.ts';
import { freshKey, PDF } from './member-helpers.ts';

const day = (at: number) => siteFields(at).date;

export function draftingStories({ world, notified }: AgreementStories) {
  const call = <E extends Endpoint>(endpoint: E, input?: Call) => world().client.call(endpoint, input);
  const awards = (query: Record<string, string | number> = {}) => world().client.all(api.agreementBuyer.awards, query, world().buyer());
  const draftOf = (orderId: number, templateId?: number) =>
    call(api.agreementBuyer.draft, { token: world().buyer(), query: { orderId, ...(templateId ? { templateId } : {}) } });
  const createBody = (orderId: number, terms: AgreementTermsBody, idempotencyKey = freshKey()) => ({
    orderId,
    terms,
    comment: '请确认',
    idempotencyKey,
  });
  const anotherBuyer = () => world().suite.helpers.register('buyer');

  it('the buyer’s awards: one order per awarded supplier of every kind, each with its lines; by kind and keyword; 1210 to a supplier', async () => {
    const { inquiry, tender, auction, suppliers } = world();
    const byOrder = new Map((await awards()).map((award) => [award.orderId, award]));
    expect(byOrder.get(inquiry.s1.orderId)).toMatchObject({
      source: { type: 1, id: inquiry.id },
      supplier: { memberId: suppliers[0].memberId },
      totalAmount: 2000,
      currency: 'CNY',
      lines: [
        { lineNo: 1, name: '深沟球轴承', quantity: 100, unitPrice: 10, amount: 1000, agreementId: null },
        { lineNo: 2, name: '圆锥滚子轴承', quantity: 50, unitPrice: 20, amount: 1000, agreementId: null },
      ],
    });
    expect(byOrder.get(inquiry.s2.orderId)?.lines).toEqual([expect.objectContaining({ lineNo: 1, name: '推力球轴承', quantity: 20, amount: 560 })]);
    expect(byOrder.get(tender.orderId)).toMatchObject({ source: { type: 2 }, supplier: { memberId: suppliers[0].memberId }, totalAmount: 4000 });
    expect(byOrder.get(auction.orderId)).toMatchObject({
      source: { type: 3 },
      supplier: { memberId: suppliers[1].memberId },
      totalAmount: 9700,
      lines: [{ lineNo: 1, quantity: 10, unitPrice: 970, amount: 9700, agreementId: null }],
    });
    const tenders = await awards({ sourceType: 2 });
    expect(tenders.every((award) => award.source.type === 2)).toBe(true);
    expect(tenders.map((award) => award.orderId)).toContain(tender.orderId);
    const code = byOrder.get(tender.orderId)!.source.code;
    expect((await awards({ keyword: code })).map((award) => award.orderId)).toEqual([tender.orderId]);
    await world().expectCode(api.agreementBuyer.awards, { token: suppliers[0].token }, Code.NO_ACCESS);
    const other = await anotherBuyer();
    expect(await call(api.agreementBuyer.awards, { token: other.token })).toEqual({ data: [], totalCount: 0 });
  });

  it('templates: saved once for a retried request, listed, saved over; another buyer’s is not found; 1210 to a supplier', async () => {
    const save = (body: object, token = world().buyer()) => call(api.agreementBuyer.saveTemplate, { token, body });
    const body = { name: '标准采购合同', body: '甲方 {{buyer}}，乙方 {{supplier}}。', idempotencyKey: freshKey() };
    const [first, again] = await Promise.all([save(body), save(body)]);
    expect(again).toEqual(first);
    const renamed = await save({ id: first.id, name: '标准采购合同（2026）', body: body.body, idempotencyKey: freshKey() });
    expect(renamed).toMatchObject({ id: first.id, name: '标准采购合同（2026）' });
    expect((await call(api.agreementBuyer.templates, { token: world().buyer() })).filter((t) => t.id === first.id)).toEqual([renamed]);
    const other = await anotherBuyer();
    await world().expectCode(
      api.agreementBuyer.saveTemplate,
      { token: other.token, body: { ...body, id: first.id, idempotencyKey: freshKey() } },
      Code.NOT_FOUND,
    );
    expect(await call(api.agreementBuyer.templates, { token: other.token })).toEqual([]);
    await world().expectCode(api.agreementBuyer.templates, { token: world().suppliers[0].token }, Code.NO_ACCESS);
  });

  it('a draft prefilled from an award: its lines at the awarded quantities, the source’s delivery date and address, 100 % on acceptance; a template filled in', async () => {
    const { inquiry, tender, auction, suppliers } = world();
    const draft = await draftOf(inquiry.s1.orderId);
    const delivery = day(AT + 20 * DAY);
    expect(draft.award.orderId).toBe(inquiry.s1.orderId);
    expect(draft.terms).toMatchObject({
      startDate: day(AT),
      endDate: day(Date.parse(`${delivery}T00:00:00Z`) + 30 * DAY),
      lines: [
        { lineNo: 1, number: 'M-1', quantity: 100, awardedQuantity: 100, unitPrice: 10, amount: 1000, deliveryDate: delivery },
        { lineNo: 2, number: 'M-2', quantity: 50, awardedQuantity: 50, unitPrice: 20, amount: 1000, deliveryDate: delivery },
      ],
      totalAmount: 2000,
      paymentPlan: [{ stageNo: 1, ratio: 100, amount: 2000, condition: 'acceptance', dueDate: null, payDay: null }],
      deliveryAddress: '上海市浦东新区张江路 1 号',
      text: '',
      attachments: [],
    });
    expect(draft.terms.title).toMatch(/^轴承询价/);
    const template = await call(api.agreementBuyer.saveTemplate, {
      token: world().buyer(),
      body: {
        name: '占位符',
        body: '{{supplier}}：{{total}} {{currency}}，{{startDate}}–{{endDate}}，{{source}}，{{agreementNo}} {{unknown}}',
        idempotencyKey: freshKey(),
      },
    });
    const filled = await draftOf(inquiry.s1.orderId, template.id);
    expect(filled.terms.text).toBe(
      `${suppliers[0].name}：2000.00 CNY，${day(AT)}–${filled.terms.endDate}，${draft.award.source.code} ${draft.terms.title}，{{agreementNo}} {{unknown}}`,
    );
    expect((await draftOf(tender.orderId)).award.source.type).toBe(2);
    expect((await draftOf(auction.orderId)).terms).toMatchObject({ totalAmount: 9700, lines: [{ quantity: 10, amount: 9700 }] });
    const other = await anotherBuyer();
    await world().expectCode(api.agreementBuyer.draft, { token: other.token, query: { orderId: inquiry.s1.orderId } }, Code.NOT_FOUND);
    await world().expectCode(
      api.agreementBuyer.draft,
      { token: world().buyer(), query: { orderId: inquiry.s1.orderId, templateId: 999_999 } },
      Code.NOT_FOUND,
    );
  });

  it('a draft’s rules, each with its code, and nothing written by a refused draft', async () => {
    const { inquiry, suppliers, expectCode } = world();
    const base = termsBody((await draftOf(inquiry.s1.orderId)).terms);
    const [line1, line2] = base.lines as [AgreementTermsBody['lines'][number], AgreementTermsBody['lines'][number]];
    const stage = base.paymentPlan[0]!;
    const refused = (terms: Partial<AgreementTermsBody>, code: number, token = world().buyer()) =>
      expectCode(api.agreementBuyer.create, { token, body: createBody(inquiry.s1.orderId, { ...base, ...terms }) }, code);
    await refused({}, Code.NOT_FOUND, (await anotherBuyer()).token);
    await refused({}, Code.NO_ACCESS, suppliers[0].token);
    await refused({ lines: [{ ...line1, lineNo: 9 }] }, Code.AGREEMENT_LINES_INVALID);
    await refused({ lines: [line1, { ...line2, lineNo: 1 }] }, Code.AGREEMENT_LINES_INVALID);
    await refused({ lines: [{ ...line1, quantity: 100.5 }, line2] }, Code.AGREEMENT_ABOVE_AWARD);
    await refused({ startDate: '2027-01-02', endDate: '2027-01-01' }, Code.AGREEMENT_DATES_INVALID);
    await refused(
      {
        paymentPlan: [
          { ...stage, ratio: 60 },
          { ...stage, ratio: 39.99 },
        ],
      },
      Code.PAYMENT_RATIOS_NOT_100,
    );
    await refused({ paymentPlan: [{ ...stage, payDay: 32 }] }, Code.PAYMENT_DAY_INVALID);
    await refused({ paymentPlan: [{ ...stage, payDay: 0 }] }, Code.PAYMENT_DAY_INVALID);
    await refused({ paymentPlan: [{ ...stage, condition: 'date', dueDate: null }] }, Code.PAYMENT_STAGE_DATE_INVALID);
    await refused({ paymentPlan: [{ ...stage, condition: 'signing', dueDate: '2026-09-01' }] }, Code.PAYMENT_STAGE_DATE_INVALID);
    const foreign = await world().suite.helpers.uploaded(suppliers[0].token, PDF, '乙方文件.pdf', 'document');
    await refused({ fileIds: [foreign.id] }, Code.FILE_UNUSABLE);
    const award = (await awards()).find((a) => a.orderId === inquiry.s1.orderId)!;
    expect(award.lines.map((line) => line.agreementId)).toEqual([null, null]);
  });

  it('a contract drafted once for a retried request: numbered, negotiating, version 1 by the buyer, the supplier told; its lines taken', async () => {
    const { inquiry, suppliers, expectCode } = world();
    const draft = await draftOf(inquiry.s1.orderId);
    const [line1, line2] = termsBody(draft.terms).lines;
    const body = createBody(inquiry.s1.orderId, termsBody(draft.terms, { lines: [line1!], text: '合同编号 {{agreementNo}}' }));
    const create = () => call(api.agreementBuyer.create, { token: world().buyer(), body });
    const [made, again] = await Promise.all([create(), create()]);
    expect(again).toEqual(made);
    expect(made.agreementNo).toBe(`HT${day(AT).replaceAll('-', '')}${String(made.id).padStart(6, '0')}`);
    expect(made).toMatchObject({
      state: 'negotiating',
      viewerSide: 'buyer',
      source: { type: 1, id: inquiry.id },
      order: { id: inquiry.s1.orderId },
      supplier: { memberId: suppliers[0].memberId },
      awardAmount: 1000,
      version: 1,
      terms: { totalAmount: 1000, text: `合同编号 ${made.agreementNo}`, lines: [{ lineNo: 1, amount: 1000 }] },
      versions: [{ version: 1, side: 'buyer', comment: '请确认', confirmedBy: [] }],
      signatures: [],
      signedVersion: null,
      execution: null,
    });
    expect(made.events.map((e) => [e.kind, e.side, e.text])).toEqual([['drafted', 'buyer', 'v1 · 1000.00 CNY · 请确认']]);
    const told = await notified(suppliers[0].memberId, 'agreement.drafted');
    expect(told.at(-1)?.payload).toMatchObject({ agreementId: made.id, code: made.agreementNo, link: `/memberCenter/contract/detail?id=${made.id}` });

    const line1Again = createBody(inquiry.s1.orderId, termsBody(draft.terms, { lines: [line1!] }));
    await expectCode(api.agreementBuyer.create, { token: world().buyer(), body: line1Again }, Code.AGREEMENT_EXISTS);
    const award = (await awards()).find((a) => a.orderId === inquiry.s1.orderId)!;
    expect(award.lines.map((line) => line.agreementId)).toEqual([made.id, null]);
    expect((await draftOf(inquiry.s1.orderId)).terms.lines.map((line) => line.lineNo)).toEqual([2]);
    const second = await call(api.agreementBuyer.create, {
      token: world().buyer(),
      body: createBody(inquiry.s1.orderId, termsBody(draft.terms, { lines: [line2!] })),
    });
    expect(second.terms.lines.map((line) => line.lineNo)).toEqual([2]);
    expect((await awards()).map((a) => a.orderId)).not.toContain(inquiry.s1.orderId);
    await expectCode(api.agreementBuyer.draft, { token: world().buyer(), query: { orderId: inquiry.s1.orderId } }, Code.AGREEMENT_EXISTS);
  });

  it('an order its supplier declined is no award to contract (39029)', async () => {
    const w = world();
    const s3 = w.suppliers[2];
    const small = await awardedInquiry(w, AT, [{ supplier: s3, prices: [10, 20, 30] }], [0, 0, 0]);
    const orderId = small.orders.get(s3.memberId)!;
    await call(api.order.decline, { token: s3.token, body: { id: orderId, reason: '缺货' } });
    await w.expectCode(api.agreementBuyer.draft, { token: w.buyer(), query: { orderId } }, Code.AWARD_NOT_CONTRACTABLE);
    const terms: AgreementTermsBody = termsBody((await draftOf(w.inquiry.s2.orderId)).terms);
    await w.expectCode(api.agreementBuyer.create, { token: w.buyer(), body: createBody(orderId, terms) }, Code.AWARD_NOT_CONTRACTABLE);
    expect((await awards()).map((a) => a.orderId)).not.toContain(orderId);
  });

  it('a source whose delivery day has passed: the draft proposes delivery in 30 days, never before today', async () => {
    const w = world();
    const s3 = w.suppliers[2];
    const late = await awardedInquiry(w, AT, [{ supplier: s3, prices: [10, 20, 30] }], [0, 0, 0]);
    await w.platform.db.execute(sql`update inquiries set delivery_time = ${new Date(AT - 2 * DAY)} where id = ${late.id}`);
    const draft = await draftOf(late.orders.get(s3.memberId)!);
    expect(draft.terms.lines.map((line) => line.deliveryDate)).toEqual([day(AT + 30 * DAY), day(AT + 30 * DAY), day(AT + 30 * DAY)]);
    expect(draft.terms).toMatchObject({ startDate: day(AT), endDate: day(AT + 60 * DAY) });
  });

  it('an order a contract holds lines of cannot be declined (39030) until that contract is terminated', async () => {
    const w = world();
    const s3 = w.suppliers[2];
    const small = await awardedInquiry(w, AT, [{ supplier: s3, prices: [10, 20, 30] }], [0, 0, 0]);
    const orderId = small.orders.get(s3.memberId)!;
    const decline = () => ({ token: s3.token, body: { id: orderId, reason: '缺货' } });
    const draft = await draftOf(orderId);
    const negotiating = await draftAgreement(w, orderId, { lines: [termsBody(draft.terms).lines[0]!] });
    await w.expectCode(api.order.decline, decline(), Code.ORDER_UNDER_CONTRACT);
    // Ended before signing, it lets go of its line; a signed contract of the other two, terminated, holds them no more either.
    await call(api.agreement.terminate, { token: w.buyer(), body: { id: negotiating.id, reason: '重新拟定', idempotencyKey: freshKey() } });
    const signed = await signedAgreement(w, { orderId, supplier: s3, sourceType: 1 }, { lines: termsBody(draft.terms).lines.slice(1) });
    await w.expectCode(api.order.decline, decline(), Code.ORDER_UNDER_CONTRACT);
    await call(api.agreement.terminate, { token: s3.token, body: { id: signed.id, reason: '无法供货', idempotencyKey: freshKey() } });
    expect(await call(api.order.decline, decline())).toMatchObject({ id: orderId, state: 'declined' });
    await w.expectCode(api.order.decline, decline(), Code.RECORD_REPEATED);
  });
}
