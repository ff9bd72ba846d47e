// The supplier's sealed bid, its tenders and the opening record through the BFF, against the real
// platform (PGlite in memory, with its movable test clock) through the counting proxy
// (docs/product/tenders.md#sealed-bids): the portal's own check answers without a platform call and
// keeps what was typed; a bid posted twice with one key is stored once; the list shows the bid and
// its receipt; a withdrawal and a bid again; before the opening the record says when, after it the
// platform has opened the tender by itself (one valid bid of three needed: it failed); a supplier
// that never bid is not shown the record.
import { describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import type { MemberTender } from '#contract/schemas.ts';
import { apiClient } from '#platform/testing/client.ts';
import { freshKey } from '#platform/testing/member-helpers.ts';
import { registrationBody } from '#platform/testing/tender-fixture.ts';
import { tenderForm } from '#platform/testing/tender-stories.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { login } from '../member/member.server.ts';
import { bidAction, loadBidPage, loadOpeningPage } from './bid.server.ts';
import { BID_FIELD as F } from './bid-views.ts';
import { loadMyTenders } from './my-tenders.server.ts';

// The platform this file starts may move its clock (never in production).
process.env.PLATFORM_TEST_CLOCK = '1';
const { proxy: upstream } = usePlatformBehindProxy();
const DAY = 86_400_000;
const PASSWORD = 'demo1234';
const t = (key: string) => key;

async function signedIn(account: string): Promise<string> {
  const result = await login(new Request('http://localhost/login'), 'zh-CN', account, PASSWORD);
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

const BID_PATH = '/memberCenter/procurementAbility/tender/readyAddTender/edit';
const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } });
const post = (path: string, cookie: string) => new Request(`http://localhost${path}`, { method: 'POST', headers: { cookie } });
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/** The platform's clock moved to `now` + `days`. */
async function clockAt(now: number, days: number) {
  await apiClient(() => upstream().url).call(api.testing.clock, { body: { offsetMs: now + days * DAY - Date.now() } });
}

/** The demo buyer's public tender without prequalification (registration from a minute on), and the demo supplier registered. */
async function registeredTender(now: number): Promise<MemberTender> {
  const platform = apiClient(() => upstream().url);
  const buyer = await platform.call(api.member.login, { body: { account: 'buyer', password: PASSWORD } });
  const supplier = await platform.call(api.member.login, { body: { account: 'supplier', password: PASSWORD } });
  const [category] = await platform.call(api.category.enterpriseTree, { query: { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId } });
  const form = tenderForm(now, category!.id, {
    isQualificationCheck: false,
    preCheckStartTime: undefined,
    preCheckEndTime: undefined,
    registerStartTime: now + 60_000,
    materiels: [
      { code: 'P-1', name: '离心泵', type: 'IS80', unit: '台', count: 4 },
      { code: 'V-2', name: '闸阀', type: 'Z41H', unit: '个', count: 10 },
    ],
  });
  const draft = await platform.call(api.tenderBuyer.save, { token: buyer.token, body: { form, idempotencyKey: freshKey() } });
  const tender = await platform.call(api.tenderBuyer.publish, { token: buyer.token, body: { id: draft.id, idempotencyKey: freshKey() } });
  await clockAt(now, 1);
  await platform.call(api.tenderRegistration.register, { token: supplier.token, body: registrationBody(tender.id) });
  return tender;
}

describe('a supplier’s sealed bid through the portal', () => {
  it('is checked, sent once for one key, listed with its receipt, withdrawn and sent again; the opening follows by itself', async () => {
    const now = Date.now();
    const tender = await registeredTender(now);
    const [p1, v2] = tender.materielList.map((m) => m.id) as [number, number];
    await clockAt(now, 9);
    const supplier = await signedIn('supplier');
    const path = `${BID_PATH}?id=${tender.id}`;

    const page = await loadBidPage(get(path, supplier), 'zh-CN');
    if (page.form.status !== 'ok') throw new Error('the bid page');
    expect(page.form.data).toMatchObject({ refusal: null, bid: null, registration: { review: 'approved' }, tender: { biddingOpen: true } });

    // The portal's own check: a line without its price stays on the form, what was typed kept, and the platform is not asked.
    upstream().calls.length = 0;
    const typed = { [F.price(p1)]: '1200.50', [F.price(v2)]: '', [F.deliveryDays(p1)]: '30', [F.taxRate]: '13', [F.payment]: '验收后付款' };
    const refused = await bidAction(post(path, supplier), 'zh-CN', formOf({ ...typed, [F.key]: page.bidKey, [F.intent]: 'submit' }), t);
    expect(refused).toMatchObject({ ok: false, intent: 'submit', fieldErrors: { [F.price(v2)]: 'tenderBid:errors.price' } });
    expect(!refused.ok && refused.values).toMatchObject({ [F.price(p1)]: '1200.50', [F.payment]: '验收后付款' });
    expect(upstream().calls.filter((call) => call.includes('/submitTender/'))).toEqual([]);

    const fields = { ...typed, [F.price(v2)]: '88.8', [F.validityDays]: '90', [F.key]: page.bidKey, [F.intent]: 'submit' };
    const first = await bidAction(post(path, supplier), 'zh-CN', formOf(fields), t);
    const again = await bidAction(post(path, supplier), 'zh-CN', formOf(fields), t);
    if (!first.ok || !again.ok) throw new Error('the bid was refused');
    expect(again.receipt).toEqual(first.receipt);
    expect(first.receipt).toMatchObject({ revision: 1, kind: 'submitted', totalAmount: 5690 });

    const mine = await loadMyTenders(get('/memberCenter/tender/tenderSearch?phase=bidding', supplier), 'zh-CN');
    if (mine.list.status !== 'ok') throw new Error('my tenders');
    expect(mine.phase).toBe('bidding');
    const row = mine.list.data.data.find((r) => r.tenderId === tender.id);
    expect(row).toMatchObject({ phase: 'bidding', bid: { state: 'active', revision: 1, sha256: first.receipt.sha256 } });

    const withdrawn = await bidAction(post(path, supplier), 'zh-CN', formOf({ [F.key]: page.withdrawKey, [F.intent]: 'withdraw' }), t);
    expect(withdrawn).toMatchObject({ ok: true, intent: 'withdraw', receipt: { kind: 'withdrawn', revision: 2 } });
    const back = await bidAction(post(path, supplier), 'zh-CN', formOf({ ...fields, [F.key]: 'bid-key-again-0001' }), t);
    expect(back).toMatchObject({ ok: true, receipt: { revision: 3 } });
    const revised = await loadBidPage(get(path, supplier), 'zh-CN');
    expect(revised.form.status === 'ok' && revised.form.data.bid?.lines?.map((l) => l.price)).toEqual([1200.5, 88.8]);

    await clockAt(now, 20);
    const before = await loadOpeningPage(get(`/memberCenter/tender/opening?id=${tender.id}`, await signedIn('supplier')), 'zh-CN');
    expect(before.record).toMatchObject({ status: 'ok', data: { opened: false, bids: [], openTenderTime: tender.openTenderTime } });

    await clockAt(now, 26);
    const after = await loadOpeningPage(get(`/memberCenter/tender/opening?id=${tender.id}`, await signedIn('supplier')), 'zh-CN');
    if (after.record.status !== 'ok') throw new Error('the opening record');
    expect(after.record.data).toMatchObject({ opened: true, outcome: 'failed', validCount: 1, minValidBids: 3, state: 'failed' });
    expect(after.record.data.bids.map((b) => [b.totalAmount, b.verified, b.receiptHash])).toEqual([[5690, true, back.ok && back.receipt.sha256]]);

    const outsider = await signedIn('newsupplier');
    await expect(loadOpeningPage(get(`/memberCenter/tender/opening?id=${tender.id}`, outsider), 'zh-CN')).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
