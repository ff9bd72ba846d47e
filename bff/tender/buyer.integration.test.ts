// The buyer's tender pages against the real platform (PGlite in memory) through the counting proxy
// (docs/product/tenders.md): the portal's own check keeps everything typed and asks
// nothing of the platform; a publish pressed twice with one key makes one tender, listed in its phase
// with the counts; the platform's schedule refusals land on their fields and the corrected form
// publishes the draft it saved rather than another; a draft reads back in the form and a published
// tender is no longer edited there; cancelling needs a reason; a supplier finds no buyer's tender.
import { describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { apiClient } from '#platform/testing/client.ts';
import { freshKey, PDF } from '#platform/testing/member-helpers.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { siteFields } from '#contract/time.ts';
import { login } from '../member/member.server.ts';
import { buyerTenderAction, loadBuyerTender } from './buyer-detail.server.ts';
import { loadTenderForm, tenderFormAction } from './buyer-edit.server.ts';
import { loadBuyerTenderList } from './buyer-list.server.ts';

const { proxy: upstream } = usePlatformBehindProxy();
const DAY = 86_400_000;
const t = (key: string) => key;

const page = (path: string, cookie: string, init: RequestInit = {}) => new Request(`http://localhost${path}`, { ...init, headers: { cookie } });
const post = (path: string, cookie: string) => page(path, cookie, { method: 'POST' });
const EDIT = '/memberCenter/callForBids/callForBidsSearch/edit';
const LIST = '/memberCenter/callForBids/callForBidsSearch';
const DETAIL = '/memberCenter/callForBids/callForBidsSearch/detail';
const buyerCalls = () => upstream().calls.filter((call) => call.includes('/inviteTender/buyer/'));

async function signedIn(account: string): Promise<string> {
  const result = await login(new Request('http://localhost/login'), 'zh-CN', account, 'demo1234');
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

/** Beijing's wall clock `days` from now, as a datetime field holds it. */
const moment = (days: number) => siteFields(Date.now() + days * DAY).dateTime;

/** A whole form as the page posts it: two materials, prequalification on, scored on price and technique, registration from tomorrow, bidding closing in 25 days. */
function tenderForm(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    formKey: `key-${crypto.randomUUID()}`,
    projectName: `BFF 泵站招标 ${freshKey()}`,
    remark: '泵站改造的水泵与阀门',
    categoryId: '',
    purchaseType: '2',
    budgetAmount: '',
    areaScope: 'all',
    deliverAddress: '上海市浦东新区张江路 1 号',
    hopeDate: siteFields(Date.now() + 60 * DAY).date,
    registerStartTime: moment(1),
    registerEndTime: moment(5),
    registerRequirement: '具备相关资质',
    registerFiles: '[]',
    prequal: 'on',
    preCheckStartTime: moment(5),
    preCheckEndTime: moment(7),
    preCheckFiles: '[]',
    inviteTenderStartTime: moment(8),
    inviteTenderEndTime: moment(25),
    openTenderTime: moment(25),
    inviteTenderFiles: '[]',
    evaluationMethod: 'scored',
    'c.0.name': '价格',
    'c.0.weight': '60',
    'c.1.name': '技术方案',
    'c.1.weight': '40',
    priceCriterion: 'c0',
    tenderScope: 'public',
    payType: '验收后 30 天付款',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  [
    ['P-1', '离心泵', '4'],
    ['V-1', '闸阀', '12'],
  ].forEach(([code, name, count], row) => {
    form.set(`m.${row * 3}.code`, code!);
    form.set(`m.${row * 3}.name`, name!);
    form.set(`m.${row * 3}.unit`, '台');
    form.set(`m.${row * 3}.count`, count!);
    form.set(`m.${row * 3}.files`, '[]');
  });
  return form;
}

async function aCategory(buyer: string): Promise<string> {
  const view = await loadTenderForm(page(EDIT, buyer), 'zh-CN');
  const first = view.categories[0]?.items[0]?.value;
  if (!first) throw new Error('no category to choose');
  return first;
}

describe('the tender form', () => {
  it('keeps everything typed when its own check refuses, without asking the platform', async () => {
    const buyer = await signedIn('buyer');
    const form = tenderForm({ registerEndTime: 'next week', areaScope: 'chosen', 'c.1.weight': '50', intent: 'publish' });
    form.set('m.3.count', '0');
    upstream().calls.length = 0;
    const answer = await tenderFormAction(post(EDIT, buyer), 'zh-CN', form, t);
    expect(answer).toMatchObject({
      ok: false,
      draftId: null,
      fieldErrors: {
        categoryId: 'tender:errors.chooseCategory',
        registerEndTime: 'tender:errors.dateTime',
        areas: 'tender:errors.areaRequired',
        criteria: 'tender:errors.criteriaRule',
        'm.3.count': 'tender:errors.quantity',
      },
    });
    if (answer.ok) throw new Error('refused');
    expect(answer.values.materials.map((m) => [m.key, m.name, m.count])).toEqual([
      ['r0', '离心泵', '4'],
      ['r3', '闸阀', '0'],
    ]);
    expect(answer.values.criteria).toEqual([
      { key: 'c0', name: '价格', weight: '60' },
      { key: 'c1', name: '技术方案', weight: '50' },
    ]);
    expect(answer.values.payType).toBe('验收后 30 天付款');
    expect(answer.formKey).toBe(form.get('formKey'));
    expect(buyerCalls()).toEqual([]);
  });

  it('publishes once when pressed twice with one key; the list shows it announced (registration opens tomorrow), counted', async () => {
    const buyer = await signedIn('buyer');
    const categoryId = await aCategory(buyer);
    const form = tenderForm({ categoryId, intent: 'publish' });
    const [first, second] = await Promise.all([
      tenderFormAction(post(EDIT, buyer), 'zh-CN', form, t),
      tenderFormAction(post(EDIT, buyer), 'zh-CN', form, t),
    ]);
    expect(first).toMatchObject({ ok: true, intent: 'publish' });
    expect(second).toMatchObject({ ok: true, intent: 'publish' });
    if (!first.ok || !second.ok) throw new Error('published');
    expect(second.id).toBe(first.id);

    const keyword = encodeURIComponent(String(form.get('projectName')));
    const list = await loadBuyerTenderList(page(`${LIST}?keyword=${keyword}`, buyer), 'zh-CN');
    if (list.list.status !== 'ok') throw new Error('a list');
    expect(list.list.data.data.map((row) => [row.id, row.phase, row.tenderScope, row.evaluationMethod, row.registrationCount])).toEqual([
      [first.id, 'announced', 'public', 'scored', 0],
    ]);
    expect(list.list.data.data[0]!.preCheckEndTime).toEqual(expect.any(Number));
    expect(list.list.data.phaseCounts.announced).toBe(1);
    const inBidding = await loadBuyerTenderList(page(`${LIST}?phase=bidding&keyword=${keyword}`, buyer), 'zh-CN');
    expect(inBidding).toMatchObject({ phase: 'bidding', list: { status: 'ok', data: { data: [], totalCount: 0 } } });

    const detail = await loadBuyerTender(page(`${DETAIL}?id=${first.id}`, buyer), 'zh-CN');
    expect(detail.tender).toMatchObject({
      state: 'published',
      phase: 'announced',
      isQualificationCheck: true,
      evaluationCriteria: [
        { name: '价格', weight: 60, isPrice: true },
        { name: '技术方案', weight: 40, isPrice: false },
      ],
      materielList: [
        { code: 'P-1', count: 4 },
        { code: 'V-1', count: 12 },
      ],
    });
    // Both count down to registration's opening.
    expect(detail.tender.phaseEndTime).toBe(detail.tender.registerStartTime);
    expect(list.list.data.data[0]!.phaseEndTime).toBe(detail.tender.registerStartTime);
    expect(detail.names.categories[categoryId]).toEqual(expect.any(String));
    expect((await loadTenderForm(page(`${EDIT}?id=${first.id}`, buyer), 'zh-CN')).locked).toBe(true);
  });

  it('puts the platform’s schedule refusals on their fields, and publishes the draft it saved once corrected', async () => {
    const buyer = await signedIn('buyer');
    const categoryId = await aCategory(buyer);
    const form = tenderForm({ categoryId, intent: 'publish', registerStartTime: moment(-1) });
    const refused = await tenderFormAction(post(EDIT, buyer), 'zh-CN', form, t);
    expect(refused).toMatchObject({ ok: false, fieldErrors: { registerStartTime: expect.any(String) }, draftId: expect.any(Number) });
    if (refused.ok) throw new Error('refused');
    expect(refused.values.registerStartTime).toBe(form.get('registerStartTime'));

    // The page posts the draft's id back with the same key: the corrected form saves that draft again.
    form.set('draftId', String(refused.draftId));
    form.set('registerStartTime', moment(1));
    form.set('inviteTenderEndTime', moment(12));
    form.set('openTenderTime', moment(12));
    const tooShort = await tenderFormAction(post(EDIT, buyer), 'zh-CN', form, t);
    expect(tooShort).toMatchObject({ ok: false, fieldErrors: { inviteTenderEndTime: expect.any(String) }, draftId: refused.draftId });

    form.set('inviteTenderEndTime', moment(25));
    form.set('openTenderTime', moment(25));
    const published = await tenderFormAction(post(EDIT, buyer), 'zh-CN', form, t);
    expect(published).toEqual({ ok: true, intent: 'publish', id: refused.draftId });
    const list = await loadBuyerTenderList(page(`${LIST}?keyword=${encodeURIComponent(String(form.get('projectName')))}`, buyer), 'zh-CN');
    expect(list.list).toMatchObject({ status: 'ok', data: { totalCount: 1 } });
  });

  it('saves a draft with its uploaded documents, shows it again in the form, and lists it among the drafts', async () => {
    const buyer = await signedIn('buyer');
    const categoryId = await aCategory(buyer);
    const platform = apiClient(() => upstream().url);
    const token = await platform.login('buyer');
    const upload = new FormData();
    upload.set('file', new Blob([PDF], { type: 'application/pdf' }), '招标文件.pdf');
    const uploaded = await platform.multipart(api.upload.file.path, upload, { token, query: { purpose: 'document', idempotencyKey: freshKey() } });
    const file = uploaded.data as { id: number; name: string; url: string };
    const files = JSON.stringify([{ id: file.id, name: file.name, url: file.url }]);
    const saved = await tenderFormAction(
      post(EDIT, buyer),
      'zh-CN',
      tenderForm({ categoryId, intent: 'save', inviteTenderFiles: files, prequal: '' }),
      t,
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    const view = await loadTenderForm(page(`${EDIT}?id=${saved.id}&saved=1`, buyer), 'zh-CN');
    expect(view).toMatchObject({
      mode: 'draft',
      locked: false,
      saved: true,
      values: { prequal: '', evaluationMethod: 'scored', priceCriterion: 'c0' },
    });
    expect(view.values.inviteTenderFiles).toEqual([{ id: file.id, name: '招标文件.pdf', url: file.url }]);
    expect(view.values.materials.map((m) => m.name)).toEqual(['离心泵', '闸阀']);

    const drafts = await loadBuyerTenderList(page(`${LIST}?phase=draft`, buyer), 'zh-CN');
    if (drafts.list.status !== 'ok') throw new Error('a list');
    expect(drafts.list.data.data.map((row) => row.id)).toContain(saved.id);
    expect(drafts.list.data.data.every((row) => row.phase === 'draft')).toBe(true);
  });
});

describe('one tender', () => {
  it('is cancelled with a reason, once; the detail then says why', async () => {
    const buyer = await signedIn('buyer');
    const categoryId = await aCategory(buyer);
    const published = await tenderFormAction(post(EDIT, buyer), 'zh-CN', tenderForm({ categoryId, intent: 'publish' }), t);
    if (!published.ok) throw new Error(JSON.stringify(published));
    const path = `${DETAIL}?id=${published.id}`;
    const cancel = new FormData();
    cancel.set('intent', 'cancel');
    cancel.set('reason', '  ');
    expect(await buyerTenderAction(post(path, buyer), 'zh-CN', cancel, t)).toMatchObject({
      ok: false,
      fieldErrors: { reason: 'tender:errors.reasonRequired' },
    });
    cancel.set('reason', '项目暂停');
    expect(await buyerTenderAction(post(path, buyer), 'zh-CN', cancel, t)).toEqual({ ok: true, intent: 'cancel' });
    expect((await loadBuyerTender(page(path, buyer), 'zh-CN')).tender).toMatchObject({ phase: 'cancelled', cancelReason: '项目暂停' });
    const again = await buyerTenderAction(post(path, buyer), 'zh-CN', cancel, t);
    expect(again).toMatchObject({ ok: false, intent: 'cancel', message: expect.any(String), values: { reason: '项目暂停' } });
  });

  it('is the buyer’s alone: a supplier or a member without a role gets the page’s 404, the tender existing or not', async () => {
    const buyer = await signedIn('buyer');
    const categoryId = await aCategory(buyer);
    const saved = await tenderFormAction(post(EDIT, buyer), 'zh-CN', tenderForm({ categoryId, intent: 'save' }), t);
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    const status = (load: Promise<unknown>) =>
      load.then(
        () => 200,
        (thrown: { init?: { status?: number } }) => thrown.init?.status,
      );
    const pages = {
      detail: (id: number, cookie: string) => loadBuyerTender(page(`${DETAIL}?id=${id}`, cookie), 'zh-CN'),
      form: (id: number, cookie: string) => loadTenderForm(page(`${EDIT}?id=${id}`, cookie), 'zh-CN'),
    };
    const answered: Record<string, number | undefined> = {};
    const expected: Record<string, number> = {};
    for (const account of ['supplier', 'newbie']) {
      const cookie = await signedIn(account);
      for (const [name, load] of Object.entries(pages)) {
        for (const id of [saved.id, 999_999]) {
          const tried = `${account} ${name} ${id === saved.id ? 'existing' : 'none'}`;
          answered[tried] = await status(load(id, cookie));
          expected[tried] = 404;
        }
      }
      // The list: the platform refuses the other side, and the page says so (or asks for a role first).
      expect((await loadBuyerTenderList(page(LIST, cookie), 'zh-CN')).list).toMatchObject({ status: 'error' });
    }
    expect(answered).toEqual(expected);
    expect(await status(loadBuyerTender(page(`${DETAIL}?id=abc`, buyer), 'zh-CN'))).toBe(404);
    for (const load of Object.values(pages)) expect(await status(load(saved.id, buyer))).toBe(200);
  });
});
