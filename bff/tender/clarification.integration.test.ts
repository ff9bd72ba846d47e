// The page of a tender's questions and amendments against the real platform (PGlite in memory)
// through the counting proxy (docs/product/tenders.md#questions-answers-and-amendments): a registered
// supplier asks (its own check keeps what was typed without asking the platform), the buyer sees the
// asker and answers once (a second answer lands on its field), the supplier reads the answer without
// any asker; the buyer's amendment is previewed, saved with its revision, and one that changes
// nothing is refused on the form; a supplier who did not register is told why.
import { describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import type { BuyerClarification, SupplierClarification } from '#contract/schemas.ts';
import { apiClient } from '#platform/testing/client.ts';
import { freshKey, PDF } from '#platform/testing/member-helpers.ts';
import { registrationBody } from '#platform/testing/tender-fixture.ts';
import { tenderForm } from '#platform/testing/tender-stories.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { login } from '../member/member.server.ts';
import { clarificationAction, loadClarificationPage } from './clarification.server.ts';
import { CLARIFICATION_FIELD as F } from './clarification-views.ts';

const { proxy: upstream } = usePlatformBehindProxy();
const DAY = 86_400_000;
const t = (key: string) => key;
const PASSWORD = 'demo1234';

async function signedIn(account: string): Promise<string> {
  const result = await login(new Request('http://localhost/login'), 'zh-CN', account, PASSWORD);
  if (!result.ok) throw new Error(result.message);
  return result.setCookie.split(';')[0]!;
}

const PATH = '/memberCenter/tender/clarification';
const get = (id: number, cookie: string) => new Request(`http://localhost${PATH}?id=${id}`, { headers: { cookie } });
const post = (id: number, cookie: string) => new Request(`http://localhost${PATH}?id=${id}`, { method: 'POST', headers: { cookie } });
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/**
 * The demo buyer's public tender without prequalification, its registration opening a moment after
 * publication (the platform takes no schedule that starts before its clock), and the demo supplier
 * registered once it opens.
 */
async function registeredTender() {
  const platform = apiClient(() => upstream().url);
  const buyerLogin = await platform.call(api.member.login, { body: { account: 'buyer', password: PASSWORD } });
  const buyerToken = buyerLogin.token;
  const supplierLogin = await platform.call(api.member.login, { body: { account: 'supplier', password: PASSWORD } });
  const [category] = await platform.call(api.category.enterpriseTree, {
    query: { memberId: buyerLogin.memberId, memberRoleId: buyerLogin.memberRoleId },
  });
  const now = Date.now();
  const opens = now + 1_500;
  const form = tenderForm(now, category!.id, {
    isQualificationCheck: false,
    preCheckStartTime: undefined,
    preCheckEndTime: undefined,
    registerStartTime: opens,
    registerEndTime: now + 5 * DAY,
    inviteTenderStartTime: now + 5 * DAY,
  });
  const draft = await platform.call(api.tenderBuyer.save, { token: buyerToken, body: { form, idempotencyKey: freshKey() } });
  const tender = await platform.call(api.tenderBuyer.publish, { token: buyerToken, body: { id: draft.id } });
  await new Promise((resolve) => setTimeout(resolve, opens - Date.now() + 50));
  await platform.call(api.tenderRegistration.register, { token: supplierLogin.token, body: registrationBody(tender.id) });
  return { tender, platform, buyerToken, supplierUser: supplierLogin.name };
}

describe('the clarification page', () => {
  it('a question asked, answered once, read without its asker; an outsider told why', async () => {
    const { tender, supplierUser } = await registeredTender();
    const [supplier, buyer] = [await signedIn('supplier'), await signedIn('buyer')];

    const first = await loadClarificationPage(get(tender.id, supplier), 'zh-CN');
    expect(first.page).toMatchObject({ status: 'ok', data: { viewer: 'supplier', askOpen: true, ownQuestions: [], answers: [] } });

    // The portal's own check: nothing typed is refused on its field, and the platform is not asked.
    upstream().calls.length = 0;
    const empty = await clarificationAction(
      post(tender.id, supplier),
      'zh-CN',
      formOf({ [F.intent]: 'ask', [F.key]: first.askKey, [F.question]: '   ' }),
      t,
    );
    expect(empty).toMatchObject({ ok: false, intent: 'ask', key: first.askKey, fieldErrors: { question: 'tenderClarification:errors.required' } });
    expect(upstream().calls.filter((call) => call.includes('/clarification'))).toEqual([]);

    const question = '是否接受同等品牌的离心泵？';
    const asked = await clarificationAction(
      post(tender.id, supplier),
      'zh-CN',
      formOf({ [F.intent]: 'ask', [F.key]: first.askKey, [F.question]: question }),
      t,
    );
    expect(asked).toEqual({ ok: true, intent: 'ask' });
    const waiting = (await loadClarificationPage(get(tender.id, supplier), 'zh-CN')).page;
    expect(waiting.status === 'ok' && (waiting.data as SupplierClarification).ownQuestions.map((q) => q.question)).toEqual([question]);

    const buyerView = await loadClarificationPage(get(tender.id, buyer), 'zh-CN');
    if (buyerView.page.status !== 'ok' || buyerView.page.data.viewer !== 'buyer') throw new Error('the buyer’s page');
    const [asking] = buyerView.page.data.questions;
    expect(asking).toMatchObject({ question, answer: null, asker: { userName: supplierUser } });
    const answerForm = { [F.intent]: 'answer', [F.questionId]: String(asking!.id), [F.answer]: '接受，须附性能对比。' };
    expect(await clarificationAction(post(tender.id, buyer), 'zh-CN', formOf(answerForm), t)).toEqual({ ok: true, intent: 'answer' });
    // Answered once: a second answer is refused on its field, what was typed kept.
    const twice = await clarificationAction(post(tender.id, buyer), 'zh-CN', formOf({ ...answerForm, [F.answer]: '再答一次' }), t);
    expect(twice).toMatchObject({
      ok: false,
      intent: 'answer',
      questionId: asking!.id,
      fieldErrors: { answer: expect.any(String) },
      values: { answer: '再答一次' },
    });

    const read = (await loadClarificationPage(get(tender.id, supplier), 'zh-CN')).page;
    if (read.status !== 'ok' || read.data.viewer !== 'supplier') throw new Error('the supplier’s page');
    expect(read.data.answers).toEqual([expect.objectContaining({ question, answer: '接受，须附性能对比。', mine: true })]);
    const text = JSON.stringify(read.data);
    expect(text).not.toMatch(/asker|userName|memberId/);
    expect(text).not.toContain(supplierUser);
    expect(text).not.toContain(asking!.asker.name);

    // A supplier who did not register reads why, with the tender's page to go to.
    const outsider = await loadClarificationPage(get(tender.id, await signedIn('newsupplier')), 'zh-CN');
    expect(outsider.page).toMatchObject({ status: 'error', code: 60119 });
  });

  it('the buyer’s amendment: previewed, refused without a reason keeping what was typed, saved with its revision, refused when it changes nothing', async () => {
    const { tender, platform, buyerToken } = await registeredTender();
    const buyer = await signedIn('buyer');
    const view = await loadClarificationPage(get(tender.id, buyer), 'zh-CN');
    const page = view.page.status === 'ok' ? (view.page.data as BuyerClarification) : null;
    // 25 days left: saved now, the deadline stays.
    expect(page).toMatchObject({ amendRefusal: null, preview: { revision: 2, moved: false, inviteTenderEndTime: tender.inviteTenderEndTime } });

    const upload = new FormData();
    upload.set('file', new Blob([PDF], { type: 'application/pdf' }), '技术规格书-修订.pdf');
    const file = (
      await platform.multipart(api.upload.file.path, upload, { token: buyerToken, query: { purpose: 'document', idempotencyKey: freshKey() } })
    ).data as { id: number; name: string; url: string };
    const files = JSON.stringify([{ id: file.id, name: file.name, url: file.url }]);
    const fields = { [F.intent]: 'amend', [F.key]: view.amendKey, [F.requirement]: '须提供近三年业绩', [F.files]: files, [F.reason]: '' };
    upstream().calls.length = 0;
    const noReason = await clarificationAction(post(tender.id, buyer), 'zh-CN', formOf(fields), t);
    expect(noReason).toMatchObject({
      ok: false,
      key: view.amendKey,
      fieldErrors: { reason: 'tenderClarification:errors.required' },
      values: { inviteTenderRequirement: '须提供近三年业绩', files },
    });
    // A file list the form never wrote (a kept address longer than the contract keeps one): refused on
    // the files, never a 500, what was typed kept.
    const crafted = JSON.stringify([{ id: -1, name: 'x', url: `/files/${'a'.repeat(250)}` }]);
    const craftedAnswer = await clarificationAction(
      post(tender.id, buyer),
      'zh-CN',
      formOf({ ...fields, [F.files]: crafted, [F.reason]: '补充业绩要求' }),
      t,
    );
    expect(craftedAnswer).toMatchObject({
      ok: false,
      fieldErrors: { files: 'tenderClarification:errors.invalidFiles' },
      values: { inviteTenderRequirement: '须提供近三年业绩', reason: '补充业绩要求', files: crafted },
    });
    expect(upstream().calls.filter((call) => call.includes('/clarification'))).toEqual([]);

    const saved = await clarificationAction(post(tender.id, buyer), 'zh-CN', formOf({ ...fields, [F.reason]: '补充业绩要求' }), t);
    expect(saved).toMatchObject({
      ok: true,
      intent: 'amend',
      amendment: { revision: 2, changed: ['requirement', 'files'], moved: false, inviteTenderFile: [{ url: file.url }] },
    });
    const after = (await loadClarificationPage(get(tender.id, buyer), 'zh-CN')).page;
    expect(after).toMatchObject({
      status: 'ok',
      data: { tender: { revision: 2, inviteTenderRequirement: '须提供近三年业绩' }, amendments: [{ revision: 2 }] },
    });

    // The same documents again, under a new key: nothing changed, said on the form.
    const same = await clarificationAction(post(tender.id, buyer), 'zh-CN', formOf({ ...fields, [F.key]: freshKey(), [F.reason]: '再次' }), t);
    expect(same).toMatchObject({
      ok: false,
      intent: 'amend',
      formError: expect.any(String),
      values: { inviteTenderRequirement: '须提供近三年业绩' },
    });
  });
});
