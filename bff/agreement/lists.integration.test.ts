// The contract lists, the draft and the templates against the real platform (PGlite in memory) through
// the counting proxy (docs/decisions/025-contracts.md): the demo buyer's award of an inquiry to the demo
// supplier is among its awards to contract; the draft from it comes prefilled; the portal's own check
// keeps everything typed and asks nothing of the platform; the platform's refusal (ratios short of
// 100 %) lands on the plan; a submit pressed twice with one key makes one contract, listed on both sides
// (the supplier's confirmation awaited) and no longer among the awards; once both sides sign it is in
// both execution lists. A template saved is listed, edited, and fills a draft's text in. A supplier or a
// member without a role finds no buyer's list, draft or template page.
import { describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { siteFields } from '#contract/time.ts';
import { apiClient } from '#platform/testing/client.ts';
import { freshKey } from '#platform/testing/member-helpers.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { loadInquiryForm } from '../inquiry/edit.server.ts';
import { login } from '../member/member.server.ts';
import { draftAction, loadDraft } from './draft.server.ts';
import { loadAgreementList, loadBuyerContracts } from './lists.server.ts';
import { loadTemplates, templateAction } from './templates.server.ts';

const { proxy: upstream } = usePlatformBehindProxy();
const t = (key: string) => key;
const DAY = 86_400_000;
const QUERY = '/memberCenter/contract/manage/QueryList';
const ADD = '/memberCenter/contract/manage/add';
const TEMPLATES = '/memberCenter/contract/template/templateList';
const page = (path: string, cookie: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, { ...init, headers: { cookie } });
const post = (path: string, cookie: string) => page(path, cookie, { method: 'POST' });
const createCalls = () => upstream().calls.filter((call) => call.includes(api.agreementBuyer.create.path));

async function signedIn(account: string): Promise<string> {
  const result = await login(new Request('http://localhost/login'), 'zh-CN', account, 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

/** The status a loader answered: 200 when it returned, else the status of what it threw. */
async function statusOf(load: Promise<unknown>): Promise<number> {
  try {
    await load;
    return 200;
  } catch (thrown) {
    const answer = thrown as { init?: { status?: number } | null; status?: number };
    return answer.init?.status ?? answer.status ?? 500;
  }
}

/** The demo buyer's inquiry of three lines, quoted by the demo supplier and awarded to it whole: its title and the order the award made. */
async function anAward(buyer: string): Promise<{ title: string; orderId: number }> {
  const platform = apiClient(() => upstream().url);
  const [buyerToken, supplierToken] = [await platform.login('buyer'), await platform.login('supplier')];
  const form = await loadInquiryForm(page('/memberCenter/purchaseInquiry/inquiry/edit', buyer), 'zh-CN', t);
  const categoryId = Number(form.categories[0]?.items[0]?.value);
  const title = `合同询价 ${freshKey()}`;
  const draft = await platform.call(api.inquiryBuyer.save, {
    token: buyerToken,
    body: {
      form: {
        details: title,
        categoryId,
        materiels: [
          { number: 'M-1', name: '深沟球轴承', model: '6204', unit: '个', purchaseCount: 100 },
          { number: 'M-2', name: '圆锥滚子轴承', model: '30205', unit: '个', purchaseCount: 50 },
          { number: 'M-3', name: '推力球轴承', model: '51105', unit: '个', purchaseCount: 20 },
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
  const inquiry = await platform.call(api.inquiryBuyer.publish, { token: buyerToken, body: { id: draft.id } });
  await platform.call(api.inquiryQuote.submit, {
    token: supplierToken,
    body: {
      inquiryId: inquiry.id,
      lines: inquiry.materiels.map((line, i) => ({ materielId: line.id, unitPrice: 10 + i, quantity: [100, 50, 20][i]! })),
      taxRate: 13,
      deliveryTime: Date.now() + 15 * DAY,
      idempotencyKey: freshKey(),
    },
  });
  const comparison = await platform.call(api.inquiryBuyer.comparison, { token: buyerToken, query: { id: inquiry.id } });
  const quoteId = comparison.suppliers[0]!.quoteId;
  const award = await platform.call(api.inquiryBuyer.award, {
    token: buyerToken,
    body: { id: inquiry.id, lines: inquiry.materiels.map((line) => ({ materielId: line.id, quoteId })), idempotencyKey: freshKey() },
  });
  return { title, orderId: award.orderIds[0]! };
}

/** The draft form as the page posts it: every line at its awarded quantity, the plan's stages, the key. */
function draftForm(orderId: number, key: string, plan: Array<[string, string]>, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const today = siteFields(Date.now()).date;
  const values: Record<string, string> = {
    formKey: key,
    title: `轴承采购合同 ${orderId}`,
    startDate: today,
    endDate: siteFields(Date.now() + 365 * DAY).date,
    deliveryAddress: '上海市浦东新区张江路 1 号',
    text: '双方依中标结果订立本合同。',
    files: '[]',
    comment: '请确认',
  };
  [100, 50, 20].forEach((quantity, i) => {
    values[`l.${i + 1}.include`] = 'on';
    values[`l.${i + 1}.quantity`] = String(quantity);
    values[`l.${i + 1}.deliveryDate`] = siteFields(Date.now() + 20 * DAY).date;
  });
  plan.forEach(([name, ratio], i) => {
    values[`s.${i}.name`] = name;
    values[`s.${i}.ratio`] = ratio;
    values[`s.${i}.condition`] = 'acceptance';
  });
  for (const [name, value] of Object.entries({ ...values, ...fields })) form.set(name, value);
  return form;
}

describe('the buyer’s awards, its draft and both sides’ lists', () => {
  it('drafts from the award: prefilled, checked, refused on the plan, made once, listed on both sides', async () => {
    const buyer = await signedIn('buyer');
    const { title, orderId } = await anAward(buyer);

    const awards = await loadBuyerContracts(page(`${QUERY}?tab=awards&sourceType=1`, buyer), 'zh-CN');
    if (awards.tab !== 'awards' || awards.awards.list.status !== 'ok') throw new Error(`no awards: ${JSON.stringify(awards)}`);
    expect(awards.awards.sourceType).toBe(1);
    const award = awards.awards.list.data.data.find((row) => row.orderId === orderId);
    expect(award).toMatchObject({ source: { type: 1, title }, totalAmount: 1000 + 550 + 240 });
    expect(award?.lines.map((line) => line.agreementId)).toEqual([null, null, null]);

    const here = `${ADD}?orderId=${orderId}`;
    const view = await loadDraft(page(here, buyer), 'zh-CN');
    if (view.refusal !== null) throw new Error(view.refusal.message);
    expect(view.lines.map((line) => [line.lineNo, line.awardedQuantity])).toEqual([
      [1, 100],
      [2, 50],
      [3, 20],
    ]);
    expect(view.values.lines.every((line) => line.include)).toBe(true);
    expect(view.values.stages.map((stage) => stage.ratio)).toEqual(['100']);
    expect(view.templates.status).toBe('ok');

    upstream().calls.length = 0;
    const key = freshKey();
    const unreadable = await draftAction(post(here, buyer), 'zh-CN', draftForm(orderId, key, [['全款', '100']], { 'l.2.quantity': 'fifty' }), t);
    expect(unreadable).toMatchObject({ ok: false, fieldErrors: { 'l.2.quantity': 'contract:termsForm.errors.quantity' }, formKey: key });
    expect(createCalls()).toEqual([]);

    const short = await draftAction(
      post(here, buyer),
      'zh-CN',
      draftForm(orderId, key, [
        ['预付款', '30'],
        ['尾款', '60'],
      ]),
      t,
    );
    expect(short).toMatchObject({ ok: false, fieldErrors: { plan: '付款比例合计必须等于100%' }, formKey: key });
    if (short.ok) throw new Error('refused');
    expect(short.values.stages.map((stage) => stage.ratio)).toEqual(['30', '60']);

    const form = () =>
      draftForm(orderId, key, [
        ['预付款', '30'],
        ['尾款', '70'],
      ]);
    const made = await draftAction(post(here, buyer), 'zh-CN', form(), t);
    const again = await draftAction(post(here, buyer), 'zh-CN', form(), t);
    if (!made.ok) throw new Error(JSON.stringify(made));
    expect(again).toEqual(made);

    const mine = await loadAgreementList(
      page(`${QUERY}?state=negotiating&keyword=${encodeURIComponent(`轴承采购合同 ${orderId}`)}`, buyer),
      'zh-CN',
      'buyer',
      'all',
    );
    expect(mine).toMatchObject({ state: 'negotiating', list: { status: 'ok', data: { totalCount: 1 } } });
    if (mine.list.status !== 'ok') throw new Error('a list');
    const row = mine.list.data.data[0]!;
    expect(row).toMatchObject({ id: made.id, state: 'negotiating', version: 1, totalAmount: 1790, source: { type: 1 } });

    const supplier = await signedIn('supplier');
    const theirs = await loadAgreementList(
      page(`/memberCenter/contract/coordination/coordinationList?keyword=${row.agreementNo}`, supplier),
      'zh-CN',
      'supplier',
      'all',
    );
    expect(theirs.list).toMatchObject({
      status: 'ok',
      data: { data: [{ id: made.id, confirmedByMe: false, counterpart: { name: expect.any(String) } }] },
    });

    // Every line is in the contract now: the award is no longer offered, and its draft says why.
    const after = await loadBuyerContracts(page(`${QUERY}?tab=awards`, buyer), 'zh-CN');
    expect(after.tab === 'awards' && after.awards.list.status === 'ok' && after.awards.list.data.data.some((a) => a.orderId === orderId)).toBe(false);
    expect(await loadDraft(page(here, buyer), 'zh-CN')).toMatchObject({ refusal: { code: 39014 } });

    // Signed by both sides: in both execution lists, with nothing accepted or paid yet.
    const platform = apiClient(() => upstream().url);
    const detail = await platform.call(api.agreement.detail, { token: await platform.login('buyer'), query: { id: made.id } });
    for (const account of ['buyer', 'supplier']) {
      await platform.call(api.agreement.sign, {
        token: await platform.login(account),
        body: { id: made.id, version: detail.version, hash: detail.hash, idempotencyKey: freshKey() },
      });
    }
    const executions = {
      buyer: await loadAgreementList(
        page(`/memberCenter/contractexecution/contractexecutionList?keyword=${row.agreementNo}`, buyer),
        'zh-CN',
        'buyer',
        'execution',
      ),
      supplier: await loadAgreementList(
        page(`/memberCenter/contract/coordination/implement?keyword=${row.agreementNo}`, supplier),
        'zh-CN',
        'supplier',
        'execution',
      ),
    };
    for (const execution of Object.values(executions)) {
      expect(execution.list).toMatchObject({
        status: 'ok',
        data: { data: [{ id: made.id, state: 'signed', acceptedAmount: 0, paidAmount: 0, overdue: false }] },
      });
    }
  });
});

describe('the buyer’s templates', () => {
  it('saves one once, lists it, edits it, and a draft naming it has its text filled in', async () => {
    const buyer = await signedIn('buyer');
    const name = `标准合同 ${freshKey().slice(0, 8)}`;
    const key = freshKey();
    const form = (fields: Record<string, string>, formKey = key) => {
      const posted = new FormData();
      for (const [field, value] of Object.entries({ formKey, ...fields })) posted.set(field, value);
      return posted;
    };
    expect(await templateAction(post(TEMPLATES, buyer), 'zh-CN', form({ name: ' ', body: '' }), t)).toMatchObject({
      ok: false,
      fieldErrors: { name: 'contract:errors.required', body: 'contract:errors.required' },
    });
    const saved = await templateAction(post(TEMPLATES, buyer), 'zh-CN', form({ name, body: '甲方 {{buyer}} 与乙方 {{supplier}} 订立。' }), t);
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    const listed = await loadTemplates(page(`${TEMPLATES}?id=${saved.id}`, buyer), 'zh-CN');
    expect(listed.editing).toMatchObject({ id: saved.id, name });

    // Pressed twice, one template; the edit page (its own key) changes it.
    expect(await templateAction(post(TEMPLATES, buyer), 'zh-CN', form({ name, body: '甲方 {{buyer}} 与乙方 {{supplier}} 订立。' }), t)).toEqual(
      saved,
    );
    const edited = await templateAction(
      post(`${TEMPLATES}?id=${saved.id}`, buyer),
      'zh-CN',
      form({ name, body: '乙方：{{supplier}}' }, listed.formKey),
      t,
    );
    expect(edited).toEqual({ ok: true, id: saved.id });
    expect(await statusOf(loadTemplates(page(`${TEMPLATES}?id=999999`, buyer), 'zh-CN'))).toBe(404);

    const { orderId } = await anAward(buyer);
    const view = await loadDraft(page(`${ADD}?orderId=${orderId}&templateId=${saved.id}`, buyer), 'zh-CN');
    if (view.refusal !== null) throw new Error(view.refusal.message);
    expect(view.templateId).toBe(saved.id);
    expect(view.values.text).toBe(`乙方：${view.award.supplier.name}`);
  });
});

describe('a member of the other side', () => {
  it('finds no buyer’s list, draft or templates: the platform’s refusal in place of the rows, the pages’ 404', async () => {
    const buyer = await signedIn('buyer');
    const { orderId } = await anAward(buyer);
    for (const account of ['supplier', 'newbie']) {
      const cookie = await signedIn(account);
      const contracts = await loadBuyerContracts(page(QUERY, cookie), 'zh-CN');
      expect(contracts.tab === 'contracts' && contracts.contracts.list.status).toBe('error');
      const awards = await loadBuyerContracts(page(`${QUERY}?tab=awards`, cookie), 'zh-CN');
      expect(awards.tab === 'awards' && awards.awards.list.status).toBe('error');
      expect(await statusOf(loadDraft(page(`${ADD}?orderId=${orderId}`, cookie), 'zh-CN')), account).toBe(404);
      expect(await statusOf(loadTemplates(page(TEMPLATES, cookie), 'zh-CN')), account).toBe(404);
    }
    expect(
      (await loadAgreementList(page('/memberCenter/contract/coordination/coordinationList', buyer), 'zh-CN', 'supplier', 'all')).list.status,
    ).toBe('error');
    expect(await statusOf(loadDraft(page(`${ADD}?orderId=abc`, buyer), 'zh-CN'))).toBe(404);
    expect(await statusOf(loadDraft(page(`${ADD}?orderId=999999`, buyer), 'zh-CN'))).toBe(404);
  });
});
