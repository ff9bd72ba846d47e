// The buyer's inquiry forms against the real platform (PGlite in memory) through the counting proxy
// (docs/product/member-side.md#inquiries): the portal's own check keeps everything
// typed and asks nothing of the platform; a publish pressed twice with one key makes one inquiry; the
// platform's refusals land on their fields; a published inquiry is edited with its reason; a sealed
// inquiry is not opened before its deadline; cancelling needs a reason; once awarded, the buyer's
// inquiry shows the award read back and a supplier reads its own part of it.
import { describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { apiClient } from '#platform/testing/client.ts';
import { freshKey, PDF } from '#platform/testing/member-helpers.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { INQUIRY_LIMITS } from '#contract/schemas/inquiry-rules.ts';
import { siteFields } from '#contract/time.ts';
import { login } from '../member/member.server.ts';
import { loadAwardResult } from './award.server.ts';
import { inquiryDetailAction, loadInquiryDetail } from './detail.server.ts';
import { inquiryFormAction, loadInquiryForm } from './edit.server.ts';
import { loadInquiryList } from './list.server.ts';

const { proxy: upstream } = usePlatformBehindProxy();
const DAY = 86_400_000;
const t = (key: string) => key;

const page = (path: string, cookie: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, { ...init, headers: { cookie } });

async function signedIn(account: string): Promise<string> {
  const result = await login(new Request('http://localhost/login'), 'zh-CN', account, 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

/** A whole form as the page posts it: three materials, the deadline `deadlineIn` from now. */
function inquiryForm(fields: Record<string, string> = {}, deadlineIn = 2 * DAY): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    formKey: `key-${crypto.randomUUID()}`,
    details: `BFF 询价 ${Date.now()}`,
    description: '年度轴承采购',
    categoryId: '',
    offerEnd: siteFields(Date.now() + deadlineIn).dateTime,
    deliveryDate: siteFields(Date.now() + deadlineIn + 10 * DAY).date,
    address: '上海市浦东新区张江路 1 号',
    purchaseType: '2',
    budgetAmount: '',
    priceContrast: '1',
    areaScope: 'all',
    quoteScope: 'all',
    files: '[]',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  [
    ['M-1', '深沟球轴承', '100'],
    ['M-2', '圆锥滚子轴承', '50'],
    ['M-3', '推力球轴承', '20'],
  ].forEach(([number, name, count], row) => {
    form.set(`m.${row * 2}.number`, number!);
    form.set(`m.${row * 2}.name`, name!);
    form.set(`m.${row * 2}.unit`, '个');
    form.set(`m.${row * 2}.purchaseCount`, count!);
    form.set(`m.${row * 2}.files`, '[]');
  });
  return form;
}

async function aCategory(buyer: string): Promise<string> {
  const view = await loadInquiryForm(page('/memberCenter/purchaseInquiry/inquiry/edit', buyer), 'zh-CN', t);
  const first = view.categories[0]?.items[0]?.value;
  if (!first) throw new Error('no category to choose');
  return first;
}

const EDIT = '/memberCenter/purchaseInquiry/inquiry/edit';
const post = (path: string, cookie: string) => page(path, cookie, { method: 'POST' });

describe('the inquiry form', () => {
  it('keeps everything typed when its own check refuses, without asking the platform', async () => {
    const buyer = await signedIn('buyer');
    const form = inquiryForm({ purchaseType: '1', budgetAmount: '', offerEnd: 'tomorrow', areaScope: 'chosen' });
    form.set('m.2.purchaseCount', '0');
    form.set('intent', 'publish');
    upstream().calls.length = 0;
    const answer = await inquiryFormAction(post(EDIT, buyer), 'zh-CN', form, t);
    expect(answer).toMatchObject({
      ok: false,
      fieldErrors: {
        categoryId: 'inquiry:errors.chooseCategory',
        offerEnd: 'inquiry:errors.dateTime',
        budgetAmount: 'inquiry:errors.amountRequired',
        areas: 'inquiry:errors.areaRequired',
        'm.2.purchaseCount': 'inquiry:errors.quantity',
      },
    });
    if (answer.ok) throw new Error('refused');
    expect(answer.values.materials.map((m) => [m.key, m.name, m.purchaseCount])).toEqual([
      ['r0', '深沟球轴承', '100'],
      ['r2', '圆锥滚子轴承', '0'],
      ['r4', '推力球轴承', '20'],
    ]);
    expect(answer.values.description).toBe('年度轴承采购');
    expect(answer.formKey).toBe(form.get('formKey'));
    expect(upstream().calls.filter((call) => call.includes('/inquiry/buyer/'))).toEqual([]);
  });

  it('refuses more attachments than an inquiry takes on their field, keeping them, instead of dropping them all', async () => {
    const buyer = await signedIn('buyer');
    const files = Array.from({ length: INQUIRY_LIMITS.files + 1 }, (_, i) => ({
      id: i + 1,
      name: `规格书 ${i + 1}.pdf`,
      url: `/files/spec-${i + 1}.pdf`,
    }));
    const form = inquiryForm({ categoryId: '1', intent: 'save', files: JSON.stringify(files) });
    upstream().calls.length = 0;
    const answer = await inquiryFormAction(post(EDIT, buyer), 'zh-CN', form, t);
    expect(answer).toMatchObject({ ok: false, fieldErrors: { files: 'inquiry:errors.tooManyFiles' } });
    if (answer.ok) return;
    expect(answer.values.files).toEqual(files);
    expect(upstream().calls.filter((call) => call.includes('/inquiry/buyer/'))).toEqual([]);
  });

  it('publishes once when pressed twice with one key, and puts the platform’s refusal of the deadline on its field', async () => {
    const buyer = await signedIn('buyer');
    const categoryId = await aCategory(buyer);
    const form = inquiryForm({ categoryId, intent: 'publish' });
    const [first, second] = await Promise.all([
      inquiryFormAction(post(EDIT, buyer), 'zh-CN', form, t),
      inquiryFormAction(post(EDIT, buyer), 'zh-CN', form, t),
    ]);
    expect(first).toMatchObject({ ok: true, intent: 'publish' });
    expect(second).toMatchObject({ ok: true, intent: 'publish' });
    if (!first.ok || !second.ok) throw new Error('published');
    expect(second.id).toBe(first.id);
    const list = await loadInquiryList(
      page(`/memberCenter/purchaseInquiry/inquiry?keyword=${encodeURIComponent(String(form.get('details')))}`, buyer),
      'zh-CN',
    );
    if (list.list.status !== 'ok') throw new Error('a list');
    expect(list.list.data.data.map((row) => [row.id, row.state, row.materielCount])).toEqual([[first.id, 'published', 3]]);

    const late = inquiryForm({ categoryId, intent: 'publish' }, -DAY);
    const refused = await inquiryFormAction(post(EDIT, buyer), 'zh-CN', late, t);
    expect(refused).toMatchObject({ ok: false, fieldErrors: { offerEnd: expect.stringContaining('截止') } });
  });

  it('keeps a saved inquiry’s uploaded attachments when it is edited again', async () => {
    const buyer = await signedIn('buyer');
    const categoryId = await aCategory(buyer);
    // An upload as the relay makes it: the buyer's own document, on the platform.
    const platform = apiClient(() => upstream().url);
    const token = (await platform.call(api.member.login, { body: { account: 'buyer', password: 'demo1234' } })).token;
    const form = new FormData();
    form.set('file', new Blob([PDF], { type: 'application/pdf' }), '技术规格书.pdf');
    const uploaded = await platform.multipart(api.upload.file.path, form, { token, query: { purpose: 'document', idempotencyKey: freshKey() } });
    const file = uploaded.data as { id: number; name: string; url: string };
    const attachment = JSON.stringify([{ id: file.id, name: file.name, url: file.url }]);
    const fields = inquiryForm({ categoryId, intent: 'publish', files: attachment });
    fields.set('m.0.files', attachment);
    const published = await inquiryFormAction(post(EDIT, buyer), 'zh-CN', fields, t);
    if (!published.ok) throw new Error(JSON.stringify(published));
    const view = await loadInquiryForm(page(`${EDIT}?id=${published.id}`, buyer), 'zh-CN', t);
    expect(view.values.files).toEqual([{ id: file.id, name: '技术规格书.pdf', url: file.url }]);
    expect(view.values.materials[0]!.files).toEqual([{ id: file.id, name: '技术规格书.pdf', url: file.url }]);
  });

  it('edits a published inquiry with its reason; a sealed one is not opened before its deadline; cancelling needs a reason', async () => {
    const buyer = await signedIn('buyer');
    const categoryId = await aCategory(buyer);
    const published = await inquiryFormAction(post(EDIT, buyer), 'zh-CN', inquiryForm({ categoryId, intent: 'publish' }), t);
    if (!published.ok) throw new Error(JSON.stringify(published));
    const id = published.id;
    const view = await loadInquiryForm(page(`${EDIT}?id=${id}`, buyer), 'zh-CN', t);
    expect(view).toMatchObject({ mode: 'published', locked: null, values: { priceContrast: '1', areaScope: 'all' } });
    expect(view.values.materials).toHaveLength(3);

    const edit = inquiryForm({ categoryId, intent: 'revise', address: '上海市徐汇区漕溪北路 2 号' });
    expect(await inquiryFormAction(post(`${EDIT}?id=${id}`, buyer), 'zh-CN', edit, t)).toMatchObject({
      ok: false,
      fieldErrors: { reason: 'inquiry:errors.reasonRequired' },
    });
    edit.set('reason', '交货地址变更');
    expect(await inquiryFormAction(post(`${EDIT}?id=${id}`, buyer), 'zh-CN', edit, t)).toMatchObject({ ok: true, intent: 'revise', id });

    const detailPath = `/memberCenter/purchaseInquiry/inquiry/detail?id=${id}`;
    const detail = await loadInquiryDetail(page(detailPath, buyer), 'zh-CN');
    expect(detail.inquiry).toMatchObject({
      revision: 2,
      address: '上海市徐汇区漕溪北路 2 号',
      revisions: [{ revision: 1 }, { revision: 2, reason: '交货地址变更' }],
    });
    expect(detail.roster).toMatchObject({ status: 'ok', data: { sealed: true, pricesVisible: false } });
    expect(detail.comparison).toBeNull();

    const open = new FormData();
    open.set('intent', 'open');
    expect(await inquiryDetailAction(post(detailPath, buyer), 'zh-CN', open, t)).toMatchObject({
      ok: false,
      intent: 'open',
      message: expect.stringContaining('截止时间未到'),
    });

    const cancel = new FormData();
    cancel.set('intent', 'cancel');
    cancel.set('reason', '  ');
    expect(await inquiryDetailAction(post(detailPath, buyer), 'zh-CN', cancel, t)).toMatchObject({
      ok: false,
      fieldErrors: { reason: 'inquiry:errors.reasonRequired' },
    });
    cancel.set('reason', '需求取消');
    expect(await inquiryDetailAction(post(detailPath, buyer), 'zh-CN', cancel, t)).toEqual({ ok: true, intent: 'cancel' });
    const cancelled = await loadInquiryDetail(page(detailPath, buyer), 'zh-CN');
    expect(cancelled.inquiry).toMatchObject({ state: 'cancelled', cancelReason: '需求取消' });
    expect((await loadInquiryForm(page(`${EDIT}?id=${id}`, buyer), 'zh-CN', t)).locked).toBe('inquiry:edit.locked.cancelled');
    expect(upstream().calls.some((call) => call.startsWith(`/api${api.inquiryBuyer.cancel.path}`))).toBe(true);
  });
});

describe('the award read back', () => {
  it('shows the buyer its award on the inquiry; the supplier reads its own part; anyone else finds nothing', async () => {
    const buyer = await signedIn('buyer');
    const categoryId = await aCategory(buyer);
    const published = await inquiryFormAction(post(EDIT, buyer), 'zh-CN', inquiryForm({ categoryId, intent: 'publish', priceContrast: '2' }), t);
    if (!published.ok) throw new Error(JSON.stringify(published));
    const id = published.id;
    // The demo supplier quotes as its own software would, straight to the platform.
    const platform = apiClient(() => upstream().url);
    const supplierToken = await platform.login('supplier');
    const detailPath = `/memberCenter/purchaseInquiry/inquiry/detail?id=${id}`;
    const before = await loadInquiryDetail(page(detailPath, buyer), 'zh-CN');
    const lines = before.inquiry.materiels.map((m) => m.id);
    await platform.call(api.inquiryQuote.submit, {
      token: supplierToken,
      body: {
        inquiryId: id,
        lines: lines.map((materielId, i) => ({ materielId, unitPrice: 10 + i, quantity: [100, 50, 20][i]! })),
        taxRate: 13,
        deliveryTime: Date.now() + 12 * DAY,
        idempotencyKey: freshKey(),
      },
    });
    const quoted = await loadInquiryDetail(page(detailPath, buyer), 'zh-CN');
    expect(quoted.award).toBeNull();
    if (quoted.comparison?.status !== 'ok') throw new Error('no comparison');
    const quoteId = quoted.comparison.data.suppliers[0]!.quoteId;

    const award = new FormData();
    award.set('intent', 'award');
    award.set('awardKey', freshKey());
    for (const materielId of lines) award.set(`line.${materielId}`, String(quoteId));
    expect(await inquiryDetailAction(post(detailPath, buyer), 'zh-CN', award, t)).toEqual({ ok: true, intent: 'award' });

    const awarded = await loadInquiryDetail(page(detailPath, buyer), 'zh-CN');
    expect(awarded.award).toMatchObject({
      status: 'ok',
      data: { viewer: 'buyer', mode: 'whole', reason: null, totalAmount: 1000 + 550 + 240, lineCount: 3, noticeId: expect.any(Number) },
    });
    if (awarded.award?.status !== 'ok') throw new Error('no award');
    expect(awarded.award.data.orders).toEqual([expect.objectContaining({ state: 'pending', totalAmount: 1790 })]);
    expect(upstream().calls.some((call) => call.startsWith(`/api${api.inquiryAward.detail.path}`))).toBe(true);

    const supplier = await signedIn('supplier');
    const seen = await loadAwardResult(page(`/resources/inquiry-award?id=${id}`, supplier), 'zh-CN');
    expect(seen).toMatchObject({ status: 'ok', data: { viewer: 'supplier', won: true, reason: null, totalAmount: 1790 } });
    const stranger = await signedIn('newsupplier');
    expect(await loadAwardResult(page(`/resources/inquiry-award?id=${id}`, stranger), 'zh-CN')).toEqual({ status: 'missing' });
    expect(await loadAwardResult(page('/resources/inquiry-award?id=x', supplier), 'zh-CN')).toEqual({ status: 'missing' });
  });
});
