// A tender's evaluation and award through the portal, against the real platform (PGlite in memory,
// its movable test clock) through the counting proxy (docs/decisions/022-tender-evaluation.md): the
// evaluation page opens a due tender and is its buyer's alone; the portal's own checks answer without
// a platform call and keep what was typed; an expert is added by account and answers its invitation;
// a scoring sheet posted twice with one key scores once; the report; an award grid whose line does not
// total 100 or that needs a reason is refused on its field, then the award shows its notice and orders.
import { describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import type { MemberTender } from '#contract/schemas.ts';
import { apiClient } from '#platform/testing/client.ts';
import type { InquiryPlatform } from '#platform/testing/inquiry-fixture.ts';
import { freshAccount, freshKey, memberHelpers } from '#platform/testing/member-helpers.ts';
import {
  admittedSuppliers,
  logInAgain,
  registerFor,
  type TenderSuite,
  type TenderSupplier,
  WITHOUT_PREQUALIFICATION,
} from '#platform/testing/tender-fixture.ts';
import { tenderForm } from '#platform/testing/tender-stories.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { login } from '../member/member.server.ts';
import { EVALUATION_FIELD as F, scoreField, shareField } from './evaluation-views.ts';
import { loadTenderEvaluation, tenderEvaluationAction } from './evaluation.server.ts';
import { loadTenderExperts, tenderExpertsAction } from './experts.server.ts';
import { invitationAction, loadInvitations, loadScoringSheet, scoringAction } from './scoring.server.ts';

// The platform this file starts may move its clock (never in production).
process.env.PLATFORM_TEST_CLOCK = '1';
const { proxy: upstream } = usePlatformBehindProxy();
const DAY = 86_400_000;
const t = (key: string) => key;
const platform = () => apiClient(() => upstream().url);

async function signedIn(account: string, password = 'demo1234'): Promise<string> {
  const result = await login(new Request('http://localhost/login'), 'zh-CN', account, password);
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}
const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } });
const post = (path: string, cookie: string) => new Request(`http://localhost${path}`, { method: 'POST', headers: { cookie } });
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const calls = (part: string) => upstream().calls.filter((call) => call.includes(part)).length;

async function clockAt(now: number, days: number) {
  await platform().call(api.testing.clock, { body: { offsetMs: now + days * DAY - Date.now() } });
}

/** The demo buyer's scored tender of one line (price 60, technique 40), three admitted suppliers bidding 1000, 900 and 1100 a unit; the clock then past the opening. */
async function biddenTender(now: number): Promise<{ tender: MemberTender; suppliers: TenderSupplier[] }> {
  const client = platform();
  const buyer = await client.call(api.member.login, { body: { account: 'buyer', password: 'demo1234' } });
  const [category] = await client.call(api.category.enterpriseTree, { query: { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId } });
  const seeded = {
    buyer: buyer.token,
    buyerMe: { memberId: buyer.memberId, memberRoleId: buyer.memberRoleId },
    categoryId: category!.id,
  } as InquiryPlatform;
  const helpers = memberHelpers({ client, now, clock: { move() {}, reset() {} }, db: () => undefined as never, url: () => upstream().url });
  const suite: TenderSuite = { client, helpers, seeded };
  const form = tenderForm(now, category!.id, {
    ...WITHOUT_PREQUALIFICATION,
    registerStartTime: now + 60_000,
    materiels: [{ code: 'P-1', name: '离心泵', type: 'IS80', unit: '台', count: 4 }],
    evaluationCriteria: [
      { name: '价格', weight: 60, isPrice: true },
      { name: '技术方案', weight: 40 },
    ],
  });
  const draft = await client.call(api.tenderBuyer.save, { token: buyer.token, body: { form, idempotencyKey: freshKey() } });
  const tender = await client.call(api.tenderBuyer.publish, { token: buyer.token, body: { id: draft.id, idempotencyKey: freshKey() } });
  const suppliers = await admittedSuppliers(suite, 3);
  await clockAt(now, 1);
  await logInAgain(suite, suppliers);
  for (const supplier of suppliers) await registerFor(suite, tender, supplier);
  await clockAt(now, 9);
  await logInAgain(suite, suppliers);
  for (const [i, price] of [1000, 900, 1100].entries()) {
    await client.call(api.tenderBid.submit, {
      token: suppliers[i]!.token,
      body: {
        tenderId: tender.id,
        lines: [{ materielId: tender.materielList[0]!.id, price }],
        taxRate: 13,
        terms: { payment: '', delivery: '', validityDays: 90, warranty: '' },
        idempotencyKey: freshKey(),
      },
    });
  }
  await clockAt(now, 26);
  return { tender, suppliers };
}

describe('a tender’s evaluation and award through the portal', () => {
  it('names evaluators, scores, reports and awards, each form checked first and kept when refused', async () => {
    const now = Date.now();
    const { tender, suppliers } = await biddenTender(now);
    const buyer = await signedIn('buyer');
    const path = `/memberCenter/callForBids/evaluation?id=${tender.id}`;

    // The first read opens the tender; a supplier gets the page's 404.
    const view = await loadTenderEvaluation(get(path, buyer), 'zh-CN');
    expect(view.page.opening).toMatchObject({ outcome: 'opened', validCount: 3 });
    expect(view.page.tender.phase).toBe('evaluation');
    // Each keyed form its own key: naming a user and inviting an expert at once are two requests.
    expect(new Set(Object.values(view.keys)).size).toBe(4);
    const supplier = await signedIn(suppliers[0]!.account, suppliers[0]!.password);
    await expect(loadTenderEvaluation(get(path, supplier), 'zh-CN')).rejects.toMatchObject({ init: { status: 404 } });

    // The expert library: an unknown account is refused on its field; a known one is added and invited.
    const account = freshAccount('bx');
    await memberHelpers({
      client: platform(),
      now,
      clock: { move() {}, reset() {} },
      db: () => undefined as never,
      url: () => upstream().url,
    }).register('buyer', {
      account,
      password: 'secret123',
    });
    const unknown = await tenderExpertsAction(
      post('/memberCenter/callForBids/remarkBidExpert', buyer),
      'zh-CN',
      formOf({ intent: 'add', account: 'nobody-here' }),
      t,
    );
    expect(unknown).toMatchObject({ ok: false, intent: 'add', values: { account: 'nobody-here' }, fieldErrors: { account: expect.any(String) } });
    expect(
      await tenderExpertsAction(post('/memberCenter/callForBids/remarkBidExpert', buyer), 'zh-CN', formOf({ intent: 'add', account }), t),
    ).toEqual({
      ok: true,
      intent: 'add',
    });
    const library = (await loadTenderExperts(get('/memberCenter/callForBids/remarkBidExpert', buyer), 'zh-CN')).experts;
    const [expert] = library.status === 'ok' ? library.data : [];

    // Naming evaluators: nothing chosen is the portal's refusal; the buyer's own user and the expert.
    const before = calls('/evaluation/evaluator/add');
    const none = await tenderEvaluationAction(post(path, buyer), 'zh-CN', formOf({ intent: 'addMember', [F.userId]: '' }), t);
    expect(none).toMatchObject({ ok: false, intent: 'addMember', fieldErrors: { userId: 'tenderEvaluation:errors.choose' } });
    expect(calls('/evaluation/evaluator/add')).toBe(before);
    const own = view.page.candidates.users[0]!;
    expect(
      await tenderEvaluationAction(
        post(path, buyer),
        'zh-CN',
        formOf({ intent: 'addMember', [F.userId]: String(own.userId), [F.key]: freshKey() }),
        t,
      ),
    ).toEqual({
      ok: true,
      intent: 'addMember',
    });
    const invite = formOf({ intent: 'inviteExpert', [F.expertId]: String(expert!.id), [F.key]: freshKey() });
    expect(await tenderEvaluationAction(post(path, buyer), 'zh-CN', invite, t)).toEqual({ ok: true, intent: 'inviteExpert' });

    // The expert declines only with a reason (the portal says so), then accepts.
    const expertCookie = await signedIn(account, 'secret123');
    const invitations = (await loadInvitations(get('/memberCenter/callForBids/extractNoticeManage', expertCookie), 'zh-CN')).invitations;
    const [invitation] = invitations.status === 'ok' ? invitations.data : [];
    const bare = await invitationAction(post('/x', expertCookie), 'zh-CN', formOf({ intent: 'decline', id: String(invitation!.id), reason: ' ' }), t);
    expect(bare).toMatchObject({ ok: false, fieldErrors: { reason: 'tenderEvaluation:errors.reasonRequired' } });
    expect(await invitationAction(post('/x', expertCookie), 'zh-CN', formOf({ intent: 'accept', id: String(invitation!.id) }), t)).toEqual({
      ok: true,
      intent: 'accept',
      id: invitation!.id,
    });

    // Scoring: a score above its weight stays on its cell with what was typed; a sheet posted twice with one key scores once.
    const scoring = `/memberCenter/callForBids/readyExpertRemark?id=${tender.id}`;
    const sheet = await loadScoringSheet(get(scoring, buyer), 'zh-CN');
    expect(sheet.sheet.bids.map((b) => b.priceScore)).toEqual([54, 60, 49.09]);
    const bids = sheet.sheet.bids.map((b) => b.bidId);
    const typed = (scores: number[], key = freshKey()) =>
      formOf({ [F.key]: key, ...Object.fromEntries(bids.map((bidId, i) => [scoreField(bidId, 1), String(scores[i])])) });
    const scoreCalls = calls('/expertExtractRecord/evaluationTender');
    const high = await scoringAction(post(scoring, buyer), 'zh-CN', typed([30, 41, 20]), t);
    expect(high).toMatchObject({
      ok: false,
      fieldErrors: { [scoreField(bids[1]!, 1)]: 'tenderEvaluation:errors.score' },
      values: { [scoreField(bids[1]!, 1)]: '41' },
    });
    expect(calls('/expertExtractRecord/evaluationTender')).toBe(scoreCalls);
    const key = freshKey();
    expect(await scoringAction(post(scoring, buyer), 'zh-CN', typed([30, 20, 39], key), t)).toEqual({ ok: true });
    expect(await scoringAction(post(scoring, buyer), 'zh-CN', typed([30, 20, 39], key), t)).toEqual({ ok: true });
    expect(await scoringAction(post(scoring, expertCookie), 'zh-CN', typed([34, 22, 39]), t)).toEqual({ ok: true });
    const scored = await loadTenderEvaluation(get(path, buyer), 'zh-CN');
    expect(scored.page.scores).toHaveLength(6);
    // 54 + 32 = 86; 60 + 21 = 81; 49.09 + 39 = 88.09.
    expect(scored.page.ranking.map((r) => [r.bidId, r.totalScore])).toEqual([
      [bids[2], 88.09],
      [bids[0], 86],
      [bids[1], 81],
    ]);
    expect(
      await tenderEvaluationAction(post(path, buyer), 'zh-CN', formOf({ intent: 'report', [F.remark]: '三家有效', [F.key]: freshKey() }), t),
    ).toEqual({
      ok: true,
      intent: 'report',
    });

    // The award: a line not totalling 100, then not to the first without a reason, each on its field and kept; then awarded.
    const line = tender.materielList[0]!.id;
    const grid = (ratios: Record<number, string>, extra: Record<string, string> = {}) =>
      formOf({ intent: 'award', [F.key]: freshKey(), ...Object.fromEntries(bids.map((b) => [shareField(line, b), ratios[b] ?? ''])), ...extra });
    const short = await tenderEvaluationAction(post(path, buyer), 'zh-CN', grid({ [bids[2]!]: '60' }), t);
    expect(short).toMatchObject({
      ok: false,
      intent: 'award',
      fieldErrors: { shares: expect.any(String) },
      values: { [shareField(line, bids[2]!)]: '60' },
    });
    const noReason = await tenderEvaluationAction(post(path, buyer), 'zh-CN', grid({ [bids[0]!]: '100' }), t);
    expect(noReason).toMatchObject({ ok: false, fieldErrors: { reason: expect.any(String) } });
    const awarded = await tenderEvaluationAction(
      post(path, buyer),
      'zh-CN',
      grid({ [bids[2]!]: '50', [bids[0]!]: '50' }, { [F.reason]: '分两家供货' }),
      t,
    );
    expect(awarded).toEqual({ ok: true, intent: 'award' });
    const after = await loadTenderEvaluation(get(path, buyer), 'zh-CN');
    expect(after.page.tender.phase).toBe('awarded');
    expect(after.page.award).toMatchObject({ mode: 'split', reason: '分两家供货', totalAmount: 4200, noticeId: expect.any(Number) });
    expect(after.page.award!.orders.map((o) => [o.supplier.memberId, o.totalAmount]).sort()).toEqual(
      [
        [suppliers[0]!.memberId, 2000],
        [suppliers[2]!.memberId, 2200],
      ].sort(),
    );
  }, 120_000);
});
