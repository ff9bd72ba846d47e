// One contract's page for both parties against the real platform (PGlite in memory) through the
// counting proxy (docs/decisions/025-contracts.md): an inquiry awarded to the demo supplier, a contract
// drafted from its order. The supplier's notification links to the page, which each party reads as its
// own side and anyone else finds nothing. The supplier proposes a version (the portal's own check keeps
// what it cannot read, asking nothing); the comparison of v1 and v2 shows what changed; the buyer's
// confirmation of the version it had read is refused as stale, and the page then reads the new one;
// confirmed twice with one key it confirms once; both confirm and it is signed, its document with the
// signed version's hash. Then the execution: a delivery above what is left is refused on its quantity,
// what was typed kept; a rejection needs a reason; a payment above the stage is refused on its amount;
// a termination needs a reason, then ends it.
import { describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { siteFields } from '#contract/time.ts';
import { termsBody } from '#platform/testing/agreement-fixture.ts';
import { apiClient } from '#platform/testing/client.ts';
import { freshKey } from '#platform/testing/member-helpers.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { login } from '../member/member.server.ts';
import { agreementAction } from './actions.server.ts';
import { loadAgreementDetail, loadAgreementDocument } from './detail.server.ts';

const { proxy: upstream } = usePlatformBehindProxy();
const DAY = 86_400_000;
const DETAIL = '/memberCenter/contract/detail';
const t = (key: string) => key;
const page = (path: string, cookie: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, { ...init, headers: { cookie } });
const post = (path: string, cookie: string) => page(path, cookie, { method: 'POST' });
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

async function signedIn(account: string): Promise<string> {
  const result = await login(new Request('http://localhost/login'), 'zh-CN', account, 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

/** The demo buyer's open inquiry of two lines, quoted and awarded whole to the demo supplier, and a contract drafted from its order. */
async function drafted() {
  const platform = apiClient(() => upstream().url);
  const buyer = await platform.login('buyer');
  const supplier = await platform.login('supplier');
  const [category] = await platform.call(api.category.enterpriseTree, { query: { templateId: 1 } });
  const saved = await platform.call(api.inquiryBuyer.save, {
    token: buyer,
    body: {
      form: {
        details: `合同询价 ${freshKey()}`,
        categoryId: category!.id,
        materiels: [
          { number: 'M-1', name: '深沟球轴承', model: '6204', unit: '个', purchaseCount: 100 },
          { number: 'M-2', name: '圆锥滚子轴承', model: '30205', unit: '个', purchaseCount: 50 },
        ],
        deliveryTime: Date.now() + 20 * DAY,
        address: '上海市浦东新区张江路 1 号',
        offerEndTime: Date.now() + 3 * DAY,
        purchaseType: 2,
        priceContrast: 2,
        isAllArea: true,
      },
      idempotencyKey: freshKey(),
    },
  });
  const inquiry = await platform.call(api.inquiryBuyer.publish, { token: buyer, body: { id: saved.id } });
  const lines = inquiry.materiels.map((m) => m.id);
  await platform.call(api.inquiryQuote.submit, {
    token: supplier,
    body: {
      inquiryId: inquiry.id,
      lines: lines.map((materielId, i) => ({ materielId, unitPrice: [10, 20][i]!, quantity: [100, 50][i]! })),
      taxRate: 13,
      deliveryTime: Date.now() + 15 * DAY,
      idempotencyKey: freshKey(),
    },
  });
  const comparison = await platform.call(api.inquiryBuyer.comparison, { token: buyer, query: { id: inquiry.id } });
  const quoteId = comparison.suppliers[0]!.quoteId;
  const award = await platform.call(api.inquiryBuyer.award, {
    token: buyer,
    body: { id: inquiry.id, lines: lines.map((materielId) => ({ materielId, quoteId })), idempotencyKey: freshKey() },
  });
  const orderId = award.orderIds[0]!;
  const draft = await platform.call(api.agreementBuyer.draft, { token: buyer, query: { orderId } });
  const contract = await platform.call(api.agreementBuyer.create, {
    token: buyer,
    body: { orderId, terms: termsBody(draft.terms), comment: '', idempotencyKey: freshKey() },
  });
  return { platform, buyer, supplier, contract, detail: `${DETAIL}?id=${contract.id}` };
}

/** The page's proposal form as posted, from the version's terms, with `fields` changed. */
function proposalForm(view: Awaited<ReturnType<typeof loadAgreementDetail>>, fields: Record<string, string> = {}): FormData {
  const { terms, version } = view.agreement;
  const values: Record<string, string> = {
    intent: 'propose',
    idempotencyKey: view.keys.propose,
    baseVersion: String(version),
    title: terms.title,
    startDate: terms.startDate,
    endDate: terms.endDate,
    deliveryAddress: terms.deliveryAddress,
    text: terms.text,
    files: '[]',
    comment: '第 1 行延后交货',
  };
  for (const line of terms.lines) {
    values[`l.${line.lineNo}.quantity`] = String(line.quantity);
    values[`l.${line.lineNo}.deliveryDate`] = line.deliveryDate;
  }
  terms.paymentPlan.forEach((stage, n) => {
    values[`s.${n}.name`] = stage.name;
    values[`s.${n}.ratio`] = String(stage.ratio);
    values[`s.${n}.condition`] = stage.condition;
    values[`s.${n}.dueDate`] = stage.dueDate ?? '';
    values[`s.${n}.payDay`] = stage.payDay === null ? '' : String(stage.payDay);
  });
  return formOf({ ...values, ...fields });
}

describe('a contract’s page', () => {
  it('is where the supplier’s notification leads; each party reads its own side, anyone else finds nothing', async () => {
    const { platform, supplier, contract, detail } = await drafted();
    const inbox = await platform.call(api.message.inbox, { token: supplier, query: { filter: 'all', current: 1, pageSize: 50 } });
    const told = inbox.data.find(
      (item) =>
        item.type === 'notification' && item.notification.kind === 'agreement.drafted' && item.notification.payload.agreementId === contract.id,
    );
    expect(told?.type === 'notification' && told.notification.payload.link).toBe(detail);

    const asBuyer = await loadAgreementDetail(page(detail, await signedIn('buyer')), 'zh-CN');
    expect(asBuyer.agreement).toMatchObject({ id: contract.id, viewerSide: 'buyer', state: 'negotiating', version: 1 });
    expect(asBuyer.compare).toBeNull();
    expect(asBuyer.keys.sign).not.toBe(asBuyer.keys.propose);
    const asSupplier = await loadAgreementDetail(page(detail, await signedIn('supplier')), 'zh-CN');
    expect(asSupplier.agreement).toMatchObject({ id: contract.id, viewerSide: 'supplier' });
    await expect(loadAgreementDetail(page(detail, await signedIn('newsupplier')), 'zh-CN')).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadAgreementDetail(page(`${DETAIL}?id=x`, await signedIn('buyer')), 'zh-CN')).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('negotiated to its signature: a proposal, the comparison, a stale confirmation, a confirmation sent twice, the signed document', async () => {
    const { contract, detail } = await drafted();
    const [buyer, supplier] = [await signedIn('buyer'), await signedIn('supplier')];
    const read = await loadAgreementDetail(page(detail, supplier), 'zh-CN');
    const readByBuyer = await loadAgreementDetail(page(detail, buyer), 'zh-CN');
    expect((await loadAgreementDocument(page(detail, buyer), 'zh-CN')).draft).toBe(true);

    // The portal's own check: nothing is asked of the platform, everything typed comes back.
    const calls = upstream().calls.length;
    const unreadable = await agreementAction(post(detail, supplier), 'zh-CN', proposalForm(read, { 'l.1.quantity': 'many' }), t);
    expect(unreadable).toMatchObject({ ok: false, intent: 'propose', fieldErrors: { 'l.1.quantity': 'contract:termsForm.errors.quantity' } });
    expect(unreadable.ok === false && unreadable.proposal?.lines[0]?.quantity).toBe('many');
    expect(upstream().calls.length).toBe(calls);

    const later = siteFields(Date.now() + 40 * DAY).date;
    const proposed = await agreementAction(post(detail, supplier), 'zh-CN', proposalForm(read, { 'l.1.deliveryDate': later }), t);
    expect(proposed).toEqual({ ok: true, intent: 'propose' });
    const compared = await loadAgreementDetail(page(`${detail}&from=2&to=1`, buyer), 'zh-CN');
    expect(compared.agreement.version).toBe(2);
    expect(compared.compare).toEqual({ from: 1, to: 2 });
    expect(compared.diff).toMatchObject({
      status: 'ok',
      data: { changes: [expect.objectContaining({ section: 'line', key: '1', field: 'deliveryDate', after: later })] },
    });

    // The buyer confirms what it had read: version 1 is no longer the current one.
    const stale = await agreementAction(
      post(detail, buyer),
      'zh-CN',
      formOf({ intent: 'sign', idempotencyKey: readByBuyer.keys.sign, version: '1', hash: readByBuyer.agreement.hash }),
      t,
    );
    expect(stale).toMatchObject({ ok: false, intent: 'sign', code: Code.AGREEMENT_VERSION_STALE, stale: true });

    const sign = (cookie: string, key: string) =>
      agreementAction(post(detail, cookie), 'zh-CN', formOf({ intent: 'sign', idempotencyKey: key, version: '2', hash: compared.agreement.hash }), t);
    expect(await sign(buyer, compared.keys.sign)).toEqual({ ok: true, intent: 'sign' });
    expect(await sign(buyer, compared.keys.sign)).toEqual({ ok: true, intent: 'sign' });
    const confirmed = await loadAgreementDetail(page(detail, buyer), 'zh-CN');
    expect(confirmed.agreement.versions.find((row) => row.version === 2)?.confirmedBy).toEqual(['buyer']);
    expect(confirmed.agreement.signatures.filter((s) => s.side === 'buyer' && s.version === 2)).toHaveLength(1);
    expect(await sign(supplier, freshKey())).toEqual({ ok: true, intent: 'sign' });

    const document = await loadAgreementDocument(page(`/memberCenter/contract/document?id=${contract.id}`, supplier), 'zh-CN');
    expect(document).toMatchObject({ draft: false, versionNo: 2, hash: compared.agreement.hash });
    expect(document.agreement).toMatchObject({ state: 'signed', signedVersion: 2 });
  });

  it('executed: deliveries, a verdict with its reason, a payment, and the end with a reason; each refusal on its field, what was typed kept', async () => {
    const { platform, buyer: buyerToken, supplier: supplierToken, contract, detail } = await drafted();
    for (const token of [buyerToken, supplierToken]) {
      await platform.call(api.agreement.sign, { token, body: { id: contract.id, version: 1, hash: contract.hash, idempotencyKey: freshKey() } });
    }
    const [buyer, supplier] = [await signedIn('buyer'), await signedIn('supplier')];
    const signed = await loadAgreementDetail(page(detail, supplier), 'zh-CN');
    expect(signed.agreement.execution?.lines.map((line) => line.delivered)).toEqual([0, 0]);
    const today = signed.today;
    const deliver = (quantity: string, key = freshKey()) =>
      agreementAction(
        post(detail, supplier),
        'zh-CN',
        formOf({ intent: 'deliver', idempotencyKey: key, lineNo: '1', quantity, deliveredOn: today, note: '第一批' }),
        t,
      );

    const above = await deliver('101');
    expect(above).toMatchObject({
      ok: false,
      intent: 'deliver',
      code: Code.DELIVERY_ABOVE_CONTRACTED,
      fieldErrors: { quantity: expect.any(String) },
      values: { lineNo: '1', quantity: '101', note: '第一批' },
    });
    expect(await deliver('40')).toEqual({ ok: true, intent: 'deliver' });
    expect(await deliver('60')).toEqual({ ok: true, intent: 'deliver' });
    const delivered = await loadAgreementDetail(page(detail, buyer), 'zh-CN');
    const [first, second] = delivered.agreement.execution!.deliveries.map((d) => d.id);
    // Each verdict has a key of its own: a rejection after an acceptance refused is not taken for it.
    expect(delivered.keys.accept[second!]).not.toBe(delivered.keys.reject[second!]);

    const reject = (reason: string) =>
      agreementAction(
        post(detail, buyer),
        'zh-CN',
        formOf({ intent: 'reject', idempotencyKey: delivered.keys.reject[second!]!, deliveryId: String(second), reason }),
        t,
      );
    expect(await reject('  ')).toMatchObject({
      ok: false,
      intent: 'reject',
      deliveryId: second,
      fieldErrors: { reason: 'contractDetail:errors.required' },
    });
    expect(await reject('外包装破损')).toEqual({ ok: true, intent: 'reject', deliveryId: second });
    expect(
      await agreementAction(
        post(detail, buyer),
        'zh-CN',
        formOf({ intent: 'accept', idempotencyKey: delivered.keys.accept[first!]!, deliveryId: String(first) }),
        t,
      ),
    ).toEqual({ ok: true, intent: 'accept', deliveryId: first });
    const decided = await loadAgreementDetail(page(detail, supplier), 'zh-CN');
    expect(decided.agreement.execution!.deliveries.map((d) => [d.state, d.reason])).toEqual([
      ['accepted', null],
      ['rejected', '外包装破损'],
    ]);
    expect(decided.agreement.execution!.lines[0]).toMatchObject({ delivered: 40, accepted: 40 });

    const stage = decided.agreement.execution!.stages[0]!;
    const pay = (amount: string) =>
      agreementAction(post(detail, buyer), 'zh-CN', formOf({ intent: 'pay', idempotencyKey: freshKey(), stageNo: String(stage.stageNo), amount }), t);
    expect(await pay(String(stage.amount + 1))).toMatchObject({
      ok: false,
      intent: 'pay',
      stageNo: stage.stageNo,
      code: Code.PAYMENT_ABOVE_STAGE,
      fieldErrors: { amount: expect.any(String) },
      values: { amount: String(stage.amount + 1) },
    });
    expect(await pay('abc')).toMatchObject({ ok: false, fieldErrors: { amount: 'contractDetail:errors.amount' } });
    expect(await pay('1.00')).toEqual({ ok: true, intent: 'pay', stageNo: stage.stageNo });
    const paid = await loadAgreementDetail(page(detail, supplier), 'zh-CN');
    expect(paid.agreement.execution!.payments).toEqual([expect.objectContaining({ stageNo: stage.stageNo, amount: 1 })]);

    const terminate = (reason: string) => agreementAction(post(detail, supplier), 'zh-CN', formOf({ intent: 'terminate', reason }), t);
    expect(await terminate('')).toMatchObject({ ok: false, fieldErrors: { reason: 'contractDetail:errors.required' } });
    expect(await terminate('项目取消')).toEqual({ ok: true, intent: 'terminate' });
    const ended = await loadAgreementDetail(page(detail, buyer), 'zh-CN');
    expect(ended.agreement).toMatchObject({ state: 'terminated', endReason: '项目取消' });
    expect(ended.agreement.events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['drafted', 'signed', 'delivered', 'accepted', 'rejected', 'terminated']),
    );
  });
});
